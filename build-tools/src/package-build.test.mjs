import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceEntries, withJsExtensions } from './package-build.mjs';

test('declarations import their neighbours as Node resolves them: a file by its .js, a folder by its index.js', () => {
  const have = new Set(['/p/dist/errors.d.ts', '/p/dist/config/index.d.ts', '/p/dist/time/zone.d.ts']);
  const text = [
    "export * from './errors';",
    "export { a } from './config';",
    "import type { Z } from './time/zone';",
    "type T = import('./errors').E;",
    "export * from './errors.js';",
    "import type { R } from 'react';",
  ].join('\n');
  assert.equal(
    withJsExtensions(text, '/p/dist/index.d.ts', (path) => have.has(path)),
    [
      "export * from './errors.js';",
      "export { a } from './config/index.js';",
      "import type { Z } from './time/zone.js';",
      "type T = import('./errors.js').E;",
      "export * from './errors.js';",
      "import type { R } from 'react';",
    ].join('\n'),
  );
  assert.throws(() => withJsExtensions("export * from './gone';", '/p/dist/index.d.ts', () => false), /no declaration file for the import '\.\/gone'/);
});

test('the entries built are the exports that name a source', () => {
  const pkg = { exports: { '.': { '@bookla/source': './src/index.ts', import: './dist/index.js' }, './package.json': './package.json' } };
  assert.deepEqual(sourceEntries(pkg), { '.': './src/index.ts' });
});
