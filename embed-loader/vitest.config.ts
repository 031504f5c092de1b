import { defineConfig } from 'vitest/config';

// Chunk code is React source shipped on preact/compat: the unit tests run it on Preact, as visitors get it.
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

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
