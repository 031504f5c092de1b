import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, embedMode, mergeWithDefaults, parseSnippet, valueRules, WIDGET_TYPES, type DeepPartial, type WidgetConfigByType } from '@bookla/runtime/config';
import { prng } from '@bookla/test-utils/prng';
import { reactCode } from '../export/export-code';
import { randomConfig } from '@bookla/test-utils/random-config';
import { importSnippet, IMPORT_MESSAGES, reactAsSnippet, skippedMessage } from './import-snippet';

// The real reader, which a test can make throw once (a bug it is written never to have).
vi.mock('@bookla/runtime/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@bookla/runtime/config')>();
  return { ...real, parseSnippet: vi.fn(real.parseSnippet) };
});

const apply = () => ({ applyImported: vi.fn((_type: string, _config: unknown) => ({ warnings: [] })) });

describe('importSnippet: code written by hand', () => {
  it("reads docs/csp.md's bookla-init.js as it is written there", () => {
    const api = apply();
    const outcome = importSnippet(
      `BooklaWidgets.initBookingWidget('#bookla-booking', {
  apiKey: 'YOUR_API_KEY', companyId: 'YOUR_COMPANY_ID', serviceId: 'YOUR_SERVICE_ID',
});`,
      api,
    );
    expect(outcome).toEqual({ ok: true, message: IMPORT_MESSAGES.success, warnings: [], imported: { type: 'booking', elementId: 'bookla-booking' }, skipped: [] });
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith(
      'booking',
      expect.objectContaining({ apiKey: 'YOUR_API_KEY', companyId: 'YOUR_COMPANY_ID', serviceId: 'YOUR_SERVICE_ID' }),
    );
  });

  it('reads single quotes, bare keys, trailing commas and comments, with braces and quotes inside the strings', () => {
    const api = apply();
    const text = `<div id="gifts"></div>
<script src="https://cdn.bookla.com/widgets/1.1.1/widget.js"></script>
<script>
  BooklaWidgets.initGiftCardWidget(document.querySelector('#gifts'), {
    apiKey: 'key', // the public key } {
    /* EU account */ region: 'eu',
    localization: { giftCards: { title: 'Gutscheine {mit} \\'Klammern\\'', subtitle: "it's }" } },
  });
</script>`;
    expect(importSnippet(text, api)).toMatchObject({ ok: true, warnings: [] });
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith(
      'giftcard',
      expect.objectContaining({ apiKey: 'key', region: 'eu', localization: expect.objectContaining({ giftCards: expect.objectContaining({ title: "Gutscheine {mit} 'Klammern'", subtitle: "it's }" }) }) }),
    );
  });

  it.each([
    ['a variable', '{ apiKey: KEY }'],
    ['a call', '{ apiKey: getKey() }'],
    ['a template string', '{ apiKey: `k` }'],
    ['a shorthand property', '{ apiKey }'],
    ['a spread', "{ ...base, apiKey: 'k' }"],
  ])('%s is not data: the parse error, nothing applied, nothing run', (_, literal) => {
    const api = apply();
    const ran = vi.fn();
    (globalThis as Record<string, unknown>).getKey = ran;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(importSnippet(`BooklaWidgets.initBookingWidget(el, ${literal});`, api)).toEqual({ ok: false, message: IMPORT_MESSAGES.unparseable });
    expect(api.applyImported).not.toHaveBeenCalled();
    expect(ran).not.toHaveBeenCalled();
    delete (globalThis as Record<string, unknown>).getKey;
    error.mockRestore();
  });

  it("values JSON has not are left at their defaults and reported; __proto__ is a plain key that pollutes nothing", () => {
    const api = apply();
    const outcome = importSnippet("BooklaWidgets.initBookingWidget(el, { apiKey: 'k', theme: { typography: { fontSize: { base: Infinity, large: NaN } } }, __proto__: { p: 1 } })", api);
    expect(outcome.ok && outcome.warnings.map((w) => w.path)).toEqual(['theme.typography.fontSize.base', 'theme.typography.fontSize.large', '__proto__']);
    const config = api.applyImported.mock.calls[0]![1] as ReturnType<typeof defaultConfig<'booking'>>;
    expect(config.theme.typography.fontSize).toEqual(defaultConfig('booking').theme.typography.fontSize);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });
});

