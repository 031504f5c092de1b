import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { adoptStyles, useAdoptedStyles } from './use-adopted-styles';

function Styled({ css }: { css: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, css);
  return <div ref={ref}>styled</div>;
}

// Module state is shared by every test in this file: each test uses texts of its own.
const unique = (rules: string) => `.bk-root .u-${Math.random().toString(36).slice(2)}{margin:0}` + rules;
const shadowRoot = () => document.createElement('div').attachShadow({ mode: 'open' });
/** The document's sheets made from `css` (found by its unique class). */
const inDocument = (css: string) =>
  document.adoptedStyleSheets.filter((s) => s.cssRules[0]?.cssText.includes(/u-\w+/.exec(css)![0]));

/** Runs `fn` with constructable sheets missing on `root`'s kind of node (Safari < 16.4). */
function withoutConstructable(root: Document | ShadowRoot, fn: () => void) {
  let proto = Object.getPrototypeOf(root);
  while (proto && !Object.hasOwn(proto, 'adoptedStyleSheets')) proto = Object.getPrototypeOf(proto);
  const desc = proto && Object.getOwnPropertyDescriptor(proto, 'adoptedStyleSheets');
  if (desc) delete proto.adoptedStyleSheets;
  try {
    expect('adoptedStyleSheets' in root).toBe(false);
    fn();
  } finally {
    if (desc) Object.defineProperty(proto, 'adoptedStyleSheets', desc);
  }
}

describe('adoptStyles', () => {
  it('adopts a text once per root as a constructable sheet and removes it with its last user', () => {
    const root = shadowRoot();
    const css = unique('.bk-root{color:red}');
    const first = adoptStyles(root, css);
    const second = adoptStyles(root, css);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets[0]!.cssRules[1]!.cssText).toContain('color');
    first();
    first(); // a release counts once, however often it is called
    expect(root.adoptedStyleSheets).toHaveLength(1);
    second();
    expect(root.adoptedStyleSheets).toEqual([]);
    // Adopted again after it left: back, once.
    const third = adoptStyles(root, css);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    third();
    expect(root.adoptedStyleSheets).toEqual([]);
  });

  it('shares one parsed sheet between roots and counts users per root', () => {
    const a = shadowRoot();
    const b = shadowRoot();
    const css = unique('.bk-root{color:blue}');
    const inA = adoptStyles(a, css);
    const inB = adoptStyles(b, css);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    inA();
    expect(a.adoptedStyleSheets).toEqual([]);
    expect(b.adoptedStyleSheets).toHaveLength(1);
    inB();
    expect(b.adoptedStyleSheets).toEqual([]);
  });

  it("leaves sheets it did not adopt (the host page's) where they are", () => {
    const root = shadowRoot();
    const foreign = new CSSStyleSheet();
    foreign.replaceSync('.host{color:green}');
    root.adoptedStyleSheets = [foreign];
    const release = adoptStyles(root, unique(''));
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(foreign);
    release();
    expect(root.adoptedStyleSheets).toEqual([foreign]);
  });

  it('counts a text held inside a larger one (the form inside the widget sheet) as a user of the larger one', () => {
    const root = shadowRoot();
    const part = unique('.bk-root .bk-field{color:red}');
    const widget = unique('') + part;
    const releaseWidget = adoptStyles(root, widget);
    const releasePart = adoptStyles(root, part);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    // The widget's root unmounts first: its sheet stays for the part still mounted.
    releaseWidget();
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.adoptedStyleSheets[0]!.cssRules).toHaveLength(3);
    releasePart();
    expect(root.adoptedStyleSheets).toEqual([]);
  });

  it('falls back to one <style> element per text where constructable sheets are missing, removed with its last user', () => {
    const root = shadowRoot();
    const css = unique('.bk-root{color:green}');
    withoutConstructable(root, () => {
      const first = adoptStyles(root, css);
      const second = adoptStyles(root, css);
      expect(root.querySelectorAll('style')).toHaveLength(1);
      expect(root.querySelector('style')!.textContent).toBe(css);
      first();
      expect(root.querySelectorAll('style')).toHaveLength(1);
      second();
      expect(root.querySelector('style')).toBeNull();
    });
  });

  it('puts the fallback <style> of the light DOM in the head and takes it out again', () => {
    const css = unique('.bk-root{color:olive}');
    withoutConstructable(document, () => {
      const release = adoptStyles(document, css);
      const styles = [...document.head.querySelectorAll('style')].filter((s) => s.textContent === css);
      expect(styles).toHaveLength(1);
      release();
      expect(styles[0]!.isConnected).toBe(false);
    });
  });
});

describe('useAdoptedStyles', () => {
  it('adopts into the shadow root the component renders into, before paint, and removes it on unmount', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const css = unique('.bk-root{color:red}');
    const view = render(<Styled css={css} />, { container: mount });
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets).not.toContain(shadow.adoptedStyleSheets[0]);
    view.unmount();
    expect(shadow.adoptedStyleSheets).toEqual([]);
    host.remove();
  });

  it('shares one sheet in the light DOM between two widgets; it leaves the document with the last one', () => {
    const css = unique('.bk-root{color:purple}');
    const before = document.adoptedStyleSheets.length;
    const one = render(<Styled css={css} />);
    const two = render(<Styled css={css} />);
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
    one.unmount();
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
    expect(two.container.textContent).toBe('styled');
    two.unmount();
    expect(document.adoptedStyleSheets.length).toBe(before);
  });

  it('swaps the sheet when the text changes', () => {
    const a = unique('.bk-root{color:red}');
    const b = unique('.bk-root{color:blue}');
    const before = document.adoptedStyleSheets.length;
    const view = render(<Styled css={a} />);
    expect(inDocument(a)).toHaveLength(1);
    view.rerender(<Styled css={b} />);
    expect(inDocument(a)).toHaveLength(0);
    expect(inDocument(b)).toHaveLength(1);
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
  });
});
