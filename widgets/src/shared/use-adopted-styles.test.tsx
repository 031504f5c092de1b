import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { adoptStyles, useAdoptedStyles } from './use-adopted-styles';

function Styled({ css }: { css: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, css);
  return <div ref={ref}>styled</div>;
}

describe('adoptStyles', () => {
  it('adopts a text into a shadow root once, as a constructable sheet', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const css = '.bk-root .a-' + Math.random().toString(36).slice(2) + '{color:red}';
    expect(adoptStyles(root, css)).toBe(true);
    expect(adoptStyles(root, css)).toBe(false);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets[0].cssRules[0].cssText).toContain('color');
  });

  it('shares one sheet between roots and adds each text once per root', () => {
    const a = document.createElement('div').attachShadow({ mode: 'open' });
    const b = document.createElement('div').attachShadow({ mode: 'open' });
    const css = '.bk-root .b-' + Math.random().toString(36).slice(2) + '{color:blue}';
    adoptStyles(a, css);
    adoptStyles(b, css);
    adoptStyles(b, css + '.bk-root .other{color:red}');
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(b.adoptedStyleSheets).toHaveLength(2);
  });

  it('recognises a sheet of the same text another script (the loader) adopted itself', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const css = '.bk-root .e-' + Math.random().toString(36).slice(2) + '{color:red}.bk-root .x{margin:0}';
    const loaderSheet = new CSSStyleSheet();
    loaderSheet.replaceSync(css);
    root.adoptedStyleSheets = [loaderSheet];
    expect(adoptStyles(root, css)).toBe(false);
    expect(root.adoptedStyleSheets).toEqual([loaderSheet]);
    expect(adoptStyles(root, css + '.bk-root .y{margin:0}')).toBe(true);
    expect(root.adoptedStyleSheets).toHaveLength(2);
  });

  it('adds nothing for a text the root already holds inside a larger one (a widget sheet that includes it)', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const id = Math.random().toString(36).slice(2);
    const part = `.bk-root .f-${id}{color:red}`;
    expect(adoptStyles(root, `.bk-root .w-${id}{margin:0}` + part)).toBe(true);
    expect(adoptStyles(root, part)).toBe(false);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(adoptStyles(root, `.bk-root .g-${id}{color:blue}`)).toBe(true);
    expect(root.adoptedStyleSheets).toHaveLength(2);
  });

  it('falls back to a <style> element where constructable sheets are missing', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined, configurable: true });
    delete (root as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    const proto = Object.getPrototypeOf(root);
    const desc = Object.getOwnPropertyDescriptor(proto, 'adoptedStyleSheets');
    if (desc) delete proto.adoptedStyleSheets;
    try {
      adoptStyles(root, '.bk-root{color:green}');
      adoptStyles(root, '.bk-root{color:green}');
      expect(root.querySelectorAll('style')).toHaveLength(1);
      expect(root.querySelector('style')?.textContent).toBe('.bk-root{color:green}');
    } finally {
      if (desc) Object.defineProperty(proto, 'adoptedStyleSheets', desc);
    }
  });
});

describe('useAdoptedStyles', () => {
  it('adopts into the shadow root the component renders into', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const css = '.bk-root .c-' + Math.random().toString(36).slice(2) + '{color:red}';
    render(<Styled css={css} />, { container: mount });
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets.some((s) => s === shadow.adoptedStyleSheets[0])).toBe(false);
    host.remove();
  });

  it('adopts into the document in the light DOM, once for two widgets', () => {
    const css = '.bk-root .d-' + Math.random().toString(36).slice(2) + '{color:red}';
    const before = document.adoptedStyleSheets.length;
    render(
      <>
        <Styled css={css} />
        <Styled css={css} />
      </>,
    );
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
  });
});
