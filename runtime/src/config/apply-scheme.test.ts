import { describe, expect, it } from 'vitest';
import { applyColorScheme } from './apply-scheme';
import { withoutEmbed } from './embed';
import { defaultConfig, DEFAULT_THEME, WIDGET_DEFAULTS } from './defaults';
import { mergeWithDefaults } from './merge';
import { sanitizeForWidget } from './sanitize';
import { DARK_THEME_COLORS } from './widget-defaults/scheme';

const GRADIENT = { background: { type: 'linear', colors: ['#fde68a', '#fca5a5'], angle: 45 } };
const OWN_DARK = { background: '#0b0b0b', button: { normal: { background: '#22c55e' } } };
const config = (theme: Record<string, unknown>) => ({ apiKey: 'k', theme: { ...DEFAULT_THEME, _gradients: GRADIENT, ...theme } });
/** The theme a widget would be handed, less the keys no test here changes. */
const shown = (c: unknown) => (c as { theme: Record<string, unknown> }).theme;

describe('applyColorScheme: the configuration as the widget renders it', () => {
  it.each([
    ['light', false],
    ['light', true],
    ['auto', false],
  ])('%s (visitor prefers dark: %s): the light colours and gradients, without the scheme settings', (colorScheme, prefersDark) => {
    const given = config({ colorScheme, darkColors: OWN_DARK });
    const result = applyColorScheme(given, prefersDark);
    expect(shown(result)).toEqual({ ...DEFAULT_THEME, _gradients: GRADIENT });
    expect(result).toMatchObject({ apiKey: 'k' });
  });

  it.each([
    ['dark', false],
    ['dark', true],
    ['auto', true],
  ])('%s (visitor prefers dark: %s): the owner’s dark colours over the dark defaults, drawn solid', (colorScheme, prefersDark) => {
    const result = applyColorScheme(config({ colorScheme, darkColors: OWN_DARK }), prefersDark);
    expect(shown(result)).toEqual({
      ...DEFAULT_THEME,
      colors: { ...DARK_THEME_COLORS, background: '#0b0b0b', button: { ...DARK_THEME_COLORS.button, normal: { ...DARK_THEME_COLORS.button.normal, background: '#22c55e' } } },
      _gradients: {},
    });
  });

  it('takes the dark defaults whole when the owner set no dark colour', () => {
    expect(shown(applyColorScheme(config({ colorScheme: 'dark' }), false)).colors).toEqual(DARK_THEME_COLORS);
  });

  it('hands each widget type a configuration its own checks keep without a warning, in either scheme (less embed, the page\'s own)', () => {
    for (const type of ['booking', 'subscription', 'giftcard'] as const) {
      for (const colorScheme of ['light', 'dark', 'auto'] as const) {
        for (const prefersDark of [false, true]) {
          const model = mergeWithDefaults(type, { theme: { colorScheme, darkColors: { text: '#ffffff' } } });
          const { warnings } = sanitizeForWidget(WIDGET_DEFAULTS[type], withoutEmbed(applyColorScheme(model, prefersDark)));
          expect(warnings).toEqual([]);
        }
      }
    }
  });

  it('changes nothing it is given, and returns what has no scheme settings as it is', () => {
    const given = config({ colorScheme: 'dark', darkColors: OWN_DARK });
    const copy = structuredClone(given);
    applyColorScheme(given, true);
    expect(given).toEqual(copy);
    const plain = { theme: { colors: { text: '#000' } } };
    expect(applyColorScheme(plain, true)).toBe(plain);
    const widgetDefaults = WIDGET_DEFAULTS.booking.defaults;
    expect(applyColorScheme(widgetDefaults, true)).toBe(widgetDefaults);
    expect(Object.keys(shown(applyColorScheme(defaultConfig('booking'), false)))).toEqual(Object.keys(DEFAULT_THEME));
  });

  describe('untrusted input: never throws, and leaves what is wrong for the widget to report', () => {
    it.each([null, undefined, 'dark', 3, [], { theme: 'dark' }, { theme: null }, { theme: [] }])('%j is returned as it is', (input) => {
      expect(applyColorScheme(input as never, true)).toBe(input);
    });

    it('a scheme it does not know stays (light colours used), so the widget names it', () => {
      const result = applyColorScheme(config({ colorScheme: 'Dark', darkColors: OWN_DARK }), true);
      expect(shown(result).colorScheme).toBe('Dark');
      expect(shown(result).colors).toEqual(DEFAULT_THEME.colors);
      expect(shown(result)).not.toHaveProperty('darkColors');
      const { warnings } = sanitizeForWidget(WIDGET_DEFAULTS.booking, result);
      expect(warnings).toEqual([{ path: 'theme.colorScheme', message: 'expected a known setting, received "Dark"; dropped' }]);
    });

    it('dark colours that are no settings object stay (dark defaults used), so the widget names them', () => {
      for (const darkColors of ['#000', null, ['#000'], 0]) {
        const result = applyColorScheme(config({ colorScheme: 'dark', darkColors }), false);
        expect(shown(result).colors).toEqual(DARK_THEME_COLORS);
        expect(shown(result).darkColors).toEqual(darkColors);
        const { warnings } = sanitizeForWidget(WIDGET_DEFAULTS.booking, result);
        expect(warnings.map((w) => w.path)).toEqual(['theme.darkColors']);
      }
    });

    it('a malformed dark colour passes on for the widget to check, and prototype keys are never copied', () => {
      const darkColors = JSON.parse('{"text":"white","button":"blue","__proto__":{"polluted":true}}');
      const result = applyColorScheme(config({ colorScheme: 'dark', darkColors }), false);
      const colors = shown(result).colors as Record<string, unknown>;
      expect([colors.text, colors.button]).toEqual(['white', 'blue']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(colors)).toBe(Object.prototype);
      const { warnings } = sanitizeForWidget(WIDGET_DEFAULTS.booking, result);
      expect(warnings.map((w) => w.path)).toEqual(['theme.colors.text', 'theme.colors.button']);
    });

    it('a theme that throws when read is returned as it is', () => {
      const theme = { get colorScheme() { throw new Error('no'); }, colors: {} };
      const input = { theme };
      expect(applyColorScheme(input, true)).toBe(input);
      const proxy = new Proxy({}, { getPrototypeOf: () => { throw new Error('no'); } });
      expect(applyColorScheme(proxy, true)).toBe(proxy);
      const inner = { theme: new Proxy({ colorScheme: 'dark' }, { ownKeys: () => { throw new Error('no'); } }) };
      expect(applyColorScheme(inner, true)).toBe(inner);
    });
  });
});
