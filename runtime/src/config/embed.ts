import { checkBy, entry, hex, num, oneOf, REQUIRED, text, WHOLE, type Rule } from './sanitize';
import { isPlainObject } from './plain';
import type { EmbedMode, EmbedSettings, SanitizeWarning, WidgetType } from './types';
import { EMBED_DEFAULTS, EMBED_MODES, LAUNCHER_OFFSET_MAX, LAUNCHER_SIDES, LAUNCHER_TEXT_MAX } from './widget-defaults/embed';

export { EMBED_DEFAULTS, EMBED_MODES, LAUNCHER_OFFSET_MAX, LAUNCHER_SIDES, LAUNCHER_TEXT_MAX };

/**
 * How the page shows a widget (`embed`): inline in its element (the default), in a dialog the page's own elements
 * open (popup), or in a dialog our launcher button opens (floating). A setting of the configuration model only:
 * the configurators edit it and the snippet carries it for the page's loader to act on; a widget is handed the rest
 * of the configuration (`withoutEmbed`), so no widget chunk ships these defaults or rules.
 */

/** The rule of `embed` for a widget type (the launcher's text defaults differ by type). */
export const embedRule = (type: WidgetType): Rule => {
  const defaults = EMBED_DEFAULTS[type];
  return entry(
    {
      mode: oneOf(EMBED_MODES),
      launcher: entry(
        {
          text: text(LAUNCHER_TEXT_MAX, REQUIRED),
          background: hex,
          textColor: hex,
          side: oneOf(LAUNCHER_SIDES),
          sideOffset: num(0, LAUNCHER_OFFSET_MAX, WHOLE),
          bottomOffset: num(0, LAUNCHER_OFFSET_MAX, WHOLE),
        },
        0,
        defaults.launcher as unknown as Record<string, unknown>,
      ),
      closeText: text(LAUNCHER_TEXT_MAX, REQUIRED),
    },
    0,
    defaults as unknown as Record<string, unknown>,
  );
};

/**
 * `embed` of an untrusted configuration checked like any other setting: valid members kept, the others defaulted
 * with a warning under `embed.…`, the whole defaulted (with a warning) when it is no object.
 */
export function sanitizeEmbed(type: WidgetType, given: unknown): { embed: EmbedSettings; warnings: SanitizeWarning[] } {
  // Checked as the member of a settings object, so a missing or refused `embed` falls back exactly as any setting does.
  const holder = entry({ embed: embedRule(type) }, 0, { embed: EMBED_DEFAULTS[type] });
  const { checked, warnings } = checkBy(holder, given === undefined ? {} : { embed: given }, '');
  return { embed: (checked as { embed: EmbedSettings }).embed, warnings };
}

/**
 * The attribute that makes an element of the owner's page open a popup widget, its value the id of the widget's
 * element (`data-bookla-open="bookla-booking"`): any element, added at any time.
 */
export const OPENER_ATTRIBUTE = 'data-bookla-open';

/**
 * How a configuration's page shows its widget: its `embed.mode`, inline when it gives none (or none known). Inline
 * is the default, and an inline page acts on nothing else of `embed`.
 */
export function embedMode(config: { embed?: unknown } | null | undefined): EmbedMode {
  const embed = config?.embed;
  const mode = isPlainObject(embed) ? embed.mode : undefined;
  return EMBED_MODES.includes(mode as EmbedMode) ? (mode as EmbedMode) : 'inline';
}

/**
 * A model configuration as a widget is handed it: without `embed`, which the page's loader or a configurator's
 * preview acts on and no widget checks (a widget would warn about it as an unknown setting).
 */
export function withoutEmbed<C extends object>(config: C): C extends unknown ? Omit<C, 'embed'> : never {
  const { embed: _, ...rest } = config as C & { embed?: unknown };
  return rest as C extends unknown ? Omit<C, 'embed'> : never;
}
