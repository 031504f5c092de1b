import { normalizeWidgetType } from './defaults';
import { diffFromDefaults, isPlainObject } from './merge';
import { embedMode, OPENER_ATTRIBUTE } from './embed';
import { isSafeUrl } from './checks';
import { apiBase } from '../api-paths';
import { sanitizeConfig } from './sanitize-model';
import type { DeepPartial, SanitizeWarning, WidgetConfigByType, WidgetType } from './types';

/**
 * The embed snippet a site owner pastes, and reading one back (Import).
 *
 * Size rule: the snippet is hand-written, readable, and carries no logic beyond the command-queue stub, the
 * one-time script injection (widget.js, asked for again when it fails to arrive; a preload of the widget's
 * first-paint code and a preconnect to the API), the element lookup with its attribute overrides and a guarded
 * init call; everything else lives in widget.js. Its config holds only the differences from the defaults.
 */

/** The global function each widget type's snippet calls. */
export const INIT_FUNCTIONS = Object.freeze({
  booking: 'initBookingWidget',
  subscription: 'initSubscriptionWidget',
  giftcard: 'initGiftCardWidget',
} as const satisfies Record<WidgetType, string>);

/**
 * Each widget type's first-paint code, next to widget.js under a name that stays (the embed build gives it
 * that name and its test checks it): the snippet requests it beside widget.js instead of after it.
 */
export const FIRST_PAINT_CHUNKS = Object.freeze({
  booking: 'chunks/booking.js',
  subscription: 'chunks/subscription.js',
  giftcard: 'chunks/gift-card.js',
} as const satisfies Record<WidgetType, string>);

/**
 * The popup and floating modes' chunk, also under a name that stays: what a popup or floating widget's snippet
 * requests beside widget.js (its dialog and launcher come first; the widget's code waits until it is wanted).
 */
export const POPUP_CHUNK = 'chunks/popup.js';

/** The site owner's element carries the id `bookla-{elementId}`. */
export const ELEMENT_ID_PREFIX = 'bookla-';

/** Import errors shown to the site owner (exact texts: the configurators show them as they are). */
export const SNIPPET_ERRORS = Object.freeze({
  empty: 'Please enter a script to import',
  unparseable: "Failed to parse the script. Please ensure it's a valid Bookla widget script.",
});

export interface SnippetOptions {
  /** URL of widget.js, http(s) or relative, e.g. 'https://cdn.bookla.com/widgets/<version>/widget.js'. */
  scriptUrl: string;
  /** The element id without the 'bookla-' prefix; letters, digits, '-' and '_'. */
  elementId: string;
}

/** An init call found in a snippet: the widget type it starts and, where the code names it, its element's id. */
export interface SnippetCall {
  type: WidgetType;
  /** The element's id as the code names it ('bookla-booking'; a '#' selector's without the '#'). */
  elementId?: string;
}

export type ParseSnippetResult =
  | {
      [T in WidgetType]: {
        ok: true;
        type: T;
        /** The complete, sanitized configuration. */
        config: WidgetConfigByType[T];
        /** What sanitizing dropped or replaced. */
        warnings: SanitizeWarning[];
        /** The init call whose configuration this is. */
        call: SnippetCall;
        /** Every other init call of the text, in its order: widgets it starts that were not read. */
        skipped: SnippetCall[];
      };
    }[WidgetType]
  | { ok: false; error: string };

/**
 * JSON that cannot end the surrounding <script> element or a JS string: '<', '>' and '&' are escaped (no
 * '</script>' or '<!--'), and so are U+2028/U+2029, which end a line in older JS engines. Still valid JSON.
 */
export function toScriptSafeJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The object a snippet passes to its init function: `_widgetType`, the credentials (always, even empty, so the
 * owner sees what to fill in; serviceId only while the service selector is off) and the differences from the
 * defaults, but `embed` only for a widget shown out of line (popup or floating): an inline widget's page has
 * nothing to act on, and its launcher's settings do nothing there. The Webflow service publishes the same object,
 * so a canvas widget and a pasted one start alike.
 */
