// The esbuild options both configurator apps (configurator-web, configurator-webflow) build with: a minified
// ES2022 browser bundle of src/main.tsx into dist/assets, our packages from source, Mantine's CSS as files,
// React in production mode. Each app adds its own defines (the URLs baked in) and output names.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { probeImports } from './chunk-links.mjs';

/** The options; `define` adds to the production define, `extra` overrides or adds any other option. */
export function appBuildOptions({ here, dist, define = {}, extra = {} }) {
  return {
    absWorkingDir: here,
    entryPoints: { app: 'src/main.tsx' },
    outdir: join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@bookla/source'],
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    ...extra,
  };
}

/** Mantine's global sheets, needed whatever components are used (the reset, the theme's variables, focus rules). */
const MANTINE_GLOBALS = ['baseline', 'default-css-variables', 'global'].map((n) => `@mantine/core/styles/${n}.css`);

/**
 * What is wrong with the Mantine styles an app's page links, as sentences (none: all is well). The apps import
 * Mantine's stylesheets per component (@bookla/configurator/mantine.css) instead of the whole 290 KB sheet, and
 * a component whose sheet is missing still works, only unstyled (the dates picker showed 100 px chevrons over a
 * bare table): nothing but its look fails. So this reads the build itself: every Mantine class name the JS uses (Mantine's
 * components carry their CSS module's names, `m_` and 8 hex digits) must be defined by the CSS the page links,
 * Mantine's global sheets must be there, and Mantine's sheets must come in the order of its own styles.css
 * (a component's rules override those of the parts it is built on, such as UnstyledButton under Button).
 * @param {{ here: string, metafile: import('esbuild').Metafile, cssBundle: string }} build
 *   `here` the build's absWorkingDir (the metafile's paths are relative to it), `cssBundle` the output the page links.
 * @returns {string[]}
 */
export function mantineStyleProblems({ here, metafile, cssBundle }) {
  const require = createRequire(join(here, 'package.json'));
  const root = dirname(dirname(require.resolve('@mantine/core/styles.css')));
  /** Every Mantine sheet one can import, in the order of the whole sheets, with the classes it defines. */
  const sheets = [];
  const corePath = join(root, 'core', 'styles.css');
  const whole = readFileSync(corePath, 'utf8');
  const coreSheets = readdirSync(join(root, 'core', 'styles'))
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => ({ name: `@mantine/core/styles/${f}`, text: readFileSync(join(root, 'core', 'styles', f), 'utf8') }))
    .map((s) => ({ ...s, at: whole.indexOf(s.text.trim().slice(0, 300)) }))
    .sort((a, b) => a.at - b.at);
  sheets.push(...coreSheets);
  // Every other package has one sheet, imported after core's.
  for (const pkg of readdirSync(root).sort()) {
    const file = join(root, pkg, 'styles.css');
    if (pkg !== 'core' && existsSync(file)) sheets.push({ name: `@mantine/${pkg}/styles.css`, text: readFileSync(file, 'utf8') });
  }
  const classesOf = (text) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g) ?? []);
  const definedBy = new Map();
  for (const sheet of sheets) for (const c of classesOf(sheet.text)) if (!definedBy.has(c)) definedBy.set(c, sheet.name);

  const read = (file) => readFileSync(join(here, file), 'utf8');
  const used = classesOf(Object.keys(metafile.outputs).filter((f) => f.endsWith('.js')).map(read).join('\n'));
  const linked = classesOf(read(cssBundle));
  // The page's sheets, as import names, in the order the CSS bundle holds them.
  const imported = Object.keys(metafile.outputs[cssBundle].inputs)
    .map((input) => /node_modules\/(@mantine\/.*\.css)$/.exec(input)?.[1])
    .filter(Boolean);
  const wholeCore = imported.includes('@mantine/core/styles.css');

  const problems = [];
  const missing = new Set([...used].filter((c) => definedBy.has(c) && !linked.has(c)).map((c) => definedBy.get(c)));
  if (!wholeCore) for (const g of MANTINE_GLOBALS) if (!imported.includes(g)) missing.add(g);
  if (missing.size) problems.push(`Mantine styles the components need are not linked: ${[...missing].sort().join(', ')}`);
  const rank = (name) => (name === '@mantine/core/styles.css' ? -1 : sheets.findIndex((s) => s.name === name));
  const ranks = imported.map(rank);
  const late = imported.filter((name, i) => ranks.slice(i + 1).some((r) => r < ranks[i]));
  if (late.length) problems.push(`Mantine styles out of Mantine's order (each must come after those it builds on): ${late.join(', ')} too early`);
  return problems;
}

