// One way to build a package of ours for the npm registry (the runtime, the widgets): one ESM entry per
// `exports` subpath, from the source its '@bookla/source' condition names (code shared between entries split
// into chunks, every npm package left an import), then type declarations from tsc. esbuild writes the
// JavaScript because tsc would emit extensionless relative imports that Node's ESM loader cannot resolve; the
// declarations' relative imports get their `.js` for the same reason (TypeScript's node16/nodenext
// resolution, which a consumer's tsconfig may use, reads them as Node would).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The source module of each `exports` subpath that has a '@bookla/source' condition: `{ subpath: source }`. */
export function sourceEntries(pkg) {
  return Object.fromEntries(
    Object.entries(pkg.exports ?? {})
      .filter(([, target]) => typeof target === 'object' && target['@bookla/source'])
      .map(([subpath, target]) => [subpath, target['@bookla/source']]),
  );
}

/** Every file under `dir` whose name ends in `suffix`. */
function filesUnder(dir, suffix) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, suffix) : path.endsWith(suffix) ? [path] : [];
  });
}

/**
 * A declaration file's relative imports with the `.js` Node resolves them by: `./errors` → `./errors.js`,
 * `./config` (a folder) → `./config/index.js`. `exists(path)` says whether a declaration file is there.
 */
export function withJsExtensions(text, file, exists = existsSync) {
  return text.replace(/((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g, (whole, lead, quote, spec) => {
    if (/\.js$/.test(spec)) return whole;
    const base = resolve(dirname(file), spec);
    if (exists(`${base}.d.ts`)) return `${lead}${quote}${spec}.js${quote}`;
    if (exists(join(base, 'index.d.ts'))) return `${lead}${quote}${spec.replace(/\/$/, '')}/index.js${quote}`;
    throw new Error(`${file}: no declaration file for the import '${spec}'`);
  });
}

/**
 * Empties `<packageDir>/dist` and builds it. `useClient`: the `exports` subpaths whose module starts with the
 * `"use client"` directive (React Server Components frameworks render what imports them on the server, and
 * run them in the browser), which esbuild drops from bundled sources.
 */
export async function buildPublishedPackage(packageDir, { useClient = [], jsx = false } = {}) {
  const dir = fileURLToPath(packageDir);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = sourceEntries(pkg);
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.values(entries),
    absWorkingDir: dir,
    outdir: 'dist',
    outbase: 'src',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    packages: 'external',
    ...(jsx ? { jsx: 'automatic' } : {}),
    chunkNames: '_chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'error',
  });
  for (const subpath of useClient) {
    const source = entries[subpath];
    if (!source) throw new Error(`useClient names ${subpath}, which has no '@bookla/source' export`);
    const out = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === source.replace(/^\.\//, ''))?.[0];
    if (!out) throw new Error(`no output for ${source}`);
    writeFileSync(join(dir, out), `"use client";\n${readFileSync(join(dir, out), 'utf8')}`);
  }
  execFileSync(process.execPath, [join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
  for (const file of filesUnder(join(dir, 'dist'), '.d.ts')) writeFileSync(file, withJsExtensions(readFileSync(file, 'utf8'), file));
}
