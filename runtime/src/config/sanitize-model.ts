import { frozenDefaults, normalizeWidgetType, WIDGET_DEFAULTS } from './defaults';
import { sanitizeForWidget, type SanitizeResult } from './sanitize';
import type { WidgetType } from './types';
import { BOOKING_TEXTS } from './widget-defaults/booking';

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
  // The model's defaults carry every text: the same checks, with nothing dropped as another type's.
  const result = sanitizeForWidget({ ...WIDGET_DEFAULTS[kind], defaults: frozenDefaults(kind) }, untrusted) as SanitizeResult<T>;
  const texts = result.config.localization;
  const legacy = texts.form.submitButton;
  if (legacy && (texts.bookButton === legacy || texts.bookButton === BOOKING_TEXTS.bookButton)) {
    texts.bookButton = legacy;
    texts.form.submitButton = '';
  }
  return result;
}
