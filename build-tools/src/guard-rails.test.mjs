// Layering rules as tests: each failure lists the file, line and import that breaks the rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEV_TOOLS_IMPORTERS,
  exportsMaps,
  importsIn,
  isDevTools,
  isRuntimeValue,
  isUiFramework,
  packageFiles,
  sourceFiles,
  violations,
} from './guard-rails.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('importsIn reads static, type-only, side-effect and dynamic imports with their lines', () => {
  const text = "import { h } from 'preact';\nimport type { A } from '@bookla/runtime/config';\nimport 'x.css';\nexport { b } from './b';\nconst c = () => import('./lazy');\n";
  assert.deepEqual(importsIn(text), [
    { line: 1, spec: 'preact', typeOnly: false },
    { line: 2, spec: '@bookla/runtime/config', typeOnly: true },
    { line: 3, spec: 'x.css', typeOnly: false },
    { line: 4, spec: './b', typeOnly: false },
    { line: 5, spec: './lazy', typeOnly: false },
  ]);
  // The rules refuse what they should (so the checks below can fail).
  assert.equal(isUiFramework({ spec: 'preact/hooks' }), true);
  assert.equal(isUiFramework({ spec: '@mantine/core' }), true);
  assert.equal(isUiFramework({ spec: 'preactish' }), false);
  assert.equal(isRuntimeValue({ spec: '@bookla/runtime/api-url', typeOnly: false }), true);
  assert.equal(isRuntimeValue({ spec: '@bookla/runtime/config', typeOnly: true }), false);
  assert.equal(isRuntimeValue({ spec: '@bookla/runtime/api-paths', typeOnly: false }), false);
  assert.equal(isDevTools({ spec: '@bookla/dev/static-server' }), true);
  assert.equal(isDevTools({ spec: '@bookla/dev' }), true);
  assert.equal(isDevTools({ spec: '@bookla/devices' }), false);
});

test('the path builders widget.js may take from the runtime import nothing themselves', () => {
  assert.deepEqual(importsIn(readFileSync(`${root}runtime/src/api-paths.ts`, 'utf8')), []);
});

test('the runtime imports no UI framework', () => {
  const files = sourceFiles(`${root}runtime/src`);
  assert.ok(files.length > 20, 'runtime sources found');
  assert.deepEqual(violations(root, files, isUiFramework), []);
});

test("the loader's own code (widget.js) takes only types from the runtime", () => {
  const files = sourceFiles(`${root}embed-loader/src/loader`);
  assert.ok(files.length > 3, 'loader sources found');
  assert.deepEqual(violations(root, files, isRuntimeValue), []);
});

test('only the end-to-end suite imports the development tools, which start every other package', () => {
  const { workspaces } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  const others = workspaces.filter((ws) => ws !== 'dev' && !DEV_TOOLS_IMPORTERS.includes(ws));
  assert.ok(others.includes('embed-loader') && others.includes('configurator-web'), 'the packages below dev/ found');
  const files = others.flatMap((ws) => packageFiles(`${root}${ws}`));
  assert.ok(files.some((f) => f.endsWith('.test.ts')) && files.some((f) => f.endsWith('build.mjs')), 'tests and builds scanned');
  assert.deepEqual(violations(root, files, isDevTools), []);
  // Declared as a dependency is enough for turbo to refuse the graph, imported or not.
  const declaring = others.filter((ws) => {
    const pkg = JSON.parse(readFileSync(`${root}${ws}/package.json`, 'utf8'));
    return '@bookla/dev' in { ...pkg.dependencies, ...pkg.devDependencies };
  });
  assert.deepEqual(declaring, []);
});

test('the published exports maps stay as published (exports.snapshot.json)', () => {
  // A changed subpath breaks every site that imports it: change the snapshot only with a new major version
  // or an addition, on purpose. Regenerate: node build-tools/src/guard-rails-snapshot.mjs
  const snapshot = JSON.parse(readFileSync(new URL('./exports.snapshot.json', import.meta.url), 'utf8'));
  assert.deepEqual(exportsMaps(root), snapshot);
});
