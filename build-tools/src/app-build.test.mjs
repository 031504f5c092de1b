// mantineStyleProblems reads a finished build: a fake one here (an output JS naming Mantine classes, the CSS
// bundle the page links, and a metafile listing which sheets went into that CSS), on the real Mantine sheets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildParts, embedTabFiles, mantineStyleProblems, probeLazyChunks, settingsTabFiles } from './app-build.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const mantine = fileURLToPath(new URL('../../node_modules/@mantine/', import.meta.url));
const sheet = (/** @type {string} */ name) => readFileSync(join(mantine, name), 'utf8');
const firstClass = (/** @type {string} */ name) => /** @type {string} */ (/m_[0-9a-f]{8}/.exec(sheet(name))?.[0]);
const GLOBALS = ['baseline', 'default-css-variables', 'global'].map((n) => `core/styles/${n}.css`);

/**
 * Problems of a build whose JS uses the first class of each of `uses` (paths under node_modules/@mantine) and
 * whose linked CSS is made of `links`, in that order.
 * @param {string[]} uses @param {string[]} links
 */
function problems(uses, links) {
  // Inside the package, so that the function finds Mantine from the build's directory as an app's build does.
  const here = mkdtempSync(join(packageDir, '.test-build-'));
  try {
    writeFileSync(join(here, 'app.js'), `const c={root:${uses.map((u) => JSON.stringify(firstClass(u))).join('+')}};`);
    writeFileSync(join(here, 'app.css'), links.map(sheet).join('\n'));
    const input = (/** @type {string} */ l) => [`../node_modules/@mantine/${l}`, { bytesInOutput: 1 }];
    const metafile = /** @type {import('esbuild').Metafile} */ ({
      inputs: {},
      outputs: {
        'app.js': { bytes: 1, inputs: {}, imports: [], exports: [], entryPoint: 'src/main.tsx', cssBundle: 'app.css' },
        'app.css': { bytes: 1, inputs: Object.fromEntries(links.map(input)), imports: [], exports: [] },
      },
    });
    return mantineStyleProblems({ here, metafile, cssBundle: 'app.css' });
  } finally {
    rmSync(here, { recursive: true, force: true });
  }
}

test('all is well: the whole core sheet, or the globals and each used component in Mantine\'s order', () => {
  assert.deepEqual(problems(['core/styles/Button.css'], ['core/styles.css']), []);
  const perComponent = [...GLOBALS, 'core/styles/UnstyledButton.css', 'core/styles/Button.css', 'dates/styles.css'];
  assert.deepEqual(problems(['core/styles/Button.css', 'core/styles/UnstyledButton.css', 'dates/styles.css'], perComponent), []);
});

test('a component whose sheet is not linked is named, whichever package it is in', () => {
  assert.deepEqual(problems(['core/styles/Button.css', 'dates/styles.css'], ['core/styles.css']), [
    'Mantine styles the components need are not linked: @mantine/dates/styles.css',
  ]);
  // InlineInput lives in core's utils, not its components folder: found by its class names all the same.
  assert.deepEqual(problems(['core/styles/Switch.css', 'core/styles/InlineInput.css'], [...GLOBALS, 'core/styles/Switch.css']), [
    'Mantine styles the components need are not linked: @mantine/core/styles/InlineInput.css',
  ]);
});

test('per-component sheets without the global ones are reported', () => {
  assert.deepEqual(problems(['core/styles/Tabs.css'], ['core/styles/Tabs.css']), [
    'Mantine styles the components need are not linked: @mantine/core/styles/baseline.css, @mantine/core/styles/default-css-variables.css, @mantine/core/styles/global.css',
  ]);
});

test("sheets out of Mantine's order are reported: a component before the parts it is built on, another package before core", () => {
  const used = ['core/styles/Button.css', 'core/styles/UnstyledButton.css'];
  assert.deepEqual(problems(used, [...GLOBALS, 'core/styles/Button.css', 'core/styles/UnstyledButton.css']), [
    "Mantine styles out of Mantine's order (each must come after those it builds on): @mantine/core/styles/Button.css too early",
  ]);
  assert.deepEqual(problems(['dates/styles.css'], ['dates/styles.css', 'core/styles.css']), [
    "Mantine styles out of Mantine's order (each must come after those it builds on): @mantine/dates/styles.css too early",
  ]);
});

