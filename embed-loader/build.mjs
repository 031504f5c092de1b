// Builds what visitors download: dist/<version>/widget.js (the classic-script loader) and the ES-module
// chunks it imports, on Preact; then the same chunks on real React into dist-react/ for the bench.
// Every file then gets a second minify pass with terser (@bookla/build-tools/terse) before it is measured.
// Prints raw/gzip/brotli per file and the totals until interactive against the budgets.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKLA_VERSION } from '@bookla/runtime/version';
import { TOTAL_GZIP_BUDGETS, LOADER_GZIP_BUDGET } from './src/budgets.mjs';
import { formatTable, measureFile, sum } from '@bookla/build-tools/sizes';
import { TERSER_OPTIONS, terse } from '@bookla/build-tools/terse';
import { PREACT_ALIAS } from '@bookla/build-tools/preact-alias';
import { FIRST_PAINT_MARKER, oneFirstPaintChunk } from './scripts/one-first-paint-chunk.mjs';
import { inlineSharedChunk, linkThroughRegistry, retryImports } from '@bookla/build-tools/chunk-links';

const here = dirname(fileURLToPath(import.meta.url));
// The version folder of the CDN path (dist/<version>/widget.js): the one version every package carries.
const version = BOOKLA_VERSION;
const quiet = process.argv.includes('--quiet');
const require = createRequire(import.meta.url);
const terserVersion = require('terser/package.json').version;
// The code that links the chunks after terser (linkChunks below and build-tools chunk-links.mjs), by its content:
// see `banner`.
const linksVersion = createHash('sha256')
  .update(readFileSync(require.resolve('@bookla/build-tools/chunk-links')))
  .update(String(linkChunks))
  .digest('hex')
  .slice(0, 12);

/** Widget type (runtime model) → chunk entry module. */
const ENTRIES = {
  booking: 'src/chunks/booking.tsx',
  subscription: 'src/chunks/subscription.tsx',
  giftcard: 'src/chunks/gift-card.tsx',
};
const ENTRY_NAMES = { booking: 'booking', subscription: 'subscription', giftcard: 'gift-card' };


const POLYFILL_ENTRY = join(here, 'src/chunks/temporal-polyfill.ts');

/** Routes the runtime's `import('temporal-polyfill')` through a file named after it (see that file). */
const namePolyfillChunk = {
  name: 'name-polyfill-chunk',
  setup(b) {
    b.onResolve({ filter: /^temporal-polyfill$/ }, (args) =>
      args.importer === POLYFILL_ENTRY ? undefined : { path: POLYFILL_ENTRY },
    );
  },
};

// No `mangleProps: /^_/`: underscore keys are data here, not private fields. Owners' configs carry
// `theme._gradients` and snippets `_widgetType`; mangling would rename the code's reads of them while the
// JSON keeps the old names, silently dropping gradients. Preact's own internals ship pre-mangled.
const common = {
  absWorkingDir: here,
  bundle: true,
  minify: true,
  target: 'es2020',
  conditions: ['@bookla/source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  // esbuild hashes its own output, not what terser and the chunk links (linkChunks) make of it. This
  // comment (terser drops it) puts terser's version and options and the links' code into that output, so a
  // change to any of them gives every chunk a new name: a name the CDN caches forever always means the same bytes.
  banner: { js: `/* terser ${terserVersion} ${JSON.stringify(TERSER_OPTIONS)} links ${linksVersion} */` },
};

/**
 * Preact walks props with for…in, which also lists what a page added to Object.prototype. Two texts of its
 * build change so nothing it walks has a prototype (with src/chunks/own-props.ts, imported by the Preact
 * chunks, converting every vnode's props): the shared empty-props object (the old props of every new
 * element), and the JSX runtime's copy of props that carry a `ref`, which now takes own keys only. Each text
 * is matched exactly: a Preact upgrade that changes one fails the build instead of silently dropping this.
 */
const PREACT_OWN_KEYS = [
  { file: /[\\/]preact[\\/]dist[\\/]preact\.mjs$/, from: 'p={},y=[]', to: 'p=Object.create(null),y=[]' },
  {
    file: /[\\/]preact[\\/]jsx-runtime[\\/]dist[\\/]jsxRuntime\.mjs$/,
    from: 'for(l in p={},e)"ref"==l?c=e[l]:p[l]=e[l]',
    to: 'for(l of(p={},Object.keys(e)))"ref"==l?c=e[l]:p[l]=e[l]',
  },
];
const preactOwnKeys = {
  name: 'preact-own-keys',
  setup(b) {
    for (const { file, from, to } of PREACT_OWN_KEYS) {
      b.onLoad({ filter: file }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (source.split(from).length !== 2) throw new Error(`${args.path}: expected "${from}" once (Preact changed: revisit own-props.ts)`);
        return { contents: source.replace(from, to), loader: 'js' };
      });
    }
  },
};

