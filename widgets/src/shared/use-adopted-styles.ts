import { useLayoutEffect, type RefObject } from 'react';
import { adoptStyles, styleRootOf } from './adopt-styles';

export { adoptStyles, styleRootOf, type StyleRoot } from './adopt-styles';

/**
 * Adopts `cssText` into the root node of `ref` while the component is mounted (a layout effect: in place
 * before the first paint) and releases it on unmount.
 */
export function useAdoptedStyles(ref: RefObject<Element | null>, cssText: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    const root = el && styleRootOf(el);
    if (root && cssText) return adoptStyles(root, cssText);
  }, [ref, cssText]);
}
