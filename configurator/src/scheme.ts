// Which colours the configurator shows and checks: the light (`theme.colors`) or the dark (`theme.darkColors`) ones,
// by the configuration's colour scheme. Pure functions, so every rule is tested in a table.
import { textPairs, type ColorScheme, type Theme, type ThemeColors } from '@bookla/runtime/config';
import { showsDark } from '@bookla/runtime/scheme';
import { contrastWarning, shownBackgrounds } from './controls/rules';
import { humanize } from './tabs/section';

export type ShownScheme = 'light' | 'dark';

/** The colours a configuration shows: its scheme's, and for 'auto' the ones the owner chose to look at. */
export function shownScheme(colorScheme: ColorScheme | undefined, darkShown: boolean): ShownScheme {
  return showsDark(colorScheme, darkShown) ? 'dark' : 'light';
}

/** The schemes visitors may see, each of which the export must be readable in: 'auto' is both. */
export function exportedSchemes(colorScheme: ColorScheme | undefined): ShownScheme[] {
  return colorScheme === 'dark' ? ['dark'] : colorScheme === 'auto' ? ['light', 'dark'] : ['light'];
}

/** Where a scheme's colours are in the theme. */
export const colorsKey = (scheme: ShownScheme) => (scheme === 'dark' ? 'darkColors' : 'colors');

/** A scheme's colours (the dark ones default in the model, so always there). */
export const schemeColors = (theme: Theme, scheme: ShownScheme): ThemeColors => theme[colorsKey(scheme)] ?? theme.colors;

/** A colour path for a warning: 'item.hover.secondaryText' → 'Item hover secondary text'. */
const spoken = (path: string) => humanize(path.split('.').map((part, i) => (i ? part.replace(/^./, (c) => c.toUpperCase()) : part)).join(''));

/**
 * Every low-contrast warning of a scheme's colours: each text on its background (disabled states aside, as in the
 * Theme tab's sections: WCAG exempts them), and for the light scheme on every stop of a gradient that replaces the
 * background (the dark scheme is drawn solid).
 */
export function schemeContrastWarnings(theme: Theme, scheme: ShownScheme): string[] {
  return textPairs(schemeColors(theme, scheme))
    .filter((pair) => !pair.backgroundPath.endsWith('.disabled'))
    .flatMap((pair) => {
      const gradient = scheme === 'light' ? theme._gradients[pair.backgroundPath] : undefined;
      const bgName = pair.backgroundPath === 'background' ? 'the background' : `its background (${spoken(pair.backgroundPath)})`;
      return shownBackgrounds(bgName, pair.background, gradient).map(([name, bg]) => contrastWarning(spoken(pair.textPath), pair.text, name, bg));
    })
    .filter((w): w is string => !!w);
}
