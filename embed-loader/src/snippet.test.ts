// The snippet a site owner pastes (runtime `generateSnippet`) against the loader that answers it: the
// queue contract between the two, run in a DOM. The snippet's own code is executed as the browser would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateSnippet } from '@bookla/runtime/config';
import { install, type BooklaGlobal } from './loader/install';
import type { LoaderManifest } from './loader/manifest';
import type { WidgetChunk } from './loader/widgets';

const SCRIPT_URL = 'https://cdn.example.com/widgets/1.1.1/widget.js';
const MANIFEST: LoaderManifest = {
  // As the build names them: each type's first paint under its stable name.
  f: ['booking', 'subscription', 'gift-card', 'scheme', 'popup', 'temporal-polyfill-DDDDDDDD'],
  t: [5],
};
type Win = Window & { BooklaWidgets?: BooklaGlobal };
const win = window as unknown as Win;
const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/** Runs the <script> body of a generated snippet, as a browser runs an inline script. */
function runSnippet(html: string): void {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error('no script in snippet');
  new Function(code)();
}

const bookingSnippet = (elementId = 'demo') =>
  generateSnippet('booking', { apiKey: 'key', companyId: 'co', serviceId: 'svc-config' }, { scriptUrl: SCRIPT_URL, elementId });

function fakeChunk() {
  const mount = vi.fn<WidgetChunk['mount']>(() => ({ update: vi.fn(), destroy: vi.fn() }));
  return { mount, load: vi.fn(async () => ({ mount })) };
}

let ready: DocumentReadyState;
// Each snippet may add a 'DOMContentLoaded' listener; they must not leak into the next test.
let listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = document.addEventListener.bind(document);
beforeEach(() => {
  listeners = [];
  vi.spyOn(document, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject) => {
    listeners.push([type, fn]);
    addEventListener(type, fn);
  });
  delete win.BooklaWidgets;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="bookla-demo"></div><div id="bookla-other"></div>';
  ready = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => ready);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The loader starts the API requests; none should leave the test.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
});
afterEach(() => {
  for (const [type, fn] of listeners) document.removeEventListener(type, fn);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete win.BooklaWidgets;
});

/** As a browser finishes a page: parsed (DOMContentLoaded), then loaded (load). */
const pageLoaded = (): void => {
  ready = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  ready = 'complete';
  window.dispatchEvent(new Event('load'));
};
const injectedScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === SCRIPT_URL);

