import { defineConfig } from 'vitest/config';

// Time rules must hold whatever the visitor's zone: the suite runs once per zone below
// (TZ is read by V8 at process start, so each zone is its own project/worker).
const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland'];

export default defineConfig({
  resolve: { conditions: ['@bookla/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@bookla/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run thousands of cases; on a loaded 2-core CI machine 5 s is not enough headroom.
    testTimeout: 30_000,
    setupFiles: ['src/test-support/temporal-setup.ts'],
    projects: zones.map((tz) => ({
      extends: true,
      test: { name: `tz:${tz}`, env: { TZ: tz } },
    })),
  },
});
