// Layering rules as tests: each failure lists the file, line and import that breaks the rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PACKAGE_IMPORTS,
  codeFiles,
  cycles,
  exportsMaps,
  importCycles,
  importGraph,
  importsIn,
  importsOf,
  isRuntimeValue,
  isUiFramework,
  packageGraph,
  sourceFiles,
  upwardImports,
  violations,
  workspacePackages,
} from './guard-rails.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The whole tree's graph, read once for the checks below (a few seconds: every code file of every package).
let treeGraph;
const tree = () => (treeGraph ??= importGraph(root));

/** A throwaway workspace: `files` maps each path to its text (an object is written as JSON). */
function workspace(t, files) {
  const dir = mkdtempSync(join(tmpdir(), 'guard-rails-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof text === 'string' ? text : JSON.stringify(text));
  }
  return dir;
}

test('importsIn reads static, type-only, side-effect, re-exported and dynamic imports with their lines', () => {
  const text = [
    "import { h } from 'preact';",
    "import type { A } from '@bookla/runtime/config';",
    "import 'x.css';",
    "export { b } from './b';",
    'const c = () => import(\'./lazy\');',
    "export type { Env } from './env';",
    "export * as ns from './ns';",
    "import type, { t } from './default-named-type';",
    "import {\n  type D,\n  e,\n} from './multi-line';",
    "type M = typeof import('./module-type');",
  ].join('\n');
  assert.deepEqual(importsIn(text), [
    { line: 1, spec: 'preact', typeOnly: false, dynamic: false },
    { line: 2, spec: '@bookla/runtime/config', typeOnly: true, dynamic: false },
    { line: 3, spec: 'x.css', typeOnly: false, dynamic: false },
    { line: 4, spec: './b', typeOnly: false, dynamic: false },
    { line: 5, spec: './lazy', typeOnly: false, dynamic: true },
    { line: 6, spec: './env', typeOnly: true, dynamic: false },
    { line: 7, spec: './ns', typeOnly: false, dynamic: false },
    { line: 8, spec: './default-named-type', typeOnly: false, dynamic: false },
    { line: 9, spec: './multi-line', typeOnly: false, dynamic: false },
    { line: 13, spec: './module-type', typeOnly: true, dynamic: true },
  ]);
  // Every import of a declaration file is a type.
  assert.deepEqual(importsIn("export declare function f(m: import('esbuild').Metafile): void;", { declarations: true }), [
    { line: 1, spec: 'esbuild', typeOnly: true, dynamic: true },
  ]);
});

test('importsIn finds no import in comments, strings, template literals, regular expressions or JSX text', () => {
  const text = [
    "// import x from 'in-a-comment';",
    "/* export * from 'in-a-block-comment' */",
    "const s = \"import y from 'in-a-string'\";",
    'const q = /it\'s a regex/g.test(s) ? `import z from "in-a-template" ${s} and more` : import.meta.url;',
    'const Note = () => <p>Don\'t import(\'in-jsx-text\') anything</p>;',
    "const o = { import: 1 }; o.import('a-method');",
    "export const after = import('./after');",
  ].join('\n');
  assert.deepEqual(importsIn(text, { jsx: true }), [{ line: 7, spec: './after', typeOnly: false, dynamic: true }]);
  // The rules refuse what they should (so the checks below can fail).
  assert.equal(isUiFramework({ spec: 'preact/hooks' }), true);
  assert.equal(isUiFramework({ spec: '@mantine/core' }), true);
  assert.equal(isUiFramework({ spec: 'preactish' }), false);
  assert.equal(isRuntimeValue({ spec: '@bookla/runtime/api-url', typeOnly: false }), true);
  assert.equal(isRuntimeValue({ spec: '@bookla/runtime/config', typeOnly: true }), false);
  assert.equal(isRuntimeValue({ spec: '@bookla/runtime/api-paths', typeOnly: false }), false);
});

test('a cycle through type-only imports and re-exports is a cycle', (t) => {
  const dir = workspace(t, {
    'package.json': { workspaces: ['core'] },
    'core/package.json': { name: '@x/core' },
    'core/src/a.ts': "import type { B } from './b.js';\nexport interface A { b: B }\n",
    'core/src/b.ts': "export type { A as Alias } from './a';\nexport interface B { n: number }\n",
    'core/src/c.ts': "import { d } from './d';\nexport const c = d;\n",
    'core/src/d.ts': 'export const d = 1;\n',
    'core/src/d.test.ts': "import { c } from './c';\nimport { d } from './d';\n",
  });
  assert.deepEqual(importCycles(dir), ['core/src/a.ts → core/src/b.ts → core/src/a.ts']);
  assert.deepEqual(cycles(new Map([['p', ['q']], ['q', ['r']], ['r', ['q']]])), [['q', 'r', 'q']]);
});

test('an import against the packages\' direction names its file, line and rule', (t) => {
  const dir = workspace(t, {
    'package.json': { workspaces: ['low', 'high', 'tool', 'stray'] },
    'low/package.json': { name: '@x/low' },
    'high/package.json': { name: '@x/high' },
    'tool/package.json': { name: '@x/tool' },
    'stray/package.json': { name: '@x/stray' },
    'low/src/index.ts': "import { high } from '@x/high/part';\nimport { fake } from '@x/tool';\n",
    'low/src/types.ts': "import type { High } from '@x/high';\n",
    'low/src/reach.ts': "import { inner } from '../../high/src/inner';\n",
    'low/src/index.test.ts': "import { fake } from '@x/tool';\nimport { high } from '@x/high';\n",
    'low/src/test-support/fakes.ts': "import { fake } from '@x/tool';\n",
    'low/build.mjs': "import { tool } from '@x/tool';\n",
    'high/src/index.ts': "import { low } from '@x/low';\nexport const high = low;\n",
    'high/src/inner.ts': 'export const inner = 1;\n',
    'stray/src/index.ts': "import { low } from '@x/low';\n",
  });
  const table = {
    '@x/low': { uses: [], dev: ['@x/tool'] },
    '@x/high': { uses: ['@x/low'] },
    '@x/tool': { uses: [] },
  };
  assert.deepEqual(upwardImports(dir, { table }).sort(), [
    "low/src/index.test.ts:2 imports '@x/high': @x/low may not import @x/high",
    "low/src/index.ts:1 imports '@x/high/part': @x/low's shipped code may not import @x/high",
    "low/src/index.ts:2 imports '@x/tool': @x/low's shipped code may not import @x/tool",
    "low/src/reach.ts:1 imports '../../high/src/inner': a path into @x/high, which only its exports may be reached through",
    "low/src/types.ts:1 imports '@x/high': @x/low's shipped code may not import @x/high",
    "stray/src/index.ts:1 imports '@x/low': @x/stray is not in the guard rails' package table",
  ]);
  // A package may take only types from one listed under `types`.
  const typesOnly = { ...table, '@x/low': { uses: [], types: ['@x/high'], dev: ['@x/tool'] } };
  assert.ok(!upwardImports(dir, { table: typesOnly }).some((v) => v.startsWith('low/src/types.ts')));
  assert.ok(upwardImports(dir, { table: typesOnly }).some((v) => v.startsWith('low/src/index.ts:1')));
});

test('the path builders widget.js may take from the runtime import nothing themselves', () => {
  assert.deepEqual(importsOf(`${root}runtime/src/api-paths.ts`), []);
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

test("the runtime imports Temporal's polyfill only on demand, so a browser with Temporal never loads it", () => {
  const graph = tree();
  const polyfill = [...graph]
    .filter(([file]) => file.startsWith(`${root}runtime/src/`))
    .flatMap(([file, { imports }]) => imports.filter((i) => i.spec === 'temporal-polyfill').map((i) => ({ file: relative(root, file), ...i })));
  assert.ok(polyfill.some((i) => i.file === 'runtime/src/time/temporal.ts' && i.dynamic), 'time/temporal.ts imports it with import()');
  assert.deepEqual(polyfill.filter((i) => !i.dynamic && !i.typeOnly).map((i) => `${i.file}:${i.line}`), []);
});

test("the plan durations need only the locale, so the widgets that say a plan's length ship no date helpers", () => {
  const graph = tree();
  // What loads with it: its static value imports and theirs (a package by its name).
  const reached = new Set();
  const walk = (file) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const i of graph.get(file)?.imports ?? []) if (!i.typeOnly && !i.dynamic) walk(i.file ?? i.spec);
  };
  walk(`${root}runtime/src/time/durations.ts`);
  const named = [...reached].map((file) => (file.startsWith(root) ? relative(root, file) : file));
  assert.deepEqual(named, ['runtime/src/time/durations.ts', 'runtime/src/time/locale.ts']);
});

test('no import cycle anywhere in the tree, type-only imports included', () => {
  // Two modules that import each other (if only for types) cannot be read, moved or tested alone: a type both
  // need belongs in a module both import.
  assert.ok(tree().size > 400, 'the packages\' code files found');
  assert.deepEqual(importCycles(root, tree()), []);
});

test('every package imports only the packages below it (PACKAGE_IMPORTS), and those form no cycle', () => {
  assert.deepEqual(
    workspacePackages(root).map((p) => p.name).filter((name) => !PACKAGE_IMPORTS[name]),
    [],
    'every workspace package is placed in the table',
  );
  assert.deepEqual(cycles(packageGraph()), []);
  assert.deepEqual(upwardImports(root, { graph: tree() }), []);
  // Declared is enough for turbo to order (or refuse) the graph, imported or not: a manifest's workspace
  // dependencies stay within its row too.
  const declared = workspacePackages(root).flatMap(({ name, dir }) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const allowed = packageGraph().get(name) ?? [];
    return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })
      .filter((dep) => PACKAGE_IMPORTS[dep] && dep !== name && !allowed.includes(dep))
      .map((dep) => `${name} declares ${dep}`);
  });
  assert.deepEqual(declared, []);
});

test('the published exports maps stay as published (exports.snapshot.json)', () => {
  // A changed subpath breaks every site that imports it: change the snapshot only with a new major version
  // or an addition, on purpose. Regenerate: node build-tools/src/guard-rails-snapshot.mjs
  const snapshot = JSON.parse(readFileSync(new URL('./exports.snapshot.json', import.meta.url), 'utf8'));
  assert.deepEqual(exportsMaps(root), snapshot);
});

test('a folder with its own lockfile (a consumer app installing the packed packages) is not read as part of its package', (t) => {
  const dir = workspace(t, {
    'e2e/spec.ts': "import '@bookla/sandbox';",
    'consumers/app/package-lock.json': {},
    'consumers/app/src/page.tsx': "import '@bookla/widgets/booking';",
    'consumers/run.mjs': '',
  });
  assert.deepEqual(codeFiles(dir).map((f) => relative(dir, f)).sort(), ['consumers/run.mjs', 'e2e/spec.ts']);
});
