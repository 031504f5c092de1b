// Bundles the service for Node: the CLI and the library entry; dependencies (and the runtime's source, bundled
// in) resolve at build time, migrations are read from drizzle/ at run time.
import { buildNodePackage } from '@bookla/build-tools/node-bundle';

const built = await buildNodePackage(
  new URL('.', import.meta.url),
  { cli: 'src/cli.ts', index: 'src/index.ts' },
  // npm packages stay in node_modules; our own workspace packages (the runtime) are bundled from source.
  { external: ['hono', 'hono/*', '@hono/*', 'hono-rate-limiter', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg', 'zod', 'zod/*'] },
);
console.log(`webflow-service: built ${built.join(', ')}`);
