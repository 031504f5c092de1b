import { frozenDefaults, normalizeWidgetType, WIDGET_DEFAULTS } from './defaults';
import { clonePlain, hasOwn, isPlainObject, isUnsafeKey, mergeConfig } from './plain';
import type { DeepPartial, WidgetConfigByType, WidgetType } from './types';

export { hasOwn, isPlainObject, mergeConfig } from './plain';

/** Structural equality of plain data; an `undefined` member counts as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const aKeys = keys(a);
  const bKeys = keys(b);
  return aKeys.length === bKeys.length && aKeys.every((k) => hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/**
 * The full configuration of `type`: `partial` deep-merged over the defaults. Plain objects merge key by key,
 * arrays are replaced whole, `undefined` is ignored. Returns a fresh object; `partial` is never changed.
 * Trusts its input's types: run untrusted input through `sanitizeConfig` instead.
 */
export function mergeWithDefaults<T extends WidgetType>(
  type: T,
  partial?: DeepPartial<WidgetConfigByType[T]> | null,
): WidgetConfigByType[T] {
  return mergeConfig(frozenDefaults(type), partial) as WidgetConfigByType[T];
}

const NONE = Symbol('none');

function diffValue(value: unknown, base: unknown): unknown {
  if (value === undefined) return NONE;
  if (isPlainObject(value) && isPlainObject(base)) {
    const out: Record<string, unknown> = {};
    // An empty default object is an open record (theme._gradients): every entry of it is a difference.
    const keys = Object.keys(base).length === 0 ? Object.keys(value) : Object.keys(base);
    for (const key of keys) {
      if (isUnsafeKey(key)) continue;
      const d = diffValue(value[key], base[key]);
      if (d !== NONE) out[key] = d;
    }
    return Object.keys(out).length > 0 ? out : NONE;
  }
  return deepEqual(value, base) ? NONE : clonePlain(value);
}

/**
 * Only what `config` changes against the defaults of `type`: nested objects pruned when nothing in them
 * differs, arrays emitted whole when they differ, keys that are not part of the type's configuration left out,
 * and serviceId left out while the service selector is on (the snippet carries no stale service).
 * `diffFromDefaults(t, mergeWithDefaults(t, x))` deep-equals `diffFromDefaults(t, x)`.
 */
export function diffFromDefaults<T extends WidgetType>(
  type: T,
  config: DeepPartial<WidgetConfigByType[T]> | null | undefined,
): DeepPartial<WidgetConfigByType[T]> {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(config)) return out as DeepPartial<WidgetConfigByType[T]>;
  const source: Record<string, unknown> = config;
  const kind = normalizeWidgetType(type);
  const base = frozenDefaults(kind) as unknown as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    const d = diffValue(source[key], base[key]);
    if (d !== NONE) out[key] = d;
  }
  for (const key of WIDGET_DEFAULTS[kind].optional) {
    const value = source[key];
    // Optional settings are absent by default; null or '' mean the same as absent.
    if (value !== undefined && value !== null && value !== '') out[key] = clonePlain(value);
  }
  if (kind === 'booking' && source.showServiceSelector === true) delete out.serviceId;
  return out as DeepPartial<WidgetConfigByType[T]>;
}
