// @vitest-environment node
// Budgets on the bytes visitors download (targets in src/budgets.mjs), measured on the built dist/ (the package's `test`
// task depends on `build`, see turbo.json). Sizes are recomputed here, not read from the manifest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_GZIP_BUDGET, POPUP_GZIP_BUDGET, SCHEME_GZIP_BUDGET, TOTAL_GZIP_BUDGETS, TOTAL_GZIP_CEILINGS } from './budgets.mjs';
import { measureFile, sum } from '@bookla/build-tools/sizes';
import { FIRST_PAINT_CHUNKS, POPUP_CHUNK } from '@bookla/runtime/config';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const { version } = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));

interface Manifest {
  version: string;
  loader: string;
  widgets: Record<'booking' | 'subscription' | 'giftcard', string[]>;
  polyfill: string;
  /** Widget types whose chunks (lazy ones included) use Temporal: the only ones that request the polyfill. */
  temporal: string[];
  schemas: string;
  /** The colour schemes' chunk, requested beside a widget's for any `theme.colorScheme` but light. */
  scheme: string;
  /** The popup and floating modes' chunk, mounted in a popup or floating widget's place. */
  popup: string;
  /** Per widget type: [source module, estimated gzip bytes] until interactive, largest first. */
  sources: Record<'booking' | 'subscription' | 'giftcard', [string, number][]>;
}
const manifestFile = join(DIST, 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build -w @bookla/embed-loader\` first`);
const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzip = (file: string): number => measureFile(join(DIST, file)).gzip;
const types = Object.keys(TOTAL_GZIP_BUDGETS) as (keyof typeof TOTAL_GZIP_BUDGETS)[];
/** gzip bytes a widget type needs until interactive: widget.js and its chunks, measured here. */
const total = (type: (typeof types)[number]) =>
  sum([manifest.loader, ...manifest.widgets[type]].map((f) => measureFile(join(DIST, f)))).gzip;

