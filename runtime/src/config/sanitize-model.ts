import { sanitizeScheme, takeScheme } from './color-scheme';
import { frozenDefaults, normalizeWidgetType, WIDGET_DEFAULTS } from './defaults';
import { sanitizeForWidget, type SanitizeResult } from './sanitize';
import type { SanitizeWarning, WidgetConfigByType, WidgetType } from './types';
import { BOOKING_TEXTS } from './widget-defaults/booking';

/** The most warnings a sanitizing reports before one summary of the rest (as the widgets' checks do). */
const WARNINGS_MAX = 100;

/** A type's model defaults as the widgets' checks take them: without the theme's scheme settings, which no widget reads. */
export function widgetCheckedDefaults<T extends WidgetType>(type: T): WidgetConfigByType[T] {
  const defaults = frozenDefaults(type);
  const { colorScheme: _, darkColors: __, ...theme } = defaults.theme;
  return { ...defaults, theme };
}

/** `more` warnings added to the widgets' `warnings` under the same cap: at most 100, then one summary of the rest. */
function addWarnings(warnings: SanitizeWarning[], more: SanitizeWarning[]): void {
  const summary = warnings.length > WARNINGS_MAX ? warnings.pop()! : undefined;
  warnings.push(...more);
  const omitted = (summary ? parseInt(summary.message) : 0) + Math.max(0, warnings.length - WARNINGS_MAX);
  if (omitted) warnings.splice(WARNINGS_MAX, Infinity, { path: '', message: `${omitted} more warnings omitted` });
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
  // scheme settings are the model's own, which no widget checks: they are checked on their own.
  const { input, scheme } = takeScheme(untrusted);
  const result = sanitizeForWidget({ ...WIDGET_DEFAULTS[kind], defaults: widgetCheckedDefaults(kind) }, input) as SanitizeResult<T>;
  const checked = sanitizeScheme(scheme);
  result.config.theme = { ...result.config.theme, ...checked.scheme };
  addWarnings(result.warnings, checked.warnings);
  const texts = result.config.localization;
  const legacy = texts.form.submitButton;
  if (legacy && (texts.bookButton === legacy || texts.bookButton === BOOKING_TEXTS.bookButton)) {
    texts.bookButton = legacy;
    texts.form.submitButton = '';
  }
  return result;
}
