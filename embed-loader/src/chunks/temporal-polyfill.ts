// The Temporal polyfill's chunk entry. The runtime's `ensureTemporal()` imports 'temporal-polyfill'
// dynamically; build.mjs routes that import here only so the chunk is named `temporal-polyfill-[hash].js`
// (esbuild names a chunk after its entry file, which would otherwise be the package's anonymous index.js).
// Visitors with native Temporal never request it.
export * from 'temporal-polyfill';
