import { describe, expect, it } from 'vitest';
import { canvasHtml } from './canvas-html';
import { createFakeDesigner, DesignerWorld } from './fake-designer';

const newWorld = () => new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
const tagOf = (error: unknown) => (error as { cause?: { tag?: string } }).cause?.tag;

describe('the fake Designer', () => {
  it('a Button the owner places is a Link element with text, children and custom attributes, as in Webflow', async () => {
    const world = newWorld();
    const section = world.root.children[0]!;
    const button = world.add(section.id, 'Link', 'Book now');
    world.select(button.id);
    const el = (await createFakeDesigner(world).getSelectedElement())!;
    expect([el.type, el.children, el.textContent, el.customAttributes]).toEqual(['Link', true, true, true]);
    if (!el.customAttributes) throw new Error('unreachable');
    await el.setCustomAttribute('data-bookla-open', 'bookla-el-0009');
    expect(await el.getCustomAttribute('data-bookla-open')).toBe('bookla-el-0009');
    expect(await el.getAllCustomAttributes()).toEqual([{ name: 'data-bookla-open', value: 'bookla-el-0009' }]);
    await el.removeCustomAttribute('data-bookla-open');
    expect(await el.getCustomAttribute('data-bookla-open')).toBeNull();
    expect(button.attributes).toEqual({});
  });

  it('refuses a custom attribute name Webflow refuses, and every write outside Design mode', async () => {
    const world = newWorld();
    world.select(world.root.children[0]!.id);
    const el = (await createFakeDesigner(world).getSelectedElement())!;
    if (!el.customAttributes) throw new Error('unreachable');
    for (const name of ['id', 'class', '1x', 'a b', '"><script>']) {
      expect(tagOf(await el.setCustomAttribute(name, 'v').catch((e: unknown) => e)), name).toBe('InvalidRequest');
    }
    world.mode = 'preview';
    expect(tagOf(await el.setCustomAttribute('data-x', 'v').catch((e: unknown) => e))).toBe('ModeForbidden');
    expect(tagOf(await el.removeCustomAttribute('data-x').catch((e: unknown) => e))).toBe('ModeForbidden');
    expect(world.root.children[0]!.attributes).toEqual({});
  });

  it('the root element is the Body; a Button preset appended there is a Link', async () => {
    const world = newWorld();
    const designer = createFakeDesigner(world);
    const root = (await designer.getRootElement())!;
    expect([root.type, root.id.element]).toEqual(['Body', world.root.id]);
    if (!root.children) throw new Error('unreachable');
    const added = await root.append(designer.elementPresets.Button);
    expect(added.type).toBe('Link');
    expect(world.root.children.at(-1)!.type).toBe('Link');
  });

  it('an element cannot be placed in one that holds none', () => {
    const world = newWorld();
    const text = world.node('String');
    world.root.children.push(text);
    expect(() => world.add(text.id, 'Link')).toThrow(expect.objectContaining({ cause: { tag: 'InvalidTargetElement' } }));
  });
});

describe('canvasHtml', () => {
  it('publishes links as <a href="#"> with their custom attributes, values escaped', () => {
    const world = newWorld();
    const section = world.root.children[0]!;
    const button = world.add(section.id, 'Link', 'Book <now>');
    button.attributes['data-bookla-open'] = 'bookla-"x"&y';
    const host = world.add(world.root.id, 'Block');
    host.domId = 'bookla-el-0010';
    host.attributes['data-bookla-host'] = '';
    const html = canvasHtml(world.root);
    expect(html).toContain('<a href="#" data-bookla-open="bookla-&#34;x&#34;&#38;y">Book &#60;now&#62;</a>');
    expect(html).toMatch(/<div id="bookla-el-0010" data-bookla-host=""><\/div>$/);
  });

  it('drops an attribute whose name could break the tag (one set past the Designer\u2019s check)', () => {
    const world = newWorld();
    const block = world.root.children[0]!.children[0]!;
    block.attributes['x onload=alert(1) y'] = '1';
    block.attributes['data-ok'] = '1';
    const html = canvasHtml(world.root);
    expect(html).not.toContain('onload');
    expect(html).toContain('<div data-ok="1"></div>');
  });
});
