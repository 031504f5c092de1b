// Framework-free: the widgets' useAdoptedStyles and the popup's frame (../popup) adopt their sheets through it.

export type StyleRoot = Document | ShadowRoot;

interface Held {
  text: string;
  /** Mounted users of this text (or of a text it contains) in this root. */
  users: number;
  node: CSSStyleSheet | HTMLStyleElement;
}

// What each root holds and for how many users: a sheet leaves its root only with its last user, so a
// reused shadow root (the same element initialised again) or a document whose widgets come and go (an
// SPA) keeps exactly the sheets its mounted widgets need.
const held = new WeakMap<StyleRoot, Held[]>();
// One constructed sheet per text, parsed once and shared by every root of the document.
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adds `cssText` to a document or shadow root for one user and returns that user's release: the sheet
 * leaves the root when its last user releases it. Uses a constructable `CSSStyleSheet` via
 * `adoptedStyleSheets` (no inline `<style>`, so no CSP `style-src 'unsafe-inline'`); falls back to a
 * `<style>` element only where constructable sheets do not exist. A text the root already holds, alone
 * or inside a larger one, adds nothing and counts as a user of what holds it.
 */
export function adoptStyles(root: StyleRoot, cssText: string): () => void {
  let list = held.get(root);
  if (!list) held.set(root, (list = []));
  // The booking sheet includes `fieldStyles`, which its lazily loaded form adopts again: the form then
  // keeps the booking sheet alive rather than adding a copy that, adopted later, could override the
  // booking rules written after the field rules.
  let entry = list.find((h) => h.text.includes(cssText));
  if (!entry) {
    let node: Held['node'];
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet == 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      node = sheets.get(cssText)!;
      if (!node) {
        sheets.set(cssText, (node = new CSSStyleSheet()));
        node.replaceSync(cssText);
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, node];
    } else {
      // Browsers without constructable sheets (Safari < 16.4); a strict CSP blocks this there.
      const doc = root.ownerDocument ?? (root as Document);
      node = doc.createElement('style');
      node.textContent = cssText;
      ((root as Document).head ?? (root as Document).documentElement ?? root).append(node);
    }
    list.push((entry = { text: cssText, users: 0, node }));
  }
  const own = entry;
  own.users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--own.users) return;
    list.splice(list.indexOf(own), 1);
    const node = own.node;
    if ('remove' in node) node.remove();
    else root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== node);
  };
}

/** The document or shadow root an element is rendered into. */
export function styleRootOf(el: Node): StyleRoot | null {
  const root = el.getRootNode();
  if (root instanceof ShadowRoot || root instanceof Document) return root;
  return el.ownerDocument ?? null;
}
