/**
 * What a widget needs of the configuration model, without the model's defaults: checking a config against
 * its own type's defaults (`./booking-defaults`, `./subscription-defaults`, `./gift-card-defaults`, one
 * subpath each), merging an update, and the checks the views repeat. Nothing here imports ./defaults.ts: a
 * widget that imported the model (`@bookla/runtime/config`) for a value would ship every type's texts.
 */
export { COMMON_TEXTS } from './widget-defaults/base';
export { isSafeUrl } from './checks';
export { isPlainObject, mergeConfig } from './plain';
export { sanitizeForWidget } from './sanitize';
