import { defineConfig } from 'vitest/config';

const conditions = ['@bookla/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // `hours`: a test whose outcome depends on the hour or date it runs at (which days and times are offered,
    // the opening day, a stay, a clock change). bookla-at-times runs only these again at set moments of the service's day.
    tags: [{ name: 'hours', description: 'depends on the hour or date it runs at: run again by bookla-at-times' }],
  },
});