export function snippetConfig<T extends WidgetType>(type: T, config: DeepPartial<WidgetConfigByType[T]>): Record<string, unknown> {
  const kind = normalizeWidgetType(type);
  const source = (config ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const payload: Record<string, unknown> = {
    _widgetType: kind,
    apiKey: str(source.apiKey),
    companyId: str(source.companyId),
    region: source.region === 'eu' ? 'eu' : 'us',
  };
  if (kind === 'booking' && source.showServiceSelector !== true) payload.serviceId = str(source.serviceId);
  Object.assign(payload, diffFromDefaults(kind, source as DeepPartial<WidgetConfigByType[typeof kind]>));
  if (embedMode(source) === 'inline') delete payload.embed;
  return payload;
}

/**
 * The snippet for a widget: a single <script> block. It defines the `window.BooklaWidgets` command-queue stub
 * and adds widget.js only when no Bookla global exists yet (so pasting it twice loads the script once; one that
 * fails to arrive is asked for again after 2, 4, 8 and 16 s, then on each `online` event), with a
 * `modulepreload` of the widget type's first-paint chunk beside it when the element is already on the page
 * (the loader would only ask for it once widget.js has arrived: one round trip later on a first visit) and, under
 * the same condition, a `preconnect` to the API's origin when it is another site's (`apiOrigin`), then
 * finds `#bookla-{elementId}` and calls the type's init function inside try/catch: at once when the element
 * already exists (the snippet follows it), else once the document is parsed, never after the page's images and
 * other scripts (the load event), which would hold back the widget's requests for nothing.
 * The config carries the credentials, `_widgetType` and `diffFromDefaults(type, config)`.
 * Throws a TypeError naming the option when scriptUrl or elementId is unusable (a programming error).
 */
export function generateSnippet<T extends WidgetType>(
  type: T,
  config: DeepPartial<WidgetConfigByType[T]>,
  options: SnippetOptions,
): string {
  const kind = normalizeWidgetType(type);
  const { scriptUrl, elementId } = options;
  if (!isSafeUrl(scriptUrl)) {
    throw new TypeError(`generateSnippet: scriptUrl must be an http(s) or relative URL, received ${JSON.stringify(scriptUrl)}`);
  }
  if (typeof elementId !== 'string' || !/^[\w-]{1,200}$/.test(elementId)) {
    throw new TypeError(`generateSnippet: elementId must be letters, digits, '-' or '_', received ${JSON.stringify(elementId)}`);
  }
  const payload = snippetConfig(kind, config);
  const init = INIT_FUNCTIONS[kind];
  const stubMethods = [...Object.values(INIT_FUNCTIONS), 'open', 'close']
    .map((name) => `      ${name}() { this.q.push(['${name}', ...arguments]); },`)
    .join('\n');
  const bookingOverrides =
    kind !== 'booking'
      ? ''
      : `
    const serviceId = el.getAttribute('service-id');
    if (serviceId) config.serviceId = serviceId;
    const date = el.getAttribute('selected-date');
    if (date) {
      const d = new Date(date + 'T00:00:00Z');
      if (/^\\d{4}-\\d{2}-\\d{2}$/.test(date) && !isNaN(d) && d.toISOString().startsWith(date)) config.preselectedDate = date;
      else console.warn('Bookla: ignoring invalid selected-date "' + date + '"');
    }`;
  const json = toScriptSafeJson(payload).replace(/\n/g, '\n  ');
  // The widget's first-paint code, requested with widget.js rather than one round trip after it: only when the
  // element is already there, since a snippet pasted into every page of a site would otherwise fetch it on pages
  // without the widget (when the element comes later, widget.js has usually arrived by the time it starts).
  // A popup or floating widget's page needs the popup chunk first; the widget's own code waits until it is wanted.
  const mode = embedMode(payload);
  const first = mode === 'inline' ? FIRST_PAINT_CHUNKS[kind] : POPUP_CHUNK;
  const firstPaint = scriptUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, first);
  const api = apiOrigin(payload);

  return `<script>
/* Bookla ${kind} widget. Safe to paste twice: widget.js is added once; calls wait in BooklaWidgets.q until it runs. */
(() => {
  const id = ${toScriptSafeJson(ELEMENT_ID_PREFIX + elementId)};
  if (!window.BooklaWidgets) {
    window.BooklaWidgets = {
      q: [],
${stubMethods}
    };
    // A connection that drops while widget.js is on its way: asked for again after 2, 4, 8 and 16 s, then once
    // each time the browser is back online (widget.js does the same for the widget's code).
    const add = (tries) => {
      const s = document.createElement('script');
      s.src = ${toScriptSafeJson(scriptUrl)};
      s.async = true;
      s.onerror = () => {
        s.remove();
        if (tries < 4) setTimeout(add, 2000 << tries, tries + 1);
        else addEventListener('online', () => add(4), { once: true });
      };
      (document.head || document.documentElement).appendChild(s);
    };
    add(0);
    if (document.getElementById(id)) {
      const p = document.createElement('link');
      p.rel = 'modulepreload';
      p.href = ${toScriptSafeJson(firstPaint)};
      (document.head || document.documentElement).appendChild(p);${
        api
          ? `
      const c = document.createElement('link');
      c.rel = 'preconnect';
      c.href = ${toScriptSafeJson(api)};
      c.crossOrigin = 'anonymous';
      (document.head || document.documentElement).appendChild(c);`
          : ''
      }
    }
  }
  const config = ${json};${
    mode === 'popup'
      ? `
  // An opener pressed before the dialog is ready: queued as an opening; a link does not leave the page.
  addEventListener('click', (e) => {
    if (e.target.closest?.('[${OPENER_ATTRIBUTE}="' + id + '"]')) {
      e.preventDefault();
      window.BooklaWidgets.q.push(['open', id]);
    }
  });`
      : ''
  }
  const start = () => {
    const el = document.getElementById(id);
    if (!el) return console.error('Bookla: no element with id "' + id + '"');${bookingOverrides}
    try {
      window.BooklaWidgets.${init}(el, config);
    } catch (error) {
      console.error('Bookla: the widget could not start', error);
    }
  };
  if (document.getElementById(id) || document.readyState !== 'loading') start();
  else document.addEventListener('DOMContentLoaded', start);
})();
</script>
`;
}

