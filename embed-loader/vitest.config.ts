import { defineConfig } from 'vitest/config';
import { VITEST_PREACT_ALIAS } from '@bookla/build-tools/preact-alias';

// Chunk code is React source shipped on preact/compat: the unit tests run it on Preact, as visitors get it.
const preactAlias = VITEST_PREACT_ALIAS;

export default defineConfig({
  resolve: { conditions: ['@bookla/source', 'module', 'browser', 'development|production'], alias: preactAlias },
  ssr: { resolve: { conditions: ['@bookla/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
    // The snippet injects widget.js; the tests install the loader themselves instead of fetching it.
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    testTimeout: 20_000,
  },
});
