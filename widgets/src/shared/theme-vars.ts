import { isPlainObject } from '@bookla/runtime/config/widget';
import type { Gradient, Padding, Theme } from '@bookla/runtime/config';

/**
 * The theme API of the widgets: every theme value becomes a CSS custom property on `.bk-root`, and the
 * stylesheet only reads `var(--bk-*)`. Set through the style object (CSSOM), so no inline `<style>` and
 * no CSP `unsafe-inline` is needed.
 *
 * Names: colours of an element state are `--bk-{element}-{state}-{bg|text|border|secondary-text}` with
 * kebab-case element names (`button.normal` → `--bk-button-normal-bg`); elements without states
 * (`summary`) drop the state part. A gradient in `theme._gradients` keyed by the same colour path
 * replaces that `-bg` value (`'background'` replaces `--bk-bg`).
 */
export type CssVars = Record<string, string>;

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

const px = (n: number | undefined): string | undefined =>
  typeof n === 'number' && Number.isFinite(n) ? `${n}px` : undefined;

/** `8` → `8px`; `'8 16px'` → `'8px 16px'`: bare numbers in a shorthand get a unit. */
export function paddingToCss(padding: Padding | undefined): string | undefined {
  if (typeof padding === 'number') return px(padding);
  if (typeof padding !== 'string' || !padding.trim()) return undefined;
  return padding
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .map((part) => (/^-?\d*\.?\d+$/.test(part) ? `${part}px` : part))
    .join(' ');
}


function stops(colors: string[]): string {
  // One colour is repeated so the gradient functions always get two stops (valid in every browser).
  const list = colors.length === 1 ? [colors[0], colors[0]] : colors;
  return list.map((c, i) => `${c} ${Math.round((i / (list.length - 1)) * 10000) / 100}%`).join(', ');
}

/** CSS `background` value of a gradient definition. */
export function gradientToCss(gradient: Gradient): string {
  const colors = Array.isArray(gradient.colors) ? gradient.colors.filter((c) => typeof c === 'string' && c) : [];
  if (gradient.type === 'solid' || colors.length === 0) return colors[0] ?? '#ffffff';
  if (gradient.type === 'radial') return `radial-gradient(circle at ${gradient.position ?? 'center'}, ${stops(colors)})`;
  const angle = typeof gradient.angle === 'number' && Number.isFinite(gradient.angle) ? gradient.angle : 90;
  return `linear-gradient(${angle}deg, ${stops(colors)})`;
}

/**
 * The `color-scheme` for a text colour: 'dark' when the text is light (so it sits on a dark background), else
 * 'light'. What the browser draws itself follows it (a date input's calendar icon, a select's open list,
 * scrollbars): without it they stay black-on-white in a dark widget. Read from the text, not the background,
 * because a background may be a gradient. Colours here are sanitized '#rgb' or '#rrggbb'; each channel's first
 * hex digit, weighted 3:6:1 for red, green and blue as the eye sees them, is precise enough for a light/dark
 * call and costs the first paint fewer bytes than the exact luma.
 */
export const schemeFor = (text?: string): string | undefined => {
  if (!text) return;
  const d = (text.length - 1) / 3;
  const hex = (i: number) => parseInt(text[1 + i * d], 16);
  return 3 * hex(0) + 6 * hex(1) + hex(2) > 75 ? 'dark' : 'light';
};

const STATE_KEYS: Record<string, string> = {
  background: 'bg',
  text: 'text',
  border: 'border',
  secondaryText: 'secondary-text',
};


/** Maps a (merged) theme to `--bk-*` custom properties. Missing values are skipped, never `undefined`. */
export function themeToCssVars(theme: Theme): CssVars {
  const vars: CssVars = {};
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') vars[name] = value;
  };
  const colors = (theme.colors ?? {}) as unknown as Record<string, unknown>;

  // The page's own colours: `--bk-bg`, `--bk-text`, `--bk-secondary-text`, then `--bk-error` and `--bk-success`,
  // and `--bk-border-color` (an element's border is a whole `border` value, this one a colour).
  for (const [key, name] of [...Object.entries(STATE_KEYS), ['error', 'error'], ['success', 'success']]) {
    set(`--bk-${name}${key === 'border' ? '-color' : ''}`, colors[key] as string | undefined);
  }
  set('--bk-scheme', schemeFor(colors.text as string | undefined));
  set('--bk-form-scheme', schemeFor(theme.colors?.form?.normal?.text));

  // Elements: either a state map (button.normal) or a flat state (summary).
  for (const [element, value] of Object.entries(colors)) {
    if (!isPlainObject(value)) continue;
    const isFlatState = typeof value.background === 'string' || typeof value.text === 'string';
    const states: [string, Record<string, unknown>][] = isFlatState
      ? [['', value]]
      : Object.entries(value).filter((e): e is [string, Record<string, unknown>] => isPlainObject(e[1]));
    for (const [state, stateColors] of states) {
      const prefix = `--bk-${kebab(element)}${state ? '-' + kebab(state) : ''}`;
      for (const [key, suffix] of Object.entries(STATE_KEYS)) {
        const v = stateColors[key];
        if (typeof v === 'string') set(`${prefix}-${suffix}`, v);
      }
    }
  }

  for (const [path, gradient] of Object.entries(theme._gradients ?? {})) {
    if (!isPlainObject(gradient)) continue;
    const name = path === 'background' ? '--bk-bg' : `--bk-${path.split('.').map(kebab).join('-')}-bg`;
    vars[name] = gradientToCss(gradient as unknown as Gradient);
  }

  // Spacing by walking it: `gridGap` → `--bk-grid-gap`, `borderRadius` → `-radius`, boxes by element
  // (`iconButton.padding` → `--bk-icon-button-padding`), `text.gap`/`text.labelGap` → `--bk-text-gap`/`--bk-label-gap`.
  const spacing = (key: string, name: string, v: unknown) =>
    set(`--bk-${name}${key === 'borderRadius' ? 'radius' : kebab(key)}`, key === 'padding' ? paddingToCss(v as Padding) : px(v as number));
  for (const [key, v] of Object.entries(theme.spacing ?? {})) {
    if (!isPlainObject(v)) spacing(key, '', v);
    else for (const [k, w] of Object.entries(v)) spacing(k === 'gap' ? 'textGap' : k, key === 'text' ? '' : kebab(key) + '-', w);
  }

  const ty = theme.typography;
  if (ty) {
    set('--bk-font-family', ty.fontFamily);
    set('--bk-font-size', px(ty.fontSize?.base));
    set('--bk-font-size-large', px(ty.fontSize?.large));
    set('--bk-font-weight', ty.fontWeight?.normal?.toString());
    set('--bk-font-weight-medium', ty.fontWeight?.medium?.toString());
    set('--bk-line-height-title', ty.lineHeight?.title?.toString());
    set('--bk-line-height', ty.lineHeight?.text?.toString());
  }
  return vars;
}
