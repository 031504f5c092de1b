import { useMemo } from 'react';
import { mergeWithDefaults, sanitizeConfig } from '@bookla/runtime/config';
import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';

/**
 * The full config a widget renders from: untrusted input sanitized (each warning logged, the widget
 * keeps going with the safe part), then merged over the defaults of `type`.
 */
export function resolveConfig<T extends WidgetType>(type: T, input: unknown): WidgetConfigByType[T] {
  const { config, warnings } = sanitizeConfig(type, input);
  for (const w of warnings) console.warn(`Bookla: config ${w.path}: ${w.message}`);
  return mergeWithDefaults(type, config as DeepPartial<WidgetConfigByType[T]>);
}

/** `resolveConfig` memoised on the config object's identity. */
export function useResolvedConfig<T extends WidgetType>(type: T, input: unknown): WidgetConfigByType[T] {
  return useMemo(() => resolveConfig(type, input), [type, input]);
}
