// Measures what the embed pays for the runtime: the full embed-facing surface and a minimal import
// (client + booking schemas), each bundled into one file, minified and compressed; plus the client as the
// loader ships it (code splitting): the eager bytes a widget needs before it is interactive and the
// request-schema chunk the client imports lazily, as separate rows.
// `npm run bench -w @bookla/runtime` prints the table (add `-- --modules` for the per-source bytes of the full
// entry) and exits 1 over budget; src/size-budget.test.ts
// runs the same measurement in the test suite.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { measure as sizes } from '@bookla/build-tools/sizes';
import { terse as terseChunk } from '@bookla/build-tools/terse';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const KB = 1024;

/**
 * Gzip ceilings in bytes, a ratchet: each sits just above the latest measure, so any growth fails CI. Lower a
 * ceiling with every saving; never raise it without saying why in the commit.
 * There is no size target for the runtime as a whole: nobody downloads the whole API. What visitors pay is
 * each widget's bytes until it is interactive, budgeted in embed-loader/src/budgets.mjs.
 * - full: client + schemas + config + time + money + plans as one file, minified by esbuild then terser like
 *   the shipped chunks: 18.53 KB on 2026-11-25 (zod/mini itself ~4.8 KB of it, which with the request schemas makes the
 *   lazy request-schemas chunk of ~5.7 KB; wretch ~1.5 KB).
 * - minimal: client + booking schemas. It guards tree-shaking (an import that drags config, time or money
 *   into the client fails at once): 10.58 KB on 2026-11-25.
 * - client eager: the client's bytes before a widget is interactive (split build, zod in its lazy chunk):
 *   4.75 KB on 2026-11-25, so zod (or config, time, money) creeping back fails.
 */
// Raised 2026-11-25 by 0.2 KB each (full 18.76, minimal 10.82, client eager 4.96 KB): wretch went from 3.0.9 to
// 2.11.1 because 3.x declares node >=22 and every `npm ci` on the project's Node 20 warned EBADENGINE; 2.x
// (node >=14) is the same API apart from `.polyfills({ fetch })`, but its core is ~0.2 KB gzip larger.
// Then full 18.85 KB: formatTime names the zone of a time in the repeated hour of the day clocks go back
// (+0.05 KB), and slots are keyed by instant. Then 18.9 KB: one more default text (code.appliedText).
// Then 19.0 KB (18.96 measured, +0.07 KB): time's `slotsWithin`, which picks the opening day's sessions out of
// the embed loader's wider times prefetch, so the first bookable slot needs no request after the service.
// Then full 19.15, minimal 11.0, client eager 5.15 KB (+0.1 KB each: 19557, 11222, 5234 B measured): the
// client is built from endpoint groups, one module each (endpoints/*, composed by createPartialClient), so
// each widget bundles only the groups it calls (−0.16 to −0.29 KB per widget until interactive); the full
// client pays for the factories' seams. These rows measure the whole public client, which no widget ships.
// Then full 19.4, minimal 11.25, client eager 5.4 KB (19831, 11488, 5492 B measured, +0.26 KB each): one sign-in
// shared by every widget and tab of an origin (token-refresh.ts: one refresh at a time under a Web Lock, the
// store as the one source of truth, rotated tokens adopted instead of signing everyone out).
// Then full 19.8 KB (20255 B measured, +0.38 KB): each widget type has its own defaults module with its own
// texts (config/widget-defaults/*) and the model joins them (DEFAULT_LOCALIZATION composed in its documented key
// order, sanitizeForWidget's list of other types' texts); the subscription and gift card widgets shed the
// booking texts until interactive (−0.7 KB each), booking the plugin texts (−0.23 KB). The full row pays the seam.
// Then full 19.9, minimal 11.3, client eager 5.45 KB (20326, 11561, 5560 B measured, +0.04–0.07 KB): the base URL and
// paths come from api-paths.ts, shared with widget.js's prefetch so both ask the very same URLs, and the client
// refuses an id of '.' or '..' (a URL parser reads it as a dot segment, moving the request to another endpoint).
// Then full 19.95, minimal 11.35, client eager 5.5 KB (+0.01–0.04 KB): the sign-in state is its own module
// (session.ts), apart from the transport (http.ts), as the one-way-to-do-each-thing issue asked; the seam costs
// a few bytes of calls.
// Then full 20.1 KB (20553 B measured, +0.12 KB): time's otherZoneName and the booking's times.timeZoneNote, which
// tell a visitor whose clock differs from the service's whose times the slots are; stripDayCount's larger days.
// Then full 20.15 KB (20.14 measured, +0.04 KB): the gift card's three texts for a custom amount the visitor chooses.
// Then full 20.2 KB (20676 B measured, +0.05 KB): the booking's calendarEnabled and the Success screen's four Add to
// calendar texts, which every configuration carries; the calendar code is its own subpath (./calendar), outside this row.
// Then full 20.85 KB (+0.65 KB): the model's theme holds the dark scheme's default colours (theme.darkColors, a
// second palette of 49 values) and theme.colorScheme, checked by sanitizeConfig beside the widgets' checks, so that no
// widget chunk pays for a scheme only the page's loader applies (every widget's first paint is byte for byte as before).
// Then full 21.3 KB (+0.45 KB): sanitizeConfig checks `embed` (inline, popup or floating, and the launcher's text,
// colours, side and offsets) with its own rule, apart from the widgets' checks, so that no widget chunk pays for a
// setting only the page acts on (every widget's first paint is byte for byte as before).
export const BUDGETS = { full: 21.3 * KB, minimal: 11.35 * KB, 'client eager': 5.5 * KB };

