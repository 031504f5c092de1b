import { frozenDefaults, normalizeWidgetType, OPTIONAL_KEYS } from './defaults';
import { sanitizeForWidget, type SanitizeResult } from './sanitize';
import type { WidgetType } from './types';

/**
 * Validates untrusted configuration input (a pasted snippet, a canvas record, a draft) for a widget type of
 * the configuration model: every text of every type is kept. Returns a complete config (valid values kept,
 * invalid or missing ones defaulted, unknown keys dropped) and a warning per dropped or replaced value
 * (at most 100, then one summary). Never throws. Widgets use `sanitizeForWidget` with their own defaults.
 */
export function sanitizeConfig<T extends WidgetType>(type: T, untrusted: unknown): SanitizeResult<T> {
  const kind = normalizeWidgetType(type);
  // The model's defaults carry every text: the same checks, with nothing dropped as another type's.
  return sanitizeForWidget({ type: kind, defaults: frozenDefaults(kind), optional: OPTIONAL_KEYS[kind] }, untrusted) as SanitizeResult<T>;
}
