/** Plain objects merge key by key; arrays and everything else are replaced whole (as `DeepPartial` says). */
const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v == 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** `update(config)` semantics: the new partial config over the current one, deeply, without mutating either. */
export function mergeConfig<T extends object>(base: T, next: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(next)) {
    // A config is data from a page: never let it reach the prototype.
    if (key == '__proto__' || key == 'constructor' || key == 'prototype') continue;
    out[key] = isPlain(value) && isPlain(out[key]) ? mergeConfig(out[key] as object, value) : value;
  }
  return out as T;
}
