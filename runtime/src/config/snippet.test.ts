import { createContext, runInContext } from 'node:vm';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from './defaults';
import { diffFromDefaults, isPlainObject, mergeWithDefaults } from './merge';
import { embedMode, withoutEmbed } from './embed';
import { FIRST_PAINT_CHUNKS, generateSnippet, INIT_FUNCTIONS, parseSnippet, SNIPPET_ERRORS, toScriptSafeJson } from './snippet';
import type { DeepPartial, WidgetConfigByType, WidgetType } from './types';
import { prng } from '@bookla/test-utils/prng';
import { randomConfig } from '@bookla/test-utils/random-config';
import { valueRules } from './value-rules';

const TYPES = ['booking', 'subscription', 'giftcard'] as const;
const SCRIPT_URL = 'https://cdn.bookla.com/widgets/1.1.1/widget.js';
const opts = { scriptUrl: SCRIPT_URL, elementId: 'w1' };
const EVIL = '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted" \\ back';

/** The snippet's JavaScript, without the <script> tags. */
const body = (snippet: string) => /^<script>\n([\s\S]*)<\/script>\n$/.exec(snippet)![1]!;

// ---- a page to run snippets in --------------------------------------------------------------------------

interface Page {
  window: Window & Record<string, unknown>;
  console: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  /** What `alert(…)` would call, were any injected code to run. */
  alert: ReturnType<typeof vi.fn>;
  /** Runs snippet code as a classic script would: one global lexical scope shared by every run. */
  paste(snippet: string): void;
  setReadyState(state: DocumentReadyState): void;
  load(): void;
  queue(): unknown[][];
  injected(): { src: string; async: boolean }[];
  /** What the snippet passed to `setTimeout`, to run by hand. */
  timers: [callback: (...args: unknown[]) => void, ms: number, ...args: unknown[]][];
  /** `rel href` of every link element: the first-paint preload. */
  preloads(): string[];
}

const pages: Window[] = [];
afterEach(async () => {
  for (const w of pages.splice(0)) await w.happyDOM.close();
});

