import { describe, expect, it } from 'vitest';
import { prng } from '@bookla/test-utils/prng';
import { randomConfig } from '@bookla/test-utils/random-config';
import { COLOR_SCHEMES, DARK_THEME_COLORS, SCHEME_DEFAULTS } from './color-scheme';
import { defaultConfig, WIDGET_TYPES } from './defaults';
import { diffFromDefaults, mergeWithDefaults } from './merge';
import { sanitizeConfig } from './sanitize-model';
import { generateSnippet, parseSnippet, snippetConfig } from './snippet';
import { valueRule, valueRules } from './value-rules';

const OPTIONS = { scriptUrl: 'https://cdn.bookla.com/widgets/1.1.1/widget.js', elementId: 'booking' };
const OWN_DARK = { background: '#000', text: '#FAFAFA', button: { hover: { background: '#0f766e', border: '2px dashed #ffffff' } } };

describe('theme.colorScheme and theme.darkColors in the configuration model', () => {
  it('are light by default, with the dark palette ready, for every type', () => {
    for (const type of WIDGET_TYPES) {
      const { theme } = defaultConfig(type);
      expect({ colorScheme: theme.colorScheme, darkColors: theme.darkColors }).toEqual(SCHEME_DEFAULTS);
    }
    expect(SCHEME_DEFAULTS.colorScheme).toBe('light');
    expect(COLOR_SCHEMES).toEqual(['light', 'dark', 'auto']);
  });

  it('keeps every scheme and the owner’s dark colours without a warning, completing them from the dark defaults', () => {
    for (const colorScheme of COLOR_SCHEMES) {
      const { config, warnings } = sanitizeConfig('subscription', { theme: { colorScheme, darkColors: OWN_DARK } });
      expect(warnings).toEqual([]);
      expect(config.theme.colorScheme).toBe(colorScheme);
      expect(config.theme.darkColors).toEqual({
        ...DARK_THEME_COLORS,
        background: '#000',
        text: '#FAFAFA',
        button: { ...DARK_THEME_COLORS.button, hover: { ...DARK_THEME_COLORS.button.hover, background: '#0f766e', border: '2px dashed #ffffff' } },
      });
    }
  });

  it('checks the dark colours by the rules of the light ones: each refused value takes its dark default, named in a warning', () => {
    const { config, warnings } = sanitizeConfig('booking', {
      theme: {
        colorScheme: 'Dark',
        darkColors: { text: 'white', item: { selected: { border: '30px solid #fff', glow: '#fff' } }, button: 'blue', shadow: '#000' },
        colors: { text: 'black' },
      },
    });
    expect(config.theme.colorScheme).toBe('light');
    expect(config.theme.darkColors).toEqual(DARK_THEME_COLORS);
    expect(config.theme.colors.text).toBe('#111827');
    expect(warnings).toEqual([
      // The widgets' checks first, then the model's own settings.
      { path: 'theme.colors.text', message: 'expected a hex colour (#rgb or #rrggbb), received "black"; using the default "#111827"' },
      { path: 'theme.colorScheme', message: `expected one of 'light', 'dark', 'auto', received "Dark"; using the default "light"` },
      { path: 'theme.darkColors.text', message: 'expected a hex colour (#rgb or #rrggbb), received "white"; using the default "#f9fafb"' },
      { path: 'theme.darkColors.button', message: 'expected an object, received "blue"; using the default' },
      {
        path: 'theme.darkColors.item.selected.border',
        message: `expected 'width style #colour' (0–20px; solid, dashed or dotted) or 'none', received "30px solid #fff"; using the default "1px solid #60a5fa"`,
      },
      { path: 'theme.darkColors.item.selected.glow', message: 'expected a known setting, received "#fff"; dropped' },
      { path: 'theme.darkColors.shadow', message: 'expected a known setting, received "#000"; dropped' },
    ]);
  });

  it('defaults the dark colours when they are no settings object, and never throws on a hostile theme', () => {
    for (const darkColors of ['#000', null, [], 3]) {
      const { config, warnings } = sanitizeConfig('giftcard', { theme: { darkColors } });
      expect(config.theme.darkColors).toEqual(DARK_THEME_COLORS);
      expect(warnings).toEqual([{ path: 'theme.darkColors', message: expect.stringMatching(/^expected an object, received .*; using the default$/) }]);
    }
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    const theme = { get colorScheme() { throw new Error('no'); } };
    for (const input of [{ theme: hostile }, { theme }, { theme: 'dark' }]) {
      const { config } = sanitizeConfig('booking', input);
      expect(config.theme.colorScheme).toBe('light');
      expect(config.theme.darkColors).toEqual(DARK_THEME_COLORS);
    }
    // What cannot be read is reported by the widgets' checks, under its own path.
    expect(sanitizeConfig('booking', { theme }).warnings).toEqual([
      { path: 'theme.colorScheme', message: 'expected a known setting, received undefined; dropped' },
    ]);
  });

  it('keeps the 100-warning cap with the summary last when the model adds its own warnings', () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, 1]));
    const capped = sanitizeConfig('booking', { ...many, theme: { colorScheme: 'x' } }).warnings;
    expect(capped).toHaveLength(101);
    expect(capped[100]).toEqual({ path: '', message: '51 more warnings omitted' });
    const few = sanitizeConfig('booking', { k0: 1, theme: { colorScheme: 'x' } }).warnings;
    expect(few.map((w) => w.path)).toEqual(['k0', 'theme.colorScheme']);
  });

  it('are diffed, merged and exported like every theme value: only what differs, read back as it was', () => {
    const config = mergeWithDefaults('booking', { theme: { colorScheme: 'auto', darkColors: { item: { selected: { background: '#22c55e' } } } } });
    expect(diffFromDefaults('booking', config)).toEqual({ theme: { colorScheme: 'auto', darkColors: { item: { selected: { background: '#22c55e' } } } } });
    expect(diffFromDefaults('booking', defaultConfig('booking'))).toEqual({});
    expect(snippetConfig('booking', config)).toMatchObject({ theme: { colorScheme: 'auto', darkColors: { item: { selected: { background: '#22c55e' } } } } });
    expect(parseSnippet(generateSnippet('booking', config, OPTIONS))).toMatchObject({ ok: true, type: 'booking', config, warnings: [] });
  });

  it('give the configurators a rule per setting, the dark colours the same kinds and messages as the light ones', () => {
    expect(valueRule(['theme', 'colorScheme'])).toMatchObject({ kind: 'choice', values: ['light', 'dark', 'auto'], message: 'Choose one of light, dark, auto' });
    for (const path of ['text', 'item.hover.border', 'summary.secondaryText']) {
      const light = valueRule(`theme.colors.${path}`)!;
      const dark = valueRule(`theme.darkColors.${path}`)!;
      expect([dark.kind, dark.message, dark.path]).toEqual([light.kind, light.message, `theme.darkColors.${path}`]);
      expect(dark.accepts('#abc') || dark.accepts('1px solid #abc')).toBe(true);
    }
    expect(valueRule(['theme', 'colorScheme'])!.accepts('dark')).toBe(true);
    expect(valueRule(['theme', 'colorScheme'])!.accepts('sepia')).toBe(false);
    const theme = valueRule(['theme'])!;
    expect(theme.accepts({ colorScheme: 'dark', darkColors: { text: '#fff' } })).toBe(true);
    expect(theme.accepts({ darkColors: { text: 'white' } })).toBe(false);
  });

  it('are generated by the shared random configurations, which round-trip through the snippet', () => {
    const r = prng(20260711);
    const seen = new Set<unknown>();
    let dark = 0;
    for (let i = 0; i < 60; i++) {
      const partial = randomConfig<Record<string, unknown>>(r, valueRules('booking'));
      const theme = partial.theme as { colorScheme?: string; darkColors?: unknown } | undefined;
      seen.add(theme?.colorScheme);
      if (theme?.darkColors) dark++;
      const config = mergeWithDefaults('booking', partial as never);
      const read = parseSnippet(generateSnippet('booking', config, OPTIONS));
      expect(read.ok && read.warnings).toEqual([]);
      expect(read.ok && read.config.theme).toEqual(config.theme);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['light', 'dark', 'auto']));
    expect(dark).toBeGreaterThan(3);
  });
});
