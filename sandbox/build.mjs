// Bundles the sandbox for Node: the CLI and the library entries, dependencies left to node_modules.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', demo: 'src/demo.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  conditions: ['@bookla/source'],
  sourcemap: true,
  logLevel: 'warning',
});
console.log('sandbox: built dist/cli.js, dist/index.js, dist/demo.js');
