import { hasOwn, isPlainObject, mergeConfig } from './plain';
import { COLOR_SCHEMES, DARK_THEME_COLORS } from './widget-defaults/scheme';

/**
 * The colour scheme applied to a configuration before a widget renders it (`@bookla/runtime/scheme`): what the
 * page's loader runs (again whenever the visitor's `prefers-color-scheme` changes, for 'auto') and what the
 * configurators' previews hand their widget. It imports nothing of the model but the dark palette and the plain-data
 * helpers, so it costs a page only when a scheme other than light is chosen, and no widget's first paint.
 */

/** Whether `colorScheme` shows the dark colours to a visitor who does (or does not) prefer dark: the one rule. */
export const showsDark = (colorScheme: unknown, prefersDark: boolean): boolean =>
  colorScheme === 'dark' || (colorScheme === 'auto' && prefersDark);

/**
 * `config` as a widget renders it in its colour scheme: for `theme.colorScheme` 'dark', or 'auto' while
 * `prefersDark`, `theme.colors` becomes the owner's `theme.darkColors` over the dark defaults and `theme._gradients`
 * goes (gradients belong to the light colours: the dark scheme is drawn solid, so its text stays on the colours it
 * was checked against). Either way the result has no `colorScheme` or `darkColors`, which no widget reads.
 *
 * The input is untrusted and this never throws: it is left as it is when it or its theme is no plain object or
 * cannot be read, a `colorScheme` other than 'light', 'dark' or 'auto' stays (light colours used), as does
 * `darkColors` when it is no plain object (dark defaults used); malformed colours pass on. The widget's own checks
 * report all of these. Returns a new object when anything changes; `config` is never changed.
 */
export function applyColorScheme<C extends object>(config: C, prefersDark: boolean): C {
  try {
    const theme: unknown = isPlainObject(config) ? config.theme : undefined;
    if (!isPlainObject(theme) || !(hasOwn(theme, 'colorScheme') || hasOwn(theme, 'darkColors'))) return config;
    const { colorScheme, darkColors, ...rest } = theme;
    const known = colorScheme === undefined || (COLOR_SCHEMES as readonly unknown[]).includes(colorScheme);
    const colours = darkColors === undefined || isPlainObject(darkColors);
    const shown: Record<string, unknown> = { ...rest };
    // What the widget cannot be handed without a doubt stays where it is, so its checks name it by its own path.
    if (!known) shown.colorScheme = colorScheme;
    if (!colours) shown.darkColors = darkColors;
    if (showsDark(colorScheme, prefersDark)) {
      shown.colors = mergeConfig(DARK_THEME_COLORS, colours ? (darkColors as object | undefined) : undefined);
      shown._gradients = {};
    }
    return { ...config, theme: shown };
  } catch {
    // A throwing getter or Proxy: the widget's checks report what cannot be read.
    return config;
  }
}