/** The React build (for the bench) needs no guard: React reads only props' own keys. */
const reactHasNoOwnProps = {
  name: 'react-has-no-own-props',
  setup(b) {
    b.onResolve({ filter: /^\.\/own-props$/ }, () => ({ path: 'own-props', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** Rewrites a file esbuild wrote with terser's second pass. */
async function terseFile(path, module) {
  writeFileSync(path, await terse(readFileSync(path, 'utf8'), { module }));
}

/**
 * Gives a widget type's first-paint chunk its stable name, `chunks/<type>.js`, in place of esbuild's entry
 * facade: the snippet asks for that name in parallel with widget.js (runtime config/snippet.ts), which it could
 * not with a content hash it does not know. The chunk gets the facade's `mount` export and every import of
 * it is rewritten; the facade is deleted. The CDN caches the stable name like widget.js (cacheControlFor in
 * dev/src/static-server.mjs: fresh five minutes, then revalidated in the background for a day); the lazy chunks it imports keep content-hashed names, hashed by esbuild over the
 * chunk's own hashed name, so they change whenever it does. Pure function of the build, like the terser pass.
 */
function nameFirstPaintChunk(outputs, source, name) {
  const facade = Object.keys(outputs).find((f) => outputs[f].entryPoint === source);
  const code = readFileSync(join(here, facade), 'utf8');
  // The facade: `mount` from the first-paint chunk, plus bare imports of any other chunk its graph needs first
  // (the React build's CommonJS helpers), which the renamed chunk then imports itself.
  // The chunk's name for `mount` is a minified one, the facade's local name too: equal, esbuild writes `{m}`.
  const m = /^((?:import"\.\/chunk-[A-Z0-9]{8}\.js";)*)import\{(\w+)(?: as \w+)?\}from"\.\/(chunk-[A-Z0-9]{8}\.js)";((?:import"\.\/chunk-[A-Z0-9]{8}\.js";)*)export\{\w+ as mount\};?\s*$/.exec(code);
  if (!m) throw new Error(`${facade} is not a facade re-exporting mount from one chunk: ${code.slice(0, 200)}`);
  const [, before, letter, chunkFile, after] = m;
  const dir = facade.slice(0, facade.lastIndexOf('/') + 1);
  const chunk = dir + chunkFile;
  const stable = `${dir}${name}.js`;
  if (outputs[stable]) throw new Error(`${stable} exists already`);
  const bare = outputs[facade].imports.filter((imp) => imp.path !== chunk && !outputs[chunk].imports.some((i) => i.path === imp.path));
  const keep = `${before}${after}`.split(';').filter((line) => bare.some((imp) => line.endsWith(`/${imp.path.split('/').pop()}"`)));
  // `letter` is the chunk's exported name: its export list says which local binding that is.
  const text = readFileSync(join(here, chunk), 'utf8').trimEnd();
  const list = /export\{([^}]*)\};?$/.exec(text);
  const local = list?.[1].split(',').map((e) => e.trim().split(/\s+as\s+/)).find((e) => (e[1] ?? e[0]) === letter)?.[0];
  if (!local) throw new Error(`${chunk} does not end with an export list naming ${letter}`);
  const exported = `${text.slice(0, list.index)}export{${list[1]},${local} as mount};\n`;
  writeFileSync(join(here, stable), `${keep.map((line) => `${line};`).join('')}${exported}`);
  rmSync(join(here, chunk));
  rmSync(join(here, facade));
  outputs[stable] = { ...outputs[chunk], imports: [...bare, ...outputs[chunk].imports], entryPoint: source };
  delete outputs[chunk];
  delete outputs[facade];
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !output.imports.some((imp) => imp.path === chunk)) continue;
    output.imports = output.imports.map((imp) => (imp.path === chunk ? { ...imp, path: stable } : imp));
    const text = readFileSync(join(here, file), 'utf8');
    writeFileSync(join(here, file), text.split(`"./${chunkFile}"`).join(`"./${name}.js"`));
  }
  return { file: stable, hash: chunkFile.slice('chunk-'.length, -'.js'.length) };
}

/**
 * Makes every chunk loadable under any URL, so that a chunk that failed to arrive can be asked for again under a
 * URL the browser has not tried: older Chromium remembers a failed module fetch for the page's life, and any
 * module whose static import failed, even under a new URL. So no chunk imports another by URL (checked):
 * - a widget type's lazy chunks take what they share with its first-paint chunk from a registry the entry writes
 *   (`globalThis.bookla_<its esbuild hash>`: two builds on a page never meet) instead of importing it: retried
 *   under a new URL, the entry is then no second copy for them (a second Preact would break their hooks);
 * - a shared chunk of declarations only (the React build's CommonJS helpers) is copied into its importers;
 * - every `import()` asks under `?r=<n>` once its URL failed (retryImports).
 * All three are in @bookla/build-tools/chunk-links, which fails the build on any form it does not expect.
 * `entries`: each type's first-paint chunk and the hash it had before nameFirstPaintChunk.
 */
function linkChunks(outputs, entries) {
  const base = (file) => file.slice(file.lastIndexOf('/') + 1);
  const read = (file) => ({ file: base(file), code: readFileSync(join(here, file), 'utf8') });
  const importersOf = (file) => Object.keys(outputs).filter((f) => outputs[f].imports.some((imp) => imp.path === file && imp.kind === 'import-statement'));
  const unlink = (file, from) => (outputs[file].imports = outputs[file].imports.filter((imp) => imp.path !== from));
  const entryFiles = entries.map((e) => e.file);
  for (const shared of Object.keys(outputs).filter((f) => f.endsWith('.js') && !entryFiles.includes(f) && importersOf(f).length)) {
    const into = importersOf(shared);
    inlineSharedChunk({ shared: read(shared), into: into.map(read) }).forEach((code, i) => {
      writeFileSync(join(here, into[i]), code);
      unlink(into[i], shared);
    });
    rmSync(join(here, shared));
    delete outputs[shared];
  }
  for (const { file: entry, hash } of entries) {
    const lazy = importersOf(entry);
    for (const file of lazy) {
      // The registry is written once the entry has run: only a chunk the entry itself imports may rely on it.
      if (!outputs[entry].imports.some((imp) => imp.path === file && imp.kind === 'dynamic-import')) throw new Error(`${file} imports ${entry} but is not one of its lazy chunks`);
    }
    const linked = linkThroughRegistry({ entry: read(entry), lazy: lazy.map(read), key: `bookla_${hash}`, drop: [FIRST_PAINT_MARKER] });
    writeFileSync(join(here, entry), linked.entry);
    lazy.forEach((file, i) => {
      writeFileSync(join(here, file), linked.lazy[i]);
      unlink(file, entry);
    });
  }
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    writeFileSync(join(here, file), retryImports(readFileSync(join(here, file), 'utf8'), file));
  }
  const importing = Object.keys(outputs).filter((f) => importersOf(f).length);
  if (importing.length) throw new Error(`${importing.join(', ')} still imported statically`);
}

/**
 * Builds the chunks of one flavour into `<outRoot>/<version>/` and returns the loader's manifest.
 *
 * One esbuild build per widget type, into the same folder, each with oneFirstPaintChunk: a type's first paint
 * is then one chunk (renamed `chunks/<type>.js` by nameFirstPaintChunk) instead of four files cut along what
 * all three types share. Every chunk boundary costs gzip its dictionary and the minifier its cross-module names: measured
 * 2026-11-25, booking 36.04 → 33.13 KB, subscription 27.67 → 24.81, gift card 27.66 → 24.81 KB until
 * interactive. The price: a page that shows two different widget types downloads Preact and the runtime once
 * per type (widgets of one type share everything), and each type runs its own copy of them; sign-in is
 * still shared, through the origin's token store, as between tabs. Identical chunks (the request schemas) get
 * the same content-hashed name from every build; a name written twice with different bytes fails the build.
 */
async function buildChunks(outRoot, alias, preact) {
  const outdir = join(outRoot, version);
  const outputs = {};
  for (const [type, file] of Object.entries(ENTRIES)) {
    const result = await build({
      ...common,
      entryPoints: { [ENTRY_NAMES[type]]: file },
      outdir,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      alias,
      // Content-hashed names: the CDN may cache them forever. The first-paint chunk is renamed after the build
      // (nameFirstPaintChunk); it and widget.js are revalidated.
      entryNames: 'chunks/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      plugins: [namePolyfillChunk, oneFirstPaintChunk(join(here, file)), preact ? preactOwnKeys : reactHasNoOwnProps],
    });
    for (const [name, output] of Object.entries(result.metafile.outputs)) {
      const before = outputs[name];
      if (before && (before.bytes !== output.bytes || JSON.stringify(Object.keys(before.inputs)) !== JSON.stringify(Object.keys(output.inputs)))) {
        throw new Error(`${name} was written by two widget builds with different contents`);
      }
      outputs[name] = output;
    }
  }
  // Every chunk, the lazy ones too (request schemas, polyfill): before anything is measured or hashed into
  // the manifest. Names are kept (see `banner`), so the imports between chunks still match.
  await Promise.all(
    Object.keys(outputs).filter((f) => f.endsWith('.js')).map((f) => terseFile(join(here, f), true)),
  );
  linkChunks(outputs, Object.entries(ENTRIES).map(([type, source]) => nameFirstPaintChunk(outputs, source, ENTRY_NAMES[type])));
  const rel = (abs) => relative(outdir, join(here, abs)).split('\\').join('/');
  // The static import closure of an entry: what must arrive before it can run.
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) closure(imp.path, seen);
    return seen;
  };
  const files = {};
  for (const [type, source] of Object.entries(ENTRIES)) {
    const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === source);
    if (!entry) throw new Error(`no output for ${source}`);
    files[type] = [...closure(entry)].map(rel);
  }
  // Each widget ships its own type's defaults and texts, never the configuration model's (every type's texts):
  // one value imported from '@bookla/runtime/config' instead of its widget subpaths would undo that silently.
  const OWN_DEFAULTS = { booking: 'booking', subscription: 'subscription', giftcard: 'gift-card' };
  for (const [type, source] of Object.entries(ENTRIES)) {
    const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === source);
    for (const input of [...closure(entry)].flatMap((f) => Object.keys(outputs[f].inputs))) {
      const defaults = /runtime\/src\/config\/(?:defaults\.ts|widget-defaults\/(booking|subscription|gift-card)\.ts)$/.exec(input);
      if (defaults && defaults[1] !== OWN_DEFAULTS[type]) throw new Error(`the ${type} widget ships ${input} until interactive`);
    }
  }
  const polyfills = Object.keys(outputs).filter(
    (f) => f.endsWith('.js') && Object.keys(outputs[f].inputs).some((i) => i.includes('node_modules/temporal-polyfill/')),
  );
  if (polyfills.length !== 1) throw new Error(`expected one Temporal polyfill chunk, got ${polyfills.join(', ') || 'none'}`);
  const polyfill = rel(polyfills[0]);
  // The chunk the runtime client's core reaches through its lazy `import()` of the request schemas (zod/mini):
  // one per widget build, and every one of them the same file.
  const clientChunks = Object.keys(outputs).filter((f) => Object.keys(outputs[f].inputs).some((i) => i.endsWith('runtime/src/client-base.ts')));
  const lazySchemas = [...new Set(clientChunks.flatMap((f) => outputs[f].imports.filter(
    (imp) => imp.kind === 'dynamic-import' && !imp.external && outputs[imp.path].entryPoint === '../runtime/src/request-schemas.ts',
  ).map((imp) => imp.path)))];
  if (clientChunks.length !== Object.keys(ENTRIES).length || lazySchemas.length !== 1) {
    throw new Error(`expected one lazy request-schemas chunk from the runtime client of each widget, got ${lazySchemas.join(', ') || 'none'}`);
  }
  const schemas = rel(lazySchemas[0]);
  if (Object.values(files).some((list) => list.includes(schemas))) throw new Error('the request schemas are in a widget\'s chunks until interactive');
  for (const [type, list] of Object.entries(files)) {
    if (list.includes(polyfill)) throw new Error(`the ${type} widget loads the Temporal polyfill eagerly`);
  }
  // Which widget types use Temporal: everything a widget can ever run (its static closure and every lazy
  // chunk it may import, the request schemas included) is searched for a chunk that imports the polyfill
  // (the runtime's ensureTemporal) or names `Temporal` at all. Only those types have the loader request the
  // polyfill; a type that never touches Temporal must not cost its visitors 20 KB. Read from the tersed
  // files, so it sees exactly what ships.
  const polyfillOut = polyfills[0];
  const everything = (file, seen = new Set()) => {
    if (seen.has(file) || file === polyfillOut) return seen;
    seen.add(file);
    for (const imp of outputs[file].imports) if (!imp.external && imp.path.endsWith('.js')) everything(imp.path, seen);
    return seen;
  };
  const temporal = Object.keys(ENTRIES).filter((type) => {
    const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === ENTRIES[type]);
    return [...everything(entry)].some(
      (f) => outputs[f].imports.some((imp) => imp.path === polyfillOut) || /\bTemporal\b/.test(readFileSync(join(here, f), 'utf8')),
    );
  });
  // The compact form widget.js carries (src/loader/manifest.ts): names once, widgets by index.
  const name = (file) => file.replace(/^chunks\//, '').replace(/\.js$/, '');
  // The three first paints, the colour schemes' chunk and the popup chunk (stable: widget.js names them as chunks 3
  // and 4), the polyfill.
  const f = [...new Set([...Object.values(files).flat(), 'chunks/scheme.js', 'chunks/popup.js', polyfill])].map(name);
  // One file per type: linkChunks left no static import, so a type's first paint is its entry alone; widget.js
  // takes it by its type's place in ENTRIES (src/loader/widgets.ts: booking 0, subscription 1, gift card 2).
  for (const [t, [entry, ...more]] of Object.entries(files)) {
    if (more.length) throw new Error(`the ${t} widget's first paint is more than one file: ${[entry, ...more].join(', ')}`);
    if (f.indexOf(name(entry)) !== Object.keys(ENTRIES).indexOf(t)) throw new Error(`the ${t} widget's first paint is not chunk ${Object.keys(ENTRIES).indexOf(t)}`);
  }
  // Raw bytes each source module adds to the chunks until interactive, for the over-budget report.
  const contributors = {};
  for (const list of Object.values(files)) {
    for (const file of list) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[relative(here, join(outdir, file)).split('\\').join('/')].inputs)) {
        contributors[input] = bytesInOutput;
      }
    }
  }
  // Per shipped file, the raw bytes each source module left in it (esbuild's count, before terser): the
  // manifest spreads each file's gzip bytes over its modules by these shares.
  const inputsOf = {};
  for (const file of new Set(Object.values(files).flat())) {
    const out = outputs[relative(here, join(outdir, file)).split('\\').join('/')];
    // Named from the repository root: '../widgets/src/…' → 'widgets/src/…', this package's 'src/…' → 'embed-loader/src/…'.
    const named = (input) => (input.startsWith('../') ? input.replace(/^(\.\.\/)+/, '') : `embed-loader/${input}`);
    inputsOf[file] = Object.fromEntries(Object.entries(out.inputs).map(([input, { bytesInOutput }]) => [named(input), bytesInOutput]));
  }
  // By type index, -1 for a type without Temporal; trailing ones are left out (widget.js reads them as none).
  const t = Object.keys(ENTRIES).map((type) => (temporal.includes(type) ? f.indexOf(name(polyfill)) : -1));
  while (t.at(-1) === -1) t.pop();
  const scheme = await buildStandalone(outdir, alias, 'scheme');
  if (f.indexOf(name(scheme)) !== 3) throw new Error(`the colour schemes' chunk is ${scheme}, not chunk 3`);
  const popup = await buildStandalone(outdir, alias, 'popup');
  if (f.indexOf(name(popup)) !== 4) throw new Error(`the popup chunk is ${popup}, not chunk 4`);
  return { loader: { f, t }, files, polyfill, schemas, scheme, popup, temporal, contributors, inputsOf };
}

