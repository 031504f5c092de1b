import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@bookla/runtime/config';
import { importSnippet, IMPORT_MESSAGES } from './import-snippet';

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
    expect(outcome).toEqual({ ok: true, message: IMPORT_MESSAGES.success, warnings: [] });
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
