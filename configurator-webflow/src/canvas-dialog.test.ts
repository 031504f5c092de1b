import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, mergeWithDefaults, parseSnippet, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import { createFakeDesigner, designerError, DesignerWorld, type ElementNode } from '@bookla/webflow-fake/designer';
import { addToCanvas, elementToRemove, loadFromCanvas, removeFromCanvas, type CanvasDeps } from './canvas';
import { ServiceError } from './service-api';
import { fakeService, SESSION } from './testing/canvas-fixtures';

let world: DesignerWorld;
let svc: ReturnType<typeof fakeService>;
let deps: CanvasDeps;
let notices: [string, string][];
let rejected: number;

beforeEach(() => {
  world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  svc = fakeService();
  notices = [];
  rejected = 0;
  deps = {
    designer: createFakeDesigner(world),
    service: svc.service,
    session: async () => SESSION,
    renewSession: async () => null,
    onSessionRejected: () => void rejected++,
    scriptUrl: 'https://cdn.example.com/widgets/1.1.1/widget.js',
    api: { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://sandbox.test/api' },
    notify: (kind, message) => notices.push([kind, message]),
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const section = () => world.root.children[0]!;
/** The owner's "Book now" button in the page's section. */
const ownButton = (text = 'Book now') => world.add(section().id, 'Link', text);

function inMode(mode: 'inline' | 'popup' | 'floating', type: WidgetType = 'booking', change?: (c: WidgetConfigByType['booking']) => void): WidgetConfigByType[WidgetType] {
  const c = defaultConfig(type) as WidgetConfigByType['booking'];
  c.embed = { ...c.embed!, mode, launcher: { ...c.embed!.launcher } };
  change?.(c);
  return c;
}

/** Hosts this extension added: the Body's Div Blocks marked as one. */
const hosts = () => world.root.children.filter((c) => c.attributes['data-bookla-host'] !== undefined);
const storedConfig = (elementId: string) => {
  const parsed = parseSnippet(svc.scripts.get(elementId)!.sourceCode);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config as WidgetConfigByType['booking'];
};
const snapshot = () => JSON.stringify(world.root);

describe('Add to Canvas in Popup mode', () => {
  it('keeps the selected button and makes it the opener of a host added at the end of the page', async () => {
    const button = ownButton();
    world.select(button.id);
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('done');

    const [host] = hosts();
    expect(hosts()).toHaveLength(1);
    expect(world.root.children.at(-1)).toBe(host);
    expect(host).toMatchObject({ type: 'Block', domId: `bookla-${host!.id}`, children: [], attributes: { 'data-bookla-host': 'dialog' } });
    // The owner's button: still theirs, its text kept, one attribute more.
    expect(section().children.at(-1)).toMatchObject({ id: button.id, type: 'Link', text: 'Book now', attributes: { 'data-bookla-open': `bookla-${host!.id}` } });
    expect([...svc.scripts.keys()]).toEqual([host!.id]);
    expect(svc.scripts.get(host!.id)!.sourceCode).toContain(`bookla-${host!.id}`);
    expect(storedConfig(host!.id).embed!.mode).toBe('popup');
    expect(notices).toEqual([
      ['success', 'Bookla popup added: the selected button or link opens it.'],
      ['info', 'Publish the site to make the widget live on the published page.'],
    ]);
  });

  it('adding again with the button selected updates its popup: no second host, the new settings stored', async () => {
    const button = ownButton();
    world.select(button.id);
    await addToCanvas(deps, 'booking', inMode('popup'));
    await addToCanvas(deps, 'booking', inMode('popup', 'booking', (c) => (c.localization.bookButton = 'Reserve')));
    expect(hosts()).toHaveLength(1);
    expect(svc.scripts.size).toBe(1);
    expect(storedConfig(hosts()[0]!.id).localization.bookButton).toBe('Reserve');
    expect(button.attributes).toEqual({ 'data-bookla-open': `bookla-${hosts()[0]!.id}` });
  });

  it('two buttons open two popups; a button whose popup was removed elsewhere gets a new one', async () => {
    const first = ownButton('Book a court');
    const second = ownButton('Buy a gift card');
    world.select(first.id);
    await addToCanvas(deps, 'booking', inMode('popup'));
    world.select(second.id);
    await addToCanvas(deps, 'giftcard', inMode('popup', 'giftcard'));
    const [a, b] = hosts();
    expect([first.attributes['data-bookla-open'], second.attributes['data-bookla-open']]).toEqual([`bookla-${a!.id}`, `bookla-${b!.id}`]);
    // Another tab removed the first popup's widget: the attribute names nothing stored, so adding makes a new popup.
    svc.scripts.delete(a!.id);
    world.select(first.id);
    await addToCanvas(deps, 'booking', inMode('popup'));
    const third = hosts().at(-1)!;
    expect(third.id).not.toBe(a!.id);
    expect(first.attributes['data-bookla-open']).toBe(`bookla-${third.id}`);
  });

  it('with nothing selected, or an element that is not a button or link: told which to select, nothing changed or asked', async () => {
    const before = snapshot();
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('refused');
    world.select(section().children[0]!.id);
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('refused');
    world.select(world.root.id);
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('refused');
    expect(notices).toEqual([
      ['warning', 'Please select the button or link on the canvas that should open the popup.'],
      ['warning', 'Select a Button, Link Block or Text Link to open the popup: the selected element cannot open it. Nothing was changed.'],
      ['warning', 'Select a Button, Link Block or Text Link to open the popup: the selected element cannot open it. Nothing was changed.'],
    ]);
    expect(snapshot()).toBe(before);
    expect(svc.scripts.size).toBe(0);
  });

  it('outside Design mode: told why, nothing written', async () => {
    world.select(ownButton().id);
    world.mode = 'preview';
    const before = snapshot();
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('refused');
    expect(notices).toEqual([['warning', 'Switch the Designer to Design mode to change the canvas: nothing was changed.']]);
    expect(snapshot()).toBe(before);
  });

  it('the service refusing: the error with its reason, the host taken off again, the button as it was', async () => {
    world.select(ownButton().id);
    const before = snapshot();
    // The page's widgets are listed (the host is added), then storing the widget is refused.
    svc.service.registerScript = async () => {
      throw new ServiceError('busy', 429, 'Webflow is busy. Please try again in 60 seconds.');
    };
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to add the Bookla script to the canvas. Webflow is busy. Please try again in 60 seconds.']]);
    expect(snapshot()).toBe(before);
  });

  it('no session to be had: back to Authorize, no toast, the host taken off again', async () => {
    world.select(ownButton().id);
    const before = snapshot();
    let calls = 0;
    deps.session = async () => (calls++ === 0 ? SESSION : null);
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('refused');
    expect(rejected).toBe(1);
    expect(notices).toEqual([]);
    expect(snapshot()).toBe(before);
  });

  it('a Designer failure after the widget was stored: reported, the host off the canvas and forgotten by the service', async () => {
    const button = ownButton();
    world.select(button.id);
    const write = world.write.bind(world);
    vi.spyOn(world, 'write').mockImplementation((what) => {
      if (what === 'setCustomAttribute') throw designerError('InternalError', 'the Designer could not save');
      write(what);
    });
    const before = snapshot();
    expect(await addToCanvas(deps, 'booking', inMode('popup'))).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to add the Bookla script to the canvas.']]);
    expect(snapshot()).toBe(before);
    expect(svc.scripts.size).toBe(0);
  });
});

describe('Add to Canvas in Floating mode', () => {
  it('adds the launcher\u2019s host at the end of the page, whatever is selected, and stores the launcher', async () => {
    const holder = section().children[0]!;
    world.select(holder.id);
    const before = JSON.stringify(section());
    const config = inMode('floating', 'giftcard', (c) => (c.embed!.launcher = { ...c.embed!.launcher, text: 'Gift a session', side: 'left' }));
    expect(await addToCanvas(deps, 'giftcard', config)).toBe('done');
    const [host] = hosts();
    expect(world.root.children.at(-1)).toBe(host);
    expect(host).toMatchObject({ domId: `bookla-${host!.id}`, children: [] });
    expect(JSON.stringify(section())).toBe(before);
    expect(storedConfig(host!.id).embed).toMatchObject({ mode: 'floating', launcher: { text: 'Gift a session', side: 'left' } });
    expect(notices[0]).toEqual(['success', 'Bookla launcher added to the page.']);

    // Nothing selected: another launcher.
    world.select(null);
    expect(await addToCanvas(deps, 'booking', inMode('floating'))).toBe('done');
    expect(hosts()).toHaveLength(2);
  });

  it('with its host selected (the Navigator), adding updates that launcher', async () => {
    await addToCanvas(deps, 'booking', inMode('floating'));
    world.select(hosts()[0]!.id);
    await addToCanvas(deps, 'booking', inMode('floating', 'booking', (c) => (c.embed!.launcher.text = 'Book a table')));
    expect(hosts()).toHaveLength(1);
    expect(storedConfig(hosts()[0]!.id).embed!.launcher.text).toBe('Book a table');
  });

  it('with a popup\u2019s button selected, that widget becomes a launcher; the button still opens it', async () => {
    const button = ownButton();
    world.select(button.id);
    await addToCanvas(deps, 'booking', inMode('popup'));
    await addToCanvas(deps, 'booking', inMode('floating'));
    expect(hosts()).toHaveLength(1);
    expect(storedConfig(hosts()[0]!.id).embed!.mode).toBe('floating');
    expect(button.attributes['data-bookla-open']).toBe(`bookla-${hosts()[0]!.id}`);
  });
});

describe('Add to Canvas in Inline mode beside popups', () => {
  it('a popup\u2019s button or a launcher\u2019s host selected: refused with why, nothing replaced', async () => {
    const button = ownButton();
    world.select(button.id);
    await addToCanvas(deps, 'booking', inMode('popup'));
    await addToCanvas(deps, 'booking', inMode('floating'));
    notices = [];
    const before = snapshot();
    for (const id of [button.id, hosts()[0]!.id]) {
      world.select(id);
      expect(await addToCanvas(deps, 'booking', inMode('inline'))).toBe('refused');
    }
    expect(notices.map(([, m]) => m)).toEqual(Array(2).fill('The selected element opens or holds a Bookla popup or launcher: choose Popup or Floating button to update it, or remove it from the canvas first.'));
    expect(snapshot()).toBe(before);
  });
});

describe('Load from Canvas', () => {
  it('the popup\u2019s button selected: its widget, mode included, applied', async () => {
    const button = ownButton();
    world.select(button.id);
    await addToCanvas(deps, 'booking', inMode('popup', 'booking', (c) => (c.localization.bookButton = 'Reserve')));
    const applyImported = vi.fn((_type: WidgetType, _config: unknown) => ({ warnings: [] }));
    expect(await loadFromCanvas(deps, { applyImported })).toBe('done');
    const [type, config] = applyImported.mock.calls[0]!;
    expect(type).toBe('booking');
    expect(config).toMatchObject({ embed: { mode: 'popup' }, localization: { bookButton: 'Reserve' } });
  });

  it('the launcher\u2019s host selected: its launcher and close text read back exactly', async () => {
    const config = inMode('floating', 'giftcard', (c) => {
      c.embed!.launcher = { text: 'Gift a session', background: '#0f766e', textColor: '#ffffff', side: 'left', sideOffset: 0, bottomOffset: 120 };
      c.embed!.closeText = 'Schließen';
    });
    await addToCanvas(deps, 'giftcard', config);
    world.select(hosts()[0]!.id);
    const applyImported = vi.fn((_type: WidgetType, _config: unknown) => ({ warnings: [] }));
    expect(await loadFromCanvas(deps, { applyImported })).toBe('done');
    const [type, loaded] = applyImported.mock.calls[0]!;
    expect(type).toBe('giftcard');
    expect(mergeWithDefaults('giftcard', loaded as never).embed).toEqual(config.embed);
  });

  it('a button whose attribute names no stored widget: not found, nothing applied', async () => {
    const button = ownButton();
    button.attributes['data-bookla-open'] = 'bookla-el-0404';
    world.select(button.id);
    const applyImported = vi.fn();
    expect(await loadFromCanvas(deps, { applyImported })).toBe('failed');
    expect(notices).toEqual([['error', 'Bookla script not found on the canvas.']]);
    expect(applyImported).not.toHaveBeenCalled();
  });
});

describe('Remove from Canvas', () => {
  let button: ElementNode;
  let other: ElementNode;
  beforeEach(async () => {
    button = ownButton();
    other = ownButton('Gift cards');
    world.select(button.id);
    await addToCanvas(deps, 'booking', inMode('popup'));
    world.select(other.id);
    await addToCanvas(deps, 'giftcard', inMode('popup', 'giftcard'));
    notices = [];
  });

  it('the popup\u2019s button selected: the widget forgotten, its host gone, the button kept without the attribute; the other popup untouched', async () => {
    // A second button the owner pointed at the same popup by hand loses the attribute too.
    const copy = ownButton('Book (footer)');
    copy.attributes['data-bookla-open'] = button.attributes['data-bookla-open']!;
    const [host, otherHost] = hosts();
    world.select(button.id);
    const element = await elementToRemove(deps);
    expect(element?.id.element).toBe(host!.id);
    expect(await removeFromCanvas(deps, element!)).toBe('done');
    expect(svc.scripts.has(host!.id)).toBe(false);
    expect(hosts().map((h) => h.id)).toEqual([otherHost!.id]);
    expect(section().children.filter((c) => c.type === 'Link').map((c) => [c.text, c.attributes])).toEqual([
      ['Book now', {}],
      ['Gift cards', { 'data-bookla-open': `bookla-${otherHost!.id}` }],
      ['Book (footer)', {}],
    ]);
    expect(notices).toEqual([
      ['success', 'Bookla widget removed from the canvas.'],
      ['info', 'Publish the site to take the widget off the published page.'],
    ]);
  });

  it('a launcher\u2019s host selected: forgotten and taken off the page', async () => {
    world.select(null);
    await addToCanvas(deps, 'booking', inMode('floating'));
    const launcher = hosts().at(-1)!;
    world.select(launcher.id);
    expect(await removeFromCanvas(deps, (await elementToRemove(deps))!)).toBe('done');
    expect(world.find(launcher.id)).toBeNull();
    expect(svc.scripts.has(launcher.id)).toBe(false);
    expect(hosts()).toHaveLength(2);
  });

  it('the service failing: the error, and the host and attribute stay (the published page still opens the popup)', async () => {
    world.select(button.id);
    const element = (await elementToRemove(deps))!;
    const before = snapshot();
    svc.failWith.error = new ServiceError('down', 0, 'The Bookla service cannot be reached: check your connection and try again.');
    expect(await removeFromCanvas(deps, element)).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to remove the Bookla widget from the canvas. The Bookla service cannot be reached: check your connection and try again.']]);
    expect(snapshot()).toBe(before);
  });

  it('an element the owner marked as a host by hand is still theirs if no widget is stored for it: not found, kept', async () => {
    const block = section().children[0]!;
    block.attributes['data-bookla-host'] = 'dialog';
    world.select(block.id);
    expect(await elementToRemove(deps)).toBeNull();
    expect(notices).toEqual([['error', 'Bookla script not found on the canvas.']]);
    expect(world.find(block.id)).not.toBeNull();
  });
});
