import { hasOwn, isPlainObject } from './plain';
import { checkBy, entry, oneOf, settings, type Rule } from './sanitize';
import type { ColorScheme, SanitizeWarning, ThemeColors } from './types';
import { COLOR_SCHEMES, DARK_THEME_COLORS, SCHEME_DEFAULTS } from './widget-defaults/scheme';

export { COLOR_SCHEMES, DARK_THEME_COLORS, SCHEME_DEFAULTS };

/**
 * The colour scheme settings of the theme (`theme.colorScheme`, `theme.darkColors`) in the configuration model:
 * checked like every theme value (the dark colours by the very rules of `theme.colors`, over the dark defaults), but
 * apart from the widgets' checks, since no widget reads them: the page's loader applies the scheme first
 * (`applyColorScheme`, `@bookla/runtime/scheme`) and hands the widget the rest, so its first paint ships neither.
 */

/** The theme's keys that only the model holds, in the order the model's defaults list them (after the others). */
export const SCHEME_KEYS = ['colorScheme', 'darkColors'] as const;

/** The rules of the scheme settings by key, as members of `theme`. */
export const schemeRules = (): Record<(typeof SCHEME_KEYS)[number], Rule> => ({
  colorScheme: oneOf(COLOR_SCHEMES),
  darkColors: settings(DARK_THEME_COLORS as unknown as Record<string, unknown>),
});

/**
 * An untrusted configuration split into its theme's scheme settings and the rest (a copy without them, for the
 * widgets' checks, which would call them unknown). A configuration or theme whose members cannot all be read is
 * passed on whole: the widgets' checks report what they cannot read.
 */
export function takeScheme(untrusted: unknown): { input: unknown; scheme: Record<string, unknown> } {
  try {
    const theme = isPlainObject(untrusted) ? untrusted.theme : undefined;
    if (isPlainObject(untrusted) && isPlainObject(theme) && SCHEME_KEYS.some((key) => hasOwn(theme, key))) {
      const { colorScheme, darkColors, ...rest } = theme;
      const scheme: Record<string, unknown> = {};
      if (hasOwn(theme, 'colorScheme')) scheme.colorScheme = colorScheme;
      if (hasOwn(theme, 'darkColors')) scheme.darkColors = darkColors;
      return { input: { ...untrusted, theme: rest }, scheme };
    }
  } catch {
    // A throwing getter or Proxy: left to the widgets' checks.
  }
  return { input: untrusted, scheme: {} };
}

/**
 * The scheme settings checked like any theme value: valid ones kept, the others defaulted with a warning under
 * `theme.colorScheme` / `theme.darkColors.…` (a missing one defaulted silently).
 */
export function sanitizeScheme(given: Record<string, unknown>): {
  scheme: { colorScheme: ColorScheme; darkColors: ThemeColors };
  warnings: SanitizeWarning[];
} {
  const rule = entry(schemeRules(), 0, SCHEME_DEFAULTS as unknown as Record<string, unknown>);
  const { checked, warnings } = checkBy(rule, given, 'theme');
  return { scheme: checked as { colorScheme: ColorScheme; darkColors: ThemeColors }, warnings };
}
