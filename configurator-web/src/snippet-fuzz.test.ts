import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { embedMode, generateSnippet, sanitizeConfig, valueRules, WIDGET_TYPES } from '@bookla/runtime/config';
import type { WidgetType } from '@bookla/runtime/config';
import { importSnippet, IMPORT_MESSAGES, skippedMessage } from './import/import-snippet';
import { htmlCode } from './export/export-code';
import { prng, type Rng } from '@bookla/test-utils/prng';
import { phrase, randomConfig } from '@bookla/test-utils/random-config';

// A pasted snippet is untrusted text. Whatever it holds, importing it must not throw, run anything, add a
// script element, reach a prototype, or end anywhere but in success or one of the owner-facing texts.
// CI runs FUZZ_CASES=10 000 (the default); `npm run fuzz -w @bookla/configurator-web` runs 100 000.
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const SCRIPT_URL = 'https://cdn.example/widgets/1.1.1/widget.js';
const INIT = { booking: 'initBookingWidget', subscription: 'initSubscriptionWidget', giftcard: 'initGiftCardWidget' } as const;
/** Code that marks the global object if anything ever runs it. */
const PAYLOAD = 'globalThis.__fuzzRan = 1';
const UNSAFE = ['__proto__', 'constructor', 'prototype'];

const call = (type: WidgetType, arg: string) => `window.BooklaWidgets.${INIT[type]}(document.getElementById('bookla-x'), ${arg});`;
/**
 * The Export dialog's HTML of a random configuration, half of them shown out of line: a popup's has the example
 * opener, whose text is the launcher's (as nasty as the generator's texts get), before the element and the snippet.
 */
function exported(r: Rng, type = r.pick(WIDGET_TYPES)) {
  const config = randomConfig<{ embed?: Record<string, unknown> }>(r, valueRules(type));
  if (r.chance(0.5)) config.embed = { ...config.embed, mode: r.pick(['popup', 'floating']) };
  return { config, html: htmlCode(type, config as never, 'https://cdn.example/widgets') };
}
/** The embed mode of the last `exportedHtml` case, which its import must give back. */
let exportedMode: string | undefined;
const valid = (r: Rng, type = r.pick(WIDGET_TYPES)) =>
  r.chance(0.5) ? exported(r, type).html : generateSnippet(type, randomConfig(r, valueRules(type)), { scriptUrl: SCRIPT_URL, elementId: `e${r.int(0, 99)}` });

/** A JSON object text with a prototype-pollution key at a random depth. */
function polluting(r: Rng): string {
  const key = r.pick(UNSAFE);
  const inner = key === 'constructor' ? '{"prototype":{"fuzzPolluted":1}}' : '{"fuzzPolluted":1}';
  const path = r.pick([[], ['theme'], ['theme', 'colors'], ['localization', 'times'], ['customFormFields', 0], ['theme', '_gradients']]);
  let text = `{"${key}":${inner},"apiKey":"k"}`;
  for (const part of [...path].reverse()) text = typeof part === 'number' ? `[${text}]` : `{"${part}":${text}}`;
  return text;
}

const deep = (r: Rng, n: number) => {
  const [open, close] = r.pick([['{"a":', '}'], ['[', ']'], ['{"theme":', '}']]);
  return open!.repeat(n) + '1' + (r.chance(0.8) ? close!.repeat(n) : '');
};

