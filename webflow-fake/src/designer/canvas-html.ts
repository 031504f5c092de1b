// The fake Designer's canvas as the published page's body, as the fake Webflow serves it after a publish.
import type { ElementNode } from './fake-designer';

const TAGS: Record<ElementNode['type'], string> = { Body: '', Section: 'section', Block: 'div', Heading: 'h2', Paragraph: 'p', Link: 'a', String: 'span' };
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The canvas as the published page's body: element types as tags, DOM ids, custom attributes and texts (escaped).
 * A link without a destination is published as Webflow does, with `href="#"`.
 */
export function canvasHtml(n: ElementNode): string {
  const inner = (n.text ? escapeHtml(n.text) : '') + n.children.map(canvasHtml).join('');
  const tag = TAGS[n.type];
  if (!tag) return inner;
  const classes = n.styles.length ? ` class="${escapeHtml(n.styles.join(' '))}"` : '';
  const href = n.type === 'Link' ? ' href="#"' : '';
  // Names were checked when set (the Designer refuses others); dropped here too, so no name can break the tag.
  const attributes = Object.entries(n.attributes)
    .filter(([name]) => /^[A-Za-z_][\w.:-]*$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${n.domId ? ` id="${escapeHtml(n.domId)}"` : ''}${classes}${href}${attributes}>${inner}</${tag}>`;
}
