import { useMemo } from 'react';
import { sanitizeForWidget } from '@bookla/runtime/config/widget';
import type { RenderConfigByType, WidgetDefaults, WidgetType } from '@bookla/runtime/config';

/** The complete configuration each widget renders from: its type's settings and its own texts only. */
export type BookingConfig = RenderConfigByType['booking'];
export type SubscriptionConfig = RenderConfigByType['subscription'];
export type GiftCardConfig = RenderConfigByType['giftcard'];

/**
 * The full config a widget renders from: untrusted input checked against the widget type's own defaults
 * (each warning logged, the widget keeps going with the safe part, other types' texts dropped silently).
 * Taking the defaults as an argument keeps each widget's bundle to its own type's defaults.
 */
export function resolveConfig<T extends WidgetType>(defaults: WidgetDefaults<T>, input: unknown): RenderConfigByType[T] {
  const { config, warnings } = sanitizeForWidget(defaults, input);
  for (const w of warnings) console.warn(`Bookla: config ${w.path}: ${w.message}`);
  return config;
}

/** `resolveConfig` memoised on the config object's identity. */
export function useResolvedConfig<T extends WidgetType>(defaults: WidgetDefaults<T>, input: unknown): RenderConfigByType[T] {
  return useMemo(() => resolveConfig(defaults, input), [defaults, input]);
}
