/**
 * Plain-data helpers of the configuration model: configurations are plain JSON-like trees, and every helper
 * here keeps them so (no prototype keys, no shared mutable parts).
 */

/** Freezes a plain-data tree in place and returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Keys that would reach a prototype when assigned; never copied, merged or diffed. */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/** A fresh copy of plain data (objects, arrays, primitives); `undefined` members are left out. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (isUnsafeKey(key)) continue;
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = clonePlain(member);
    }
    return out as T;
  }
  return value;
}

/** A plain data object (from a literal or JSON.parse, in any realm), not an array, Date, Map or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** `Object.hasOwn`, which Safari before 15.4 lacks. */
export const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

function mergeInto(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const key of Object.keys(patch)) {
    const value = patch[key];
    if (value === undefined || isUnsafeKey(key)) continue;
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(value)) mergeInto(current, value);
    // Arrays (and everything else) replace whole: a list of form fields is one setting, not a patch.
    else target[key] = clonePlain(value);
  }
}

/**
 * `patch` over `base` by the same rules as the defaults merge (plain objects key by key, arrays and everything
 * else replaced whole, `undefined` ignored, prototype keys dropped). A fresh object; neither input changes.
 * This is what a widget's `update(partialConfig)` means.
 */
export function mergeConfig<T extends object>(base: T, patch: object | null | undefined): T {
  const result = clonePlain(base) as Record<string, unknown>;
  if (isPlainObject(patch)) mergeInto(result, patch);
  return result as T;
}
