/** What `init*` accepts as a target: the element itself or a CSS selector for it. */
export type WidgetTarget = Element | string;

/**
 * Resolves the target, or explains on the console why it cannot (a site owner's typo must not throw
 * into their page). Returns null when there is nothing to mount into.
 */
export function resolveTarget(target: unknown, doc: Document): Element | null {
  let el: unknown = null;
  try {
    el = typeof target == 'string' ? doc.querySelector(target) : target;
  } catch {
    // querySelector throws on a malformed selector; reported below like a missing element.
  }
  // Duck-typed rather than `instanceof Element` so an element from another realm (an iframe) works too.
  if ((el as Element | null)?.nodeType === 1) return el as Element;
  console.error('Bookla: no element found for target', target);
  return null;
}