describe('snippet + loader', () => {
  it('calls made before widget.js arrives are queued, then replayed by the loader', async () => {
    runSnippet(bookingSnippet());
    pageLoaded();
    expect(win.BooklaWidgets!.q).toEqual([
      ['initBookingWidget', document.getElementById('bookla-demo'), expect.objectContaining({ serviceId: 'svc-config' })],
    ]);
    const chunk = fakeChunk();
    // As the browser runs it: widget.js is the script element the snippet injected.
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(injectedScripts()[0]!);
    install(win, MANIFEST, '1.1.1', chunk.load);
    await flush();
    expect(chunk.load).toHaveBeenCalledWith('https://cdn.example.com/widgets/1.1.1/chunks/booking.js');
    // The very module the snippet preloaded beside widget.js: the browser reuses it instead of asking again.
    const preload = document.querySelector<HTMLLinkElement>('link[rel=modulepreload]')!;
    expect(preload.href).toBe('https://cdn.example.com/widgets/1.1.1/chunks/booking.js');
    expect(chunk.mount).toHaveBeenCalledOnce();
    const [el, config] = chunk.mount.mock.calls[0]!;
    expect(el).toBe(document.getElementById('bookla-demo'));
    expect(config).toMatchObject({ apiKey: 'key', companyId: 'co', serviceId: 'svc-config' });
  });

  it('starts as soon as its element exists, without waiting for the page to load; an element further down waits for the parsed document', () => {
    document.getElementById('bookla-other')!.remove();
    runSnippet(bookingSnippet('demo'));
    runSnippet(generateSnippet('giftcard', { apiKey: 'k', companyId: 'c' }, { scriptUrl: SCRIPT_URL, elementId: 'other' }));
    expect(win.BooklaWidgets!.q).toEqual([['initBookingWidget', document.getElementById('bookla-demo'), expect.any(Object)]]);
    document.body.insertAdjacentHTML('beforeend', '<div id="bookla-other"></div>');
    ready = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect((win.BooklaWidgets!.q as unknown[][]).map(([name, el]) => [name, (el as Element).id])).toEqual([
      ['initBookingWidget', 'bookla-demo'],
      ['initGiftCardWidget', 'bookla-other'],
    ]);
  });

  it('starts at once when the page has already loaded, and calls the loaded API directly', async () => {
    const chunk = fakeChunk();
    install(win, MANIFEST, '1.1.1', chunk.load);
    ready = 'complete';
    runSnippet(bookingSnippet());
    await flush();
    expect(chunk.mount).toHaveBeenCalledOnce();
    // widget.js was already there: the snippet added no second copy.
    expect(injectedScripts()).toHaveLength(0);
  });

  it('pasting the snippet twice injects widget.js once; each copy still initialises its element', async () => {
    runSnippet(bookingSnippet('demo'));
    runSnippet(generateSnippet('giftcard', { apiKey: 'key', companyId: 'co' }, { scriptUrl: SCRIPT_URL, elementId: 'other' }));
    expect(injectedScripts()).toHaveLength(1);
    expect(injectedScripts()[0]!.async).toBe(true);
    pageLoaded();
    const chunk = fakeChunk();
    install(win, MANIFEST, '1.1.1', chunk.load);
    await flush();
    expect(chunk.mount.mock.calls.map(([el]) => (el as Element).id)).toEqual(['bookla-demo', 'bookla-other']);
  });

  it('the same snippet twice on one element ends with one widget there', async () => {
    runSnippet(bookingSnippet());
    runSnippet(bookingSnippet());
    pageLoaded();
    const chunk = fakeChunk();
    install(win, MANIFEST, '1.1.1', chunk.load);
    await flush();
    expect(chunk.mount).toHaveBeenCalledOnce();
  });

  it("the element's service-id and selected-date attributes override the config", async () => {
    const el = document.getElementById('bookla-demo')!;
    el.setAttribute('service-id', 'svc-attr');
    el.setAttribute('selected-date', '2027-03-14');
    runSnippet(bookingSnippet());
    pageLoaded();
    const chunk = fakeChunk();
    install(win, MANIFEST, '1.1.1', chunk.load);
    await flush();
    expect(chunk.mount.mock.calls[0]![1]).toMatchObject({ serviceId: 'svc-attr', preselectedDate: '2027-03-14' });
  });

  it.each(['2027-02-30', '14.03.2027', 'tomorrow'])('an invalid selected-date %s warns and is ignored', async (date) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.getElementById('bookla-demo')!.setAttribute('selected-date', date);
    runSnippet(bookingSnippet());
    pageLoaded();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(date));
    const chunk = fakeChunk();
    install(win, MANIFEST, '1.1.1', chunk.load);
    await flush();
    expect(chunk.mount.mock.calls[0]![1]).not.toHaveProperty('preselectedDate');
  });

  it('a missing element is logged, and the other widgets still start', async () => {
    document.getElementById('bookla-demo')!.remove();
    runSnippet(bookingSnippet('demo'));
    runSnippet(generateSnippet('subscription', { apiKey: 'k', companyId: 'c' }, { scriptUrl: SCRIPT_URL, elementId: 'other' }));
    pageLoaded();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('bookla-demo'));
    const chunk = fakeChunk();
    install(win, MANIFEST, '1.1.1', chunk.load);
    await flush();
    expect(chunk.mount).toHaveBeenCalledOnce();
  });
});

describe('a popup snippet', () => {
  it('an opener pressed before widget.js and the popup are there: the link goes nowhere, and the dialog opens once they are', async () => {
    document.body.innerHTML = '<a href="#book" data-bookla-open="bookla-demo"><span>Book</span></a><div id="bookla-demo"></div>';
    const config = { apiKey: 'key', companyId: 'co', serviceId: 'svc', embed: { mode: 'popup' as const } };
    runSnippet(generateSnippet('booking', config, { scriptUrl: SCRIPT_URL, elementId: 'demo' }));
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(win.BooklaWidgets!.q).toContainEqual(['open', 'bookla-demo']);
    // Another element is no opener of it.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('bookla-demo')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);

    const popup = { update: vi.fn(), destroy: vi.fn() };
    const load = vi.fn(async (u: string) => (u.endsWith('/chunks/popup.js') ? { mount: () => popup } : { mount: vi.fn() }));
    install(win, MANIFEST, '1.1.1', load);
    await flush();
    // Only the popup chunk: the widget's own code waits until the popup wants it.
    expect(load.mock.calls.map(([u]) => u.replace(/^.*\/chunks\//, ''))).toEqual(['popup.js']);
    expect(popup.update).toHaveBeenCalledWith(true);
  });

  it('an inline or floating snippet leaves the page’s clicks alone', () => {
    for (const mode of ['inline', 'floating'] as const) {
      const code = generateSnippet('booking', { apiKey: 'key', companyId: 'co', serviceId: 'svc', embed: { mode } }, { scriptUrl: SCRIPT_URL, elementId: 'demo' });
      expect(code).not.toContain("addEventListener('click'");
    }
  });
});
