import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALIZATION, WIDGET_DEFAULTS, WIDGET_TYPES, defaultConfig } from '../defaults';
import { EMBED_DEFAULTS } from '../embed';
import { TYPE_TEXT_KEYS } from '../sanitize';
import { COMMON_TEXTS } from './base';
import { SCHEME_DEFAULTS } from './scheme';

const keysOf = (o: object) => Object.keys(o).sort();

describe("each widget type's own defaults", () => {
  it('together hold every text of the model, each once: the model is joined from them', () => {
    const joined: Record<string, unknown> = {};
    for (const type of WIDGET_TYPES) {
      const texts = WIDGET_DEFAULTS[type].defaults.localization as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(texts)) {
        if (key === 'errors') joined.errors = { ...(joined.errors as object), ...(value as object) };
        else if (key in joined) expect(joined[key], key).toBe(value);
        else joined[key] = value;
      }
    }
    expect(joined).toEqual(DEFAULT_LOCALIZATION);
    expect(keysOf(joined)).toEqual(keysOf(DEFAULT_LOCALIZATION));
  });

  it('share the common texts and hold none of another type', () => {
    const own = (type: (typeof WIDGET_TYPES)[number]) => keysOf(WIDGET_DEFAULTS[type].defaults.localization);
    expect(own('subscription')).not.toContain('times');
    expect(own('subscription')).not.toContain('giftCards');
    expect(own('giftcard')).not.toContain('subscriptions');
    expect(own('booking')).not.toContain('subscriptions');
    expect(WIDGET_DEFAULTS.booking.defaults.localization.errors).not.toHaveProperty('missingParametersPlugin');
    for (const type of WIDGET_TYPES) expect(own(type)).toEqual(expect.arrayContaining(keysOf(COMMON_TEXTS)));
  });

  it("differ from the model's defaults only in the texts and the model's own settings (the theme's scheme, embed), which no widget reads", () => {
    for (const type of WIDGET_TYPES) {
      const { localization: _own, ...rest } = WIDGET_DEFAULTS[type].defaults;
      const { localization: _all, theme: { colorScheme, darkColors, ...theme }, embed, ...model } = defaultConfig(type);
      expect(rest).toEqual({ ...model, theme });
      expect({ colorScheme, darkColors }).toEqual(SCHEME_DEFAULTS);
      expect(embed).toEqual(EMBED_DEFAULTS[type]);
      // Same key order too (embed last): the snippet and the configurator list settings in this order.
      expect([...Object.keys(WIDGET_DEFAULTS[type].defaults), 'embed']).toEqual(Object.keys(defaultConfig(type)));
    }
  });

  it("the sanitizer's list of one type's texts is exactly the texts not every type shares", () => {
    const notShared = [...keysOf(DEFAULT_LOCALIZATION).filter((k) => !(k in COMMON_TEXTS) && k !== 'errors'), ...keysOf(DEFAULT_LOCALIZATION.errors)];
    expect([...TYPE_TEXT_KEYS].sort()).toEqual(notShared.sort());
  });

  it('are deeply frozen', () => {
    for (const type of WIDGET_TYPES) {
      const d = WIDGET_DEFAULTS[type].defaults;
      expect(Object.isFrozen(d)).toBe(true);
      expect(Object.isFrozen(d.localization.errorScreen)).toBe(true);
      expect(Object.isFrozen(d.theme.colors.button.normal)).toBe(true);
    }
  });
});
