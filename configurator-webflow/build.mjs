// Builds the Webflow Designer extension into dist/ (index.html at its root, relative asset paths, as Webflow
// serves an extension from its own subdomain), and with --bundle also writes bundle.zip: dist's contents plus
// webflow.json, the file a workspace admin uploads. The zip is checked by Webflow's rules before it is
// written (an index.html at the root, only the MIME types Webflow accepts, under 5 MiB): a bundle Webflow
// would refuse fails here instead. The Theme and Config tabs and the preview widget's later parts are lazy
// chunks (assets/chunks/); the build fails over the gzip ceilings in budgets.mjs. Baked in from the environment
// (turbo.json's build env):
//   BOOKLA_SERVICE_URL   the host service (default http://localhost:4015, npm start's)
//   BOOKLA_CDN_BASE      where published pages load widget.js from ({base}/<version>/widget.js, the version every package carries)
//   BOOKLA_DEMO_API_URL  the demo company's API the preview shows
import { build } from 'esbuild';
import { appBuildOptions, buildParts, embedTabFiles, mantineStyleProblems, probeLazyChunks, settingsTabFiles } from '@bookla/build-tools/app-build';
import { formatTable, measureFile, sum } from '@bookla/build-tools/sizes';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { GZIP_CEILINGS } from './budgets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const env = (name, fallback) => process.env[name] || fallback;

/** What Webflow's bundle step accepts, by extension. */
export const ALLOWED = /\.(m?js|json|map|xml|png|jpe?g|gif|svg|webp|ico|webm|ttf|otf|woff2?|txt|md|html|css)$/i;
export const MAX_BYTES = 5 * 1024 * 1024;

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const result = await build(
  appBuildOptions({
    here,
    dist,
    define: {
      __BOOKLA_SERVICE_URL__: JSON.stringify(env('BOOKLA_SERVICE_URL', 'http://localhost:4015')),
      __BOOKLA_CDN_BASE__: JSON.stringify(env('BOOKLA_CDN_BASE', 'https://cdn.bookla.com/widgets')),
      __BOOKLA_DEMO_API_URL__: JSON.stringify(env('BOOKLA_DEMO_API_URL', 'http://127.0.0.1:4010/api')),
    },
    // The Theme, Config and Embed tabs are chunks of their own, fetched right after the panel's first screen.
    extra: { splitting: true, chunkNames: 'chunks/[name]-[hash]', assetNames: '[name]-[hash]' },
  }),
);

// A lazy chunk that failed to arrive loads on a later try in every browser we support (see probeLazyChunks).
probeLazyChunks({ here, metafile: result.metafile });

const outputs = result.metafile.outputs;
const parts = buildParts(result.metafile);
const { entry } = parts;
// A Mantine component without its stylesheet still works, only unstyled: fail the build instead.
const styleProblems = mantineStyleProblems({ here, metafile: result.metafile, cssBundle: outputs[entry].cssBundle });
if (styleProblems.length) throw new Error(`build: ${styleProblems.join('; ')}`);
// What the panel's first screen waits for, and the tabs fetched right after it, against their ceilings.
const sizes = (files) => sum(files.map((f) => measureFile(join(here, f))));
const rows = [
  ['panel: initial JS', sizes(parts.initial), GZIP_CEILINGS.initialJs],
  ['Theme and Config tabs (after first paint)', sizes(settingsTabFiles(parts)), GZIP_CEILINGS.settingsTabs],
  ['Embed tab (after first paint)', sizes(embedTabFiles(parts)), GZIP_CEILINGS.embedTab],
];
if (!process.argv.includes('--quiet')) console.log(formatTable(rows));
const over = rows.filter(([, size, ceiling]) => size.gzip > ceiling);
if (over.length) throw new Error(`build: over the gzip ceiling: ${over.map(([label, size, c]) => `${label} ${size.gzip} B > ${c} B`).join(', ')}`);
const rel = (file) => relative(dist, join(here, file)).split('\\').join('/');
copyFileSync(join(here, 'public-logo.svg'), join(dist, 'logo.svg'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bookla</title>
    <link rel="stylesheet" href="./${rel(outputs[entry].cssBundle)}" />${parts.preloads.map((f) => `\n    <link rel="modulepreload" href="./${rel(f)}" />`).join('')}
  </head>
  <body>
    <!-- Shown until the first render replaces it (the script and the Designer's appearance take up to seconds).
         The panel's colour is the Designer's, dark or light, and unknown before the script asks: bold 20px grey
         text reads on both (WCAG's 3:1 for large text on white and on the Designer's dark greys). -->
    <div id="root">
      <main style="font: 700 1.25rem/1.5 system-ui, sans-serif; color: #8a8a8a; text-align: center; padding: 35vh 1rem 0">
        <h1 style="font: inherit; margin: 0">Bookla</h1>
        <p role="status" style="margin: 0">Loading…</p>
      </main>
    </div>
    <script type="module" src="./${rel(entry)}"></script>
  </body>
</html>
`,
);

/** Every file under dist/, as zip entries (paths relative to dist/). */
function files(dir = dist) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(dist, path).split('\\').join('/')];
  });
}

/** The bundle's entries, checked as Webflow checks them; throws with the reason. */
export function bundleEntries() {
  const list = files();
  if (!list.includes('index.html')) throw new Error('bundle: no index.html at the root');
  const refused = list.filter((f) => !ALLOWED.test(f));
  if (refused.length) throw new Error(`bundle: file types Webflow refuses: ${refused.join(', ')}`);
  const entries = Object.fromEntries(list.map((f) => [f, readFileSync(join(dist, f))]));
  entries['webflow.json'] = readFileSync(join(here, 'webflow.json'));
  return entries;
}

if (process.argv.includes('--bundle')) {
  const zip = zipSync(bundleEntries(), { level: 9 });
  if (zip.length >= MAX_BYTES) throw new Error(`bundle: ${zip.length} bytes, Webflow accepts under ${MAX_BYTES}`);
  writeFileSync(join(here, 'bundle.zip'), zip);
  console.log(`bundle.zip: ${(zip.length / 1024).toFixed(1)} KB, ${Object.keys(bundleEntries()).length} files`);
}
