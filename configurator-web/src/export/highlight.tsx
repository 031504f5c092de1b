import hljs from 'highlight.js/lib/core';
import javascript from 'highlight.js/lib/languages/javascript';
import xml from 'highlight.js/lib/languages/xml';
import type { CSSProperties, ReactNode } from 'react';

// Two grammars only: HTML with its inline <script> highlighted as JavaScript, and the React tab's TSX.
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('xml', xml);

/**
 * Token colours as inline styles: this module is loaded with the Export dialog, and a lazily imported
 * stylesheet would not be attached by the bundle. Colours keep at least 4.5:1 against the code background.
 */
const TOKEN_STYLES: Record<string, CSSProperties> = {
  keyword: { color: '#a626a4' },
  built_in: { color: '#986801' },
  literal: { color: '#0b6e99' },
  number: { color: '#0b6e99' },
  string: { color: '#2f6f1f' },
  attr: { color: '#986801' },
  attribute: { color: '#986801' },
  tag: { color: '#383a42' },
  name: { color: '#c2185b' },
  comment: { color: '#5c6370', fontStyle: 'italic' },
  title: { color: '#2759c9' },
  'title.function': { color: '#2759c9' },
  'title.class': { color: '#986801' },
  variable: { color: '#b3261e' },
  property: { color: '#b3261e' },
  params: {},
  punctuation: {},
};

/**
 * A span's style from its scope: highlight.js writes 'title.class' as "hljs-title class_" (each sub-scope one
 * more trailing underscore deep), so the whole scope is tried first, then its first part ('title').
 */
const styleOf = (className: string): CSSProperties | undefined => {
  const [first = '', ...rest] = className.split(' ');
  const parts = [first.replace(/^hljs-/, ''), ...rest.map((c) => c.replace(/_+$/, ''))];
  return TOKEN_STYLES[parts.join('.')] ?? TOKEN_STYLES[parts.slice(0, 2).join('.')] ?? TOKEN_STYLES[parts[0]!];
};

/**
 * highlight.js writes HTML; we do not inject it. It is parsed inertly (DOMParser runs no scripts and loads
 * nothing) and only its text and the class names of its spans are turned into React elements, so whatever
 * the code holds can only ever be shown as text.
 */
function toNodes(node: Node, key = 0): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const children = Array.from(node.childNodes, (child, i) => toNodes(child, i));
  const className = (node as Element).getAttribute('class') ?? '';
  return (
    <span key={key} className={className || undefined} style={styleOf(className)}>
      {children}
    </span>
  );
}

export function highlight(code: string, language: 'xml' | 'javascript'): ReactNode {
  try {
    const html = hljs.highlight(code, { language, ignoreIllegals: true }).value;
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    return Array.from(doc.body.childNodes, (child, i) => toNodes(child, i));
  } catch {
    // Plain text is always a correct rendering of code.
    return code;
  }
}
