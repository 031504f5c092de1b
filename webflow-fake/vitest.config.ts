import { defineConfig } from 'vitest/config';

const conditions = ['@bookla/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