describe('built artifact', () => {
  it('publishes widget.js under the package version', () => {
    expect(manifest.version).toBe(version);
    expect(manifest.loader).toBe(`${version}/widget.js`);
    expect(existsSync(join(DIST, manifest.loader))).toBe(true);
  });


  it.each(types)('%s: its first-paint chunk has its stable name, the others are content-hashed; none is the Temporal polyfill', (type) => {
    const files = manifest.widgets[type];
    expect(files[0]).toMatch(new RegExp(`^${version}/chunks/[a-z-]+\\.js$`));
    for (const f of files.slice(1)) expect(f).toMatch(new RegExp(`^${version}/chunks/[\\w-]+-[A-Z0-9]{8}\\.js$`));
    for (const f of files) expect(existsSync(join(DIST, f))).toBe(true);
    expect(files).not.toContain(manifest.polyfill);
    // Every chunk a widget imports later keeps a content hash: only the first paint, the colour schemes' and the
    // popup chunk (named in widget.js, where a hash would cost every page more than revalidating costs a dark or a
    // popup one) are revalidated.
    const later = readdirSync(join(DIST, version, 'chunks')).filter(
      (f) => !Object.values(FIRST_PAINT_CHUNKS).includes(`chunks/${f}` as never) && f !== 'scheme.js' && f !== 'popup.js',
    );
    for (const f of later) expect(f).toMatch(/^[\w-]+-[A-Z0-9]{8}\.js$/);
  });

  it.each(types)('%s: the snippet preloads the first-paint chunk the build names', (type) => {
    expect(`${version}/${FIRST_PAINT_CHUNKS[type]}`).toBe(manifest.widgets[type][0]);
  });

  // A widget's client is built from the endpoints it calls, and no widget calls one that takes only a signed-in
  // visitor's token (their bookings, cart, purchases, orders): a first paint that passes 'bearer' as an
  // endpoint's credential carries code no visitor of that widget runs.
  it.each(types)('%s: its first paint carries none of the endpoints it does not call', (type) => {
    const src = readFileSync(join(DIST, manifest.widgets[type][0]!), 'utf8');
    // Booleans: a failure would otherwise print the whole minified chunk.
    expect(src.includes(',"bearer",'), 'a bearer-only endpoint').toBe(false);
    expect(src.includes('/resources'), 'the resources endpoints').toBe(false);
  });

  it.each(types)('%s: the first-paint chunk exports mount', (type) => {
    // A boolean, not toMatch: a failure would print the whole minified chunk.
    expect(/export\{\w+ as mount\}/.test(readFileSync(join(DIST, manifest.widgets[type][0]!), 'utf8'))).toBe(true);
  });

  describe('every chunk loads under any URL, so a chunk that failed is asked for again under a new one', () => {
    const dir = join(DIST, version, 'chunks');
    const code = (file: string) => readFileSync(join(dir, file), 'utf8');
    const chunks = readdirSync(dir);

    it('no chunk imports another by URL (older Chromium keeps a module whose import failed failed, under any URL)', () => {
      // Booleans per file: a failure would otherwise print a whole minified chunk.
      expect(chunks.filter((f) => /(?:^|[;}])import\s*[{*"]|\bfrom\s*"\.\//.test(code(f)))).toEqual([]);
    });

    it('a lazy step takes its first-paint code from the registry its entry writes: shared, not copied, one round trip', () => {
      const lazySteps = [];
      for (const file of chunks) {
        for (const m of code(file).matchAll(/\("\.\/((?:later|purchase)-[A-Z0-9]{8}\.js)"\)/g)) {
          const written = /globalThis\.(bookla_[A-Z0-9]{8})=\[/.exec(code(file))?.[1];
          expect(written, `${file} writes no registry`).toBeDefined();
          expect(code(m[1]!).startsWith(`const[`) && code(m[1]!).includes(`]=globalThis.${written};`), `${m[1]} reads another registry than ${file}'s`).toBe(true);
          lazySteps.push(m[1]);
        }
      }
      // booking's Form step, the subscription and gift card purchase steps
      expect(lazySteps.filter((f) => f.startsWith('later-'))).toHaveLength(1);
      expect(lazySteps.filter((f) => f.startsWith('purchase-'))).toHaveLength(2);
      // Each entry a registry of its own (its build's hash).
      const keys = types.map((t) => /globalThis\.(bookla_[A-Z0-9]{8})=\[/.exec(readFileSync(join(DIST, manifest.widgets[t][0]!), 'utf8'))?.[1]);
      expect(new Set(keys).size).toBe(types.length);
    });

    it('every import() is the retry helper\'s, which asks under ?r=<n> once a URL failed', () => {
      for (const file of chunks) {
        const imports = code(file).match(/\bimport\(/g)?.length ?? 0;
        expect(imports, file).toBeLessThanOrEqual(1);
        if (imports) expect(/function (\w+)\(t,r=\1\[t\]\)\{return import\(r\?t\+"\?r="\+r:t\)/.test(code(file)), `${file} imports without the helper`).toBe(true);
      }
    });
  });

  it.each(types)('%s: its first paint is one file, of its own', (type) => {
    // Each type is built on its own, its first paint in one chunk (build.mjs): nothing is cut along what the
    // types share, and no second file is gzipped from nothing.
    expect(manifest.widgets[type]).toHaveLength(1);
    const others = types.filter((t) => t !== type).flatMap((t) => manifest.widgets[t]);
    expect(manifest.widgets[type].filter((f) => others.includes(f))).toEqual([]);
  });

  it("the colour schemes' chunk stands alone (imports nothing) within its budget, named in widget.js", () => {
    expect(manifest.scheme).toBe(`${version}/chunks/scheme.js`);
    expect(/\bimport\b/.test(readFileSync(join(DIST, manifest.scheme), 'utf8'))).toBe(false);
    expect(gzip(manifest.scheme)).toBeLessThanOrEqual(SCHEME_GZIP_BUDGET);
    expect(readFileSync(join(DIST, manifest.loader), 'utf8')).toContain('"scheme"');
    for (const files of Object.values(manifest.widgets)) expect(files).not.toContain(manifest.scheme);
  });

  it('the popup chunk stands alone (imports nothing) within its budget, named in widget.js, in no first paint', () => {
    expect(manifest.popup).toBe(`${version}/${POPUP_CHUNK}`);
    expect(/\bimport\b/.test(readFileSync(join(DIST, manifest.popup), 'utf8'))).toBe(false);
    expect(gzip(manifest.popup)).toBeLessThanOrEqual(POPUP_GZIP_BUDGET);
    expect(readFileSync(join(DIST, manifest.loader), 'utf8')).toContain('"popup"');
    for (const files of Object.values(manifest.widgets)) expect(files).not.toContain(manifest.popup);
  });

  it('the Temporal polyfill is its own chunk', () => {
    expect(manifest.polyfill).toMatch(/chunks\/temporal-polyfill-[A-Z0-9]{8}\.js$/);
    expect(readFileSync(join(DIST, manifest.polyfill), 'utf8').length).toBeGreaterThan(20_000);
  });

  it('only booking uses Temporal (subscription and gift card chunks, lazy ones included, never do)', () => {
    // build.mjs searches every chunk each widget can import; a change that makes the purchase widgets use
    // Temporal again lands here, and then they request the polyfill again (correct, but 20 KB more).
    expect(manifest.temporal).toEqual(['booking']);
  });

  it('widget.js is a classic script and carries every chunk name it needs', () => {
    const src = readFileSync(join(DIST, manifest.loader), 'utf8');
    // A classic script parses as a function body; an ES module (top-level import/export) would not.
    expect(() => new Function(src)).not.toThrow();
    for (const f of [...Object.values(manifest.widgets).flat(), manifest.polyfill]) {
      expect(src).toContain(f.replace(`${version}/chunks/`, '').replace(/\.js$/, ''));
    }
  });

  it('nothing shipped evaluates strings (strict CSP without unsafe-eval)', () => {
    const files = [manifest.loader, ...new Set(Object.values(manifest.widgets).flat())];
    for (const f of files) {
      const src = readFileSync(join(DIST, f), 'utf8');
      // Booleans, not toMatch: a failure would otherwise print the whole minified chunk.
      expect(/\beval\(|new Function\(|\bFunction\(["'`]/.test(src), `${f} evaluates a string`).toBe(false);
    }
  });

  it('every shipped file went through the terser pass and points at no source map', () => {
    const dir = join(DIST, version);
    const files = ['widget.js', ...readdirSync(join(dir, 'chunks')).map((f) => `chunks/${f}`)];
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      // build.mjs gives esbuild a `/* terser … */` banner that only terser's pass removes.
      expect(src.includes('/* terser '), `${f} skipped terser`).toBe(false);
      expect(src.includes('sourceMappingURL'), `${f} references a source map`).toBe(false);
    }
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('the request-schemas chunk is imported lazily, outside every widget\'s chunks until interactive and unknown to widget.js', () => {
    const name = manifest.schemas.replace(`${version}/chunks/`, '');
    expect(name).toMatch(/^request-schemas-[A-Z0-9]{8}\.js$/);
    const closures = Object.values(manifest.widgets);
    for (const files of closures) expect(files).not.toContain(manifest.schemas);
    // The chunk holding the runtime client (each type's first-paint chunk) reaches it through `import()`, which
    // the retry helper makes.
    for (const files of closures) {
      expect(files.some((f) => new RegExp(`\\b\\w+\\("\\./${name}"\\)`).test(readFileSync(join(DIST, f), 'utf8')))).toBe(true);
    }
    // widget.js neither preloads nor names it: the widgets import it when idle after their first screen.
    expect(readFileSync(join(DIST, manifest.loader), 'utf8')).not.toContain(name.replace(/\.js$/, ''));
  });

  it('widget.js adds nothing to the page\'s globals but BooklaWidgets', () => {
    const page = createContext({});
    const appended: unknown[] = [];
    runInContext('var window = globalThis;', page);
    Object.assign(page, {
      URL,
      location: { href: 'https://shop.example/' },
      document: {
        currentScript: { src: `https://cdn.example/${manifest.loader}` },
        createElement: () => ({}),
        head: { append: (el: unknown) => appended.push(el) },
      },
    });
    const before = Object.keys(page);
    runInContext(readFileSync(join(DIST, manifest.loader), 'utf8'), page);
    expect(Object.keys(page).filter((k) => !before.includes(k))).toEqual(['BooklaWidgets']);
    // Nor to its document, until a widget is started.
    expect(appended).toEqual([]);
  });

  it('every chunk a chunk imports exists under that name', () => {
    const chunks = join(DIST, version, 'chunks');
    for (const f of readdirSync(chunks)) {
      const src = readFileSync(join(chunks, f), 'utf8');
      // The chunks name each other only in the retry helper's calls: `name("./x.js")`.
      const specifiers = [...src.matchAll(/\w\("(\.\/[\w-]+\.js)"\)/g)].map((m) => m[1]!);
      if (/^(booking|subscription|gift-card)\.js$/.test(f)) expect(specifiers.length, f).toBeGreaterThan(0);
      for (const s of specifiers) expect(existsSync(join(chunks, s)), `${f} imports ${s}`).toBe(true);
    }
  });
});

describe('size budgets (gzip)', () => {
  it(`widget.js ≤ ${LOADER_GZIP_BUDGET} bytes`, () => {
    expect(gzip(manifest.loader)).toBeLessThanOrEqual(LOADER_GZIP_BUDGET);
  });

  // CI holds each total at today's measure (budgets.mjs); the build and the bench print the numbers too.
  it.each(types)('%s: total until interactive (loader + chunks, native Temporal) within its CI ceiling', (type) => {
    expect(total(type)).toBeLessThanOrEqual(TOTAL_GZIP_CEILINGS[type]);
  });

  // Issue #6's totals that are met stay met (booking's 32 KB is not yet: see budgets.mjs).
  it.each(['subscription', 'giftcard'] as const)('%s: total until interactive within its target budget', (type) => {
    expect(total(type)).toBeLessThanOrEqual(TOTAL_GZIP_BUDGETS[type]);
  });
});

describe('where the bytes come from (manifest sources, read by the bench report)', () => {
  it.each(types)('%s: the modules add up to the total until interactive, largest first, named from the repository root', (type) => {
    const list = manifest.sources[type];
    const sum = list.reduce((a, [, n]) => a + n, 0);
    // Rounding per module only: within a byte per module of the measured total.
    expect(Math.abs(sum - total(type))).toBeLessThanOrEqual(list.length);
    expect(list.map(([, n]) => n)).toEqual([...list.map(([, n]) => n)].sort((a, b) => b - a));
    const names = list.map(([m]) => m);
    expect(names).toContain('embed-loader/widget.js');
    expect(names).toContain('node_modules/preact/dist/preact.mjs');
    expect(names.some((m) => m.startsWith('runtime/src/'))).toBe(true);
    expect(names.some((m) => m.startsWith('widgets/src/'))).toBe(true);
    expect(names.filter((m) => m.startsWith('../') || m.startsWith('/'))).toEqual([]);
  });
});
