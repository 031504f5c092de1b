import { defineConfig } from 'vitest/config';

const conditions = ['@bookla/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // PGlite takes seconds to start on a loaded 2-core machine; Postgres suites share one cluster.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 },
});