function page(elements: Record<string, Record<string, string>> = { 'bookla-w1': {} }, { scriptsFail = false } = {}): Page {
  // JavaScript evaluation stays off: the injected widget.js must not be fetched; the snippet runs through vm.
  // A script whose loading is disabled counts as loaded, or with `scriptsFail` fires its error event.
  const window = new Window({
    url: 'https://shop.example/',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: !scriptsFail },
  }) as Page['window'];
  pages.push(window);
  for (const [id, attrs] of Object.entries(elements)) {
    const el = window.document.createElement('div');
    el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    window.document.body.appendChild(el);
  }
  const console = { warn: vi.fn(), error: vi.fn() };
  let readyState: DocumentReadyState = 'loading';
  Object.defineProperty(window.document, 'readyState', { get: () => readyState, configurable: true });
  const alert = vi.fn();
  window.alert = alert as never;
  const timers: Page['timers'] = [];
  const setTimeout = (callback: Page['timers'][0][0], ms: number, ...args: unknown[]) => void timers.push([callback, ms, ...args]);
  const addEventListener = window.addEventListener.bind(window);
  const context = createContext({ window, document: window.document, console, alert, setTimeout, addEventListener });
  return {
    window,
    console,
    alert,
    paste: (snippet) => runInContext(body(snippet), context),
    setReadyState: (s) => (readyState = s),
    load() {
      // As a browser finishes a page: parsed (DOMContentLoaded), then loaded (load).
      readyState = 'interactive';
      window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
      readyState = 'complete';
      window.dispatchEvent(new window.Event('load'));
    },
    timers,
    queue: () => (window.BooklaWidgets as { q: unknown[][] }).q,
    preloads: () => [...window.document.querySelectorAll('link')].map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`),
    injected: () =>
      [...window.document.querySelectorAll('script')].map((s) => ({
        src: s.getAttribute('src')!,
        async: (s as unknown as HTMLScriptElement).async,
      })),
  };
}

// ---- generation -------------------------------------------------------------------------------------------

describe('generateSnippet', () => {
  it.each(TYPES)('%s: one <script> block calling its own init function with the config', (type) => {
    const snippet = generateSnippet(type, { apiKey: 'key', companyId: 'co' } as never, opts);
    expect(snippet.startsWith('<script>\n')).toBe(true);
    expect(snippet.match(/<script/g)).toHaveLength(1);
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
    expect(snippet).toContain(`window.BooklaWidgets.${INIT_FUNCTIONS[type]}(el, config);`);
    expect(snippet).toContain(`s.src = "${SCRIPT_URL}";`);
    expect(snippet).toContain('const id = "bookla-w1";');
    expect(snippet).not.toContain('<div');
    expect(snippet.split('\n').length).toBeLessThan(72);
  });

  it('embeds credentials, _widgetType and only the differences', () => {
    const config = mergeWithDefaults('booking', {
      apiKey: 'key',
      companyId: 'co',
      serviceId: 'svc',
      theme: { colors: { background: '#000000' } },
    });
    const snippet = generateSnippet('booking', config, opts);
    const json = /const config = (\{[\s\S]*?\n {2}\});/.exec(snippet)![1]!;
    expect(JSON.parse(json)).toEqual({
      _widgetType: 'booking',
      apiKey: 'key',
      companyId: 'co',
      region: 'us',
      serviceId: 'svc',
      theme: { colors: { background: '#000000' } },
    });
  });

  it.each([
    ['booking, selector on: no serviceId', 'booking', { serviceId: 'svc', showServiceSelector: true }, { showServiceSelector: true }],
    ['booking, empty credentials still listed', 'booking', {}, { serviceId: '' }],
    ['subscription: no serviceId even if given', 'subscription', { serviceId: 'svc', subscriptionId: 'p' }, { subscriptionId: 'p' }],
    ['giftcard in the EU', 'giftcard', { region: 'eu' }, { region: 'eu' }],
  ] as const)('%s', (_, type, config, extra) => {
    const parsed = JSON.parse(/const config = (\{[\s\S]*?\n {2}\});/.exec(generateSnippet(type, config as never, opts))![1]!);
    expect(parsed).toEqual({ _widgetType: type, apiKey: '', companyId: '', region: 'us', ...extra });
  });

  it.each([
    ['scriptUrl', { scriptUrl: 'javascript:alert(1)', elementId: 'w1' }],
    ['scriptUrl', { scriptUrl: '//evil.example/widget.js', elementId: 'w1' }],
    ['scriptUrl', { scriptUrl: '', elementId: 'w1' }],
    ['elementId', { scriptUrl: SCRIPT_URL, elementId: '' }],
    ['elementId', { scriptUrl: SCRIPT_URL, elementId: 'a b' }],
    ['elementId', { scriptUrl: SCRIPT_URL, elementId: '"); alert(1); ("' }],
  ])('refuses a bad %s with a message naming it', (name, options) => {
    expect(() => generateSnippet('booking', {}, options)).toThrow(new RegExp(`${name} must be`));
  });

  it('only booking reads the service-id and selected-date attributes', () => {
    expect(generateSnippet('booking', {}, opts)).toContain("getAttribute('selected-date')");
    expect(generateSnippet('subscription', {}, opts)).not.toContain('getAttribute');
    expect(generateSnippet('giftcard', {}, opts)).not.toContain('getAttribute');
  });
});

describe('script-safe serialisation', () => {
  it.each([
    ['<', '\\u003c'],
    ['>', '\\u003e'],
    ['&', '\\u0026'],
    ['\u2028', '\\u2028'],
    ['\u2029', '\\u2029'],
  ])('escapes %j as %s and stays valid JSON', (raw, escaped) => {
    const json = toScriptSafeJson({ t: `a${raw}b` });
    expect(json).toContain(`a${escaped}b`);
    expect(json).not.toContain(raw);
    expect(JSON.parse(json)).toEqual({ t: `a${raw}b` });
  });

  it('a title that tries to close the script stays inside the JSON string', () => {
    const snippet = generateSnippet('booking', { localization: { successScreen: { title: EVIL } } }, opts);
    expect(snippet.indexOf('</script>')).toBe(snippet.length - '</script>\n'.length);
    expect(snippet).not.toContain('<!--');
    expect(snippet).not.toMatch(/[\u2028\u2029]/);
    // As a browser would read the pasted HTML: still exactly one script, holding all of the snippet's code.
    const window = new Window();
    pages.push(window);
    const doc = new window.DOMParser().parseFromString(`<!doctype html><body>${snippet}</body>`, 'text/html');
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toBe(snippet.slice('<script>'.length, -'</script>\n'.length));
    const parsed = parseSnippet(snippet);
    expect(parsed.ok && parsed.config.localization.successScreen.title).toBe(EVIL);
  });

  it('runs without executing the title', () => {
    const p = page();
    p.paste(generateSnippet('booking', { localization: { bookButton: EVIL } }, opts));
    p.load();
    const [, , config] = p.queue()[0] as [string, unknown, { localization: { bookButton: string } }];
    expect(config.localization.bookButton).toBe(EVIL);
    expect(p.alert).not.toHaveBeenCalled();
    expect(p.console.error).not.toHaveBeenCalled();
  });
});

// ---- behaviour in a page ------------------------------------------------------------------------------------

describe('the snippet in a page', () => {
  it('starts at once when its element is already on the page (the snippet follows it), before the page has loaded', () => {
    const p = page();
    p.paste(generateSnippet('booking', { apiKey: 'key', companyId: 'co', serviceId: 'svc' }, opts));
    expect(p.queue()).toEqual([
      ['initBookingWidget', p.window.document.getElementById('bookla-w1'), { _widgetType: 'booking', apiKey: 'key', companyId: 'co', region: 'us', serviceId: 'svc' }],
    ]);
    // Once only: the rest of the page loading adds no second call.
    p.load();
    expect(p.queue()).toHaveLength(1);
  });

  it('when its element comes later in the page, starts once the document is parsed, not at the load event', () => {
    const p = page({});
    p.paste(generateSnippet('giftcard', { giftCardId: 'g1' }, opts));
    expect(p.queue()).toEqual([]);
    const el = p.window.document.createElement('div');
    el.id = 'bookla-w1';
    p.window.document.body.appendChild(el);
    p.setReadyState('interactive');
    p.window.document.dispatchEvent(new p.window.Event('DOMContentLoaded'));
    expect(p.queue()).toEqual([['initGiftCardWidget', el, { _widgetType: 'giftcard', apiKey: '', companyId: '', region: 'us', giftCardId: 'g1' }]]);
    expect(p.console.error).not.toHaveBeenCalled();
  });

  it('starts at once when the page has already loaded', () => {
    const p = page();
    p.setReadyState('complete');
    p.paste(generateSnippet('giftcard', { giftCardId: 'g1' }, opts));
    expect(p.queue()).toHaveLength(1);
    expect(p.queue()[0]![0]).toBe('initGiftCardWidget');
  });

  it('is safe to paste twice, and with other widgets: widget.js is added once, every call is queued', () => {
    const p = page({ 'bookla-w1': {}, 'bookla-w2': {} });
    const booking = generateSnippet('booking', { serviceId: 'a' }, opts);
    p.paste(booking);
    p.paste(booking);
    p.paste(generateSnippet('subscription', { subscriptionId: 'plan' }, { scriptUrl: SCRIPT_URL, elementId: 'w2' }));
    expect(p.injected()).toEqual([{ src: SCRIPT_URL, async: true }]);
    p.load();
    const q = p.queue();
    expect(q.map(([name, el]) => [name, (el as Element).id])).toEqual([
      ['initBookingWidget', 'bookla-w1'],
      ['initBookingWidget', 'bookla-w1'],
      ['initSubscriptionWidget', 'bookla-w2'],
    ]);
    expect((q[2]![2] as { subscriptionId: string }).subscriptionId).toBe('plan');
    // Each run has its own config object: an attribute override in one cannot leak into another.
    expect(q[0]![2]).not.toBe(q[1]![2]);
  });

  it('asks for widget.js again when it fails to arrive: after 2, 4, 8 and 16 s, then on each return online', async () => {
    const p = page({ 'bookla-w1': {} }, { scriptsFail: true });
    // Every widget.js element the snippet adds (happy-dom reports the failure at once and the snippet removes it).
    const added: string[] = [];
    new p.window.MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.nodeName === 'SCRIPT') added.push((n as unknown as Element).getAttribute('src')!);
    }).observe(p.window.document.head, { childList: true });
    const settle = () => new Promise((r) => globalThis.setTimeout(r, 10));
    p.paste(generateSnippet('booking', { serviceId: 'a' }, opts));
    await settle();
    expect(added).toEqual([SCRIPT_URL]);
    const waits: number[] = [];
    while (p.timers.length) {
      const [retry, ms, ...args] = p.timers.shift()!;
      waits.push(ms);
      retry(...args);
      await settle();
      expect(added).toHaveLength(waits.length + 1);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000]);
    // Then only the browser's 'online' asks again, once each time; no failed element is left behind.
    for (let i = 0; i < 2; i++) {
      p.window.dispatchEvent(new p.window.Event('online'));
      await settle();
    }
    expect(added).toEqual(Array(7).fill(SCRIPT_URL));
    expect(p.timers).toEqual([]);
    expect(p.injected()).toEqual([]);
    // Meanwhile the widget's call waits in the queue for the widget.js that arrives.
    expect(p.queue()).toHaveLength(1);
  });

  it('requests the widget type\'s first-paint code beside widget.js, once per page', () => {
    const p = page({ 'bookla-w1': {}, 'bookla-w2': {} });
    const booking = generateSnippet('booking', { serviceId: 'a' }, opts);
    p.paste(booking);
    p.paste(booking);
    expect(p.preloads()).toEqual(['modulepreload https://cdn.bookla.com/widgets/1.1.1/chunks/booking.js', 'preconnect https://us.bookla.com']);
    // A second widget type on the page: widget.js is there already, its code comes when it starts.
    p.paste(generateSnippet('giftcard', {}, { scriptUrl: SCRIPT_URL, elementId: 'w2' }));
    expect(p.preloads()).toHaveLength(2);
  });

  it('preloads nothing on a page without its element (a snippet pasted into every page of a site)', () => {
    const p = page({});
    p.paste(generateSnippet('booking', {}, opts));
    expect(p.injected()).toHaveLength(1);
    expect(p.preloads()).toEqual([]);
  });

  it.each([
    ['subscription', SCRIPT_URL, 'https://cdn.bookla.com/widgets/1.1.1/chunks/subscription.js'],
    ['giftcard', '/static/1.1.1/widget.js?v=3#x', '/static/1.1.1/chunks/gift-card.js'],
    ['booking', 'widget.js', 'chunks/booking.js'],
  ] as const)('%s from %s preloads %s', (type, scriptUrl, href) => {
    const p = page();
    p.paste(generateSnippet(type, {}, { scriptUrl, elementId: 'w1' }));
    expect(p.preloads()).toEqual([`modulepreload ${href}`, 'preconnect https://us.bookla.com']);
    expect(FIRST_PAINT_CHUNKS[type]).toBe(href.slice(href.indexOf('chunks/')));
  });

  it.each([
    ['the us region', {}, 'https://us.bookla.com'],
    ['the eu region', { region: 'eu' }, 'https://eu.bookla.com'],
    ['an absolute apiUrl', { apiUrl: 'http://127.0.0.1:4010/api/' }, 'http://127.0.0.1:4010'],
    ['an apiUrl on another site with a path', { apiUrl: 'https://api.example.com:8443/bookla/api', region: 'eu' }, 'https://api.example.com:8443'],
    ['a relative apiUrl (the page\'s own origin, already connected)', { apiUrl: '/api' }, null],
  ] as const)('opens a connection to the API beside widget.js for %s', (_, config, origin) => {
    const p = page();
    p.paste(generateSnippet('booking', { serviceId: 'a', ...config }, opts));
    const link = p.window.document.querySelector('link[rel="preconnect"]');
    if (!origin) return void expect(link).toBeNull();
    expect(link?.getAttribute('href')).toBe(origin);
    // The widget's requests carry no credentials: the connection must be from the same (anonymous) pool.
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('calls the real loader directly once it has replaced the stub, and adds no script', () => {
    const p = page();
    const calls: unknown[][] = [];
    p.window.BooklaWidgets = { initGiftCardWidget: (...args: unknown[]) => calls.push(args) };
    p.setReadyState('complete');
    p.paste(generateSnippet('giftcard', { apiKey: 'k' }, opts));
    expect(p.injected()).toEqual([]);
    expect(calls).toEqual([[p.window.document.getElementById('bookla-w1'), { _widgetType: 'giftcard', apiKey: 'k', companyId: '', region: 'us' }]]);
  });

  it.each([
    ['both attributes override', { 'service-id': 'from-attr', 'selected-date': '2031-05-06' }, { serviceId: 'from-attr', preselectedDate: '2031-05-06' }, false],
    ['an invalid date warns and is ignored', { 'selected-date': '2031-02-30' }, { serviceId: 'cfg', preselectedDate: '2030-01-01' }, true],
    ['a malformed date warns and is ignored', { 'selected-date': 'next friday' }, { serviceId: 'cfg', preselectedDate: '2030-01-01' }, true],
    // Parses as a date (the 1st of May) and its ISO text starts with it: only the YYYY-MM-DD pattern refuses it.
    ['a month without its day warns and is ignored', { 'selected-date': '2031-05' }, { serviceId: 'cfg', preselectedDate: '2030-01-01' }, true],
    // Fits the pattern but is no date at all (toISOString would throw on it).
    ['a month 13 warns and is ignored', { 'selected-date': '2031-13-01' }, { serviceId: 'cfg', preselectedDate: '2030-01-01' }, true],
    ['empty attributes change nothing', { 'service-id': '', 'selected-date': '' }, { serviceId: 'cfg', preselectedDate: '2030-01-01' }, false],
  ])('booking: %s', (_, attrs, expected, warns) => {
    const p = page({ 'bookla-w1': attrs });
    p.paste(generateSnippet('booking', { serviceId: 'cfg', preselectedDate: '2030-01-01' }, opts));
    p.load();
    expect(p.queue()[0]![2]).toMatchObject(expected);
    expect(p.console.warn).toHaveBeenCalledTimes(warns ? 1 : 0);
    if (warns) expect(p.console.warn.mock.calls[0]![0]).toContain(attrs['selected-date']);
  });

  it('subscription ignores booking attributes', () => {
    const p = page({ 'bookla-w1': { 'service-id': 'x', 'selected-date': '2031-01-01' } });
    p.paste(generateSnippet('subscription', {}, opts));
    p.load();
    expect(p.queue()[0]![2]).toEqual({ _widgetType: 'subscription', apiKey: '', companyId: '', region: 'us' });
  });

  it('logs, and does not throw, when init throws', () => {
    const p = page();
    const failure = new Error('broken widget');
    p.window.BooklaWidgets = { initBookingWidget: () => { throw failure; } };
    p.setReadyState('complete');
    expect(() => p.paste(generateSnippet('booking', {}, opts))).not.toThrow();
    expect(p.console.error).toHaveBeenCalledWith(expect.stringContaining('could not start'), failure);
  });

  it('logs a missing element and queues nothing', () => {
    const p = page({});
    p.paste(generateSnippet('booking', {}, opts));
    expect(() => p.load()).not.toThrow();
    expect(p.queue()).toEqual([]);
    expect(p.console.error).toHaveBeenCalledWith(expect.stringContaining('bookla-w1'));
  });
});

// ---- import ---------------------------------------------------------------------------------------------------

describe('parseSnippet', () => {
  it.each([
    ['', SNIPPET_ERRORS.empty],
    ['   \n\t', SNIPPET_ERRORS.empty],
    [undefined, SNIPPET_ERRORS.empty],
    ['<script>console.log("hello")</script>', SNIPPET_ERRORS.unparseable],
    // Strict JSON by default: a hand-written object literal needs the reader the standalone Import passes.
    ['BooklaWidgets.initBookingWidget(el, {apiKey: "x"})', SNIPPET_ERRORS.unparseable],
    ['BooklaWidgets.initBookingWidget(el, { "apiKey": "x" ', SNIPPET_ERRORS.unparseable],
    ['BooklaWidgets.initBookingWidget(el, config)', SNIPPET_ERRORS.unparseable],
    ['BooklaWidgets.initBookingWidget(el)', SNIPPET_ERRORS.unparseable],
    ['const config = ["x"]; BooklaWidgets.initBookingWidget(el, config)', SNIPPET_ERRORS.unparseable],
    ['const config = {"a": alert(1)}; BooklaWidgets.initBookingWidget(el, config)', SNIPPET_ERRORS.unparseable],
    ['const config = {"apiKey": "x"};', SNIPPET_ERRORS.unparseable],
  ])('%j fails with %j', (text, error) => {
    expect(parseSnippet(text)).toEqual({ ok: false, error });
  });

  it("states the spec's texts", () => {
    expect(SNIPPET_ERRORS).toEqual({
      empty: 'Please enter a script to import',
      unparseable: "Failed to parse the script. Please ensure it's a valid Bookla widget script.",
    });
  });

  it.each(TYPES)('detects %s from the init call, not from the queue stub that names all three', (type) => {
    const parsed = parseSnippet(generateSnippet(type, {}, opts));
    expect(parsed).toMatchObject({ ok: true, type, warnings: [] });
  });

  it.each([
    ['subscription wins over booking', 'x.initBookingWidget(a, {"apiKey":"b"}); x.initSubscriptionWidget(a, {"apiKey":"s"})', 'subscription', 's'],
    ['booking wins over gift card', 'x.initGiftCardWidget(a, {"apiKey":"g"}); x.initBookingWidget(a, {"apiKey":"b"})', 'booking', 'b'],
  ])('detection order: %s', (_, text, type, apiKey) => {
    expect(parseSnippet(text)).toMatchObject({ ok: true, type, config: { apiKey } });
  });

  describe('a text with several init calls (snippets pasted together)', () => {
    const snippet = (type: WidgetType, apiKey: string, elementId: string) => generateSnippet(type, { apiKey, companyId: `${apiKey}-co` }, { scriptUrl: SCRIPT_URL, elementId });

    it.each([
      // What the owner pasted, the call read, and the calls left out (in the order they appear).
      [
        'a booking snippet, then a gift card one',
        snippet('booking', 'b', 'booking') + snippet('giftcard', 'g', 'gifts'),
        { type: 'booking', elementId: 'bookla-booking' },
        'b',
        [{ type: 'giftcard', elementId: 'bookla-gifts' }],
      ],
      [
        // The booking call is read, with its own config: the gift card's constant comes first in the text.
        'a gift card snippet, then a booking one',
        snippet('giftcard', 'g', 'gifts') + snippet('booking', 'b', 'booking'),
        { type: 'booking', elementId: 'bookla-booking' },
        'b',
        [{ type: 'giftcard', elementId: 'bookla-gifts' }],
      ],
      [
        'all three, and two bookings',
        snippet('booking', 'b1', 'one') + snippet('giftcard', 'g', 'gifts') + snippet('subscription', 's', 'plans') + snippet('booking', 'b2', 'two'),
        { type: 'subscription', elementId: 'bookla-plans' },
        's',
        [
          { type: 'booking', elementId: 'bookla-one' },
          { type: 'giftcard', elementId: 'bookla-gifts' },
          { type: 'booking', elementId: 'bookla-two' },
        ],
      ],
      [
        'hand-written calls, each naming its element its own way (or not at all)',
        `BooklaWidgets.initBookingWidget('#bookla-courts', {"apiKey":"b"});
         const el = document.getElementById('bookla-cards');
         BooklaWidgets.initGiftCardWidget(el, {"apiKey":"g"});
         BooklaWidgets.initGiftCardWidget(document.querySelector('#more-cards'), {"apiKey":"g2"});
         BooklaWidgets.initBookingWidget(document.querySelector('.no-id'), {"apiKey":"b2"});
         // BooklaWidgets.initSubscriptionWidget('#commented-out', {"apiKey":"s"});
         BooklaWidgets.initBookingWidget(somewhere, {"apiKey":"b3"});`,
        { type: 'booking', elementId: 'bookla-courts' },
        'b',
        [{ type: 'giftcard', elementId: 'bookla-cards' }, { type: 'giftcard', elementId: 'more-cards' }, { type: 'booking' }, { type: 'booking' }],
      ],
    ] as const)('%s: reads the first of the first type (subscription, booking, gift card) and names every other', (_, text, call, apiKey, skipped) => {
      const parsed = parseSnippet(text);
      expect(parsed).toMatchObject({ ok: true, type: call.type, config: { apiKey }, warnings: [] });
      if (!parsed.ok) return;
      expect(parsed.call).toEqual(call);
      expect(parsed.skipped).toEqual(skipped);
    });

    it('one call: nothing skipped, its element named; an element id that is no id is left out', () => {
      expect(parseSnippet(snippet('giftcard', 'g', 'gifts'))).toMatchObject({ ok: true, call: { type: 'giftcard', elementId: 'bookla-gifts' }, skipped: [] });
      const parsed = parseSnippet(`x.initBookingWidget('a b <img>', {"apiKey":"b"}); x.initGiftCardWidget("${'x'.repeat(201)}", {})`);
      expect(parsed.ok && [parsed.call, parsed.skipped]).toEqual([{ type: 'booking' }, [{ type: 'giftcard' }]]);
    });
  });

  it.each(TYPES)("an owner's text naming another init call or a config constant does not change a %s snippet", (type) => {
    // Before strings were blanked out for the search, a booking title 'initSubscriptionWidget(el, {' made the
    // import a subscription, and 'const config = {…}' in a text was read as the configuration.
    const title = 'initSubscriptionWidget(el, {"apiKey":"evil"}) initGiftCardWidget(x, {}) const config = {"apiKey":"evil"};';
    const config = { apiKey: 'key', localization: { errorScreen: { title } } };
    const parsed = parseSnippet(generateSnippet(type, config, opts));
    expect(parsed).toMatchObject({ ok: true, type, warnings: [], config: { apiKey: 'key', localization: { errorScreen: { title } } } });
  });

  it('ignores init calls in comments and reads code past an unpaired quote in the surrounding HTML', () => {
    expect(parseSnippet('// initSubscriptionWidget(a, {"apiKey":"s"})\nx.initBookingWidget(a, {"apiKey":"b"})')).toMatchObject({ ok: true, type: 'booking' });
    expect(parseSnippet("<p>Don't forget</p><script>x.initGiftCardWidget(a, {\"apiKey\":\"g\"})</script>")).toMatchObject({
      ok: true,
      type: 'giftcard',
      config: { apiKey: 'g' },
    });
  });

  it('block comments hide what they hold, across lines and up to the end of an unclosed one', () => {
    expect(parseSnippet('/* initSubscriptionWidget(a, {"apiKey":"s"}) */ x.initBookingWidget(a, {"apiKey":"b"})')).toMatchObject({ ok: true, type: 'booking', config: { apiKey: 'b' } });
    expect(parseSnippet('/* old:\n initSubscriptionWidget(a, {"apiKey":"s"})\n */ x.initBookingWidget(a, {"apiKey":"b"})')).toMatchObject({ ok: true, type: 'booking' });
    expect(parseSnippet('x.initBookingWidget(a, {"apiKey":"b"}) /* x.initSubscriptionWidget(a, {"apiKey":"s"})')).toMatchObject({ ok: true, type: 'booking', config: { apiKey: 'b' } });
    expect(parseSnippet('x.initBookingWidget(a, {"apiKey":"b"}) // x.initSubscriptionWidget(a, {"apiKey":"s"})')).toMatchObject({ ok: true, type: 'booking' });
  });

  it('read from the raw text (an unpaired quote around it), a string\u2019s escaped quotes and braces do not end the literal', () => {
    const parsed = parseSnippet('<p>Don\'t forget</p><script>x.initGiftCardWidget(a, {"localization":{"giftCards":{"title":"a \\"}\\" {b}"}},"apiKey":"g"})</script>');
    expect(parsed).toMatchObject({ ok: true, type: 'giftcard', config: { apiKey: 'g', localization: { giftCards: { title: 'a "}" {b}' } } } });
  });

  it('compact code reads too; a call without a configuration, or one never closed, does not', () => {
    expect(parseSnippet('const config={"apiKey":"c"};x.initBookingWidget(el,config)')).toMatchObject({ ok: true, type: 'booking', config: { apiKey: 'c' } });
    expect(parseSnippet('let config =\n{"apiKey":"c"}; x.initBookingWidget(el, config)')).toMatchObject({ ok: true, config: { apiKey: 'c' } });
    for (const text of ['x.initBookingWidget(el)', 'x.initBookingWidget(el, {"apiKey":"c"', 'x.initBookingWidget(el, "apiKey")', 'x.initBookingWidget(el, [1])', 'x.initBookingWidget(el, {"a":1}}']) {
      expect(parseSnippet(text), text).toEqual(text.endsWith('}}') ? expect.objectContaining({ ok: true }) : { ok: false, error: SNIPPET_ERRORS.unparseable });
    }
    // A reader that answers something other than an object: unparseable, never sanitized as a config.
    for (const answer of [[1], null, 'text', 7]) expect(parseSnippet('x.initBookingWidget(el, {})', () => answer), String(answer)).toEqual({ ok: false, error: SNIPPET_ERRORS.unparseable });
  });

  it('reads a hand-written snippet: the object literal after the first comma of the init call', () => {
    const text = `<div id="bookla-x"></div>
<script src="https://cdn.bookla.com/widgets/1.1.1/widget.js"></script>
<script>
  window.BooklaWidgets.initGiftCardWidget(document.getElementById('bookla-x'), {
    "apiKey": "key", "companyId": "co", "region": "eu",
    "localization": { "giftCards": { "title": "Gutscheine {mit} \\"Klammern\\"" } }
  });
</script>`;
    const parsed = parseSnippet(text);
    expect(parsed).toMatchObject({
      ok: true,
      type: 'giftcard',
      config: { apiKey: 'key', companyId: 'co', region: 'eu', localization: { giftCards: { title: 'Gutscheine {mit} "Klammern"' } } },
      warnings: [],
    });
  });

  it('hands a reader the whole literal: braces and quotes in strings of any quote, and comments, do not end it', () => {
    const read = vi.fn((_literal: string) => ({ apiKey: 'read' }));
    const literal = `{
    apiKey: 'key', // the public key } {
    /* EU account */ region: 'eu',
    localization: { giftCards: { title: 'Gutscheine {mit} \\'Klammern\\' // und /* mehr */', subtitle: "it's }" } },
  }`;
    const parsed = parseSnippet(`<script>BooklaWidgets.initGiftCardWidget(document.querySelector('#gifts'), ${literal});</script>`, read);
    expect(read).toHaveBeenCalledExactlyOnceWith(literal);
    expect(parsed).toMatchObject({ ok: true, type: 'giftcard', config: { apiKey: 'read' } });
    // What the reader throws on is the parse error, as with JSON.
    expect(parseSnippet('x.initBookingWidget(el, {a: b})', () => { throw new SyntaxError('no'); })).toEqual({ ok: false, error: SNIPPET_ERRORS.unparseable });
  });

  it('sanitizes what it reads and reports it', () => {
    const parsed = parseSnippet(
      'const config = {"apiKey":"k","theme":{"colors":{"text":"red"}},"localization":{"times":{"loginUrl":"javascript:x"}},"__proto__":{"p":1}}; BooklaWidgets.initBookingWidget(el, config);',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.theme.colors.text).toBe(defaultConfig('booking').theme.colors.text);
    expect(parsed.config.localization.times.loginUrl).toBe('/login');
    expect(parsed.warnings.map((w) => w.path)).toEqual(['theme.colors.text', 'localization.times.loginUrl', '__proto__']);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it("reads an older snippet's Form-step button text as the book button, which it then exports once", () => {
    const parsed = parseSnippet('BooklaWidgets.initBookingWidget(el, {"apiKey":"k","localization":{"form":{"submitButton":"Reserve my court"}}});');
    expect(parsed).toMatchObject({ ok: true, warnings: [], config: { localization: { bookButton: 'Reserve my court', form: { submitButton: '' } } } });
    if (!parsed.ok) return;
    const again = generateSnippet('booking', parsed.config, opts);
    expect(again.match(/Reserve my court/g)).toHaveLength(1);
    expect(again).not.toContain('submitButton');
    expect(diffFromDefaults('booking', parsed.config)).toEqual({ apiKey: 'k', localization: { bookButton: 'Reserve my court' } });
  });

  it('never evaluates the text', () => {
    const spy = vi.fn();
    (globalThis as Record<string, unknown>).__snippetSpy = spy;
    parseSnippet('globalThis.__snippetSpy(); const config = {}; BooklaWidgets.initBookingWidget(el, config);');
    expect(spy).not.toHaveBeenCalled();
    delete (globalThis as Record<string, unknown>).__snippetSpy;
  });
});

// ---- round trip ---------------------------------------------------------------------------------------------

describe('round trip: parseSnippet(generateSnippet(x)) gives back the diff of x (1 500 generated configs)', () => {
  it.each(TYPES)('%s', (type) => {
    for (let seed = 1; seed <= 500; seed++) {
      const partial = randomConfig(prng(seed * 104729 + type.length), valueRules(type)) as DeepPartial<WidgetConfigByType[typeof type]>;
      const snippet = generateSnippet(type, partial, { scriptUrl: SCRIPT_URL, elementId: `el-${seed}` });
      const parsed = parseSnippet(snippet);
      const context = `seed ${seed}: ${JSON.stringify(partial)}`;
      expect(parsed.ok, context).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.type, context).toBe(type);
      expect(parsed.warnings, context).toEqual([]);
      // An inline widget's snippet carries no `embed`: it reads back as the defaults.
      const exported = embedMode(partial) === 'inline' ? withoutEmbed(partial) : partial;
      expect(diffFromDefaults(type, parsed.config), context).toEqual(diffFromDefaults(type, exported));
      expect(snippet.match(/<\/script>/g), context).toHaveLength(1);
    }
  });
});
