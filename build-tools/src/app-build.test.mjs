// mantineStyleProblems reads a finished build: a fake one here (an output JS naming Mantine classes, the CSS
// bundle the page links, and a metafile listing which sheets went into that CSS), on the real Mantine sheets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mantineStyleProblems } from './app-build.mjs';

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
