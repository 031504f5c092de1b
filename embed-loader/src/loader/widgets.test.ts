import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { install, type BooklaGlobal } from './install';
import type { LoaderManifest } from './manifest';
import { createWidgets, replayQueue, type BooklaWidgets, type WidgetChunk, type WidgetHandle } from './widgets';

const BASE = 'https://cdn.example.com/widgets/1.1.1/widget.js';
const MANIFEST: LoaderManifest = {
  f: ['booking-AAAAAAAA', 'subscription-BBBBBBBB', 'gift-card-CCCCCCCC', 'scheme', 'popup', 'index-TEMPORAL'],
  t: [5],
};
const url = (name: string): string => `https://cdn.example.com/widgets/1.1.1/chunks/${name}.js`;
const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

interface FakeChunk extends WidgetChunk {
  mount: ReturnType<typeof vi.fn<WidgetChunk['mount']>>;
  handles: { update: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[];
}

function fakeChunk(): FakeChunk {
  const handles: FakeChunk['handles'] = [];
  const mount = vi.fn<WidgetChunk['mount']>(() => {
    const h = { update: vi.fn(), destroy: vi.fn() };
    handles.push(h);
    return h;
  });
  return { mount, handles };
}

/** A `load` that answers entry chunks with `chunk` and everything else with an empty module. */
function loader(chunk: WidgetChunk = fakeChunk()) {
  return vi.fn(async (u: string): Promise<unknown> => (/\/(booking|subscription|gift-card)-/.test(u) ? chunk : {}));
}

function setup(load = loader()): { api: BooklaWidgets; load: typeof load } {
  return { api: createWidgets({ base: BASE, manifest: MANIFEST, load, doc: document, version: '1.1.1' }), load };
}

let errors: ReturnType<typeof vi.spyOn>;
const fetchMock = vi.fn(async (_url?: unknown, _init?: unknown) => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  document.body.innerHTML = '<div id="w"></div><div id="v"></div>';
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Temporal', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('popup and floating widgets', () => {
  const popupChunk = () => {
    const handle = { update: vi.fn(), destroy: vi.fn() };
    return { handle, mount: vi.fn((..._: unknown[]) => handle) };
  };
  const loader = (chunk: WidgetChunk, popup: ReturnType<typeof popupChunk>) =>
    vi.fn(async (u: string): Promise<unknown> => (u.includes('/popup.js') ? popup : u.includes('/scheme.js') ? { t: (c: object) => c } : chunk));

  it.each(['popup', 'floating'])("%s: only the popup chunk is requested, mounted in the widget's place with its type", async (mode) => {
    vi.stubGlobal('Temporal', undefined);
    const chunk = fakeChunk();
    const popup = popupChunk();
    const load = loader(chunk, popup);
    const config = { apiKey: 'k', companyId: 'c', serviceId: 's', apiUrl: 'https://api.example', embed: { mode } };
    setup(load).api.initBookingWidget('#w', config);
    await flush();
    // No prefetch, no widget chunk, no polyfill before the popup wants the widget.
    expect(load.mock.calls.map(([u]) => u)).toEqual([url('popup')]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(popup.mount).toHaveBeenCalledWith(document.getElementById('w'), config, ['booking', expect.any(Function)], []);
    expect(chunk.mount).not.toHaveBeenCalled();
  });

  it("the popup's call mounts the widget inline in the box it gives, with the prefetch, the polyfill and the scheme's chunk then", async () => {
    vi.stubGlobal('Temporal', undefined);
    const chunk = fakeChunk();
    const popup = popupChunk();
    const load = loader(chunk, popup);
    setup(load).api.initBookingWidget('#w', { apiKey: 'k', companyId: 'c', serviceId: 's', apiUrl: 'https://api.example', embed: { mode: 'popup' } });
    await flush();
    const [, inline] = popup.mount.mock.calls[0]![2] as [string, (box: Element, c: object) => { update(c: object): void }];
    const box = document.body.appendChild(document.createElement('div'));
    const inner = { apiKey: 'k', companyId: 'c', serviceId: 's', apiUrl: 'https://api.example', theme: { colorScheme: 'dark' } };
    const widget = inline(box, inner);
    expect(load.mock.calls.map(([u]) => u)).toEqual([url('popup'), url('index-TEMPORAL'), url('booking-AAAAAAAA'), url('scheme')]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await flush();
    expect(chunk.mount).toHaveBeenCalledWith(box, inner, expect.objectContaining({ window: expect.any(Object) }), [expect.any(Object)]);
    widget.update({ theme: {} });
    expect(chunk.handles[0]!.update).toHaveBeenCalledWith({ theme: {} });
  });

  it('open and close by the element id reach the popup, queued until its chunk has arrived; other ids do nothing', async () => {
    const popup = popupChunk();
    let arrive!: (m: unknown) => void;
    const load = vi.fn((u: string) => (u.includes('/popup.js') ? new Promise<unknown>((r) => (arrive = r)) : Promise.resolve(fakeChunk())));
    const { api } = setup(load);
    api.initGiftCardWidget('#w', { embed: { mode: 'floating' } });
    api.open('w');
    api.open('missing');
    api.close('v');
    arrive(popup);
    await flush();
    expect(popup.handle.update.mock.calls).toEqual([[true]]);
    api.close('w');
    expect(popup.handle.update.mock.calls).toEqual([[true], [false]]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('inline, no mode or an empty one: the widget as before, its chunk at once', async () => {
    for (const embed of [{ mode: 'inline' }, {}, { mode: '' }, null]) {
      const chunk = fakeChunk();
      const load = loader(chunk, popupChunk());
      setup(load).api.initSubscriptionWidget('#w', { embed });
      expect(load.mock.calls.map(([u]) => u)).toEqual([url('subscription-BBBBBBBB')]);
      await flush();
      expect(chunk.mount).toHaveBeenCalledOnce();
    }
  });

  it("destroy takes the popup down; a popup chunk that fails is asked for again like a widget's", async () => {
    vi.useFakeTimers();
    try {
      const popup = popupChunk();
      let fail = true;
      const load = vi.fn(async (u: string): Promise<unknown> => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return u.includes('/popup.js') ? popup : fakeChunk();
      });
      const handle = setup(load).api.initBookingWidget('#w', { embed: { mode: 'popup' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(errors).toHaveBeenCalledOnce();
      fail = false;
      await vi.advanceTimersByTimeAsync(2_000);
      expect(load.mock.calls.map(([u]) => u)).toEqual([url('popup'), url('popup') + '?r=1']);
      expect(popup.mount).toHaveBeenCalledOnce();
      handle.destroy();
      expect(popup.handle.destroy).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('colour schemes', () => {
  const extra = { t: (c: object) => c };
  const loader = (chunk: WidgetChunk) => vi.fn(async (u: string): Promise<unknown> => (u.includes('/scheme.js') ? extra : chunk));

  // Any scheme but light: the chunk knows the schemes, and leaves one it does not know for the widget to report.
  it.each(['dark', 'auto', 'DARK', 42])("%s: the schemes' chunk is requested beside the widget's and handed to mount", async (colorScheme) => {
    const chunk = fakeChunk();
    const load = loader(chunk);
    setup(load).api.initBookingWidget('#w', { theme: { colorScheme } });
    // Both requests go out before either answers: no round trip after the widget's chunk.
    expect(load.mock.calls.map(([u]) => u)).toEqual(expect.arrayContaining([url('booking-AAAAAAAA'), url('scheme')]));
    await flush();
    expect(chunk.mount.mock.calls[0]![3]).toEqual([extra]);
  });

  it.each([['light'], [undefined], [''], [null]])('%s: nothing more is requested', async (colorScheme) => {
    const chunk = fakeChunk();
    const load = loader(chunk);
    setup(load).api.initBookingWidget('#w', { theme: { colorScheme } });
    await flush();
    expect(load.mock.calls.some(([u]) => u.includes('/scheme.js'))).toBe(false);
    expect(chunk.mount.mock.calls[0]![3]).toEqual([]);
  });

  it("two widgets share one schemes' chunk, and one that failed is asked for again under a new URL", async () => {
    vi.useFakeTimers();
    try {
      const chunk = fakeChunk();
      let fail = true;
      const load = vi.fn(async (u: string): Promise<unknown> => {
        if (u.includes('/scheme.js') && fail) throw new TypeError('Failed to fetch dynamically imported module');
        return u.includes('/scheme.js') ? extra : chunk;
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api } = setup(load);
      api.initBookingWidget('#w', { theme: { colorScheme: 'dark' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(chunk.mount).not.toHaveBeenCalled();
      fail = false;
      await vi.advanceTimersByTimeAsync(2_000);
      expect(load.mock.calls.map(([u]) => u)).toContain(url('scheme') + '?r=1');
      expect(chunk.mount.mock.calls[0]![3]).toEqual([extra]);
      const requests = load.mock.calls.length;
      const second = document.body.appendChild(document.createElement('div'));
      api.initBookingWidget(second, { theme: { colorScheme: 'auto' } });
      await vi.advanceTimersByTimeAsync(0);
      expect(load.mock.calls.length).toBe(requests);
      expect(chunk.mount.mock.calls[1]![3]).toEqual([extra]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('target validation', () => {
  it.each([
    ['an element', () => document.getElementById('w')],
    ['a CSS selector', () => '#w'],
  ])('mounts into %s', async (_, target) => {
    const chunk = fakeChunk();
    const { api } = setup(loader(chunk));
    api.initBookingWidget(target() as Element, { serviceId: 's' });
    await flush();
    expect(chunk.mount).toHaveBeenCalledWith(document.getElementById('w'), { serviceId: 's' }, undefined, []);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['a selector that matches nothing', '#missing'],
    ['a malformed selector', '#['],
    ['null', null],
    ['a non-element object', { nodeType: 3 }],
  ])('logs and returns a no-op handle for %s', async (_, target) => {
    const { api, load } = setup();
    const handle = api.initGiftCardWidget(target as unknown as Element, {});
    // Said once, as what it is: no second error from mounting into nothing.
    expect(errors.mock.calls).toEqual([['Bookla: no element found for target', target]]);
    expect(() => {
      handle.update({});
      handle.destroy();
    }).not.toThrow();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('loading', () => {
  it('requests the entry chunk at once, relative to widget.js: all of the first paint, importing nothing', () => {
    const load = vi.fn((_url: string) => new Promise<unknown>(() => {}));
    const { api } = setup(load);
    api.initSubscriptionWidget('#w', {});
    // Synchronously, in the init call.
    expect(load.mock.calls.map(([u]) => u)).toEqual([url('subscription-BBBBBBBB')]);
  });

  it("pays the browser's first Intl set-up while the chunk is on its way: after the requests, before the chunk arrives", async () => {
    await flush(); // an earlier test's warm-up
    const order: string[] = [];
    const load = vi.fn((u: string) => (order.push(`load ${u.split('/').pop()}`), new Promise<unknown>(() => {})));
    const formats = vi.fn(() => (order.push('Intl'), ''));
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { DateTimeFormat: () => ({ format: formats }) }));
    const { api } = setup(load);
    api.initBookingWidget('#w', {});
    // Not in the init call itself: the widget's requests go out first, and the host page's script goes on.
    expect(formats).not.toHaveBeenCalled();
    await flush();
    expect(order).toEqual(['load booking-AAAAAAAA.js', 'Intl']);
  });

  it('loads a widget type once for several widgets', async () => {
    const chunk = fakeChunk();
    const { api, load } = setup(loader(chunk));
    api.initBookingWidget('#w', {});
    api.initBookingWidget('#v', {});
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(chunk.mount).toHaveBeenCalledTimes(2);
  });

  it('requests the Temporal polyfill only when Temporal is missing', async () => {
    const { api, load } = setup();
    api.initBookingWidget('#w', {});
    expect(load).not.toHaveBeenCalledWith(url('index-TEMPORAL'));
    vi.stubGlobal('Temporal', undefined);
    api.initBookingWidget('#v', {});
    expect(load).toHaveBeenCalledWith(url('index-TEMPORAL'));
    await flush();
  });

  it('requests the polyfill only for widget types the manifest marks as using Temporal', async () => {
    vi.stubGlobal('Temporal', undefined);
    const { api, load } = setup();
    api.initSubscriptionWidget('#w', {});
    api.initGiftCardWidget('#v', {});
    await flush();
    // Both widgets loaded (the check would be vacuous otherwise), and nothing else was asked for.
    expect(load.mock.calls.map(([u]) => u)).toEqual([url('subscription-BBBBBBBB'), url('gift-card-CCCCCCCC')]);
    api.initBookingWidget('#w', {});
    expect(load.mock.calls.filter(([u]) => u === url('index-TEMPORAL'))).toHaveLength(1);
    await flush();
  });

  it("reads a type marked -1 in the manifest's list (one before a type that uses Temporal) as not using it", async () => {
    vi.stubGlobal('Temporal', undefined);
    const load = loader();
    const api = createWidgets({ base: BASE, manifest: { ...MANIFEST, t: [-1, 5] }, load, doc: document, version: '1.1.1' });
    api.initBookingWidget('#w', {});
    api.initGiftCardWidget('#v', {});
    await flush();
    expect(load.mock.calls.filter(([u]) => u === url('index-TEMPORAL'))).toEqual([]);
    api.initSubscriptionWidget('#w', {});
    expect(load.mock.calls.filter(([u]) => u === url('index-TEMPORAL'))).toHaveLength(1);
    await flush();
  });

  it('a failed polyfill request does not stop the widget (the runtime retries it)', async () => {
    vi.stubGlobal('Temporal', undefined);
    const chunk = fakeChunk();
    const load = vi.fn(async (u: string) => {
      if (u.includes('TEMPORAL')) throw new TypeError('offline');
      return u.includes('booking') ? chunk : {};
    });
    setup(load).api.initBookingWidget('#w', {});
    await flush();
    expect(chunk.mount).toHaveBeenCalledOnce();
  });

  it('reports a chunk that fails to load with its cause, then retries on the next call', async () => {
    const chunk = fakeChunk();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    let fail = true;
    const load = vi.fn(async (u: string) => {
      if (fail) throw cause;
      return u.includes('booking-') ? chunk : {};
    });
    const { api } = setup(load);
    expect(() => api.initBookingWidget('#w', {})).not.toThrow();
    await flush();
    const error = errors.mock.calls[0]?.[0] as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Bookla: could not load ' + url('booking-AAAAAAAA'));
    expect(error.cause).toBe(cause);
    expect(chunk.mount).not.toHaveBeenCalled();

    fail = false;
    api.initBookingWidget('#w', {});
    await flush();
    expect(chunk.mount).toHaveBeenCalledOnce();
  });

  describe('a chunk that fails to arrive is asked for again', () => {
    afterEach(() => vi.useRealTimers());
    /** A `load` whose entry chunk fails `failures` times, then arrives. */
    function flaky(failures: number, chunk = fakeChunk()) {
      let left = failures;
      const load = vi.fn(async (u: string) => {
        if (!u.includes('booking-')) return {};
        if (left-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
        return chunk;
      });
      const entryUrls = () => load.mock.calls.map(([u]) => u).filter((u) => u.includes('booking-'));
      const entryLoads = () => entryUrls().length;
      return { load, chunk, entryLoads, entryUrls };
    }
    const wait = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
    };

    it('after 2, 4, 8 and 16 s; the widget mounts once it arrives and the failure is reported once', async () => {
      vi.useFakeTimers();
      const { load, chunk, entryLoads, entryUrls } = flaky(4);
      setup(load).api.initBookingWidget('#w', {});
      await wait(0);
      expect(entryLoads()).toBe(1);
      expect(errors).toHaveBeenCalledOnce();
      await wait(1999);
      expect(entryLoads()).toBe(1);
      await wait(1);
      expect(entryLoads()).toBe(2);
      await wait(4000);
      expect(entryLoads()).toBe(3);
      await wait(8000);
      expect(entryLoads()).toBe(4);
      expect(chunk.mount).not.toHaveBeenCalled();
      await wait(16000);
      expect(entryLoads()).toBe(5);
      expect(chunk.mount).toHaveBeenCalledOnce();
      expect(errors).toHaveBeenCalledOnce();
      // Each try under a URL not tried before: older Chromium fails a URL that failed once again, without a request.
      const entry = url('booking-AAAAAAAA');
      expect(entryUrls()).toEqual([entry, `${entry}?r=1`, `${entry}?r=2`, `${entry}?r=3`, `${entry}?r=4`]);
    });

    it('then once each time the browser comes back online', async () => {
      vi.useFakeTimers();
      const { load, chunk, entryLoads, entryUrls } = flaky(6);
      setup(load).api.initBookingWidget('#w', {});
      await wait(60_000);
      expect(entryLoads()).toBe(5);
      // No more timers: only the browser's 'online' asks again.
      await wait(600_000);
      expect(entryLoads()).toBe(5);
      window.dispatchEvent(new Event('online'));
      await wait(0);
      expect(entryLoads()).toBe(6);
      expect(chunk.mount).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('online'));
      await wait(0);
      expect(entryLoads()).toBe(7);
      expect(chunk.mount).toHaveBeenCalledOnce();
      window.dispatchEvent(new Event('online'));
      await wait(0);
      expect(entryLoads()).toBe(7);
      expect(entryUrls().slice(5)).toEqual([`${url('booking-AAAAAAAA')}?r=5`, `${url('booking-AAAAAAAA')}?r=6`]);
    });

    it('never asks twice for a URL that failed, whatever the widgets and types asking', async () => {
      vi.useFakeTimers();
      const chunk = fakeChunk();
      let down = true;
      const asked: string[] = [];
      const load = vi.fn(async (u: string) => {
        asked.push(u);
        if (down) throw new TypeError('Failed to fetch dynamically imported module');
        return chunk;
      });
      const { api } = setup(load);
      api.initBookingWidget('#w', {});
      api.initBookingWidget('#v', {});
      await wait(2000);
      api.initSubscriptionWidget(document.body.appendChild(document.createElement('div')), {});
      await wait(6000);
      down = false;
      await wait(8000);
      expect(chunk.mount).toHaveBeenCalledTimes(3);
      // However the two booking widgets' tries interleave, and a type first asked for after a failure starts on
      // a new URL too.
      expect(asked.length).toBeGreaterThan(4);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked[0]).toBe(url('booking-AAAAAAAA'));
      expect(asked.find((u) => u.includes('subscription-'))).toMatch(/\?r=\d+$/);
    });
  });

  it('leaves no unhandled rejection when the chunk and the prefetched data both fail', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('network down');
    });
    const { api } = setup(vi.fn(async () => Promise.reject(new Error('404'))));
    api.initBookingWidget('#w', { apiKey: 'k', companyId: 'c', serviceId: 's' });
    api.initSubscriptionWidget('#v', { apiKey: 'k', companyId: 'c' });
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('catches a mount that throws', async () => {
    const chunk = fakeChunk();
    chunk.mount.mockImplementation(() => {
      throw new Error('attachShadow refused');
    });
    setup(loader(chunk)).api.initBookingWidget('#w', {});
    await flush();
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: 'attachShadow refused' }));
  });
});

describe('prefetch', () => {
  const creds = { apiKey: 'key-1', companyId: 'co-1', apiUrl: 'http://127.0.0.1:4010/api' };

  const bodyOf = (path: string) => {
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([u]) => u.endsWith(path));
    return JSON.parse(String(call![1].body)) as { from: string; to: string; resourceIDs: string[] };
  };
  const HOUR = 3600e3;

  it('booking: starts the service GET, the first dates POST and the opening day\'s times POST before the chunk arrives', () => {
    const { api } = setup(vi.fn(() => new Promise<unknown>(() => {})));
    api.initBookingWidget('#w', { ...creds, serviceId: 'svc-1' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([u, i]) => [i.method ?? 'GET', u])).toEqual([
      ['GET', 'http://127.0.0.1:4010/api/v1/client/companies/co-1/services/svc-1'],
      ['POST', 'http://127.0.0.1:4010/api/v1/client/companies/co-1/services/svc-1/dates'],
      ['POST', 'http://127.0.0.1:4010/api/v1/client/companies/co-1/services/svc-1/times'],
    ]);
    for (const [, init] of calls) expect(init.headers).toMatchObject({ 'X-API-Key': 'key-1' });
    expect(calls[1]![1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    const body = bodyOf('/dates');
    // No duration, spots or tickets: the widget reuses this answer only where its own first query matches.
    expect(Object.keys(body).sort()).toEqual(['from', 'resourceIDs', 'to']);
    expect(body.resourceIDs).toEqual([]);
    // Covers "today 00:00 to three months ahead" in any service zone (UTC−12 … UTC+14).
    expect(Date.parse(body.from)).toBeLessThanOrEqual(Date.now() - 24 * HOUR);
    const threeMonths = new Date();
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
    // Past the end of that day even at UTC−12 (local midnight 36 h after UTC's start of the day).
    expect(Date.parse(body.to)).toBeGreaterThanOrEqual(threeMonths.getTime() + 48 * HOUR);
    expect(Date.parse(body.to)).toBeLessThanOrEqual(Date.now() + 96 * 864e5);
  });

  it('booking: the times window covers today and tomorrow in every service zone, a 25-hour day included, with room for overnight slots', () => {
    const { api } = setup(vi.fn(() => new Promise<unknown>(() => {})));
    const before = Date.now();
    api.initBookingWidget('#w', { ...creds, serviceId: 'svc-1' });
    const body = bodyOf('/times');
    expect(Object.keys(body).sort()).toEqual(['from', 'resourceIDs', 'to']);
    expect(body.resourceIDs).toEqual([]);
    // Today's start in any zone is at most 25 h before now, its end at most 25 h after, tomorrow's 24 h later.
    expect(Date.parse(body.from)).toBeLessThanOrEqual(before - 25 * HOUR);
    expect(Date.parse(body.to)).toBeGreaterThanOrEqual(before + 49 * HOUR + 10 * HOUR);
    // Not much more than that: the answer travels before the first slot shows.
    expect(Date.parse(body.to) - Date.parse(body.from)).toBeLessThanOrEqual(86 * HOUR);
  });

  it('booking: a later preselected date moves the times window to that date, in every zone', () => {
    const { api } = setup(vi.fn(() => new Promise<unknown>(() => {})));
    const later = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
    api.initBookingWidget('#w', { ...creds, serviceId: 'svc-1', preselectedDate: later });
    const body = bodyOf('/times');
    // UTC+14: the day starts 14 h before its UTC midnight; UTC−12: the day after ends 12 h after the UTC one,
    // and its sessions may run up to 11 h past that midnight.
    expect(Date.parse(body.from)).toBeLessThanOrEqual(Date.parse(`${later}T00:00Z`) - 14 * HOUR);
    expect(Date.parse(body.to)).toBeGreaterThanOrEqual(Date.parse(`${later}T00:00Z`) + (48 + 12 + 11) * HOUR);
  });

  it.each([['yesterday', -864e5], ['not a date', NaN]])('booking: a preselected date that is %s leaves the window on today', (_, offset) => {
    const { api } = setup(vi.fn(() => new Promise<unknown>(() => {})));
    const before = Date.now();
    const preselectedDate = Number.isNaN(offset) ? 'soon' : new Date(before + offset).toISOString().slice(0, 10);
    api.initBookingWidget('#w', { ...creds, serviceId: 'svc-1', preselectedDate });
    const body = bodyOf('/times');
    expect(Date.parse(body.from)).toBeLessThanOrEqual(before - 25 * HOUR);
    expect(Date.parse(body.from)).toBeGreaterThan(before - 27 * HOUR);
  });

  it('booking: hands { service, dates, times, window } to mount', async () => {
    fetchMock.mockImplementation(async (u: unknown) =>
      new Response(String(u).endsWith('/dates') ? '{"dates":{}}' : String(u).endsWith('/times') ? '{"times":{}}' : '{"id":"svc-1"}', { status: 200 }),
    );
    const chunk = fakeChunk();
    setup(loader(chunk)).api.initBookingWidget('#w', { ...creds, serviceId: 'svc-1' });
    await flush();
    const data = chunk.mount.mock.calls[0]![2] as { service: Promise<unknown>; dates: Promise<unknown>; times: Promise<unknown>; window: object };
    await expect(data.service).resolves.toEqual({ id: 'svc-1' });
    await expect(data.dates).resolves.toEqual({ dates: {} });
    await expect(data.times).resolves.toEqual({ times: {} });
    expect(data.window).toEqual(bodyOf('/times'));
  });

  it('booking in multi-service mode: only the services list, which it opens on, even with a serviceId', async () => {
    fetchMock.mockImplementation(async () => new Response('[{"id":"svc-1"}]', { status: 200 }));
    const chunk = fakeChunk();
    setup(loader(chunk)).api.initBookingWidget('#w', { ...creds, serviceId: 'svc-1', showServiceSelector: true });
    expect((fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([u, i]) => [i.method ?? 'GET', u])).toEqual([
      ['GET', 'http://127.0.0.1:4010/api/v1/client/companies/co-1/services'],
    ]);
    await flush();
    const data = chunk.mount.mock.calls[0]![2] as { services: Promise<unknown> };
    expect(Object.keys(data)).toEqual(['services']);
    await expect(data.services).resolves.toEqual([{ id: 'svc-1' }]);
  });

  it.each([
    ['initSubscriptionWidget', '/v1/companies/co-1/plugins/subscription/client/subscriptions'],
    ['initGiftCardWidget', '/v1/companies/co-1/plugins/giftcards/client/giftcards'],
  ] as const)('%s: starts the list GET', (fn, path) => {
    setup(vi.fn(() => new Promise<unknown>(() => {}))).api[fn]('#w', creds);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]).toEqual([creds.apiUrl + path, expect.objectContaining({ method: undefined })]);
  });

  it('uses the regional base without apiUrl', () => {
    setup(vi.fn(() => new Promise<unknown>(() => {}))).api.initGiftCardWidget('#w', { apiKey: 'k', companyId: 'c', region: 'eu' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^https:\/\/eu\.bookla\.com\/api\/v1\//);
  });

  it('uses the us base without region or apiUrl', () => {
    setup(vi.fn(() => new Promise<unknown>(() => {}))).api.initGiftCardWidget('#w', { apiKey: 'k', companyId: 'c' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://us.bookla.com/api/v1/companies/c/plugins/giftcards/client/giftcards');
  });

  it('asks nothing without credentials or, for booking, without a service or the service list', () => {
    const { api } = setup(vi.fn(() => new Promise<unknown>(() => {})));
    api.initBookingWidget('#w', { apiKey: 'k' });
    api.initBookingWidget('#v', { apiKey: 'k', companyId: 'c' });
    api.initBookingWidget('#v', { apiKey: 'k', companyId: 'c', showServiceSelector: 'true' });
    api.initBookingWidget('#w', { apiKey: 'k', showServiceSelector: true });
    // Each credential alone is not enough, whatever the widget type.
    api.initSubscriptionWidget('#w', { apiKey: 'k' });
    api.initGiftCardWidget('#v', { companyId: 'c' });
    api.initBookingWidget('#w', { companyId: 'c', serviceId: 's' });
    api.initBookingWidget('#v', { apiKey: 'k', serviceId: 's' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands the started data to mount', async () => {
    fetchMock.mockImplementation(async () => new Response('{"id":"x"}', { status: 200 }));
    const chunk = fakeChunk();
    setup(loader(chunk)).api.initSubscriptionWidget('#w', creds);
    await flush();
    const data = chunk.mount.mock.calls[0]![2] as Promise<unknown>;
    await expect(data).resolves.toEqual({ id: 'x' });
  });

  it('rejects the data with the status when the API answers an error', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 401 }));
    const chunk = fakeChunk();
    setup(loader(chunk)).api.initGiftCardWidget('#w', creds);
    await flush();
    await expect(chunk.mount.mock.calls[0]![2] as Promise<unknown>).rejects.toThrow(/401 from/);
  });
});

describe('handle', () => {
  it('update before the chunk arrived is applied after mount; update after goes straight through', async () => {
    const chunk = fakeChunk();
    const { api } = setup(loader(chunk));
    const handle = api.initBookingWidget('#w', { serviceId: 'a' });
    handle.update({ serviceId: 'b' });
    await flush();
    expect(chunk.handles[0]!.update).toHaveBeenCalledWith({ serviceId: 'b' });
    handle.update({ serviceId: 'c' });
    expect(chunk.handles[0]!.update).toHaveBeenLastCalledWith({ serviceId: 'c' });
  });

  it('destroy before the chunk arrived means it never mounts', async () => {
    const chunk = fakeChunk();
    const handle = setup(loader(chunk)).api.initBookingWidget('#w', {});
    handle.destroy();
    await flush();
    expect(chunk.mount).not.toHaveBeenCalled();
    // Nothing to unmount yet, and nothing to complain about.
    expect(errors).not.toHaveBeenCalled();
  });

  it('destroy unmounts; later updates are ignored; destroying twice is harmless', async () => {
    const chunk = fakeChunk();
    const handle = setup(loader(chunk)).api.initBookingWidget('#w', {});
    await flush();
    handle.destroy();
    handle.destroy();
    handle.update({ serviceId: 'z' });
    expect(chunk.handles[0]!.destroy).toHaveBeenCalledOnce();
    expect(chunk.handles[0]!.update).not.toHaveBeenCalled();
  });

  it('a second init on the same element replaces the first (re-init after destroy works too)', async () => {
    const chunk = fakeChunk();
    const { api } = setup(loader(chunk));
    api.initBookingWidget('#w', {});
    await flush();
    api.initSubscriptionWidget('#w', {});
    await flush();
    expect(chunk.handles[0]!.destroy).toHaveBeenCalledOnce();
    expect(chunk.mount).toHaveBeenCalledTimes(2);
  });

  it('errors thrown by the mounted handle are logged, not thrown', async () => {
    const chunk = fakeChunk();
    const handle = setup(loader(chunk)).api.initBookingWidget('#w', {});
    await flush();
    chunk.handles[0]!.update.mockImplementation(() => {
      throw new Error('boom');
    });
    expect(() => handle.update({})).not.toThrow();
    expect(errors).toHaveBeenCalledWith('Bookla:', expect.objectContaining({ message: 'boom' }));
  });

  it('a config that throws when read is logged and gives a no-op handle, not an exception in the page', async () => {
    const chunk = fakeChunk();
    const hostile = {
      get apiKey(): string {
        throw new Error('getter');
      },
    };
    let handle: WidgetHandle | undefined;
    expect(() => (handle = setup(loader(chunk)).api.initBookingWidget('#w', hostile))).not.toThrow();
    expect(errors).toHaveBeenCalledWith('Bookla:', expect.objectContaining({ message: 'getter' }));
    expect(() => (handle!.update({}), handle!.destroy())).not.toThrow();
    await flush();
    expect(chunk.mount).not.toHaveBeenCalled();
  });

  it('a non-object config becomes an empty one', async () => {
    const chunk = fakeChunk();
    setup(loader(chunk)).api.initBookingWidget('#w', 'nonsense' as unknown as object);
    await flush();
    expect(chunk.mount.mock.calls[0]![1]).toEqual({});
  });
});

describe('queue replay', () => {
  it('replays queued calls in order, skipping a bad one, then runs later pushes at once', async () => {
    const chunk = fakeChunk();
    const { api } = setup(loader(chunk));
    const holder: BooklaGlobal = {
      q: [
        ['initBookingWidget', '#w', { serviceId: 'first' }],
        ['noSuchMethod', '#w', {}],
        'not an entry',
        ['initGiftCardWidget', '#v', { giftCardId: 'g' }],
      ],
    };
    replayQueue(api, holder);
    await flush();
    expect(chunk.mount.mock.calls.map((c) => c[1])).toEqual([{ serviceId: 'first' }, { giftCardId: 'g' }]);
    // Each bad entry is logged on its own; an unknown method by its name.
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0]).toEqual(['Bookla:', Error('unknown call noSuchMethod')]);

    (holder.q as { push(c: unknown): void }).push(['initSubscriptionWidget', '#v', { subscriptionId: 's' }]);
    await flush();
    expect(chunk.mount).toHaveBeenCalledTimes(3);
  });
});

describe('install', () => {
  beforeEach(() => {
    delete (window as { BooklaWidgets?: unknown }).BooklaWidgets;
  });

  it('upgrades the snippet stub in place and replays its queue', async () => {
    const chunk = fakeChunk();
    const stub: BooklaGlobal = { q: [['initBookingWidget', '#w', {}]] };
    const win = window as unknown as Window & { BooklaWidgets?: BooklaGlobal };
    win.BooklaWidgets = stub;
    install(win, MANIFEST, '1.1.1', loader(chunk));
    expect(win.BooklaWidgets).toBe(stub);
    expect(stub.version).toBe('1.1.1');
    await flush();
    expect(chunk.mount).toHaveBeenCalledOnce();
  });

  it('a second copy of widget.js neither reinstalls nor replays', async () => {
    const first = fakeChunk();
    const second = fakeChunk();
    const win = window as unknown as Window & { BooklaWidgets?: BooklaGlobal };
    install(win, MANIFEST, '1.1.1', loader(first));
    const api = win.BooklaWidgets!;
    const init = api.initBookingWidget;
    install(win, MANIFEST, '1.1.1', loader(second));
    expect(win.BooklaWidgets!.initBookingWidget).toBe(init);
    api.initBookingWidget!('#w', {});
    await flush();
    expect(first.mount).toHaveBeenCalledOnce();
    expect(second.mount).not.toHaveBeenCalled();
  });

  it('requests nothing but the widget chunks, and adds nothing to the page: the request schemas are the widgets\' to import when idle', async () => {
    document.head.innerHTML = '';
    const load = loader();
    const win = window as unknown as Window & { BooklaWidgets?: BooklaGlobal };
    install(win, MANIFEST, '1.1.1', load);
    win.BooklaWidgets!.initBookingWidget!('#w', {});
    win.BooklaWidgets!.initSubscriptionWidget!('#w', {});
    win.BooklaWidgets!.initGiftCardWidget!('#w', {});
    await flush();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const names = [...new Set(load.mock.calls.map(([u]) => String(u).replace(/^.*\/chunks\//, '')))].sort();
    // The polyfill only where this DOM lacks Temporal.
    const expected = ['booking-AAAAAAAA.js', 'gift-card-CCCCCCCC.js', 'subscription-BBBBBBBB.js'];
    if (!(globalThis as { Temporal?: unknown }).Temporal) expected.push('index-TEMPORAL.js');
    expect(names).toEqual(expected.sort());
  });

  it('resolves chunks against the script element, not the page', () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.other.net/b/1.1.1/widget.js';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    const load = vi.fn(() => new Promise<unknown>(() => {}));
    const win = window as unknown as Window & { BooklaWidgets?: BooklaGlobal };
    install(win, MANIFEST, '1.1.1', load);
    win.BooklaWidgets!.initBookingWidget!('#w', {});
    expect(load).toHaveBeenCalledWith('https://cdn.other.net/b/1.1.1/chunks/booking-AAAAAAAA.js');
  });
});

// Keeps the handle type honest: what init returns is usable without optional chaining.
export type _Check = WidgetHandle;
