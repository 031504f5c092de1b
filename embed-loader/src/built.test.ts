// The bytes visitors get: dist/<version>/widget.js and its chunks, run in a DOM (happy-dom). The only
// change is the `import()` hook: vitest cannot run a native dynamic import from script code, so the
// built loader's `import(` is routed through the test's own `import()` (same URL, same module).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DIST = join(__dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as { loader: string; version: string };
const loaderFile = join(DIST, manifest.loader);

type Global = typeof globalThis & { BooklaWidgets?: Record<string, any>; __bkImport?: (u: string) => Promise<unknown> };
const g = globalThis as Global;
const imported: string[] = [];

function runBuiltLoader(): void {
  const src = readFileSync(loaderFile, 'utf8');
  const calls = src.match(/\bimport\(/g) ?? [];
  // One dynamic import in the loader, nothing else that could execute code.
  expect(calls).toHaveLength(1);
  const script = document.createElement('script');
  script.src = `file://${loaderFile}`;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(src.replace(/\bimport\(/, 'globalThis.__bkImport('))();
}

const until = async (check: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeEach(() => {
  if (!existsSync(loaderFile)) throw new Error(`${loaderFile} is missing: build first`);
  delete g.BooklaWidgets;
  imported.length = 0;
  g.__bkImport = (u: string) => {
    imported.push(u);
    return import(/* @vite-ignore */ u);
  };
  document.body.innerHTML = '<div id="one"></div><div id="two"></div>';
  vi.stubGlobal('Temporal', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete g.BooklaWidgets;
});

describe('built widget.js + chunks', () => {
  it('replays the queue and renders each widget in its own shadow root with adopted styles', async () => {
    g.BooklaWidgets = { q: [['initSubscriptionWidget', '#one', {}], ['initGiftCardWidget', '#two', {}]] };
    runBuiltLoader();
    expect(g.BooklaWidgets.version).toBe(manifest.version);
    const one = document.getElementById('one')!;
    const two = document.getElementById('two')!;
    await until(() => !!one.shadowRoot?.textContent && !!two.shadowRoot?.textContent);
    // No credentials: each widget shows its own "missing parameters" message (spec text).
    for (const el of [one, two]) {
      expect(el.shadowRoot!.textContent).toContain('Missing required parameters. Please provide apiKey and companyId.');
      expect(el.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
      expect(el.shadowRoot!.querySelector('style')).toBeNull();
      expect(el.childNodes).toHaveLength(0);
    }
    expect(imported.some((u) => /temporal-polyfill/.test(u))).toBe(false);
  });

  it('destroy empties the shadow root and a re-init renders again', async () => {
    runBuiltLoader();
    const el = document.getElementById('one')!;
    const handle = g.BooklaWidgets!.initBookingWidget(el, {});
    await until(() => !!el.shadowRoot?.textContent);
    expect(el.shadowRoot!.textContent).toContain('Please provide apiKey, companyId and serviceId.');
    handle.destroy();
    expect(el.shadowRoot!.textContent).toBe('');
    g.BooklaWidgets!.initBookingWidget(el, {});
    await until(() => !!el.shadowRoot?.textContent);
    expect(el.shadowRoot!.querySelectorAll('[data-widget]')).toHaveLength(1);
  });

  it('requests the Temporal polyfill chunk when Temporal is missing, for booking only', async () => {
    vi.stubGlobal('Temporal', undefined);
    runBuiltLoader();
    const polyfills = () => imported.filter((u) => /temporal-polyfill-[A-Z0-9]{8}\.js$/.test(u));
    // The subscription and gift card chunks (lazy purchase steps included) never touch Temporal.
    g.BooklaWidgets!.initGiftCardWidget('#one', {});
    g.BooklaWidgets!.initSubscriptionWidget('#two', {});
    expect(polyfills()).toEqual([]);
    await until(() => !!document.getElementById('one')!.shadowRoot?.textContent && !!document.getElementById('two')!.shadowRoot?.textContent);
    expect(polyfills()).toEqual([]);
    g.BooklaWidgets!.initBookingWidget('#one', {});
    expect(polyfills()).toHaveLength(1);
    await until(() => !!document.getElementById('one')!.shadowRoot?.textContent?.includes('serviceId'));
  });

  it('a missing target is a console error, not an exception', () => {
    runBuiltLoader();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = g.BooklaWidgets!.initBookingWidget('#nowhere', {});
    expect(errors).toHaveBeenCalledWith('Bookla: no element found for target', '#nowhere');
    expect(() => handle.destroy()).not.toThrow();
  });
});
