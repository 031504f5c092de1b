// Builds the npm-ready runtime: one ESM entry per `exports` subpath (code shared between them split into
// chunks, dependencies left external) plus type declarations from tsc. esbuild writes the JavaScript
// because tsc would emit extensionless relative imports that Node's ESM loader cannot resolve.
import { readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const entryPoints = Object.values(pkg.exports)
  .map((target) => (typeof target === 'object' ? target['@bookla/source'] : null))
  .filter(Boolean);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  packages: 'external',
  chunkNames: '_chunks/[name]-[hash]',
  logLevel: 'warning',
});
execFileSync(process.execPath, [new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname, '-p', 'tsconfig.build.json'], {
  stdio: 'inherit',
});
