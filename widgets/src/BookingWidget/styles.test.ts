import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '@bookla/runtime/config';
import { themeToCssVars } from '../shared/theme-vars';
import { bookingStyles } from './styles';

const theme = defaultConfig('booking').theme;

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

afterEach(() => {
  document.body.innerHTML = '';
  document.adoptedStyleSheets = [];
});

describe('bookingStyles: the time slots', () => {
  it('lays slots out in as many columns as fit, never narrower than the widget, and lets prices wrap', () => {
    expect(bookingStyles).toContain('.bk-root .bk-slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,7em),1fr))');
    expect(bookingStyles).toMatch(/\.bk-root \.bk-slot \.bk-price\{[^}]*display:flex;flex-wrap:wrap/);
    // Nothing is cut off: texts wrap instead of being shortened.
    expect(bookingStyles).not.toContain('text-overflow');
  });

  it('colours secondary texts and the compared price of a selected slot with item.selected.secondaryText', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(bookingStyles);
    document.adoptedStyleSheets = [sheet];
    const root = document.createElement('div');
    root.className = 'bk-root';
    for (const [k, v] of Object.entries(themeToCssVars(theme))) root.style.setProperty(k, v);
    root.innerHTML =
      '<button class="bk-item bk-slot" aria-pressed="true"><span class="bk-price"><span>€25</span><s class="bk-price-compared">€30</s></span><span class="bk-secondary">x</span></button>' +
      '<button class="bk-item bk-slot" aria-pressed="false"><span class="bk-price"><span>€25</span><s class="bk-price-compared">€30</s></span></button>';
    document.body.append(root);
    const [selected, normal] = [...root.querySelectorAll('.bk-price-compared')].map((e) => getComputedStyle(e).color);
    // happy-dom reports the cascaded value as written; a browser would report rgb().
    const rgb = (hex: string) => hex.toLowerCase();
    expect(selected).toBe(rgb(theme.colors.item.selected.secondaryText!));
    expect(getComputedStyle(root.querySelector('.bk-secondary')!).color).toBe(rgb(theme.colors.item.selected.secondaryText!));
    expect(normal).toBe(rgb(theme.colors.item.normal.secondaryText!));
  });

  it.each(['normal', 'selected', 'hover'] as const)('default %s slot: secondary text has at least 4.5:1 contrast', (state) => {
    const c = theme.colors.item[state];
    expect(contrast(c.secondaryText!, c.background as string)).toBeGreaterThanOrEqual(4.5);
  });
});
