import { useLayoutEffect, type RefObject } from 'react';

type StyleRoot = Document | ShadowRoot;

// Which texts each root already holds: adopting the same text twice (widget + loader, or two widgets in
// one shadow root) must add nothing.
const adopted = new WeakMap<StyleRoot, Set<string>>();
// One constructed sheet per text, shared by every root of the same document.
const sheets = new Map<string, CSSStyleSheet>();

function canConstruct(root: StyleRoot): boolean {
  try {
    return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
  } catch {
    return false;
  }
}

function sameRules(a: CSSStyleSheet, b: CSSStyleSheet): boolean {
  try {
    const x = a.cssRules;
    const y = b.cssRules;
    if (x.length !== y.length || !x.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i].cssText !== y[i].cssText) return false;
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds `cssText` to a document or shadow root once. Uses a constructable `CSSStyleSheet` via
 * `adoptedStyleSheets` (no inline `<style>`, so no CSP `style-src 'unsafe-inline'`); falls back to a
 * `<style>` element only where constructable sheets do not exist. Returns false when it was already there
 * (the same text, a text that contains it, or a sheet with the same rules).
 */
export function adoptStyles(root: StyleRoot, cssText: string): boolean {
  let texts = adopted.get(root);
  if (!texts) adopted.set(root, (texts = new Set()));
  // A text already adopted here, alone or inside a larger one (a widget's sheet that includes
  // `fieldStyles`, later adopted again by its lazily loaded form), adds nothing.
  for (const text of texts) if (text.includes(cssText)) return false;
  texts.add(cssText);
  if (canConstruct(root)) {
    let sheet = sheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      sheets.set(cssText, sheet);
    }
    // Someone else (the embed loader) may have adopted its own sheet of the same text already.
    if (root.adoptedStyleSheets.some((other) => other === sheet || sameRules(other, sheet!))) return false;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return true;
  }
  const doc = root instanceof Document ? root : root.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = cssText;
  (root instanceof Document ? root.head ?? root.documentElement : root).appendChild(style);
  return true;
}

/** The document or shadow root an element is rendered into. */
export function styleRootOf(el: Node): StyleRoot | null {
  const root = el.getRootNode();
  if (root instanceof ShadowRoot || root instanceof Document) return root;
  return el.ownerDocument ?? null;
}

/** Adopts `cssText` into the root node of `ref` when it mounts (layout effect: before the first paint). */
export function useAdoptedStyles(ref: RefObject<Element | null>, cssText: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    const root = el && styleRootOf(el);
    if (root && cssText) adoptStyles(root, cssText);
  }, [ref, cssText]);
}