/**
 * The API's origin when it is another site's (a region's or an absolute apiUrl): the snippet opens a connection
 * to it while widget.js downloads, so the widget's first requests do not also wait for DNS, TCP and TLS (several
 * round trips on a slow network, which no request of ours can overlap otherwise). Anonymous, as the widget's
 * requests carry no credentials. A relative apiUrl is the page's own origin, already connected.
 */
function apiOrigin({ apiUrl, region }: Record<string, unknown>): string | undefined {
  const base = apiBase(isSafeUrl(apiUrl) ? apiUrl : undefined, region === 'eu' ? 'eu' : 'us');
  return base && /^https?:\/\//i.test(base) ? new URL(base).origin : undefined;
}

/**
 * The end (exclusive) of the balanced {…} starting at `start`, skipping braces inside double-quoted strings;
 * -1 when unbalanced. Given the blanked copy of the text, braces in any string or comment are already gone.
 */
function objectLiteralEnd(text: string, start: number): number {
  if (text[start] !== '{') return -1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * `text` with the inside of every string literal ('…', "…", `…`) and comment blanked out, same length, so that
 * positions still match. Searching this copy keeps an owner's text such as 'initSubscriptionWidget(el, {' or
 * 'const config = {' inside a booking snippet's JSON from being read as code. A lexer, not a parser: a regex
 * literal holding a quote would confuse it, which is why the caller falls back to the raw text.
 */
function blankLiterals(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    let end = -1;
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      end = Math.min(j + 1, text.length);
      out += c + ' '.repeat(Math.max(0, end - i - 2)) + (end - i > 1 ? text[end - 1] : '');
    } else if (c === '/' && (next === '/' || next === '*')) {
      const close = next === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      end = close < 0 ? text.length : next === '/' ? close : close + 2;
      out += ' '.repeat(end - i);
    } else {
      out += c;
      i++;
      continue;
    }
    i = end;
  }
  return out;
}

/** The order in which init calls are chosen when a text holds several: the first of the first type found. */
const CALL_ORDER = ['subscription', 'booking', 'giftcard'] as const;
// A call with an argument, so the queue stub's own method definitions `initBookingWidget() {` do not count.
const CALL = new RegExp(`\\b(${CALL_ORDER.map((t) => INIT_FUNCTIONS[t]).join('|')})\\s*\\(\\s*[^\\s)]`, 'g');
const TYPE_OF = new Map(CALL_ORDER.map((t) => [INIT_FUNCTIONS[t] as string, t]));

interface FoundCall {
  type: WidgetType;
  /** Where the call's name starts, where its argument list does (past the '('), and where it ends (its ')'). */
  at: number;
  args: number;
  end: number;
}

/**
 * Where the bracket opened before `from` closes, or where `stop` (a character at the same depth) comes first: the
 * end of an argument list or of one argument. The end of `code` when it never does.
 */
function closing(code: string, from: number, stop = ')'): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if (depth === 0 && (c === stop || c === ')')) return i;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return code.length;
}

/** Every init call with an argument in `code`, in order. */
function findCalls(code: string): FoundCall[] {
  return [...code.matchAll(CALL)].map((m) => {
    const args = code.indexOf('(', m.index) + 1;
    return { type: TYPE_OF.get(m[1]!)!, at: m.index, args, end: closing(code, args) };
  });
}

/**
 * Where the config object literal of `call` starts: a `config` constant of its own between `from` (the end of the
 * call before) and `to` (the next call), the last one before it, else the first one after it (two pasted snippets
 * each have theirs), else the literal after its first comma.
 */
