import type { LauncherSettings, ThemeColors } from './types';

/**
 * WCAG 2 contrast of theme colours, for the model's palettes, their tests and the configurators' contrast warnings:
 * one formula for all of them. Framework-free and apart from the widgets' code (no visitor downloads it).
 */

/** What WCAG AA asks of text (1.4.3) and of what shows a control or its focus (1.4.11). */
export const CONTRAST_TEXT = 4.5;
export const CONTRAST_CONTROL = 3;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a hex colour ('#rgb' or '#rrggbb'). */
function luminance(hex: string): number {
  let h = hex.slice(1);
  if (h.length === 3) h = h.replace(/./g, '$&$&');
  const n = parseInt(h, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is no hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  if (typeof a !== 'string' || typeof b !== 'string' || !HEX.test(a) || !HEX.test(b)) return null;
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** One text colour on the background it is drawn on, named by its colour paths ('item.hover.secondaryText'). */
export interface TextPair {
  text: string;
  background: string;
  /** The text's colour path: in `ThemeColors` for a palette's pairs, in the configuration for the launcher's. */
  textPath: string;
  /**
   * The background's colour path: for a palette's pairs its gradient slot in `theme._gradients` (without the
   * trailing '.background'), for the launcher's its path in the configuration.
   */
  backgroundPath: string;
}

/**
 * The floating mode's launcher button: its text on its background. One pair for every colour scheme, since the
 * launcher is drawn in its own colours on any page.
 */
export function launcherTextPair(launcher: Pick<LauncherSettings, 'background' | 'textColor'>): TextPair {
  return { text: launcher.textColor, background: launcher.background, textPath: 'embed.launcher.textColor', backgroundPath: 'embed.launcher.background' };
}

/**
 * Every text of a palette on its background: the page's text, secondary text, error and success on the page
 * background, then each element state's text and secondary text on that state's background, in the palette's
 * order. Disabled states included (WCAG exempts them; the default palettes keep them readable anyway).
 */
export function textPairs(colors: ThemeColors): TextPair[] {
  const pairs: TextPair[] = (['text', 'secondaryText', 'error', 'success'] as const).map((key) => ({
    text: colors[key],
    background: colors.background,
    textPath: key,
    backgroundPath: 'background',
  }));
  for (const [group, value] of Object.entries(colors)) {
    if (typeof value !== 'object' || !value) continue;
    const states: [string, Record<string, string>][] =
      'background' in value ? [[group, value as Record<string, string>]] : Object.entries(value as Record<string, Record<string, string>>).map(([s, c]) => [`${group}.${s}`, c]);
    for (const [at, state] of states) {
      for (const key of ['text', 'secondaryText']) {
        if (state[key]) pairs.push({ text: state[key], background: state.background!, textPath: `${at}.${key}`, backgroundPath: at });
      }
    }
  }
  return pairs;
}
