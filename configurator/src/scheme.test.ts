import { describe, expect, it } from 'vitest';
import { defaultConfig, type Theme } from '@bookla/runtime/config';
import { colorsKey, exportedSchemes, schemeColors, schemeContrastWarnings, shownScheme } from './scheme';

const THEME = defaultConfig('booking').theme;

describe('which colours are shown, edited and exported', () => {
  it.each([
    [undefined, false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['auto', false, 'light'],
    ['auto', true, 'dark'],
  ] as const)('scheme %s, dark chosen to look at: %s → the %s colours', (scheme, darkShown, shown) => {
    expect(shownScheme(scheme, darkShown)).toBe(shown);
    expect(schemeColors(THEME, shown)).toBe(THEME[colorsKey(shown)]);
  });

  it.each([
    [undefined, ['light']],
    ['light', ['light']],
    ['dark', ['dark']],
    ['auto', ['light', 'dark']],
  ] as const)('scheme %s exports %j, each checked for contrast', (scheme, schemes) => {
    expect(exportedSchemes(scheme)).toEqual(schemes);
  });
});

describe('schemeContrastWarnings', () => {
  it('none for either default palette', () => {
    expect(schemeContrastWarnings(THEME, 'light')).toEqual([]);
    expect(schemeContrastWarnings(THEME, 'dark')).toEqual([]);
  });

  it('names each low pair of the scheme with its ratio, disabled states aside', () => {
    const theme: Theme = {
      ...THEME,
      darkColors: {
        ...THEME.darkColors!,
        error: '#7f1d1d',
        button: { ...THEME.darkColors!.button, hover: { ...THEME.darkColors!.button.hover, text: '#93c5fd' }, disabled: { ...THEME.darkColors!.button.disabled, text: '#374151' } },
      },
    };
    expect(schemeContrastWarnings(theme, 'dark')).toEqual([
      expect.stringMatching(/^Error on the background has contrast 1\.\d\d:1; WCAG AA needs 4\.5:1$/),
      'Button hover text on its background (Button hover) has contrast 1.00:1; WCAG AA needs 4.5:1',
    ]);
    expect(schemeContrastWarnings(theme, 'light')).toEqual([]);
  });

  it('the light colours on every stop of a gradient that replaces a background; the dark ones solid', () => {
    const theme: Theme = { ...THEME, _gradients: { 'item.selected': { type: 'linear', colors: ['#1d4ed8', '#ffffff'], angle: 90 } } };
    expect(schemeContrastWarnings(theme, 'light')).toEqual([
      'Item selected text on its background (Item selected) (gradient colour 2, #ffffff) has contrast 1.00:1; WCAG AA needs 4.5:1',
      expect.stringMatching(/^Item selected secondary text on its background \(Item selected\) \(gradient colour 2, #ffffff\) has contrast 1\.\d\d:1/),
    ]);
    expect(schemeContrastWarnings(theme, 'dark')).toEqual([]);
  });
});
