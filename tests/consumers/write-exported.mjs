// Runs write-exported.ts: bundled by esbuild first, since the configurator's export code comes from sources that
// also import style sheets (left out here: nothing is rendered).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('./.write-exported.bundle.mjs', import.meta.url));
await build({
  entryPoints: [fileURLToPath(new URL('./write-exported.ts', import.meta.url))],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  conditions: ['@bookla/source'],
  loader: { '.css': 'empty' },
  // CommonJS dependencies bundled into ESM call require() for Node's own modules.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'error',
});
try {
  await import(out);
} finally {
  rmSync(out, { force: true });
}
