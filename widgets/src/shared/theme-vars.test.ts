import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@bookla/runtime/config';
import type { Gradient, Theme } from '@bookla/runtime/config';
import { gradientToCss, paddingToCss, schemeFor, themeToCssVars } from './theme-vars';

const theme = (patch: Partial<Theme> = {}): Theme => ({ ...structuredClone(DEFAULT_THEME), ...patch });

describe('paddingToCss', () => {
  it.each([
    [24, '24px'],
    [0, '0px'],
    ['8px 16px', '8px 16px'],
    ['8 16', '8px 16px'],
    ['4 8px 2 1.5', '4px 8px 2px 1.5px'],
    ['  10  ', '10px'],
    ['', undefined],
    [Number.NaN, undefined],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(paddingToCss(input as number | string | undefined)).toBe(expected);
  });
});

describe('gradientToCss', () => {
  it.each<[Gradient, string]>([
    [{ type: 'solid', colors: ['#112233', '#445566'] }, '#112233'],
    [{ type: 'solid', colors: [] }, '#ffffff'],
    [{ type: 'linear', colors: [] }, '#ffffff'],
    [{ type: 'linear', colors: ['#000', '#fff'] }, 'linear-gradient(90deg, #000 0%, #fff 100%)'],
    [{ type: 'linear', colors: ['#000', '#888', '#fff'], angle: 45 }, 'linear-gradient(45deg, #000 0%, #888 50%, #fff 100%)'],
    [{ type: 'linear', colors: ['#a00', '#0a0', '#00a', '#aaa'], angle: 0 }, 'linear-gradient(0deg, #a00 0%, #0a0 33.33%, #00a 66.67%, #aaa 100%)'],
    [{ type: 'linear', colors: ['#123'] }, 'linear-gradient(90deg, #123 0%, #123 100%)'],
    [{ type: 'radial', colors: ['#000', '#fff'] }, 'radial-gradient(circle at center, #000 0%, #fff 100%)'],
    [{ type: 'radial', colors: ['#000', '#fff'], position: 'top left' }, 'radial-gradient(circle at top left, #000 0%, #fff 100%)'],
  ])('%j → %s', (gradient, expected) => {
    expect(gradientToCss(gradient)).toBe(expected);
  });
});

describe('schemeFor: the colour scheme the browser draws its own parts in, from the text colour on them', () => {
  it.each([
    ['#111827', 'light'], // the default text: dark on light
    ['#000', 'light'],
    ['#f1f5f9', 'dark'],
    ['#fff', 'dark'],
    ['#FFF', 'dark'],
    ['#ff7f00', 'dark'], // orange text is light enough to sit on a dark background
    ['#0000ff', 'light'], // pure blue is dark
    ['#00f', 'light'],
    ['#777', 'light'], // darker than mid grey
    ['#888888', 'dark'], // lighter than it
    ['#ff0000', 'light'], // red is dark
    ['#00ff00', 'dark'], // green is light
  ])('%s → %s', (text, expected) => {
    expect(schemeFor(text)).toBe(expected);
  });

  it('gives nothing for a missing colour', () => {
    expect(schemeFor(undefined)).toBeUndefined();
    expect(schemeFor('')).toBeUndefined();
  });
});

