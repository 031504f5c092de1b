// What a React app adds for one widget, beyond its own React: each widget's entry of the published @bookla/widgets
// (its dist/, as npm ships it) bundled as an app's bundler would (esbuild, minified, production, code split) with
// react and react-dom left out. "first load" is the entry and the chunks it imports statically (what the page needs
// before the widget shows); "all" adds the chunks the widget loads later (its later steps, Temporal's polyfill).
// Part of the bench's report; `node tests/bench/react-app-sizes.mjs` prints it alone.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ENTRIES = {
  booking: ['BookingWidget', '@bookla/widgets/booking'],
  subscription: ['SubscriptionWidget', '@bookla/widgets/subscription'],
  giftcard: ['GiftCardWidget', '@bookla/widgets/gift-card'],
};

/** `{ [widget]: { firstLoad: { raw, gzip, files }, all: { raw, gzip, files } } }`, bytes. */
export async function reactAppSizes() {
  const sizes = {};
  for (const [widget, [name, specifier]] of Object.entries(ENTRIES)) {
    const result = await build({
      stdin: { contents: `import { ${name} } from '${specifier}';\nexport const widget = ${name};\n`, resolveDir: HERE, loader: 'js' },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: 'es2020',
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      // Output paths in the metafile are relative to this: '/' makes them the output files' own paths less the slash.
      absWorkingDir: '/',
      outdir: '/bench-react-app',
      entryNames: 'entry',
      write: false,
      metafile: true,
      logLevel: 'error',
    });
    const bytes = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
    const outputs = result.metafile.outputs;
    const abs = (p) => (p.startsWith('/') ? p : `/${p}`);
    const entry = Object.keys(outputs).find((p) => outputs[p].entryPoint);
    const first = new Set();
    const walk = (p) => {
      if (first.has(p)) return;
      first.add(p);
      for (const i of outputs[p].imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
    };
    walk(entry);
    const measure = (paths) => {
      const js = [...paths].filter((p) => p.endsWith('.js'));
      return {
        files: js.length,
        raw: js.reduce((a, p) => a + bytes.get(abs(p)).length, 0),
        gzip: js.reduce((a, p) => a + gzipSync(bytes.get(abs(p)), { level: 9 }).length, 0),
      };
    };
    sizes[widget] = { firstLoad: measure(first), all: measure(Object.keys(outputs)) };
  }
  return sizes;
}

/** The report's section. */
export function reactAppMarkdown(sizes) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [
    '## What a React app adds for one widget (npm package, beyond its own React)',
    '',
    "The widget's entry of `@bookla/widgets` (dist/) bundled by esbuild, minified, react and react-dom left out; gzip -9.",
    'First load: the entry and its static imports. All: with the chunks loaded later (later steps, Temporal polyfill).',
    '',
    '| widget | first load gzip | first load raw | all gzip | all raw |',
    '|---|---|---|---|---|',
  ];
  for (const [w, s] of Object.entries(sizes)) {
    lines.push(`| ${w} | ${kb(s.firstLoad.gzip)} (${s.firstLoad.files} files) | ${kb(s.firstLoad.raw)} | ${kb(s.all.gzip)} (${s.all.files} files) | ${kb(s.all.raw)} |`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(reactAppMarkdown(await reactAppSizes()).join('\n'));
