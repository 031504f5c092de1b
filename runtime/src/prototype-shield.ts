/**
 * Hides the page's enumerable additions to `Object.prototype` (old libraries and careless scripts add
 * plain values, functions, even getters that throw) until the returned function puts them back, exactly
 * as they were. zod walks its internal tables with `for…in` the first time each schema class is built, so
 * on such a page building the request schemas failed and every validated call with them. Only for code
 * that runs synchronously in between: nothing of the page can observe the gap. A microtask restores them
 * even if that code throws. Properties the page made non-configurable cannot be hidden and stay.
 */
export function hidePrototypeAdditions(): () => void {
  const proto = Object.prototype as Record<string, unknown>;
  const hidden: [string, PropertyDescriptor][] = [];
  // for…in lists the keys without reading them, so a throwing getter is never called.
  for (const key in proto) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key);
    if (descriptor?.configurable && delete proto[key]) hidden.push([key, descriptor]);
  }
  const restore = () => {
    for (const [key, descriptor] of hidden.splice(0)) Object.defineProperty(proto, key, descriptor);
  };
  if (hidden.length) queueMicrotask(restore);
  return restore;
}