/**
 * A split build's metafile: `files` maps an output to [its static imports, its dynamic imports, its inputs].
 * @param {Record<string, [string[], string[], string[]]>} files
 */
function splitBuild(files) {
  const outputs = Object.fromEntries(
    Object.entries(files).map(([name, [statics, dynamics, inputs]], i) => [
      name,
      {
        bytes: 1,
        entryPoint: i === 0 ? 'src/main.tsx' : undefined,
        imports: [...statics.map((path) => ({ path, kind: 'import-statement' })), ...dynamics.map((path) => ({ path, kind: 'dynamic-import' }))],
        exports: [],
        inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
      },
    ]),
  );
  return buildParts(/** @type {import('esbuild').Metafile} */ ({ inputs: {}, outputs }));
}

const SPLIT = {
  'dist/app.js': [['dist/chunks/shared.js'], ['dist/chunks/ThemeTab.js', 'dist/chunks/ConfigTab.js', 'dist/chunks/EmbedTab.js'], ['src/main.tsx', '../configurator/src/Configurator.tsx']],
  'dist/chunks/shared.js': [[], [], ['../node_modules/@mantine/core/esm/Button.mjs']],
  'dist/chunks/ThemeTab.js': [['dist/chunks/shared.js', 'dist/chunks/tabs.js'], [], ['../configurator/src/tabs/ThemeTab/ThemeTab.tsx']],
  'dist/chunks/ConfigTab.js': [['dist/chunks/tabs.js'], [], ['../configurator/src/tabs/ConfigTab/ConfigTab.tsx', '../node_modules/dayjs/dayjs.min.js']],
  'dist/chunks/tabs.js': [[], [], ['../node_modules/@mantine/dates/esm/DatePickerInput.mjs', '../node_modules/@mantine/form/esm/use-form.mjs']],
  'dist/chunks/EmbedTab.js': [['dist/chunks/controls.js'], [], ['../configurator/src/tabs/EmbedTab/EmbedTab.tsx']],
  'dist/chunks/controls.js': [[], [], ['../configurator/src/controls/controls.tsx']],
};

test('buildParts: the first screen is the entry and its static imports; a lazy part is its chunk and what only it adds', () => {
  const parts = splitBuild(SPLIT);
  assert.equal(parts.entry, 'dist/app.js');
  assert.deepEqual(parts.initial.sort(), ['dist/app.js', 'dist/chunks/shared.js']);
  assert.deepEqual(parts.preloads, ['dist/chunks/shared.js']);
  assert.deepEqual(parts.lazy('tabs/ThemeTab/ThemeTab.tsx', 'Theme tab').sort(), ['dist/chunks/ThemeTab.js', 'dist/chunks/tabs.js']);
  assert.equal(parts.holds(parts.initial, '@mantine/dates'), false);
  assert.equal(parts.holds(parts.initial, '@mantine/core'), true);
  // Bundled into the first screen: not a chunk of its own.
  assert.throws(() => parts.lazy('configurator/src/Configurator.tsx', 'settings UI'), /the settings UI is not in a chunk of its own/);
});

test('settingsTabFiles: both tabs and what they share; fails when a tab or its packages reach the first screen', () => {
  assert.deepEqual(settingsTabFiles(splitBuild(SPLIT)).sort(), ['dist/chunks/ConfigTab.js', 'dist/chunks/ThemeTab.js', 'dist/chunks/tabs.js']);
  // dayjs pulled into the first screen by something else.
  const leaked = { ...SPLIT, 'dist/chunks/shared.js': /** @type {[string[], string[], string[]]} */ ([[], [], ['../node_modules/dayjs/dayjs.min.js']]) };
  assert.throws(() => settingsTabFiles(splitBuild(leaked)), /dayjs leaked into the initial bundle/);
  // A build that does not split: the tabs are in the entry.
  const single = { 'dist/app.js': /** @type {[string[], string[], string[]]} */ ([[], [], ['../configurator/src/tabs/ThemeTab/ThemeTab.tsx', '../configurator/src/tabs/ConfigTab/ConfigTab.tsx']]) };
  assert.throws(() => settingsTabFiles(splitBuild(single)), /the Theme tab is not in a chunk of its own/);
});