/**
 * Builds a chunk only some configurations need (src/chunks/<entry>.ts) into `outdir` under its stable name,
 * tersed, importing nothing: the colour schemes' chunk, which widget.js requests for `theme.colorScheme` dark or
 * auto in the same round trip as the widget's chunk, and the popup chunk, which it mounts in the place of a popup
 * or floating widget.
 */
async function buildStandalone(outdir, alias, entry) {
  const result = await build({
    ...common,
    entryPoints: { [entry]: `src/chunks/${entry}.ts` },
    outdir,
    format: 'esm',
    alias,
    // A stable name, revalidated like a first-paint chunk: a hash would cost widget.js more than the revalidation
    // costs a dark page.
    entryNames: 'chunks/[name]',
    metafile: true,
  });
  const [file, output] = Object.entries(result.metafile.outputs).find(([f]) => f.endsWith('.js'));
  if (output.imports.length) throw new Error(`${file} imports ${output.imports.map((i) => i.path).join(', ')}: the ${entry} chunk stands alone`);
  await terseFile(join(here, file), true);
  return relative(outdir, join(here, file)).split('\\').join('/');
}

async function buildLoader(outRoot, manifest) {
  const outfile = join(outRoot, version, 'widget.js');
  await build({
    ...common,
    entryPoints: ['src/loader/widget.ts'],
    outfile,
    format: 'iife',
    // No "use strict" prologue: 13 bytes on a 1.5 KB budget, and the loader relies on nothing it changes.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    define: {
      ...common.define,
      __BOOKLA_MANIFEST__: JSON.stringify(manifest),
      __BOOKLA_VERSION__: JSON.stringify(version),
    },
  });
  // A classic script: terser keeps esbuild's IIFE, so nothing leaks into the page's globals.
  await terseFile(outfile, false);
}

