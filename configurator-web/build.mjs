// Builds the standalone configurator into dist/: index.html, the app's entry JS and CSS, and lazy chunks
// (the Export dialog with highlight.js and the Import dialog with JSON5, each fetched on its first click; the Theme,
// Config and Embed tabs, fetched right after the first paint). Static files only.
// Baked in from the environment (listed in turbo.json's build env, so a change rebuilds):
//   BOOKLA_CDN_BASE      where the exported snippet loads widget.js from ({base}/<version>/widget.js, the version every package carries)
//   BOOKLA_DEMO_API_URL  the demo company's API (the sandbox locally)
//   BOOKLA_LIVE_API_URL  the API of owners' own credentials (unset: the region's API)
// `npm start` overrides them at serve time with the real ports (@bookla/dev's configurator-web.mjs).
// Writes dist/manifest.json with raw/gzip/brotli of the initial JS, initial CSS, the two dialog chunks, the tabs' chunks and the Embed tab's, and
// fails over the gzip ceilings in budgets.mjs.
import { build } from 'esbuild';
import { appBuildOptions, buildParts, embedTabFiles, mantineStyleProblems, probeLazyChunks, settingsTabFiles } from '@bookla/build-tools/app-build';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable, measureFile, sum } from '@bookla/build-tools/sizes';
import { GZIP_CEILINGS } from './budgets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const quiet = process.argv.includes('--quiet');
const env = (name, fallback) => process.env[name] || fallback;

rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, 'assets'), { recursive: true });

const result = await build(
  appBuildOptions({
    here,
    dist,
    define: {
      __BOOKLA_CDN_BASE__: JSON.stringify(env('BOOKLA_CDN_BASE', 'https://cdn.bookla.com/widgets')),
      __BOOKLA_DEMO_API_URL__: JSON.stringify(env('BOOKLA_DEMO_API_URL', 'http://127.0.0.1:4010/api')),
      // undefined when unset: the preview and the exported code then use the region's API.
      __BOOKLA_LIVE_API_URL__: process.env.BOOKLA_LIVE_API_URL ? JSON.stringify(process.env.BOOKLA_LIVE_API_URL) : 'undefined',
    },
    // The dialogs and the Theme and Config tabs are lazy chunks.
    extra: { splitting: true, chunkNames: 'chunks/[name]-[hash]', assetNames: 'assets/[name]-[hash]' },
  }),
);

// A lazy chunk that failed to arrive loads on a later try in every browser we support (see probeLazyChunks).
probeLazyChunks({ here, metafile: result.metafile });

const outputs = result.metafile.outputs;
const rel = (file) => relative(dist, join(here, file)).split('\\').join('/');
const parts = buildParts(result.metafile);
const { entry, initial, lazy } = parts;
// A Mantine component without its stylesheet still works, only unstyled: fail the build instead.
const styleProblems = mantineStyleProblems({ here, metafile: result.metafile, cssBundle: outputs[entry].cssBundle });
if (styleProblems.length) throw new Error(`build: ${styleProblems.join('; ')}`);
const css = outputs[entry].cssBundle;

// The Export dialog brings highlight.js; the Import dialog the snippet reader and JSON5's parser.
const exportFiles = lazy('src/export/ExportDialog.tsx', 'Export dialog');
const importFiles = lazy('src/import/ImportDialog.tsx', 'Import dialog');
// The Theme and Config tabs (fetched right after the first paint) bring the date picker, the form helpers and dayjs.
const tabFiles = settingsTabFiles(parts);
// The Embed tab (fetched with them) is a chunk apart: the two tabs' chunks have no room for it.
const embedFiles = embedTabFiles(parts);
for (const heavy of ['highlight.js', 'json5']) if (parts.holds(initial, heavy)) throw new Error(`build: ${heavy} leaked into the initial bundle`);

const sizes = (files) => sum(files.map((f) => measureFile(join(here, f))));
const manifest = {
  entry: rel(entry),
  css: rel(css),
  initial: { js: initial.map(rel), css: [rel(css)] },
  exportDialog: exportFiles.map(rel),
  importDialog: importFiles.map(rel),
  settingsTabs: tabFiles.map(rel),
  embedTab: embedFiles.map(rel),
  sizes: {
    initialJs: sizes(initial),
    initialCss: sizes([css]),
    exportDialog: sizes(exportFiles),
    importDialog: sizes(importFiles),
    settingsTabs: sizes(tabFiles),
    embedTab: sizes(embedFiles),
  },
};

const preloads = parts.preloads.map((f) => `\n    <link rel="modulepreload" href="./${rel(f)}">`);
const html = readFileSync(join(here, 'index.html'), 'utf8')
  .replace('<!-- styles -->', `<link rel="stylesheet" href="./${manifest.css}">${preloads.join('')}`)
  .replace('<!-- script -->', `<script type="module" src="./${manifest.entry}"></script>`);
writeFileSync(join(dist, 'index.html'), html);
writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
// For the tests bench report, which is plain JS reading built files only.
writeFileSync(join(dist, 'ceilings.json'), JSON.stringify(GZIP_CEILINGS) + '\n');

const rows = [
  ['initial JS', manifest.sizes.initialJs, GZIP_CEILINGS.initialJs],
  ['initial CSS', manifest.sizes.initialCss, GZIP_CEILINGS.initialCss],
  ['export dialog (lazy)', manifest.sizes.exportDialog, GZIP_CEILINGS.exportDialog],
  ['import dialog (lazy)', manifest.sizes.importDialog, GZIP_CEILINGS.importDialog],
  ['Theme and Config tabs (after first paint)', manifest.sizes.settingsTabs, GZIP_CEILINGS.settingsTabs],
  ['Embed tab (after first paint)', manifest.sizes.embedTab, GZIP_CEILINGS.embedTab],
];
if (!quiet) console.log(formatTable(rows));
const over = Object.entries(GZIP_CEILINGS).filter(([key, ceiling]) => manifest.sizes[key].gzip > ceiling);
if (over.length) {
  console.error(`configurator-web over its gzip ceiling: ${over.map(([k, c]) => `${k} ${manifest.sizes[k].gzip} B > ${c} B`).join(', ')}`);
  process.exit(1);
}
