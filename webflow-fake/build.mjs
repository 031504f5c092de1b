// Bundles the fake for Node (used by `npm start` and the end-to-end tests from dist); dependencies stay in node_modules.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts', world: 'src/world.ts' },
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
console.log('webflow-fake: built dist/index.js, dist/world.js');
