// React source shipped on preact/compat: the one list of what to rewrite, for esbuild and for vitest.

/** esbuild `alias`: the subpaths follow (react-dom/client, react/jsx-runtime). */
export const PREACT_ALIAS = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/** Vite / vitest `resolve.alias`: exact specifiers, most specific first. */
export const VITEST_PREACT_ALIAS = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
