// Bundles the service for Node: the CLI and the library entry; dependencies (and the runtime's source, bundled
// in) resolve at build time, migrations are read from drizzle/ at run time.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages stay in node_modules; our own workspace packages (the runtime) are bundled from source.
  external: ['hono', 'hono/*', '@hono/*', 'hono-rate-limiter', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg', 'zod', 'zod/*'],
  conditions: ['@bookla/source'],
  sourcemap: true,
  logLevel: 'warning',
});
console.log('webflow-service: built dist/cli.js, dist/index.js');
