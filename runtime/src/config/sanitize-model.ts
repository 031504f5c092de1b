import { frozenDefaults, normalizeWidgetType, OPTIONAL_KEYS } from './defaults';
import { describe, sanitizeForWidget, type SanitizeResult } from './sanitize';
import type { WidgetType } from './types';

/**
 * Validates untrusted configuration input (a pasted snippet, a canvas record, a draft) for a widget type of
 * the configuration model: every text of every type is kept. Returns a complete config (valid values kept,
 * invalid or missing ones defaulted, unknown keys dropped) and a warning per dropped or replaced value
 * (at most 100, then one summary). Never throws. Widgets use `sanitizeForWidget` with their own defaults.
 *
 * An older configuration's `localization.form.submitButton` (the Form step's copy of the book button) becomes
 * `localization.bookButton`, so the model holds one text for the button that books and exports it once; when
 * both are set and differ, `bookButton` (the text the configurator shows) stays and the other is reported.
 */
export function sanitizeConfig<T extends WidgetType>(type: T, untrusted: unknown): SanitizeResult<T> {
  const kind = normalizeWidgetType(type);
  const defaults = frozenDefaults(kind);
  // The model's defaults carry every text: the same checks, with nothing dropped as another type's.
  const result = sanitizeForWidget({ type: kind, defaults, optional: OPTIONAL_KEYS[kind] }, untrusted) as SanitizeResult<T>;
  const texts = result.config.localization;
  const legacy = texts.form.submitButton;
  if (legacy) {
    if (texts.bookButton === defaults.localization.bookButton) texts.bookButton = legacy;
    else if (texts.bookButton !== legacy) {
      result.warnings.push({
        path: 'localization.form.submitButton',
        message: `expected the same text as localization.bookButton (${describe(texts.bookButton)}), the one text of the book button, received ${describe(legacy)}; dropped`,
      });
    }
    texts.form.submitButton = '';
  }
  return result;
}