describe('themeToCssVars', () => {
  const vars = themeToCssVars(theme());
  const c = DEFAULT_THEME.colors;

  it.each([
    ['--bk-bg', c.background],
    ['--bk-text', c.text],
    ['--bk-secondary-text', c.secondaryText],
    ['--bk-error', c.error],
    ['--bk-success', c.success],
    ['--bk-border-color', c.border],
    ['--bk-button-normal-bg', c.button.normal.background],
    ['--bk-button-hover-text', c.button.hover.text],
    ['--bk-button-disabled-border', c.button.disabled.border],
    ['--bk-secondary-button-normal-bg', c.secondaryButton.normal.background],
    ['--bk-icon-button-hover-bg', c.iconButton.hover.background],
    ['--bk-item-selected-secondary-text', c.item.selected.secondaryText],
    ['--bk-item-disabled-bg', c.item.disabled.background],
    ['--bk-list-normal-border', c.list.normal.border],
    ['--bk-list-selected-bg', c.list.selected.background],
    ['--bk-form-error-border', c.form.error.border],
    ['--bk-summary-bg', c.summary.background],
    ['--bk-summary-secondary-text', c.summary.secondaryText],
  ])('colour %s', (name, value) => {
    expect(vars[name]).toBe(value);
  });

  it('maps every colour of every element state', () => {
    const states = Object.entries(c).flatMap(([element, value]) => {
      if (typeof value === 'string') return [];
      const v = value as Record<string, unknown>;
      return 'background' in v ? [[element, '']] : Object.keys(v).map((s) => [element, s]);
    });
    expect(states.length).toBeGreaterThan(15);
    for (const [element, state] of states) {
      const kebab = (s: string) => s.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase());
      const prefix = `--bk-${kebab(element)}${state ? '-' + state : ''}`;
      for (const suffix of ['bg', 'text', 'border']) expect(vars, `${prefix}-${suffix}`).toHaveProperty(`${prefix}-${suffix}`);
    }
  });

  it.each([
    ['--bk-padding', '24px'],
    ['--bk-radius', `${DEFAULT_THEME.spacing.borderRadius}px`],
    ['--bk-grid-gap', `${DEFAULT_THEME.spacing.gridGap}px`],
    ['--bk-row-gap', `${DEFAULT_THEME.spacing.rowGap}px`],
    ['--bk-section-gap', `${DEFAULT_THEME.spacing.sectionGap}px`],
    ['--bk-text-gap', `${DEFAULT_THEME.spacing.text.gap}px`],
    ['--bk-label-gap', `${DEFAULT_THEME.spacing.text.labelGap}px`],
    ['--bk-form-padding', '10px 12px'],
    ['--bk-form-radius', '8px'],
    ['--bk-summary-padding', '16px'],
    ['--bk-icon-button-radius', `${DEFAULT_THEME.spacing.iconButton.borderRadius}px`],
    ['--bk-font-family', DEFAULT_THEME.typography.fontFamily],
    ['--bk-font-size', '16px'],
    ['--bk-font-size-large', `${DEFAULT_THEME.typography.fontSize.large}px`],
    ['--bk-font-weight', String(DEFAULT_THEME.typography.fontWeight.normal)],
    ['--bk-font-weight-medium', String(DEFAULT_THEME.typography.fontWeight.medium)],
    ['--bk-line-height-title', String(DEFAULT_THEME.typography.lineHeight.title)],
    ['--bk-line-height', String(DEFAULT_THEME.typography.lineHeight.text)],
  ])('spacing/typography %s = %s', (name, value) => {
    expect(vars[name]).toBe(value);
  });

  it.each<[string, string, Gradient, string]>([
    ['background', '--bk-bg', { type: 'linear', colors: ['#000', '#fff'] }, 'linear-gradient(90deg, #000 0%, #fff 100%)'],
    ['button.normal', '--bk-button-normal-bg', { type: 'solid', colors: ['#abcdef'] }, '#abcdef'],
    ['secondaryButton.hover', '--bk-secondary-button-hover-bg', { type: 'radial', colors: ['#000', '#111'], position: 'bottom' }, 'radial-gradient(circle at bottom, #000 0%, #111 100%)'],
    ['item.selected', '--bk-item-selected-bg', { type: 'linear', colors: ['#000', '#fff'], angle: 180 }, 'linear-gradient(180deg, #000 0%, #fff 100%)'],
    ['summary', '--bk-summary-bg', { type: 'solid', colors: [] }, '#ffffff'],
  ])('gradient %s replaces %s', (path, name, gradient, expected) => {
    const withGradient = themeToCssVars(theme({ _gradients: { [path]: gradient } }));
    expect(withGradient[name]).toBe(expected);
    // only that state's background changes
    expect(withGradient['--bk-button-hover-bg']).toBe(path === 'button.hover' ? expected : c.button.hover.background);
  });

  it('sets the widget\'s colour scheme from its text and the fields\' from the form text', () => {
    expect([vars['--bk-scheme'], vars['--bk-form-scheme']]).toEqual(['light', 'light']);
    const dark = theme();
    dark.colors.text = '#f8fafc';
    expect(themeToCssVars(dark)).toMatchObject({ '--bk-scheme': 'dark', '--bk-form-scheme': 'light' });
    dark.colors.form.normal.text = '#eee';
    expect(themeToCssVars(dark)).toMatchObject({ '--bk-scheme': 'dark', '--bk-form-scheme': 'dark' });
  });

  it('skips missing values instead of writing undefined', () => {
    const partial = { colors: { background: '#fff' }, _gradients: {}, spacing: undefined, typography: undefined } as unknown as Theme;
    expect(themeToCssVars(partial)).toEqual({ '--bk-bg': '#fff' });
  });
});