/** The hostile snippet kinds; each returns the text to import. */
const KINDS: Record<string, (r: Rng) => string> = {
  truncated: (r) => {
    const s = valid(r);
    return s.slice(0, r.int(0, s.length));
  },
  mutated: (r) => {
    let s = valid(r);
    for (let i = r.int(1, 5); i > 0; i--) {
      const at = r.int(0, s.length);
      s = s.slice(0, at) + r.pick(['', '{', '}', '"', "'", '\\', ',', '`', '/*', '//', '\n', '\u2028', 'initBookingWidget(']) + s.slice(at + r.int(0, 3));
    }
    return s;
  },
  deepNesting: (r) => `<script>${call(r.pick(WIDGET_TYPES), deep(r, r.chance(0.1) ? 10_000 : r.int(10, 2000)))}</script>`,
  deepConstant: (r) => `<script>const config = ${deep(r, 10_000)};\n${call(r.pick(WIDGET_TYPES), 'config')}</script>`,
  pollution: (r) => {
    const json = polluting(r);
    return r.chance(0.5) ? `<script>const config = ${json};\n${call(r.pick(WIDGET_TYPES), 'config')}</script>` : call(r.pick(WIDGET_TYPES), json);
  },
  hugeString: (r) => {
    const size = r.chance(0.02) ? 2_000_000 : r.int(1_000, 100_000);
    const value = r.pick(['x', 'é', '"', '\\\\', '</script>']).repeat(size);
    return call(r.pick(WIDGET_TYPES), `{"apiKey":"k","localization":{"bookButton":"${value}"}}`);
  },
  rawScriptEndAndLineSeparators: (r) =>
    `<script>${call(r.pick(WIDGET_TYPES), `{"apiKey":"a</script><script>${PAYLOAD}</script>\u2028\u2029","localization":{"loadingText":"${phrase(r)}"}}`)}</script>`,
  twoTypes: (r) => {
    const [a, b] = [r.pick(WIDGET_TYPES), r.pick(WIDGET_TYPES)];
    return `${call(a, '{"apiKey":"first"}')}\n${call(b, '{"apiKey":"second"}')}`;
  },
  notJson: (r) =>
    call(
      r.pick(WIDGET_TYPES),
      r.pick([
        `{apiKey: 'k', region: \`eu\`}`,
        `{"apiKey": (() => { ${PAYLOAD} })()}`,
        `{"apiKey": "k", get region() { ${PAYLOAD}; return "eu" }}`,
        `{"apiKey": "k",}`,
        `{"apiKey": 0x1F}`,
        `{"apiKey": "k" /* ${PAYLOAD} */}`,
        `Object.assign({}, {"apiKey":"k"})`,
        `{"apiKey": "${'${'}${PAYLOAD}}"}`,
        `{...window.cfg}`,
        `{"apiKey": undefined}`,
        `{"apiKey": NaN}`,
      ]),
    ),
  constantVsLiteral: (r) => {
    const type = r.pick(WIDGET_TYPES);
    const json = JSON.stringify({ apiKey: `k${r.int(0, 9)}`, region: r.pick(['us', 'eu', 'EU', 'mars']), guestEnabled: r.chance(0.5) });
    return r.chance(0.5)
      ? `<script>${r.pick(['const', 'let', 'var'])} config = ${json};\n${call(type, 'config')}</script>`
      : `<script>${call(type, json)}</script>`;
  },
  executable: (r) => `<script>${PAYLOAD};\n${r.pick(['', 'eval("1");', 'new Function("return 1")();'])}${call(r.pick(WIDGET_TYPES), '{"apiKey":"k"}')}</script><img src=x onerror="${PAYLOAD}">`,
  noise: (r) => Array.from({ length: r.int(0, 300) }, () => String.fromCharCode(r.int(0, 0xffff))).join(''),
  empty: (r) => r.pick(['', ' ', '\n\t ', '\u00a0']),
  exportedHtml: (r) => {
    const { config, html } = exported(r);
    exportedMode = embedMode(config);
    return html;
  },
};
const KIND_NAMES = Object.keys(KINDS);

/** Every own key in a parsed result, at every depth (the prototype-pollution keys must never be among them). */
function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      out.add(key);
      keysDeep((value as Record<string, unknown>)[key], out);
    }
  }
  return out;
}

