import { describe, expect, it } from 'vitest';
import {
  addGradientColor,
  canAddColor,
  canRemoveColor,
  contrastRatio,
  contrastWarning,
  shownBackgrounds,
  formatBorder,
  gradientCss,
  isHexColor,
  parseAngle,
  parseBorder,
  parseNumberInput,
  parsePadding,
  RADIAL_POSITIONS,
  removeGradientColor,
  setGradientType,
} from './rules';

describe('colour text', () => {
  it.each([
    ['#fff', true],
    ['#FFF', true],
    ['#1d4ed8', true],
    ['#1D4ED8', true],
    ['fff', false],
    ['#ffff', false],
    ['#12345', false],
    ['#1234567', false],
    ['#ggg', false],
    ['', false],
    ['red', false],
    // Whole text only: a colour at the end of something else is not one.
    ['x#fff', false],
    ['url(a)#1d4ed8', false],
    ['#fff\n', false],
  ])('%j is valid: %s', (text, ok) => expect(isHexColor(text)).toBe(ok));
});

describe('number field', () => {
  it.each([
    ['12', undefined, undefined, 12],
    ['abc', undefined, undefined, null],
    ['', undefined, undefined, null],
    // Blank is no number (Number('  ') would read it as 0).
    ['  ', undefined, undefined, null],
    ['-1', 0, 20, null],
    ['21', 0, 20, null],
    ['20', 0, 20, 20],
    ['0', 0, 20, 0],
    ['0', 1, undefined, null],
  ] as const)('%j (min %s, max %s) applies %s', (text, min, max, out) => expect(parseNumberInput(text, min, max)).toBe(out));
});

describe('angle', () => {
  it.each([
    ['0', 0],
    ['360', 360],
    ['90', 90],
    ['361', null],
    ['-5', null],
    ['45.5', null],
    ['x', null],
  ] as const)('%j -> %s', (text, out) => expect(parseAngle(text)).toBe(out));
});

describe('border', () => {
  it.each([
    ['1px solid #d1d5db', { width: 1, style: 'solid', color: '#d1d5db' }],
    ['0 dashed #fff', { width: 0, style: 'dashed', color: '#fff' }],
    ['20px dotted #000000', { width: 20, style: 'dotted', color: '#000000' }],
    ['21px solid #000', null],
    ['none', null],
    ['1px groove #000', null],
    // Read whole: nothing before or after, a space between the parts, a colour of 3 or 6 digits.
    [' 2px  SOLID  #ABC ', { width: 2, style: 'solid', color: '#ABC' }],
    ['1.5px solid #000', { width: 1.5, style: 'solid', color: '#000' }],
    ['1.25px solid #000', { width: 1.25, style: 'solid', color: '#000' }],
    ['1.px solid #000', null],
    ['x 1px solid #000', null],
    ['1px solid #000 !important', null],
    ['1px solid #000;color:red', null],
    ['1pxsolid #000', null],
    ['1px solid#000', null],
    ['1px solid #0000', null],
  ])('%j', (text, out) => expect(parseBorder(text)).toEqual(out));
  it('formats both forms', () => {
    expect(formatBorder({ width: 2, style: 'dashed', color: '#123' })).toBe('2px dashed #123');
    expect(formatBorder(null)).toBe('none');
  });
});

describe('padding shorthand', () => {
  it.each([
    ['8', 8],
    ['8px', 8],
    ['8px 12px', '8px 12px'],
    ['1 2 3', '1px 2px 3px'],
    ['1 2 3 4', '1px 2px 3px 4px'],
    ['1 2 3 4 5', null],
    ['', null],
    ['8em', null],
    ['-2', null],
    ['  4   8  ', '4px 8px'],
    ['2.5', 2.5],
    ['0.25px 1.75px', '0.25px 1.75px'],
    ['2.', null],
    ['8px;', null],
    ['x8', null],
  ] as const)('%j -> %j', (text, out) => expect(parsePadding(text)).toEqual(out));
});

