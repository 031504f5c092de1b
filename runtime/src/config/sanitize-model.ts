import { frozenDefaults, normalizeWidgetType, WIDGET_DEFAULTS } from './defaults';
import { sanitizeEmbed } from './embed';
import { hasOwn, isPlainObject } from './plain';
import { sanitizeForWidget, type SanitizeResult } from './sanitize';
import type { WidgetType } from './types';
import { BOOKING_TEXTS } from './widget-defaults/booking';

/** The most warnings a sanitizing reports before one summary of the rest. */
const WARNINGS_MAX = 100;

/**
 * An untrusted configuration split into `embed` and the rest (a copy without it, for the widgets' checks, which
 * would call it an unknown setting). A configuration whose members cannot all be read is passed on whole: the
 * widgets' checks report what they cannot read.
 */
function takeEmbed(untrusted: unknown): { input: unknown; embed: unknown } {
  try {
    if (isPlainObject(untrusted) && hasOwn(untrusted, 'embed')) {
      const { embed, ...input } = untrusted;
      return { input, embed };
    }
  } catch {
    // A throwing getter: left to the widgets' checks.
  }
  return { input: untrusted, embed: undefined };
}

/**
 * Validates untrusted configuration input (a pasted snippet, a canvas record, a draft) for a widget type of
 * the configuration model: every text of every type is kept. Returns a complete config (valid values kept,
 * invalid or missing ones defaulted, unknown keys dropped) and a warning per dropped or replaced value
 * (at most 100, then one summary). Never throws. Widgets use `sanitizeForWidget` with their own defaults.
 *
 * An older configuration's `localization.form.submitButton` (the Form step's copy of the book button) becomes
 * `localization.bookButton`, so the model holds one text for the button that books and exports it once. Only when
 * another book button text is given too do both stay as they are: the widget then shows each where it did.
 */
export function sanitizeConfig<T extends WidgetType>(type: T, untrusted: unknown): SanitizeResult<T> {
  const kind = normalizeWidgetType(type);
  // The model's defaults carry every text: the same checks, with nothing dropped as another type's. `embed` is
  // the model's own setting, which no widget checks (it is handed the rest): it is checked on its own.
  const { embed: _, ...defaults } = frozenDefaults(kind);
  const { input, embed } = takeEmbed(untrusted);
  const result = sanitizeForWidget({ ...WIDGET_DEFAULTS[kind], defaults }, input) as SanitizeResult<T>;
  const checked = sanitizeEmbed(kind, embed);
  result.config.embed = checked.embed;
  // At most 100 warnings, then one summary of the rest (only a summary makes the widgets' list longer than 100).
  const w = result.warnings;
  const summary = w.length > WARNINGS_MAX ? w.pop()! : undefined;
  w.push(...checked.warnings);
  const more = (summary ? parseInt(summary.message) : 0) + Math.max(0, w.length - WARNINGS_MAX);
  if (more) w.splice(WARNINGS_MAX, Infinity, { path: '', message: `${more} more warnings omitted` });
  const texts = result.config.localization;
  const legacy = texts.form.submitButton;
  if (legacy && (texts.bookButton === legacy || texts.bookButton === BOOKING_TEXTS.bookButton)) {
    texts.bookButton = legacy;
    texts.form.submitButton = '';
  }
  return result;
}