test('embedTabFiles: its chunk and what it imports beyond the first screen; fails when it is in the first screen', () => {
  assert.deepEqual(embedTabFiles(splitBuild(SPLIT)).sort(), ['dist/chunks/EmbedTab.js', 'dist/chunks/controls.js']);
  const single = { 'dist/app.js': /** @type {[string[], string[], string[]]} */ ([[], [], ['../configurator/src/tabs/EmbedTab/EmbedTab.tsx']]) };
  assert.throws(() => embedTabFiles(splitBuild(single)), /the Embed tab is not in a chunk of its own/);
});

test('probeLazyChunks: each import() first fetches the chunk and what it imports that its importer has not loaded', () => {
  const here = mkdtempSync(join(packageDir, '.test-build-'));
  try {
    const files = {
      'dist/assets/app.js': 'import"./chunks/shared.js";export const tab=()=>import("./chunks/Tab.js");',
      'dist/assets/chunks/Tab.js': 'import"./shared.js";import"./dates.js";export const later=()=>import("../later.js");',
      'dist/assets/chunks/shared.js': 'export const s=1;',
      'dist/assets/chunks/dates.js': 'export const d=1;',
      'dist/assets/later.js': 'export const l=1;',
    };
    const statics = (/** @type {string[]} */ paths) => paths.map((path) => ({ path, kind: /** @type {const} */ ('import-statement') }));
    const dynamic = (/** @type {string} */ path) => ({ path, kind: /** @type {const} */ ('dynamic-import') });
    const out = (/** @type {any[]} */ imports) => ({ bytes: 1, inputs: {}, imports, exports: [] });
    const metafile = /** @type {import('esbuild').Metafile} */ ({
      inputs: {},
      outputs: {
        'dist/assets/app.js': { ...out([...statics(['dist/assets/chunks/shared.js']), dynamic('dist/assets/chunks/Tab.js')]), entryPoint: 'src/main.tsx' },
        'dist/assets/chunks/Tab.js': out([...statics(['dist/assets/chunks/shared.js', 'dist/assets/chunks/dates.js']), dynamic('dist/assets/later.js')]),
        'dist/assets/chunks/shared.js': out([]),
        'dist/assets/chunks/dates.js': out([]),
        'dist/assets/later.js': out([]),
        'dist/assets/app.css': out([]),
      },
    });
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(dirname(join(here, file)), { recursive: true });
      writeFileSync(join(here, file), code);
    }
    probeLazyChunks({ here, metafile });
    const read = (/** @type {string} */ file) => readFileSync(join(here, file), 'utf8');
    // The tab's chunk needs dates.js too; shared.js the app loaded already.
    assert.match(read('dist/assets/app.js'), /^import"\.\/chunks\/shared\.js";export const tab=\(\)=>(\w+)\("\.\/chunks\/Tab\.js",\["\.\/chunks\/dates\.js"\]\);function/);
    assert.match(read('dist/assets/chunks/Tab.js'), /export const later=\(\)=>(\w+)\("\.\.\/later\.js",\[\]\);function/);
    assert.equal(read('dist/assets/chunks/dates.js'), files['dist/assets/chunks/dates.js']);
    const broken = structuredClone(metafile);
    delete broken.outputs['dist/assets/later.js'];
    for (const [file, code] of Object.entries(files)) writeFileSync(join(here, file), code);
    assert.throws(() => probeLazyChunks({ here, metafile: broken }), /dist\/assets\/chunks\/Tab\.js imports \.\.\/later\.js, which the build did not write/);
  } finally {
    rmSync(here, { recursive: true, force: true });
  }
});