function configStart(code: string, call: FoundCall, from: number, to: number): number {
  const constants = [...code.slice(from, to).matchAll(/\b(?:const|let|var)\s+config\s*=\s*(?=\{)/g)].map((m) => from + m.index + m[0].length);
  const constant = constants.filter((at) => at < call.at).pop() ?? constants.find((at) => at > call.at);
  if (constant !== undefined) return constant;
  const comma = code.indexOf(',', call.args);
  if (comma < 0) return -1;
  const brace = /\S/.exec(code.slice(comma + 1));
  return brace ? comma + 1 + brace.index : -1;
}

/** An element id as the code writes it: a '#' selector's without the '#'; letters, digits, '-' and '_'. */
function elementIdOf(text: string | undefined): string | undefined {
  const id = text?.replace(/^#/, '');
  return id && /^[\w-]{1,200}$/.test(id) ? id : undefined;
}

// Where code names an element by a string: getElementById('…'), querySelector('#…'), `const id = '…'` (the
// snippet's own), or the string itself passed as the first argument.
const ELEMENT_REFERENCE = /\b(?:getElementById\s*\(\s*|querySelector\s*\(\s*|(?:const|let|var)\s+id\s*=\s*)(["'`])([^"'`\\]*)\1/g;

/**
 * The element a call starts its widget in, when the code names it: a string in its first argument ('#bookla-x',
 * document.getElementById('bookla-x')), else the last element named by a string since the call before (the
 * snippet's `const id = "bookla-x"` and `getElementById(id)`). Strings are read from `text`, where they are; a
 * match counts only where `code` shows code (not inside a comment).
 */
function callElementId(text: string, code: string, call: FoundCall, from: number): string | undefined {
  const end = closing(code, call.args, ',');
  const first = /^\s*(["'`])([^"'`\\]*)\1\s*$/.exec(text.slice(call.args, end));
  if (first) return elementIdOf(first[2]);
  let found: string | undefined;
  for (const m of text.slice(from, end).matchAll(ELEMENT_REFERENCE)) {
    const at = from + m.index;
    if (code.startsWith(m[0].slice(0, m[0].indexOf(m[1]!)), at)) found = elementIdOf(m[2]) ?? found;
  }
  return found;
}

/** Reads the text of the config object literal as data, never evaluating it; throws when it cannot. */
export type LiteralReader = (literal: string) => unknown;

/**
 * Reads a pasted snippet back (Import): the widget type from the init function it calls, the config from the
 * `const config = {…}` that goes with that call or the object literal after its first comma, read as data and
 * sanitized. A text with several init calls (two snippets pasted together) has the first call of the first type in
 * the order subscription, booking, gift card read; every call is reported (`call`, `skipped`), so the owner can
 * be told which widget was imported and which were not. By default the literal is read as strict JSON, which is
 * what generateSnippet writes; the standalone configurator's Import also reads object literals written by hand (its
 * own reader, so that the parser for them is in the apps that need it only). The literal's end is found with
 * strings of any quote and comments skipped, so a reader gets the whole literal either way.
 */
export function parseSnippet(text: unknown, readLiteral: LiteralReader = JSON.parse): ParseSnippetResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, error: SNIPPET_ERRORS.empty };
  const fail = { ok: false, error: SNIPPET_ERRORS.unparseable } as const;
  // Code first (strings and comments blanked), the raw text when that finds no call (an unpaired quote in
  // surrounding HTML, say).
  const blanked = blankLiterals(text);
  let calls = findCalls(blanked);
  const code = calls.length ? blanked : text;
  if (!calls.length) calls = findCalls(text);
  const chosen = CALL_ORDER.map((t) => calls.findIndex((c) => c.type === t)).find((i) => i >= 0);
  if (chosen === undefined) return fail;
  const call = calls[chosen]!;
  const from = chosen > 0 ? calls[chosen - 1]!.end : 0;
  const to = calls[chosen + 1]?.at ?? code.length;
  const start = configStart(code, call, from, to);
  // Its end is found in `code`, where the blanked copy hides braces inside strings and comments of any kind.
  const end = start < 0 ? -1 : objectLiteralEnd(code, start);
  if (end < 0) return fail;
  let parsed: unknown;
  try {
    parsed = readLiteral(text.slice(start, end));
  } catch {
    return fail;
  }
  if (!isPlainObject(parsed)) return fail;
  const { config, warnings } = sanitizeConfig(call.type, parsed);
  const described = calls.map((c, i): SnippetCall => {
    const elementId = callElementId(text, code, c, i > 0 ? calls[i - 1]!.end : 0);
    return elementId ? { type: c.type, elementId } : { type: c.type };
  });
  return { ok: true, type: call.type, config, warnings, call: described[chosen]!, skipped: described.filter((_, i) => i !== chosen) } as ParseSnippetResult;
}