describe("importSnippet: the Export dialog's React tab", () => {
  it.each(WIDGET_TYPES)('%s: the React module exported from a configuration imports it back (seeded cases)', (type) => {
    for (let seed = 1; seed <= 200; seed++) {
      const partial = randomConfig<DeepPartial<WidgetConfigByType[typeof type]>>(prng(seed * 31 + type.length), valueRules(type));
      const expected = mergeWithDefaults(type, partial) as unknown as Record<string, unknown>;
      if (expected.showServiceSelector === true) expected.serviceId = '';
      // The component's code carries embed as the snippet does: an inline one none, which reads back as the defaults.
      if (embedMode(expected) === 'inline') expected.embed = defaultConfig(type).embed;
      const api = apply();
      const outcome = importSnippet(reactCode(type, partial), api);
      expect(outcome, `seed ${seed}`).toEqual({ ok: true, message: IMPORT_MESSAGES.success, warnings: [], imported: { type }, skipped: [] });
      const [importedType, config] = api.applyImported.mock.calls[0]!;
      expect(importedType).toBe(type);
      expect(mergeWithDefaults(type, config as never), `seed ${seed}`).toEqual(expected);
    }
  });

  it('reads the module with its type annotation removed too, and nothing that is not that module', () => {
    const api = apply();
    const code = reactCode('giftcard', { apiKey: 'k', localization: { giftCards: { title: 'Gifts' } } }).replace(/const config: [^=]*=/, 'const config =');
    expect(importSnippet(code, api)).toMatchObject({ ok: true });
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith('giftcard', expect.objectContaining({ apiKey: 'k' }));
    // Spacing a formatter or a hand may give it: the constant is still found.
    for (const spaced of ["const  config:GiftCardWidgetProps['config']={", "const\tconfig : GiftCardWidgetProps['config'] =\n  {"]) {
      const moved = apply();
      expect(importSnippet(code.replace('const config = {', spaced), moved), spaced).toMatchObject({ ok: true });
      expect(moved.applyImported).toHaveBeenCalledExactlyOnceWith('giftcard', expect.objectContaining({ apiKey: 'k' }));
    }
    // A config that is not an object literal is not data to read.
    expect(reactAsSnippet(code.replace(/const config = \{[^]*?\};/, 'const config = load();'))).toBeNull();
    // No component of ours, or no config constant: not React code of the Export dialog.
    expect(reactAsSnippet('const config = { "apiKey": "k" };')).toBeNull();
    expect(reactAsSnippet('<BookingWidget config={{ apiKey: "k" }} />')).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(importSnippet('<BookingWidget config={{ apiKey: "k" }} />', apply())).toEqual({ ok: false, message: IMPORT_MESSAGES.unparseable });
    error.mockRestore();
  });
});

describe('importSnippet never throws', () => {
  const snippet = "BooklaWidgets.initGiftCardWidget(el, { apiKey: 'k', bogus: 1 })";

  it('a reader that throws gives the parse error text, logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(parseSnippet).mockImplementationOnce(() => {
      throw new Error('reader bug');
    });
    const api = apply();
    expect(importSnippet(snippet, api)).toEqual({ ok: false, message: IMPORT_MESSAGES.unparseable });
    expect(api.applyImported).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Bookla: import failed while reading the script', expect.any(Error));
    error.mockRestore();
  });

  it("an apply step that answers nothing or something odd keeps the reader's warnings", () => {
    for (const answer of [undefined, null, { warnings: 'none' }, {}]) {
      const api = { applyImported: vi.fn(() => answer as never) };
      const outcome = importSnippet(snippet, api);
      expect(outcome.ok && outcome.warnings.map((w) => w.path), JSON.stringify(answer)).toEqual(['bogus']);
    }
  });

  it("the apply step's warnings follow the reader's", () => {
    const api = { applyImported: vi.fn(() => ({ warnings: [{ path: 'theme', message: 'm' }] })) };
    const outcome = importSnippet(snippet, api);
    expect(outcome.ok && outcome.warnings.map((w) => w.path)).toEqual(['bogus', 'theme']);
  });
});

describe('importSnippet: code that starts several widgets', () => {
  it("imports docs/embedding.md's two-widget example's booking and names the gift card it left out", () => {
    // vitest runs in the package folder (npm test, turbo).
    const docs = readFileSync(`${process.cwd()}/../docs/embedding.md`, 'utf8');
    const example = /<!-- example: several -->\n```html\n([\s\S]*?)\n```/.exec(docs)![1]!;
    const api = apply();
    const outcome = importSnippet(example, api);
    expect(outcome).toMatchObject({ ok: true, imported: { type: 'booking', elementId: 'bookla-massage' }, skipped: [{ type: 'giftcard', elementId: 'bookla-gifts' }] });
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith('booking', expect.objectContaining({ serviceId: 'YOUR_SERVICE_ID' }));
  });

  it.each([
    ['nothing left out', { type: 'booking' }, [], null],
    [
      'one left out',
      { type: 'booking', elementId: 'bookla-booking' },
      [{ type: 'giftcard', elementId: 'bookla-gifts' }],
      'This code starts 2 widgets. The Booking widget (bookla-booking) was imported; the Gift Card widget (bookla-gifts) was not. To edit it, import its code on its own.',
    ],
    [
      'several, one without an element id the code names',
      { type: 'subscription' },
      [{ type: 'booking', elementId: 'one' }, { type: 'giftcard' }],
      'This code starts 3 widgets. The Subscription widget was imported; these were not: the Booking widget (one), the Gift Card widget. To edit one of them, import its code on its own.',
    ],
    [
      'more than 8: the rest counted',
      { type: 'booking' },
      Array.from({ length: 11 }, (_, i) => ({ type: 'giftcard' as const, elementId: `g${i}` })),
      `This code starts 12 widgets. The Booking widget was imported; these were not: ${Array.from({ length: 8 }, (_, i) => `the Gift Card widget (g${i})`).join(', ')} and 3 more. To edit one of them, import its code on its own.`,
    ],
  ] as const)('the message: %s', (_, imported, skipped, message) => {
    expect(skippedMessage(imported, skipped)).toBe(message);
  });
});
