import { sanitizeScheme, takeScheme } from './color-scheme';
import { frozenDefaults, normalizeWidgetType, WIDGET_DEFAULTS } from './defaults';
import { sanitizeEmbed } from './embed';
import { hasOwn, isPlainObject } from './plain';
import { sanitizeForWidget, type SanitizeResult } from './sanitize';
import type { SanitizeWarning, WidgetConfigByType, WidgetType } from './types';
import { BOOKING_TEXTS } from './widget-defaults/booking';

/** The most warnings a sanitizing reports before one summary of the rest (as the widgets' checks do). */
const WARNINGS_MAX = 100;

/**
 * A type's model defaults as the widgets' checks take them: without the model's own settings, which no widget
 * reads (the theme's scheme settings and `embed`).
 */
export function widgetCheckedDefaults<T extends WidgetType>(type: T): WidgetConfigByType[T] {
  const { embed: _, ...defaults } = frozenDefaults(type);
  const { colorScheme: __, darkColors: ___, ...theme } = defaults.theme;
  return { ...defaults, theme } as WidgetConfigByType[T];
}

/** `more` warnings added to the widgets' `warnings` under the same cap: at most 100, then one summary of the rest. */
function addWarnings(warnings: SanitizeWarning[], more: SanitizeWarning[]): void {
  const summary = warnings.length > WARNINGS_MAX ? warnings.pop()! : undefined;
  warnings.push(...more);
  const omitted = (summary ? parseInt(summary.message) : 0) + Math.max(0, warnings.length - WARNINGS_MAX);
  if (omitted) warnings.splice(WARNINGS_MAX, Infinity, { path: '', message: `${omitted} more warnings omitted` });
}

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
  // The model's defaults carry every text: the same checks, with nothing dropped as another type's. The theme's
  // scheme settings and `embed` are the model's own, which no widget checks: they are checked on their own.
  const split = takeEmbed(untrusted);
  const { input, scheme } = takeScheme(split.input);
  const result = sanitizeForWidget({ ...WIDGET_DEFAULTS[kind], defaults: widgetCheckedDefaults(kind) }, input) as SanitizeResult<T>;
  const checked = sanitizeScheme(scheme);
  const embed = sanitizeEmbed(kind, split.embed);
  result.config.theme = { ...result.config.theme, ...checked.scheme };
  result.config.embed = embed.embed;
  addWarnings(result.warnings, [...checked.warnings, ...embed.warnings]);
  const texts = result.config.localization;
  const legacy = texts.form.submitButton;
  if (legacy && (texts.bookButton === legacy || texts.bookButton === BOOKING_TEXTS.bookButton)) {
    texts.bookButton = legacy;
    texts.form.submitButton = '';
  }
  return result;
}
