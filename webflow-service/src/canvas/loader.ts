// The one script Bookla registers on a Webflow site, whatever and however many widgets its pages hold.
//
// Why a generic loader: Webflow's inline registered scripts are capped at 2000 characters and their versions are
// immutable (800 per site), while a styled widget's configuration alone is far over 2000 characters. So the
// code is registered once per loader version, and each page applies it once, with the page's widgets carried in
// the applied script's attributes (`data-bookla-w<n>` = JSON `{"e": elementId, "c": config}`) and widget.js's
// URL in `data-bookla-src`. Editing a widget rewrites the page's attributes only: no new registration, no second
// script tag. Published pages load the loader from Webflow's CDN and widget.js from Bookla's: they never call
// this service.
import { ELEMENT_ID_PREFIX, FIRST_PAINT_CHUNKS, INIT_FUNCTIONS, OPENER_ATTRIBUTE as OPENER, POPUP_CHUNK } from '@bookla/runtime/config';

/** Webflow derives the script id from it: 'BooklaLoader' → 'bookla_loader'. */
export const LOADER_NAME = 'BooklaLoader';
/**
 * Bump with every change of LOADER_SOURCE (a registered version cannot change); loader.test.ts pins the source's
 * hash to this version so a change without a bump fails.
 */
export const LOADER_VERSION = '1.6.0';
export const INLINE_LIMIT = 2000;
export const WIDGET_ATTRIBUTE = 'data-bookla-w';
export const SRC_ATTRIBUTE = 'data-bookla-src';

/**
 * Runs on the published page, from the page's footer (the elements above it are parsed). Each widget its tag
 * lists starts in `#bookla-<element>` as soon as that element exists, as a pasted snippet's does; a widget
 * whose element is absent (deleted in the Designer since it was placed) is looked for once more when the
 * document is parsed and then only noted as a console warning (an error would cost the owner's page its
 * Lighthouse 'no browser errors' mark for a widget they meant to remove): before 1.3.0 such a leftover still
 * fetched widget.js and preloaded its first-paint code, ~32 KB for every visitor of the page and nothing
 * shown. For the first widget that starts, widget.js is added once (unless a pasted snippet did) and, as the
 * exported snippet does, a modulepreload of each starting widget type's first-paint code and a preconnect to
 * each API origin other than the page's (the region's or an absolute apiUrl's), so DNS, TCP and TLS overlap
 * widget.js's download. A popup or floating widget (`embed.mode`) preloads the popup chunk (its dialog and
 * launcher) instead: its widget's own code waits until the visitor is about to open the dialog, so a visitor who never
 * opens it downloads none; its element is the dialog's host, and the page's openers name it. As the snippet's, the
 * stub queues `open` and `close` too, so the page's own code may open a dialog before widget.js has arrived, and a
 * popup's opener pressed before its dialog is ready is queued as an opening (a link does not leave the page). One bad
 * widget (unreadable JSON, throwing init: an error; missing element: a warning)
 * skips only itself. A widget.js that fails to arrive (a connection dropping for a moment) is asked for again
 * after 2, 4, 8 and 16 s, as the exported snippet does (which also waits for the browser's 'online' event: no
 * room for it here).
 * Written tight for Webflow's 2000 characters: `crossOrigin: ''` is the anonymous state (the widget's requests
 * carry no credentials; for the modulepreload it is what no attribute means), and the stub's methods push to
 * whatever `q` is current, as the snippet's do; the widget lists are object literals with unquoted keys; each
 * line's indentation is taken out of what is registered. Pages applied with 1.1.0 to 1.4.0 keep working and get
 * the current version when one of their widgets is placed again.
 */
/** An object literal of identifier keys and string values, without JSON's quotes around the keys. */
const literal = (o: Record<string, string>) => `{${Object.entries(o).map(([k, v]) => `${k}:${JSON.stringify(v)}`).join(',')}}`;

export const LOADER_SOURCE = `/* Bookla Webflow loader ${LOADER_VERSION} */
(() => {
  const w = window, d = document, pre = {};
  const init = ${literal(INIT_FUNCTIONS)}, code = ${literal(FIRST_PAINT_CHUNKS)}, pop = ${JSON.stringify(POPUP_CHUNK)};
  const add = (t, p) => d.head.appendChild(Object.assign(d.createElement(t), p));
  const link = (rel, href) => pre[href] ||= add('link', { rel, href, crossOrigin: '' });
  const start = (v, src, late) => {
    try {
      const {e, c} = v, t = c._widgetType, m = c.embed?.mode, el = d.getElementById('${ELEMENT_ID_PREFIX}' + e);
      if (!el) return late || d.readyState != 'loading' ? console.warn('Bookla: no element with id "${ELEMENT_ID_PREFIX}' + e + '" on this page: its widget is skipped') : d.addEventListener('DOMContentLoaded', () => start(v, src, 1));
      let B = w.BooklaWidgets;
      if (!B) {
        B = w.BooklaWidgets = { q: [] };
        for (const n of [...Object.values(init), 'open', 'close']) B[n] = (...x) => B.q.push([n, ...x]);
        const js = n => add('script', {src, onerror: () => n<4 && setTimeout(js, 2e3<<n, ++n)});
        js(0);
      }
      m=='popup'&&addEventListener('click',x=>x.target.closest?.(\`[${OPENER}="\${el.id}"]\`)&&(x.preventDefault(),B.open(el.id)));
      if (typeof code[t] == 'string') link('modulepreload', new URL(!m || m == 'inline' ? code[t] : pop, src).href);
      const api = new URL(c.apiUrl || \`https://\${c.region == 'eu' ? 'eu' : 'us'}.bookla.com\`, location).origin;
      if (api != location.origin) link('preconnect', api);
      const id = el.getAttribute('service-id');
      if (id && t == 'booking') c.serviceId = id;
      B[init[t]](el, c);
    } catch (r) {
      console.error('Bookla: a widget could not start', r);
    }
  };
  for (const s of d.querySelectorAll('script[${SRC_ATTRIBUTE}]')) {
    if (s.dataset.booklaDone) continue;
    s.dataset.booklaDone = 1;
    for (const a of s.attributes) {
      if (!a.name.startsWith('${WIDGET_ATTRIBUTE}')) continue;
      let v;
      try { v = JSON.parse(a.value) } catch {}
      start(v, s.getAttribute('${SRC_ATTRIBUTE}'));
    }
  }
})();
`.replace(/\n\s+/g, '\n');

if (LOADER_SOURCE.length > INLINE_LIMIT) throw new Error(`The loader is ${LOADER_SOURCE.length} characters; Webflow takes ${INLINE_LIMIT} at most`);