/**
 * Split entries: bundled with `splitting: true` like the loader's chunks. `eager` is the entry chunk plus its
 * static imports (what a widget needs before it is interactive); `lazy` every chunk reached only through
 * `import()` (zod/mini and the request schemas). Sizes are per file, summed, as they travel.
 */
export const SPLIT_ENTRIES = {
  client: { modules: ['client', 'schemas'], code: "export { createBooklaClient, preloadSchemas } from './client';" },
};

/** Each entry: the modules it needs (relative to src, without extension) and the code that imports them. */
export const ENTRIES = {
  full: {
    modules: ['client', 'schemas', 'config/index', 'time/index', 'money', 'plans'],
    code: [
      "export { createBooklaClient } from './client';",
      "export * from './schemas';",
      "export { mergeWithDefaults, sanitizeConfig } from './config/index';",
      "export * from './time/index';",
      "export * from './money';",
      "export * from './plans';",
    ].join('\n'),
  },
  minimal: {
    modules: ['client', 'schemas'],
    code: [
      "export { createBooklaClient } from './client';",
      "export { bookingRequestSchema, availabilityQuerySchema, validateRequest } from './schemas';",
    ].join('\n'),
  },
  // Per-concern rows so a regression shows where it came from (not budgeted on their own).
  'time only': { modules: ['time/index'], code: "export * from './time/index';" },
  'money + plans': { modules: ['money', 'plans'], code: "export * from './money';\nexport * from './plans';" },
  'config only': {
    modules: ['config/index'],
    code: "export { mergeWithDefaults, sanitizeConfig } from './config/index';",
  },
};

/** Modules of `entry` that do not exist yet (another helper may still be writing them). */
export function missingModules(name) {
  return (ENTRIES[name] ?? SPLIT_ENTRIES[name]).modules.filter((m) => !existsSync(join(SRC, `${m}.ts`)));
}

// What both kinds of measurement share: minified browser ESM as the loader builds it.
const BUILD = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  conditions: ['@bookla/source'],
  // Loaded only where the browser lacks Temporal, as its own chunk: not part of the runtime's cost.
  external: ['temporal-polyfill'],
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
  metafile: true,
  logLevel: 'silent',
};

/** The second minify pass the loader's build runs over every chunk it ships, so these numbers are what visitors download. */
export const terse = (code) => terseChunk(code, { module: true });

function assertComplete(name) {
  const missing = missingModules(name);
  if (missing.length) throw new Error(`size entry "${name}" needs modules that do not exist yet: ${missing.join(', ')}`);
}

/**
 * Bundles one entry and returns its raw, gzip (-9) and brotli (max) sizes in bytes, plus `modules`: the
 * minified bytes each source contributes (esbuild's, before terser; node_modules folded per package), largest first.
 */
