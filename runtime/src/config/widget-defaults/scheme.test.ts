import { describe, expect, it } from 'vitest';
import { CONTRAST_CONTROL, CONTRAST_TEXT, contrastRatio, textPairs } from '../contrast';
import { DARK_THEME_COLORS as D } from './scheme';
import { DEFAULT_THEME } from './theme';

/** A border's colour ('1px solid #60a5fa' → '#60a5fa'). */
const borderColour = (border: string) => border.split(' ').pop()!;
const ratio = (a: string, b: string) => contrastRatio(a, b)!;

describe('DARK_THEME_COLORS: the dark default palette', () => {
  it('has exactly the settings of the light colours, every one a hex colour or a border of one', () => {
    const shape = (o: unknown): unknown =>
      typeof o === 'object' && o ? Object.fromEntries(Object.entries(o).map(([k, v]) => [k, shape(v)])) : typeof o;
    expect(shape(D)).toEqual(shape(DEFAULT_THEME.colors));
    // Same order too: the configurator lists both schemes' fields alike.
    expect(JSON.stringify(Object.keys(D))).toBe(JSON.stringify(Object.keys(DEFAULT_THEME.colors)));
    const leaves = JSON.stringify(D).match(/"[^"]+":"[^"]*"/g)!;
    for (const leaf of leaves) expect(leaf).toMatch(/:"(#[0-9a-f]{6}|none|1px solid #[0-9a-f]{6})"$/);
  });

  it('is dark: light text on a dark page, so the widget tells the browser to draw its own parts dark', () => {
    expect(ratio(D.background, '#000000')).toBeLessThan(1.5);
    expect(ratio(D.text, '#ffffff')).toBeLessThan(1.1);
  });

  // Every text on its own background, every state, disabled ones too (WCAG exempts them; we keep them readable).
  it.each(textPairs(D).map((p) => [p.textPath, p.backgroundPath, p.text, p.background] as const))(
    '%s on %s (%s on %s) reaches 4.5:1',
    (_, __, text, background) => {
      expect(ratio(text, background)).toBeGreaterThanOrEqual(CONTRAST_TEXT);
    },
  );

  it('pairs every text of every state, as the light palette is checked', () => {
    expect(textPairs(D).map((p) => p.textPath)).toEqual(textPairs(DEFAULT_THEME.colors).map((p) => p.textPath));
    // The page 4, buttons 3 kinds × 3 states, tiles 4 × 2, list rows 2 × 2, fields 2, summary 2.
    expect(textPairs(D)).toHaveLength(4 + 9 + 8 + 4 + 2 + 2);
  });

  // What shows a control or its focus against what surrounds it (WCAG 1.4.11): fields' and outlined buttons'
  // borders, filled buttons and the chosen tile (the checkboxes take the filled button's colour), focus rings
  // (the text colour, 2 px off the element, on the page, a list row or the summary), and the messages shown on a
  // raised surface.
  it.each([
    ['field border on the page', borderColour(D.form.normal.border), D.background, CONTRAST_CONTROL],
    ['field border on the field', borderColour(D.form.normal.border), D.form.normal.background, CONTRAST_CONTROL],
    ['field in error: border on the page', borderColour(D.form.error.border), D.background, CONTRAST_CONTROL],
    ['field in error: border on the field', borderColour(D.form.error.border), D.form.error.background, CONTRAST_CONTROL],
    ['primary button (and checkbox) on the page', D.button.normal.background, D.background, CONTRAST_CONTROL],
    ['primary button hovered on the page', D.button.hover.background, D.background, CONTRAST_CONTROL],
    ['secondary button border on the page', borderColour(D.secondaryButton.normal.border), D.background, CONTRAST_CONTROL],
    ['secondary button hovered: border on the page', borderColour(D.secondaryButton.hover.border), D.background, CONTRAST_CONTROL],
    ['tile border on the page', borderColour(D.item.normal.border), D.background, CONTRAST_CONTROL],
    ['tile hovered: border on the page', borderColour(D.item.hover.border), D.background, CONTRAST_CONTROL],
    ['chosen tile on the page', D.item.selected.background, D.background, CONTRAST_CONTROL],
    ['chosen list row: border on the page', borderColour(D.list.selected.border), D.background, CONTRAST_CONTROL],
    ['focus ring on the page', D.text, D.background, CONTRAST_CONTROL],
    ['focus ring on a list row', D.text, D.list.normal.background, CONTRAST_CONTROL],
    ['focus ring on the summary', D.text, D.summary.background, CONTRAST_CONTROL],
    ['error message on the summary', D.error, D.summary.background, CONTRAST_TEXT],
    ['success message on the summary', D.success, D.summary.background, CONTRAST_TEXT],
  ] as const)('%s reaches its minimum', (_, a, b, minimum) => {
    expect(ratio(a, b)).toBeGreaterThanOrEqual(minimum);
  });

  it('cannot be changed: every widget on the page shares it', () => {
    expect(() => ((D.button.normal as { text: string }).text = '#000')).toThrow(TypeError);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#777777', '#777777', 1],
    ['#777777', '#ffffff', 4.48],
    ['#1d4ed8', '#ffffff', 6.7],
    // Very dark channels take the formula's linear part.
    ['#050505', '#000000', 1.03],
  ])('%s and %s: %s:1, either order', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it.each([['blue'], ['#12345'], [''], [undefined], [3]])('is null for %s, which is no hex colour', (bad) => {
    expect(contrastRatio(bad as string, '#ffffff')).toBeNull();
    expect(contrastRatio('#ffffff', bad as string)).toBeNull();
  });
});