/**
 * Writes `<outRoot>/manifest.json` and returns it: every file with raw/gzip/brotli bytes, each widget's chunks
 * until interactive (entry first) and their totals including widget.js, the polyfill with the widget types
 * that request it (`temporal`) and the lazy request schemas (preloaded, not in the totals). Paths are relative to outRoot.
 */
function writeManifest(outRoot, chunks) {
  const prefix = (p) => `${version}/${p}`;
  const loader = prefix('widget.js');
  const widgets = Object.fromEntries(Object.entries(chunks.files).map(([t, files]) => [t, files.map(prefix)]));
  const polyfill = prefix(chunks.polyfill);
  const schemas = prefix(chunks.schemas);
  const scheme = prefix(chunks.scheme);
  const popup = prefix(chunks.popup);
  const all = [...new Set([loader, ...Object.values(widgets).flat(), polyfill, schemas, scheme, popup])];
  const files = Object.fromEntries(all.map((f) => [f, measureFile(join(outRoot, f))]));
  const totals = Object.fromEntries(
    Object.entries(widgets).map(([t, list]) => [t, sum([loader, ...list].map((f) => files[f]))]),
  );
  // Where each widget's gzip bytes until interactive come from, by source module (an estimate: a file's gzip
  // bytes shared out by its modules' minified bytes), largest first; widget.js counts as one.
  const sources = Object.fromEntries(Object.entries(chunks.files).map(([t, list]) => {
    const bytes = { 'embed-loader/widget.js': files[loader].gzip };
    for (const file of list) {
      const inputs = chunks.inputsOf[file];
      const raw = Object.values(inputs).reduce((a, n) => a + n, 0) || 1;
      for (const [input, n] of Object.entries(inputs)) bytes[input] = (bytes[input] ?? 0) + (n / raw) * files[prefix(file)].gzip;
    }
    return [t, Object.entries(bytes).map(([m, n]) => [m, Math.round(n)]).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1])];
  }));
  const manifest = { version, loader, widgets, polyfill, temporal: chunks.temporal, schemas, scheme, popup, files, totals, sources };
  writeFileSync(join(outRoot, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  // The loader's view next to widget.js (paths relative to it), for tools that only see the version folder.
  const local = { w: chunks.files, t: chunks.polyfill, temporal: chunks.temporal, r: chunks.schemas, s: chunks.scheme, p: chunks.popup };
  writeFileSync(join(outRoot, version, 'manifest.json'), JSON.stringify(local, null, 2) + '\n');
  return manifest;
}

/** Where the bytes come from, grouped by package folder (raw minified bytes; gzip is roughly a third). */
function contributorsTable(contributors) {
  const groups = {};
  for (const [input, bytes] of Object.entries(contributors)) {
    const key = input.startsWith('../node_modules/')
      ? input.split('/').slice(2, input.split('/')[2].startsWith('@') ? 4 : 3).join('/')
      : input.replace(/^\.\.\//, '').split('/').slice(0, input.includes('/src/') ? 3 : 2).join('/');
    groups[key] = (groups[key] ?? 0) + bytes;
  }
  return Object.entries(groups)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `  ${(v / 1024).toFixed(1).padStart(6)} KB raw  ${k}`)
    .join('\n');
}

function report(title, m) {
  const rows = Object.entries(m.files).map(([f, s]) => [
    f,
    s,
    f === m.loader ? LOADER_GZIP_BUDGET : undefined,
  ]);
  for (const [t, s] of Object.entries(m.totals)) rows.push([`total until interactive: ${t}`, s, TOTAL_GZIP_BUDGETS[t]]);
  console.log(`\n${title}\n${formatTable(rows)}`);
}

async function flavour(dir, alias) {
  const outRoot = join(here, dir);
  rmSync(outRoot, { recursive: true, force: true });
  mkdirSync(outRoot, { recursive: true });
  const chunks = await buildChunks(outRoot, alias, alias === PREACT_ALIAS);
  await buildLoader(outRoot, chunks.loader);
  const manifest = writeManifest(outRoot, chunks);
  return { manifest, contributors: chunks.contributors };
}

const preact = await flavour('dist', PREACT_ALIAS);
const react = await flavour('dist-react', {});
if (!quiet) {
  report('Preact build (dist/)', preact.manifest);
  report('React build (dist-react/, for the bench)', react.manifest);
  const over = Object.entries(preact.manifest.totals).filter(([t, s]) => s.gzip > TOTAL_GZIP_BUDGETS[t]);
  if (over.length) {
    console.log(`\nOver the target budgets (CI enforces the ceilings in src/budgets.mjs): ${over.map(([t]) => t).join(', ')}. Largest sources in the Preact chunks until interactive:`);
    console.log(contributorsTable(preact.contributors));
  }
}
