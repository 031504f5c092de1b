import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@bookla/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@bookla/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['@bookla/test-utils/mantine-setup'],
    // Files share their worker's environment; the setup gives each a new page (@bookla/test-utils/new-page).
    isolate: false,
    testTimeout: 30_000,
  },
});
