// Preact build only: the chunk entries import it first; build.mjs resolves it to nothing for the React build.
import { options } from 'preact';
// Evaluated first, so its vnode hook is the one this module wraps: this module's hook then runs around it.
import 'preact/compat';

/**
 * Pages whose scripts added enumerable properties to Object.prototype (a value, a function, even a getter
 * that throws) would reach Preact's renderer, which walks props and style objects with for…in: an inherited
 * value became an attribute on every element, and a throwing getter stopped every render. On such a page
 * each vnode's props (and its style object) is replaced, before Preact or compat reads it, by a copy of its
 * own keys with no prototype; the build makes Preact's own copies do the same (build.mjs). A clean page pays
 * one check at start-up and nothing per render.
 */
function inherited(): boolean {
  for (const _ in {}) return true;
  return false;
}

if (inherited()) {
  const own = <T extends object>(value: T): T => Object.assign(Object.create(null) as T, value);
  const ownProps = (vnode: { props: unknown }) => {
    const props = vnode.props as Record<string, unknown> | string | null;
    if (props && typeof props === 'object' && Object.getPrototypeOf(props)) {
      const copy = own(props);
      if (copy.style && typeof copy.style === 'object') copy.style = own(copy.style);
      vnode.props = copy;
    }
  };
  const next = options.vnode;
  // Before compat's hook, which walks the props too, and after it, since it may hand over new props.
  options.vnode = (vnode) => {
    ownProps(vnode);
    next?.(vnode);
    ownProps(vnode);
  };
}
