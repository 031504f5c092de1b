// The widgets' CSS lives in .css files (src/**/*.css); the widgets take it as text from a module written next to
// each file (X.css → X-css.ts, esbuild-minified, comments dropped). Generated and committed rather than imported
// as `?raw` (Vite's alone), so the package's build, the embed's and the tests read them as plain code. `node scripts/css.mjs` writes the modules; `--check` fails when one is stale
// (src/css.test.ts runs the check, so a CSS edit without its module fails the tests).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

/** Every .css file under `dir` (the package's src/). */
export function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** The module a .css file becomes: its minified text as the default export. */
export async function cssModule(file) {
  const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true });
  return `// Generated from ${basename(file)} by widgets/scripts/css.mjs: edit the .css file, then run \`npm run css -w @bookla/widgets\`.\nexport default ${JSON.stringify(code.trim())};\n`;
}

/** The generated module's path for a .css file. */
export const moduleOf = (file) => file.replace(/\.css$/, '-css.ts');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const file of cssFiles(src)) {
    const text = await cssModule(file);
    const target = moduleOf(file);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current === text) continue;
    if (check) {
      console.error(`stale: ${relative(src, target)} (run npm run css -w @bookla/widgets)`);
      stale++;
    } else writeFileSync(target, text);
  }
  if (stale) process.exit(1);
}