describe('gradient rules', () => {
  it('switching to linear or radial with fewer than two colours adds white', () => {
    expect(setGradientType({ type: 'solid', colors: ['#000'] }, 'linear')).toEqual({ type: 'linear', colors: ['#000', '#ffffff'], angle: 90 });
    expect(setGradientType({ type: 'solid', colors: [] }, 'radial')).toEqual({ type: 'radial', colors: ['#ffffff', '#ffffff'], position: 'center' });
    expect(setGradientType({ type: 'linear', colors: ['#000', '#111', '#222'], angle: 30 }, 'solid')).toEqual({ type: 'solid', colors: ['#000', '#111', '#222'] });
    // Solid needs one colour: none is added to it.
    expect(setGradientType({ type: 'linear', colors: ['#000'] }, 'solid')).toEqual({ type: 'solid', colors: ['#000'] });
    // No colour at all: solid shows white, and keeps it.
    expect(setGradientType({ type: 'linear', colors: [] }, 'solid')).toEqual({ type: 'solid', colors: ['#ffffff'] });
  });
  it('adding appends a copy of the middle colour, only for linear and radial', () => {
    expect(addGradientColor({ type: 'linear', colors: ['#000', '#111', '#222'] }).colors).toEqual(['#000', '#111', '#222', '#111']);
    expect(addGradientColor({ type: 'radial', colors: ['#000', '#111'] }).colors).toEqual(['#000', '#111', '#000']);
    expect(canAddColor({ type: 'solid', colors: ['#000'] })).toBe(false);
    expect(addGradientColor({ type: 'solid', colors: ['#000'] }).colors).toEqual(['#000']);
  });
  it.each([
    ['solid', 1, false],
    ['solid', 2, true],
    ['linear', 2, false],
    ['linear', 3, true],
    ['radial', 2, false],
  ] as const)('%s with %i colours can remove: %s', (type, n, ok) => {
    const g = { type, colors: Array.from({ length: n }, () => '#000') };
    expect(canRemoveColor(g)).toBe(ok);
    expect(removeGradientColor(g, 0).colors.length).toBe(ok ? n - 1 : n);
  });
  it('paints solid as its first colour (white if none), linear at its angle, radial at its position', () => {
    expect(gradientCss({ type: 'solid', colors: [] })).toBe('#ffffff');
    expect(gradientCss({ type: 'linear', colors: ['#000', '#fff'], angle: 45 })).toBe('linear-gradient(45deg, #000, #fff)');
    expect(gradientCss({ type: 'radial', colors: ['#000', '#fff'], position: 'top left' })).toBe('radial-gradient(circle at top left, #000, #fff)');
  });
});

describe('radial positions', () => {
  it('are the nine the spec names, centre first (the default)', () => {
    expect(RADIAL_POSITIONS).toEqual(['center', 'top', 'top right', 'right', 'bottom right', 'bottom', 'bottom left', 'left', 'top left']);
  });
});

describe('contrast', () => {
  // The ratio is the model's (runtime config/contrast.ts, tested there); the warnings are the configurator's.
  it('has no ratio, and so no warning, while either colour is no hex colour', () => {
    expect([contrastRatio('red', '#ffffff'), contrastRatio('#ffffff', 'red')]).toEqual([null, null]);
    expect(contrastWarning('Text', '#ffffff', 'Background', 'transparent')).toBeNull();
  });
  it('names the pair and the ratio, 4.5:1 for text and 3:1 for large text', () => {
    expect(contrastWarning('Text', '#777777', 'Background', '#ffffff')).toBe('Text on Background has contrast 4.48:1; WCAG AA needs 4.5:1');
    expect(contrastWarning('Text', '#777777', 'Background', '#ffffff', true)).toBeNull();
    expect(contrastWarning('Text', '#000', 'Background', '#fff')).toBeNull();
  });
});

describe('the backgrounds a contrast check looks at', () => {
  it('the colour, or every colour of the gradient that replaces it', () => {
    expect(shownBackgrounds('background', '#ffffff')).toEqual([['background', '#ffffff']]);
    expect(shownBackgrounds('its background', '#1d4ed8', { type: 'linear', colors: ['#6366f1', '#fde047'] })).toEqual([
      ['its background (gradient colour 1, #6366f1)', '#6366f1'],
      ['its background (gradient colour 2, #fde047)', '#fde047'],
    ]);
    expect(shownBackgrounds('summary background', '#000000', { type: 'radial', colors: [] })).toEqual([['summary background (gradient colour 1, #ffffff)', '#ffffff']]);
  });

  it("a solid gradient shows its first colour (white without any), whatever the colour field says", () => {
    expect(shownBackgrounds('background', '#000000', { type: 'solid', colors: ['#111111', '#eeeeee'] })).toEqual([['background (its solid gradient)', '#111111']]);
    expect(shownBackgrounds('background', '#000000', { type: 'solid', colors: [] })).toEqual([['background (its solid gradient)', '#ffffff']]);
  });

  it('so white text on a blue-to-yellow button warns about the yellow end only', () => {
    const warnings = shownBackgrounds('its background', '#1d4ed8', { type: 'linear', colors: ['#1d4ed8', '#fde047'] }).map(([name, bg]) =>
      contrastWarning('Normal text', '#ffffff', name, bg),
    );
    expect(warnings).toEqual([null, expect.stringMatching(/^Normal text on its background \(gradient colour 2, #fde047\) has contrast 1\.\d\d:1; WCAG AA needs 4\.5:1$/)]);
  });
});