/**
 * An app build's files as the browser fetches them, read from esbuild's metafile (paths as the metafile has
 * them, relative to the build's absWorkingDir).
 * - `entry`: the output of `src/main.tsx`; `initial`: it and every file it imports statically, what the first
 *   screen waits for; `preloads`: those imports alone, for the page to announce with the entry
 *   (`<link rel="modulepreload">`): else the browser finds them only once the entry has arrived, a round trip later.
 * - `lazy(source, name)`: the chunk that holds `source` (a path ending) and the files only it adds to the
 *   initial ones; throws when `source` is not in a chunk of its own (it was bundled into the first screen).
 * - `holds(files, pkg)`: whether any of `files` has code of the node_modules package `pkg`.
 * @param {import('esbuild').Metafile} metafile
 */
export function buildParts(metafile) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/main.tsx');
  if (!entry) throw new Error('build: no output for src/main.tsx');
  /** @param {string} file @param {Set<string>} seen */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) closure(imp.path, seen);
    return seen;
  };
  const initialSet = closure(entry);
  const inputsOf = (/** @type {string} */ f) => Object.keys(outputs[f].inputs);
  return {
    entry,
    initial: [...initialSet],
    preloads: [...initialSet].filter((f) => f !== entry),
    lazy(/** @type {string} */ source, /** @type {string} */ name) {
      const chunk = Object.keys(outputs).find((f) => !initialSet.has(f) && inputsOf(f).some((i) => i.endsWith(source)));
      if (!chunk) throw new Error(`build: the ${name} is not in a chunk of its own`);
      return [...closure(chunk)].filter((f) => !initialSet.has(f));
    },
    holds: (/** @type {string[]} */ files, /** @type {string} */ pkg) => files.some((f) => inputsOf(f).some((i) => i.includes(`node_modules/${pkg}/`))),
  };
}

/** What only the configurator's Theme and Config tabs use: it must stay out of an app's first screen. */
export const TAB_PACKAGES = ['@mantine/dates', '@mantine/form', 'dayjs'];

/**
 * The files the configurator's Theme and Config tabs add (`@bookla/configurator` loads them right after the first
 * screen: src/tabs/lazy-tab.tsx). Throws when a tab is bundled into the first screen or one of TAB_PACKAGES is.
 * @param {ReturnType<typeof buildParts>} parts
 */
export function settingsTabFiles(parts) {
  const files = new Set([...parts.lazy('tabs/ThemeTab/ThemeTab.tsx', 'Theme tab'), ...parts.lazy('tabs/ConfigTab/ConfigTab.tsx', 'Config tab')]);
  for (const pkg of TAB_PACKAGES) if (parts.holds(parts.initial, pkg)) throw new Error(`build: ${pkg} leaked into the initial bundle`);
  return [...files];
}

/**
 * The files the configurator's Embed tab adds to the first screen, what shares with the other tabs included (it is
 * fetched beside them, but an owner who opens it alone waits for all of it). Throws when it is bundled into the first
 * screen.
 * @param {ReturnType<typeof buildParts>} parts
 */
export function embedTabFiles(parts) {
  return parts.lazy('tabs/EmbedTab/EmbedTab.tsx', 'Embed tab');
}

/**
 * Makes every lazy chunk of an app build load on a later try after it failed to arrive, in the browsers we
 * support: older Chromium remembers a failed module fetch, and a module whose static import failed, for the
 * page's life, and the apps' lazy chunks import shared chunks. So each `import("./x.js")` first fetches x.js and
 * every chunk it imports statically that its importer has not loaded (from the metafile), and imports once all
 * answered (chunk-links probeImports; the import is then served from the HTTP cache). Our apps' own origin serves
 * the chunks, so the fetches meet no CSP of an owner's page. Rewrites the built files in place.
 * @param {{ here: string, metafile: import('esbuild').Metafile }} build `here` the build's absWorkingDir
 */
export function probeLazyChunks({ here, metafile }) {
  const outputs = metafile.outputs;
  /** @param {string} file @param {Set<string>} seen */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) closure(imp.path, seen);
    return seen;
  };
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const dir = posix.dirname(file);
    const loaded = closure(file);
    const needs = (/** @type {string} */ specifier) => {
      const target = posix.join(dir, specifier);
      if (!outputs[target]) throw new Error(`build: ${file} imports ${specifier}, which the build did not write`);
      return [...closure(target)].filter((f) => f !== target && !loaded.has(f)).map((f) => `./${posix.relative(dir, f)}`.replace(/^\.\/\.\.\//, '../'));
    };
    const path = join(here, file);
    const code = readFileSync(path, 'utf8');
    const probed = probeImports(code, file, needs);
    if (probed !== code) writeFileSync(path, probed);
  }
}