export async function measure(name) {
  assertComplete(name);
  const result = await build({
    ...BUILD,
    stdin: { contents: ENTRIES[name].code, resolveDir: SRC, loader: 'ts', sourcefile: `size-${name}.ts` },
  });
  const text = await terse(result.outputFiles[0].text);
  const bytes = Buffer.from(text);
  const modules = {};
  for (const [path, input] of Object.entries(Object.values(result.metafile.outputs)[0].inputs)) {
    const key = path.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1').replace(/^src\//, '');
    modules[key] = (modules[key] ?? 0) + input.bytesInOutput;
  }
  return {
    name,
    ...sizes(bytes),
    text,
    modules: Object.entries(modules).filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1]),
  };
}

/**
 * Bundles a split entry and returns `{ eager, lazy }`, each `{ name, raw, gzip, brotli, files, text }` summed over
 * its chunks (`text`: the chunks' code joined, to check what they hold).
 */
export async function measureSplit(name) {
  assertComplete(name);
  const entry = `size-${name}`;
  const result = await build({
    ...BUILD,
    entryPoints: [entry],
    // A virtual entry: esbuild cannot split a `stdin` build.
    plugins: [
      {
        name: 'size-entry',
        setup(b) {
          b.onResolve({ filter: new RegExp(`^${entry}$`) }, () => ({ path: entry, namespace: 'size' }));
          b.onLoad({ filter: /.*/, namespace: 'size' }, () => ({ contents: SPLIT_ENTRIES[name].code, resolveDir: SRC, loader: 'ts' }));
        },
      },
    ],
    splitting: true,
    outdir: 'size-out',
  });
  const outputs = result.metafile.outputs;
  const root = Object.keys(outputs).find((file) => outputs[file].entryPoint === `size:${entry}`);
  const eager = new Set();
  const walk = (file) => {
    if (eager.has(file)) return;
    eager.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement' && !imp.external) walk(imp.path);
  };
  walk(root);
  const files = await Promise.all(
    result.outputFiles.filter((f) => f.path.endsWith('.js')).map(async (f) => ({ path: f.path, text: await terse(f.text) })),
  );
  const row = (label, chosen) => {
    const parts = chosen.map((f) => ({ file: f.path.slice(f.path.lastIndexOf('size-out/') + 9), ...sizes(Buffer.from(f.text)) }));
    const sum = (k) => parts.reduce((n, p) => n + p[k], 0);
    return { name: label, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), files: parts, text: chosen.map((f) => f.text).join('\n') };
  };
  const isEager = (f) => [...eager].some((file) => f.path.endsWith(file));
  return {
    eager: row(`${name} eager`, files.filter(isEager)),
    lazy: row(`${name} lazy (import())`, files.filter((f) => !isEager(f))),
  };
}

function table(rows) {
  const kb = (n) => `${(n / KB).toFixed(2)} KB`;
  const lines = [['entry', 'raw', 'gzip', 'brotli', 'CI ceiling']];
  for (const r of rows) {
    const budget = BUDGETS[r.name];
    lines.push(
      r.missing
        ? [r.name, `missing: ${r.missing.join(', ')}`, '', '', '']
        : [r.name, kb(r.raw), kb(r.gzip), kb(r.brotli), budget ? `${kb(budget)} ${r.gzip <= budget ? 'ok' : 'OVER'}` : '-'],
    );
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
}

async function main() {
  const rows = [];
  for (const name of Object.keys(ENTRIES)) {
    const missing = missingModules(name);
    rows.push(missing.length ? { name, missing } : await measure(name));
  }
  for (const name of Object.keys(SPLIT_ENTRIES)) {
    const missing = missingModules(name);
    if (missing.length) rows.push({ name, missing });
    else {
      const { eager, lazy } = await measureSplit(name);
      rows.push(eager, lazy);
    }
  }
  console.log(table(rows));
  // `--modules` also lists what each source adds to the full entry (minified bytes, before compression).
  if (process.argv.includes('--modules')) {
    const full = rows.find((r) => r.name === 'full' && !r.missing);
    for (const [path, n] of full?.modules ?? []) console.log(`${(n / KB).toFixed(2).padStart(7)} KB  ${path}`);
  }
  const failures = rows.filter((r) => r.missing || (BUDGETS[r.name] && r.gzip > BUDGETS[r.name]));
  if (failures.some((r) => BUDGETS[r.name])) {
    console.error(`over budget or incomplete: ${failures.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
