import { defineConfig } from 'vitest/config';
import { VITEST_PREACT_ALIAS } from '@bookla/build-tools/preact-alias';

// Widgets are written in React and shipped on preact/compat: every component test runs under both.
const preactAlias = [...VITEST_PREACT_ALIAS, { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' }];

const conditions = ['@bookla/source', 'module', 'browser', 'development|production'];
const ssrConditions = ['@bookla/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: ssrConditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-support/setup.ts'],
    testTimeout: 20_000,
    // Files share their worker's environment; the setup file gives each a fresh module registry, storage and
    // document (a new happy-dom window and module graph per file cost more than the 1100 tests).
    isolate: false,
    // `hours`: a test whose outcome depends on the hour or date it runs at (which days and times are offered,
    // the opening day, a stay, a clock change). bookla-at-times runs only these again at set moments of the service's day.
    tags: [{ name: 'hours', description: 'depends on the hour or date it runs at: run again by bookla-at-times' }],
    projects: [
      { extends: true, test: { name: 'react', environment: 'happy-dom' } },
      { extends: true, resolve: { alias: preactAlias }, test: { name: 'preact', environment: 'happy-dom' } },
      // The booking widget's time-zone test once more with the visitor far from the service's zone.
      // Not `extends: true`: that would concatenate the root `include` and run every file here too.
      {
        resolve: { alias: preactAlias, conditions },
        ssr: { resolve: { conditions: ssrConditions } },
        test: {
          name: 'preact-tz',
          environment: 'happy-dom',
          include: ['src/BookingWidget/BookingWidget.tz.test.tsx'],
          setupFiles: ['./src/test-support/setup.ts'],
          testTimeout: 20_000,
          isolate: false,
          env: { TZ: 'Asia/Tokyo' },
        },
      },
    ],
  },
});