describe(`importing hostile snippets (${CASES} seeded cases, seed ${SEED})`, () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const realEval = globalThis.eval;
  const evalSpy = vi.fn();
  beforeAll(() => {
    globalThis.eval = ((code: string) => (evalSpy(code), undefined)) as typeof eval;
  });
  afterAll(() => {
    globalThis.eval = realEval;
    errors.mockRestore();
  });

  it('never throws, runs nothing, pollutes nothing, and ends in success or a stated message', () => {
    const seen: Record<string, number> = {};
    const exportedCases = { ok: [] as number[], failed: [] as number[] };
    const outcomes: Record<string, number> = {};
    const messages = new Set<string>([IMPORT_MESSAGES.empty, IMPORT_MESSAGES.unparseable, IMPORT_MESSAGES.applyFailed]);
    for (let i = 0; i < CASES; i++) {
      const r = prng(SEED + i);
      const kind = KIND_NAMES[i % KIND_NAMES.length]!;
      seen[kind] = (seen[kind] ?? 0) + 1;
      const text = KINDS[kind]!(r);
      const where = `case ${i} (${kind}, replay with prng(${SEED + i}))`;
      let applied: { type: WidgetType; config: unknown } | undefined;
      // The core's apply goes through sanitizeConfig again; one case in 50 makes it fail to prove the message.
      const failApply = r.chance(0.02);
      const outcome = importSnippet(text, {
        applyImported(type, config) {
          if (failApply) throw new Error('store refused');
          applied = { type, config };
          return { warnings: sanitizeConfig(type, config).warnings };
        },
      });
      outcomes[outcome.ok ? 'success' : outcome.message] = (outcomes[outcome.ok ? 'success' : outcome.message] ?? 0) + 1;
      if (kind === 'exportedHtml' && !failApply) exportedCases[outcome.ok ? 'ok' : 'failed'].push(i);
      if (outcome.ok) {
        expect(outcome.message, where).toBe(IMPORT_MESSAGES.success);
        expect(WIDGET_TYPES, where).toContain(applied!.type);
        // The call imported and every other one are reported, each a widget type with, at most, an element id.
        expect(outcome.imported.type, where).toBe(applied!.type);
        for (const c of [outcome.imported, ...outcome.skipped]) {
          expect(Object.keys(c).filter((k) => k !== 'type' && k !== 'elementId'), where).toEqual([]);
          expect(WIDGET_TYPES, where).toContain(c.type);
          if ('elementId' in c) expect(c.elementId, where).toMatch(/^[\w-]{1,200}$/);
        }
        if (kind === 'twoTypes') {
          // Both calls name their element: the first of the spec's order (subscription, booking, gift card) is read
          // with its own config, the other is named as left out.
          const types = [...text.matchAll(/\.(init\w+Widget)\(/g)].map((m) => WIDGET_TYPES.find((t) => INIT[t] === m[1])!);
          const chosen = (['subscription', 'booking', 'giftcard'] as const).map((t) => types.indexOf(t)).find((i) => i >= 0)!;
          expect(outcome.imported, where).toEqual({ type: types[chosen], elementId: 'bookla-x' });
          expect(outcome.skipped, where).toEqual([{ type: types[1 - chosen], elementId: 'bookla-x' }]);
          expect((applied!.config as { apiKey: string }).apiKey, where).toBe(chosen === 0 ? 'first' : 'second');
          expect(skippedMessage(outcome.imported, outcome.skipped), where).toMatch(/^This code starts 2 widgets\. The .+ widget \(bookla-x\) was imported; the .+ widget \(bookla-x\) was not\./);
        }
        if (kind === 'exportedHtml') expect(embedMode(applied!.config as never), where).toBe(exportedMode);
        const keys = keysDeep(applied!.config);
        for (const key of UNSAFE) expect(keys.has(key), `${where}: ${key}`).toBe(false);
        // What the core receives is already clean: sanitizing it again changes nothing.
        expect(sanitizeConfig(applied!.type, applied!.config).warnings, where).toEqual([]);
      } else {
        expect(messages.has(outcome.message), `${where}: ${outcome.message}`).toBe(true);
      }
      if ((globalThis as Record<string, unknown>).__fuzzRan !== undefined) expect.fail(`${where} ran code`);
      if (({} as Record<string, unknown>).fuzzPolluted !== undefined || Object.prototype.hasOwnProperty.call(Object.prototype, 'fuzzPolluted')) {
        expect.fail(`${where} polluted Object.prototype`);
      }
    }
    expect(evalSpy).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    // Every kind ran, and the fuzz reached both ends (a generator that only ever fails would prove nothing).
    expect(Object.keys(seen).sort()).toEqual([...KIND_NAMES].sort());
    // The Export dialog's own HTML, an opener button and every embed mode in it, always imports.
    expect(exportedCases.failed, 'exportedHtml cases not imported').toEqual([]);
    expect(exportedCases.ok.length).toBeGreaterThan(0);
    expect(outcomes.success).toBeGreaterThan(CASES / 10);
    expect(outcomes[IMPORT_MESSAGES.unparseable]).toBeGreaterThan(CASES / 10);
    expect(outcomes[IMPORT_MESSAGES.empty]).toBeGreaterThan(0);
    if (CASES >= 1000) expect(outcomes[IMPORT_MESSAGES.applyFailed]).toBeGreaterThan(0);
    // ~20 s quiet for 10 000 cases; generous for a loaded CI runner and the 100 000-case script.
  }, 3_600_000);

  it('the run checks can fail: a script element and an eval call are noticed', () => {
    const before = document.querySelectorAll('script').length;
    document.body.appendChild(document.createElement('script'));
    expect(document.querySelectorAll('script').length).toBe(before + 1);
    document.querySelector('script')!.remove();
    // eval is replaced by a spy for the whole suite; calling it through the global is recorded.
    globalThis.eval('1');
    expect(evalSpy).toHaveBeenCalledTimes(1);
    evalSpy.mockClear();
  });
});
