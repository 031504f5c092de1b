import { describe, expect, it } from 'vitest';
import { baseStyles } from './styles';
import { fieldStyles, formStyles } from './form/styles';

// The selector lists of the top-level rules and of the rules inside @media blocks; `withMedia` puts a nested
// rule's condition before it (the same selector under another condition is another rule).
function rules(css: string, withMedia = false): string[] {
  const out: string[] = [];
  const walk = (text: string, media = '') => {
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) break;
      const head = text.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      while (depth && j < text.length) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
        j++;
      }
      const body = text.slice(open + 1, j - 1);
      if (head.startsWith('@media')) walk(body, withMedia ? `${head} ` : '');
      else if (!head.startsWith('@keyframes')) out.push(media + head);
      i = j;
    }
  };
  walk(css);
  return out;
}

const selectorsOf = (css: string) => rules(css).flatMap((list) => list.split(/,(?![^(]*\))/).map((s) => s.trim()));

describe.each([
  ['baseStyles', baseStyles, 50],
  ['fieldStyles', fieldStyles, 9],
  ['formStyles', formStyles, 7],
])('%s', (_, css, count) => {
  const selectors = selectorsOf(css);

  it('has rules', () => {
    expect(selectors.length).toBeGreaterThanOrEqual(count);
  });

  it('scopes every selector under .bk-root (no leaks into the host page)', () => {
    for (const s of selectors) expect(s, s).toMatch(/^\.bk-root(?=$|[\s.:[>])/);
  });

  it('uses no document-level or shadow-host selectors', () => {
    for (const s of selectors) expect(s).not.toMatch(/:root|:host|\b(html|body)\b/);
  });

  it('is accepted by a constructable stylesheet', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    // Without @-blocks every rule is one CSSRule: none was dropped as invalid.
    if (css.includes('@')) expect(sheet.cssRules.length).toBeGreaterThan(count);
    else expect(sheet.cssRules.length).toBe(rules(css).length);
  });
});

describe('the split of the shared rules', () => {
  it('keeps form-control rules out of baseStyles and each rule in exactly one text', () => {
    expect(baseStyles).not.toMatch(/\.bk-(input|field|check|link|form|choices|label)\b/);
    const base = new Set(rules(baseStyles, true));
    const moved = [...rules(fieldStyles, true), ...rules(formStyles, true)];
    expect(new Set(moved).size).toBe(moved.length);
    for (const head of moved) expect(base.has(head), head).toBe(false);
  });

  it('puts what any control needs in fieldStyles and the form layout in formStyles', () => {
    expect(fieldStyles).toContain('.bk-input[aria-invalid=true]');
    expect(fieldStyles).toMatch(/:is\(\.bk-input,\.bk-check input,\.bk-link\):focus-visible\{outline:2px solid/);
    expect(fieldStyles).toContain('.bk-root .bk-field-error{color:var(--bk-error)}');
    expect(formStyles).toMatch(/\.bk-root \.bk-form\{display:grid/);
    // Two columns only where each is at least 8em (and 8 times the fields' least size on a touch screen): a
    // narrow form stacks its half-width fields.
    expect(formStyles).toContain('repeat(auto-fit,minmax(min(100%,max(8em,calc(8 * var(--bk-field-min-font, 0px)),calc(50% - var(--bk-grid-gap)))),1fr))');
    // Checkboxes take the widget's font size (the UA's 13.33 px otherwise), so they grow with fontSize.base.
    expect(fieldStyles).toMatch(/\.bk-check input\{font:inherit;[^}]*inline-size:1em/);
    expect(formStyles).toContain('.bk-form>.bk-field[data-width="1"]{grid-column:auto/span 1}');
    expect(formStyles).toContain('select.bk-input[multiple]');
  });
});

describe('baseStyles', () => {

  it('resets inherited properties on the root, but not its direction: its `dir` (from its locale) must rule', () => {
    expect(baseStyles).toMatch(/\.bk-root\{all:initial;display:flex;flex-direction:column/);
    expect(baseStyles).not.toMatch(/direction:inherit|[{;]direction:/);
  });

  it('turns every animation and transition off under prefers-reduced-motion', () => {
    const block = /@media ?\(prefers-reduced-motion:reduce\)\{([\s\S]*?)\}\s*\}/.exec(baseStyles)?.[1] ?? '';
    // As specific as each transition's own rule and later in the sheet, so it wins over them: a plain
    // `.bk-root .bk-step` here lost to `.bk-step[data-transition=…]` and the steps kept animating.
    expect(block).toContain('.bk-root .bk-step[data-transition],');
    expect(block).toContain('animation:none;transition:none');
    expect(baseStyles.search(/@media ?\(prefers-reduced-motion:reduce\)/)).toBeGreaterThan(baseStyles.lastIndexOf('.bk-step[data-transition='));
  });

  it.each(['slide', 'fade', 'flip', 'stack'])('animates the %s transition in about 0.2 s', (type) => {
    expect(baseStyles).toMatch(/\.bk-root \.bk-step\{[^}]*animation:\.2s ease-out/);
    expect(baseStyles).toMatch(new RegExp(`\\.bk-step\\[data-transition=${type}\\]\\{animation-name:bk-\\w+`));
  });

  it('draws focus rings in the text colour: the button colour may be a gradient (an invalid outline colour drops the ring)', () => {
    for (const css of [baseStyles, fieldStyles]) {
      expect(css).toMatch(/:focus-visible\{outline:2px solid var\(--bk-text\)/);
      expect(css).not.toMatch(/outline:[^;}]*--bk-button/);
    }
  });

  it('breaks words longer than their box (German compounds, long names) instead of clipping them', () => {
    expect(baseStyles).toMatch(/\.bk-root\{[^}]*overflow-wrap:anywhere/);
    // Row titles keep 10em; the price side wraps below them when both do not fit.
    expect(baseStyles).toMatch(/\.bk-row\{[^}]*flex-wrap:wrap/);
    expect(baseStyles).toMatch(/\.bk-row-main\{[^}]*flex:1 1 10em/);
  });

  it('keeps focus rings visible and styles state through data attributes', () => {
    expect(baseStyles).toMatch(/:focus-visible\{outline:2px solid/);
    expect(baseStyles).toContain('.bk-row[data-selected=true]');
    expect(baseStyles).toMatch(/(margin|padding)-inline-start/);
  });

  it('is accepted by a constructable stylesheet', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles);
    expect(sheet.cssRules.length).toBeGreaterThan(50);
  });
});
