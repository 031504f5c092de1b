// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_LIMIT, LOADER_SOURCE, LOADER_VERSION } from './loader';
import { widgetAttributes } from './page-code';

// A registered version cannot change on Webflow: a new source needs a new LOADER_VERSION. Update both together.
const PINNED = { version: '1.6.0', sha256: '7292081d4ee2e732a193580de9a6b7103ef871397ebc530cf8fd525bb96aeaa4' };

const w = window as unknown as { BooklaWidgets?: { q: unknown[][] } & Record<string, unknown> };

/** The page as Webflow publishes it: the elements, then the applied loader tag with our attributes. */
function publish(attributes: Record<string, string>, elements: string[]) {
  document.body.innerHTML = elements.map((id) => `<div id="bookla-${id}"></div>`).join('');
  const tag = document.createElement('script');
  for (const [k, v] of Object.entries(attributes)) tag.setAttribute(k, v);
  document.body.append(tag);
  // Our own constant, run as the browser runs Webflow's CDN copy of it.
  new Function(LOADER_SOURCE)();
  return tag;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete w.BooklaWidgets;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the registered loader', () => {
  it('fits Webflow\u2019s inline limit and is pinned to its version', () => {
    expect(LOADER_SOURCE.length).toBeLessThanOrEqual(INLINE_LIMIT);
    expect(LOADER_VERSION).toBe(PINNED.version);
    expect(createHash('sha256').update(LOADER_SOURCE).digest('hex')).toBe(PINNED.sha256);
  });

  it('adds widget.js once and queues each widget\u2019s init with its element and settings', () => {
    const widgets = [
      { siteId: 's', elementId: 'a', pageId: 'p', widgetType: 'booking' as const, config: { apiKey: 'k1', serviceId: 'svc' }, revision: 1 },
      { siteId: 's', elementId: 'b', pageId: 'p', widgetType: 'giftcard' as const, config: { apiKey: 'k2' }, revision: 1 },
    ];
    publish(widgetAttributes(widgets, 'https://cdn.test/1.1.1/widget.js'), ['a', 'b']);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['https://cdn.test/1.1.1/widget.js']);
    const q = w.BooklaWidgets!.q;
    expect(q.map(([name, el]) => [name, (el as HTMLElement).id])).toEqual([
      ['initBookingWidget', 'bookla-a'],
      ['initGiftCardWidget', 'bookla-b'],
    ]);
    expect(q[0]![2]).toMatchObject({ _widgetType: 'booking', apiKey: 'k1', serviceId: 'svc' });
    // Running again (a second tag, or Webflow adding the script twice) starts nothing twice.
    new Function(LOADER_SOURCE)();
    expect(w.BooklaWidgets!.q).toHaveLength(2);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('asks for widget.js again when it fails to arrive, after 2, 4, 8 and 16 s, and no more', () => {
    vi.useFakeTimers();
    // Only the failures the test reports: happy-dom's own attempt to fetch cdn.test would report more.
    const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
    Object.assign(settings, { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true });
    try {
      publish({ 'data-bookla-src': 'https://cdn.test/1.1.1/widget.js', 'data-bookla-w0': JSON.stringify({ e: 'a', c: { _widgetType: 'booking' } }) }, ['a']);
      const scripts = () => [...document.head.querySelectorAll('script')];
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        expect(scripts()).toHaveLength(i + 1);
        // The browser reports that the newest one did not arrive.
        scripts()[i]!.dispatchEvent(new Event('error'));
        const before = Date.now();
        vi.advanceTimersToNextTimer();
        if (scripts().length > i + 1) waits.push(Date.now() - before);
      }
      expect(waits).toEqual([2000, 4000, 8000, 16000]);
      expect(scripts().map((s) => s.getAttribute('src'))).toEqual(Array(5).fill('https://cdn.test/1.1.1/widget.js'));
      // The widget's call waits in the queue for the widget.js that arrives.
      expect(w.BooklaWidgets!.q).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      Object.assign(settings, { disableJavaScriptFileLoading: false, handleDisabledFileLoadingAsSuccess: false });
    }
  });

  it('preloads each listed widget type\'s first-paint code beside widget.js, once per type', () => {
    const widgets = [
      { siteId: 's', elementId: 'a', pageId: 'p', widgetType: 'booking' as const, config: {}, revision: 1 },
      { siteId: 's', elementId: 'b', pageId: 'p', widgetType: 'booking' as const, config: {}, revision: 1 },
      { siteId: 's', elementId: 'c', pageId: 'p', widgetType: 'giftcard' as const, config: {}, revision: 1 },
    ];
    publish(widgetAttributes(widgets, 'https://cdn.test/1.1.1/widget.js'), ['a', 'b', 'c']);
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))).toEqual([
      'https://cdn.test/1.1.1/chunks/booking.js',
      'https://cdn.test/1.1.1/chunks/gift-card.js',
    ]);
  });

  it('starts popup and floating widgets in their host element with their embed settings, preloading the popup chunk instead of theirs', () => {
    const widgets = [
      { siteId: 's', elementId: 'pop', pageId: 'p', widgetType: 'booking' as const, config: { embed: { mode: 'popup' } }, revision: 1 },
      { siteId: 's', elementId: 'float', pageId: 'p', widgetType: 'giftcard' as const, config: { embed: { mode: 'floating', launcher: { text: 'Gift it', side: 'left' } } }, revision: 1 },
      { siteId: 's', elementId: 'inline', pageId: 'p', widgetType: 'subscription' as const, config: { embed: { mode: 'inline' } }, revision: 1 },
    ];
    publish(widgetAttributes(widgets, 'https://cdn.test/1.1.1/widget.js'), ['float', 'inline', 'pop']);
    const q = w.BooklaWidgets!.q;
    expect(q.map(([name, el]) => [name, (el as HTMLElement).id])).toEqual([
      ['initGiftCardWidget', 'bookla-float'],
      ['initSubscriptionWidget', 'bookla-inline'],
      ['initBookingWidget', 'bookla-pop'],
    ]);
    expect(q[0]![2]).toMatchObject({ embed: { mode: 'floating', launcher: { text: 'Gift it', side: 'left' } } });
    expect(q[2]![2]).toMatchObject({ embed: { mode: 'popup' } });
    // A dialog's widget code waits until it is wanted (widget.js's part): the popup chunk, once, and the inline one's.
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))).toEqual([
      'https://cdn.test/1.1.1/chunks/popup.js',
      'https://cdn.test/1.1.1/chunks/subscription.js',
    ]);
    // The page's own code may open a dialog before widget.js arrives: the stub queues it, as the snippet's does.
    (w.BooklaWidgets as unknown as { open(id: string): void }).open('bookla-pop');
    expect(w.BooklaWidgets!.q.at(-1)).toEqual(['open', 'bookla-pop']);
    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['https://cdn.test/1.1.1/widget.js']);
  });

  it('a popup\u2019s opener pressed before its dialog is ready is queued as an opening, and a link does not leave the page', () => {
    const widgets = [
      { siteId: 's', elementId: 'pop', pageId: 'p', widgetType: 'booking' as const, config: { embed: { mode: 'popup' } }, revision: 1 },
      { siteId: 's', elementId: 'float', pageId: 'p', widgetType: 'giftcard' as const, config: { embed: { mode: 'floating' } }, revision: 1 },
    ];
    publish(widgetAttributes(widgets, 'https://cdn.test/1.1.1/widget.js'), ['pop', 'float']);
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#book';
    link.setAttribute('data-bookla-open', 'bookla-pop');
    link.innerHTML = '<span>Book</span>';
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.firstElementChild!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(w.BooklaWidgets!.q.at(-1)).toEqual(['open', 'bookla-pop']);
    // The floating widget's launcher is its dialog's own: no element of the page names it here.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('bookla-float')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(w.BooklaWidgets!.q.filter(([name]) => name === 'open')).toHaveLength(1);
  });

  it('opens a connection to each API origin other than the page\'s beside widget.js, once per origin, anonymously', () => {
    const widgets = [
      { e: 'a', c: { _widgetType: 'booking', region: 'us' } },
      { e: 'b', c: { _widgetType: 'giftcard', region: 'us' } },
      { e: 'c', c: { _widgetType: 'subscription', region: 'eu' } },
      { e: 'd', c: { _widgetType: 'booking', region: 'us', apiUrl: 'https://api.example.com:8443/bookla/api' } },
      { e: 'e', c: { _widgetType: 'booking', region: 'us', apiUrl: '/api' } },
    ];
    const attributes: Record<string, string> = { 'data-bookla-src': 'https://cdn.test/1.1.1/widget.js' };
    widgets.forEach((x, i) => (attributes[`data-bookla-w${i}`] = JSON.stringify(x)));
    publish(attributes, ['a', 'b', 'c', 'd', 'e']);
    const links = [...document.head.querySelectorAll('link[rel=preconnect]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://us.bookla.com', 'https://eu.bookla.com', 'https://api.example.com:8443']);
    // The empty attribute is the anonymous state: the connection pool the widget's credential-less requests use.
    expect(links.map((l) => l.getAttribute('crossorigin'))).toEqual(['', '', '']);
    expect(w.BooklaWidgets!.q).toHaveLength(5);
  });

  it('a missing element or unreadable settings skip only that widget, with a console message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    publish({ 'data-bookla-src': 'https://cdn.test/w.js', 'data-bookla-w0': '{broken', 'data-bookla-w1': JSON.stringify({ e: 'gone', c: { _widgetType: 'booking' } }), 'data-bookla-w2': JSON.stringify({ e: 'ok', c: { _widgetType: 'subscription' } }) }, ['ok']);
    expect(w.BooklaWidgets!.q.map(([name]) => name)).toEqual(['initSubscriptionWidget']);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual(['Bookla: a widget could not start']);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['Bookla: no element with id "bookla-gone" on this page: its widget is skipped']);
  });

  it('an element\u2019s service-id attribute overrides a booking widget\u2019s service, as in the pasted snippet', () => {
    publish({ 'data-bookla-src': 'https://cdn.test/w.js', 'data-bookla-w0': JSON.stringify({ e: 'a', c: { _widgetType: 'booking', serviceId: 'x' } }) }, ['a']);
    expect(w.BooklaWidgets!.q[0]![2]).toMatchObject({ serviceId: 'x' });
    delete w.BooklaWidgets;
    document.body.innerHTML = '<div id="bookla-a" service-id="from-element"></div>';
    const tag = document.createElement('script');
    tag.setAttribute('data-bookla-src', 'https://cdn.test/w.js');
    tag.setAttribute('data-bookla-w0', JSON.stringify({ e: 'a', c: { _widgetType: 'booking', serviceId: 'x' } }));
    document.body.append(tag);
    new Function(LOADER_SOURCE)();
    expect(w.BooklaWidgets!.q[0]![2]).toMatchObject({ serviceId: 'from-element' });
  });

  it('a widget whose element was deleted in the Designer costs visitors nothing: no widget.js, preload or connection for it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const widgets = [
      { e: 'gone', c: { _widgetType: 'booking', region: 'eu' } },
      { e: 'kept', c: { _widgetType: 'giftcard', region: 'us' } },
    ];
    const attributes: Record<string, string> = { 'data-bookla-src': 'https://cdn.test/1.1.1/widget.js' };
    widgets.forEach((x, i) => (attributes[`data-bookla-w${i}`] = JSON.stringify(x)));
    publish(attributes, ['kept']);
    expect([...document.head.children].map((el) => el.getAttribute('src') ?? el.getAttribute('href'))).toEqual([
      'https://cdn.test/1.1.1/widget.js',
      'https://cdn.test/1.1.1/chunks/gift-card.js',
      'https://us.bookla.com',
    ]);
    expect(w.BooklaWidgets!.q.map(([name]) => name)).toEqual(['initGiftCardWidget']);
    // A warning, not an error: the page keeps Lighthouse's 'no browser errors' for a widget the owner removed.
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['Bookla: no element with id "bookla-gone" on this page: its widget is skipped']);
    expect(error).not.toHaveBeenCalled();

    // A page whose only widget is a leftover downloads nothing at all.
    delete w.BooklaWidgets;
    document.head.innerHTML = '';
    publish({ 'data-bookla-src': 'https://cdn.test/1.1.1/widget.js', 'data-bookla-w0': JSON.stringify(widgets[0]) }, []);
    expect(document.head.children).toHaveLength(0);
    expect(w.BooklaWidgets).toBeUndefined();
  });

  it('while the document is still loading, a missing element is looked for again once it is parsed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const attributes = {
      'data-bookla-src': 'https://cdn.test/1.1.1/widget.js',
      'data-bookla-w0': JSON.stringify({ e: 'later', c: { _widgetType: 'subscription' } }),
      'data-bookla-w1': JSON.stringify({ e: 'never', c: { _widgetType: 'booking' } }),
    };
    publish(attributes, []);
    expect(document.head.children).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
    // The page's own script put the element in after ours ran; then the document finished parsing.
    document.body.insertAdjacentHTML('afterbegin', '<div id="bookla-later"></div>');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(w.BooklaWidgets!.q.map(([name, el]) => [name, (el as HTMLElement).id])).toEqual([['initSubscriptionWidget', 'bookla-later']]);
    expect([...document.head.querySelectorAll('script')].map((el) => el.getAttribute('src'))).toEqual(['https://cdn.test/1.1.1/widget.js']);
    expect(document.head.querySelector('link[href$="booking.js"]')).toBeNull();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['Bookla: no element with id "bookla-never" on this page: its widget is skipped']);
  });
});
