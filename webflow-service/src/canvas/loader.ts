// The one script Bookla registers on a Webflow site, whatever and however many widgets its pages hold.
//
// Why a generic loader: Webflow's inline registered scripts are capped at 2000 characters and their versions are
// immutable (800 per site), while a styled widget's configuration alone is far over 2000 characters. So the
// code is registered once per loader version, and each page applies it once, with the page's widgets carried in
// the applied script's attributes (`data-bookla-w<n>` = JSON `{"e": elementId, "c": config}`) and widget.js's
// URL in `data-bookla-src`. Editing a widget rewrites the page's attributes only: no new registration, no second
// script tag. Published pages load the loader from Webflow's CDN and widget.js from Bookla's: they never call
// this service.
import { ELEMENT_ID_PREFIX, FIRST_PAINT_CHUNKS, INIT_FUNCTIONS } from '@bookla/runtime/config';

/** Webflow derives the script id from it: 'BooklaLoader' → 'bookla_loader'. */
export const LOADER_NAME = 'BooklaLoader';
/**
 * Bump with every change of LOADER_SOURCE (a registered version cannot change); loader.test.ts pins the source's
 * hash to this version so a change without a bump fails.
 */
export const LOADER_VERSION = '1.1.0';
export const INLINE_LIMIT = 2000;
export const WIDGET_ATTRIBUTE = 'data-bookla-w';
export const SRC_ATTRIBUTE = 'data-bookla-src';

const stub = Object.values(INIT_FUNCTIONS)
  .map((name) => `${name}(){this.q.push(['${name}',...arguments])}`)
  .join(',');

/**
 * Runs on the published page. Adds widget.js once (unless a pasted snippet did) and, beside it, a modulepreload of
 * each listed widget type's first-paint code (as the exported snippet does), then starts every widget its
 * tag lists, each in `#bookla-<element>` once the document is parsed; one bad widget (unreadable JSON, missing
 * element, throwing init) is reported to the console and skips only itself.
 */
export const LOADER_SOURCE = `/* Bookla widgets for Webflow, loader ${LOADER_VERSION}. Settings live in this tag's ${WIDGET_ATTRIBUTE}* attributes. */
(() => {
  const w = window, d = document;
  const init = ${JSON.stringify(INIT_FUNCTIONS)}, code = ${JSON.stringify(FIRST_PAINT_CHUNKS)}, pre = {};
  for (const s of d.querySelectorAll('script[${SRC_ATTRIBUTE}]')) {
    if (s.dataset.booklaDone) continue;
    s.dataset.booklaDone = '1';
    if (!w.BooklaWidgets) {
      w.BooklaWidgets = { q: [], ${stub} };
      const js = d.createElement('script');
      js.src = s.getAttribute('${SRC_ATTRIBUTE}');
      js.async = true;
      d.head.appendChild(js);
    }
    for (const a of s.attributes) {
      if (!a.name.startsWith('${WIDGET_ATTRIBUTE}')) continue;
      try {
        const t = JSON.parse(a.value).c._widgetType;
        if (typeof code[t] == 'string' && !pre[t]) pre[t] = d.head.appendChild(Object.assign(d.createElement('link'), { rel: 'modulepreload', href: new URL(code[t], s.getAttribute('${SRC_ATTRIBUTE}')).href }));
      } catch {}
      const start = () => {
        try {
          const { e, c } = JSON.parse(a.value);
          const el = d.getElementById('${ELEMENT_ID_PREFIX}' + e);
          if (!el) return console.error('Bookla: no element with id "${ELEMENT_ID_PREFIX}' + e + '"');
          const id = el.getAttribute('service-id');
          if (id && c._widgetType === 'booking') c.serviceId = id;
          w.BooklaWidgets[init[c._widgetType]](el, c);
        } catch (error) {
          console.error('Bookla: a widget could not start', error);
        }
      };
      if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start);
      else start();
    }
  }
})();
`;

if (LOADER_SOURCE.length > INLINE_LIMIT) throw new Error(`The loader is ${LOADER_SOURCE.length} characters; Webflow takes ${INLINE_LIMIT} at most`);
