import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, parseSnippet, type WidgetConfigByType, type WidgetType } from '@bookla/runtime/config';
import { createFakeDesigner, DesignerWorld } from '@bookla/webflow-fake/designer';
import { addToCanvas, elementToRemove, loadFromCanvas, placeholderProperties, removeFromCanvas, type CanvasDeps } from './canvas';
import { ServiceError } from './service-api';
import { fakeService, SESSION } from './testing/canvas-fixtures';

let world: DesignerWorld;
let svc: ReturnType<typeof fakeService>;
let deps: CanvasDeps;
let notices: [string, string][];
let rejected: number;
let reasons: (string | undefined)[];
let renewals: number;

beforeEach(() => {
  world = new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });
  svc = fakeService();
  notices = [];
  rejected = 0;
  reasons = [];
  renewals = 0;
  deps = {
    designer: createFakeDesigner(world),
    service: svc.service,
    session: async () => SESSION,
    renewSession: async () => (renewals++, null),
    onSessionRejected: (reason) => (rejected++, reasons.push(reason)),
    scriptUrl: 'https://cdn.example.com/widgets/1.1.1/widget.js',
    api: { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://sandbox.test/api' },
    notify: (kind, message) => notices.push([kind, message]),
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const blocks = () => world.root.children[0]!.children.filter((c) => c.type === 'Block');

function styled(type: WidgetType = 'booking'): WidgetConfigByType[WidgetType] {
  const c = defaultConfig(type) as WidgetConfigByType['booking'];
  c.theme.colors.background = '#102030';
  c.theme.colors.border = '#405060';
  c.theme.spacing.borderRadius = 4;
  c.localization.bookButton = 'Reserve now';
  return c;
}

describe('Add to Canvas', () => {
  it('a widget published with the demo credentials names the demo API; the owner\u2019s own credentials do not', async () => {
    const [first, second] = blocks();
    world.select(first!.id);
    await addToCanvas(deps, 'booking', { ...styled(), apiKey: 'demo-key', companyId: 'demo-co' } as never);
    const demo = parseSnippet(svc.scripts.get(first!.id)!.sourceCode);
    expect(demo.ok && (demo.config as { apiUrl?: string }).apiUrl).toBe('http://sandbox.test/api');
    world.select(second!.id);
    await addToCanvas(deps, 'booking', { ...styled(), apiKey: 'live-key', companyId: 'co-9' } as never);
    const own = parseSnippet(svc.scripts.get(second!.id)!.sourceCode);
    expect(own.ok && (own.config as { apiUrl?: string }).apiUrl).toBeUndefined();
  });

  it('registers the script, replaces the children with the placeholder, sets the DOM id, and says so', async () => {
    const target = blocks()[0]!;
    target.children.push(world.node('Paragraph'));
    world.select(target.id);
    expect(await addToCanvas(deps, 'booking', styled())).toBe('done');

    const stored = svc.scripts.get(target.id)!;
    expect(stored).toMatchObject({ pageId: 'page-1', siteId: 'site-1' });
    expect(stored.sourceCode).toContain(`bookla-${target.id}`);
    expect(stored.sourceCode).toContain('https://cdn.example.com/widgets/1.1.1/widget.js');
    // Only the differences from the defaults travel.
    const parsed = parseSnippet(stored.sourceCode);
    expect(parsed.ok && parsed.type).toBe('booking');
    expect(parsed.ok && (parsed.config as WidgetConfigByType['booking']).localization.bookButton).toBe('Reserve now');
    expect(stored.sourceCode).not.toContain('Select Time');

    expect(target.domId).toBe(`bookla-${target.id}`);
    expect(target.children).toHaveLength(1);
    const placeholder = target.children[0]!;
    expect(placeholder.type).toBe('Block');
    expect(placeholder.children.map((c) => [c.type, c.text])).toEqual([['Heading', 'Publish to see Bookla Widget']]);
    expect(world.styles.get(placeholder.styles[0]!)).toMatchObject({
      'background-color': '#102030',
      'min-height': '300px',
      display: 'flex',
      'justify-content': 'center',
      'align-items': 'center',
      'border-top-left-radius': '4px',
      'border-left-color': '#405060',
      'border-left-style': 'solid',
    });
    expect(notices).toEqual([
      ['success', 'Bookla script added to the canvas.'],
      ['info', 'Publish the site to make the widget live on the published page.'],
    ]);
  });

  it('adding again to the same element replaces the placeholder and the stored script (no duplicates)', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    await addToCanvas(deps, 'booking', styled());
    const second = styled();
    (second as WidgetConfigByType['booking']).localization.bookButton = 'Book it';
    await addToCanvas(deps, 'booking', second);
    expect(target.children).toHaveLength(1);
    expect(svc.scripts.size).toBe(1);
    expect(svc.scripts.get(target.id)!.sourceCode).toContain('Book it');
    // The style is reused, not created twice (Webflow refuses a duplicate name).
    expect([...world.styles.keys()]).toEqual([`bookla-placeholder-${target.id}`]);
  });

  it('with the placeholder\u2019s block or heading selected, adding replaces that widget instead of nesting one inside it', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    await addToCanvas(deps, 'booking', styled());
    for (const pick of [() => target.children[0]!, () => target.children[0]!.children[0]!]) {
      world.select(pick().id);
      notices = [];
      expect(await addToCanvas(deps, 'giftcard', styled('giftcard'))).toBe('done');
      expect([...svc.scripts.keys()]).toEqual([target.id]);
      expect(parseSnippet(svc.scripts.get(target.id)!.sourceCode)).toMatchObject({ ok: true, type: 'giftcard' });
      expect(target.children).toHaveLength(1);
      expect(target.children[0]!.children.map((c) => c.type)).toEqual(['Heading']);
      expect(notices[0]).toEqual(['success', 'Bookla script added to the canvas.']);
    }
  });

  it('two elements of one page each get their own script', async () => {
    const [a, b] = blocks();
    world.select(a!.id);
    await addToCanvas(deps, 'booking', styled());
    world.select(b!.id);
    await addToCanvas(deps, 'subscription', styled('subscription'));
    expect([...svc.scripts.keys()].sort()).toEqual([a!.id, b!.id].sort());
    expect(svc.scripts.get(b!.id)!.sourceCode).toContain('initSubscriptionWidget');
  });

  it.each([
    ['nothing selected', () => world.select(null), 'Please select an element on the canvas to add the script to.'],
    ['an element that cannot hold children', () => {
      const text = world.node('String');
      blocks()[0]!.children.push(text);
      world.select(text.id);
    }, 'Please select an element on the canvas to add the script to.'],
  ])('%s: a warning, nothing registered or changed', async (_name, arrange, text) => {
    arrange();
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(notices).toEqual([['warning', text]]);
    expect(svc.scripts.size).toBe(0);
    expect(world.calls.filter((c) => c !== 'getIdToken')).toEqual([]);
  });

  it('the Body selected: refused with why, the page kept (adding replaces the element\u2019s children)', async () => {
    const before = JSON.stringify(world.root);
    world.select(world.root.id);
    expect(world.root.type).toBe('Body');
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(notices).toEqual([['warning', 'Select a Div Block or Section for the widget: adding it to the Body would replace the whole page.']]);
    expect(JSON.stringify(world.root)).toBe(before);
    expect(svc.scripts.size).toBe(0);
  });

  it('outside Design mode nothing is written and the owner is told why', async () => {
    world.select(blocks()[0]!.id);
    world.mode = 'preview';
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(notices).toEqual([['warning', 'Switch the Designer to Design mode to change the canvas: nothing was changed.']]);
    expect(svc.scripts.size).toBe(0);
  });

  it('the service down: the error, and the canvas keeps its children', async () => {
    const target = blocks()[0]!;
    target.children.push(world.node('Paragraph'));
    world.select(target.id);
    svc.failWith.error = new ServiceError('The Bookla service cannot be reached', 0);
    expect(await addToCanvas(deps, 'booking', styled())).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to add the Bookla script to the canvas.']]);
    expect(target.children.map((c) => c.type)).toEqual(['Paragraph']);
  });

  it("the service's reason follows the error: the owner learns to wait, not just that it failed", async () => {
    world.select(blocks()[0]!.id);
    svc.failWith.error = new ServiceError('Webflow is busy. Please try again in 60 seconds.', 429, 'Webflow is busy. Please try again in 60 seconds.');
    expect(await addToCanvas(deps, 'booking', styled())).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to add the Bookla script to the canvas. Webflow is busy. Please try again in 60 seconds.']]);
  });

  it('a session the service refuses (401) and that cannot be renewed sends the owner back to Authorize, no toast', async () => {
    world.select(blocks()[0]!.id);
    svc.failWith.error = new ServiceError('expired', 401);
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(renewals).toBe(1);
    expect(rejected).toBe(1);
    expect(reasons).toEqual([undefined]);
    expect(notices).toEqual([]);
  });

  it('settings the service did not keep are named in a warning after the success', async () => {
    world.select(blocks()[0]!.id);
    svc.failWith.dropped = ['localization.successScreen.description'];
    expect(await addToCanvas(deps, 'booking', styled())).toBe('done');
    expect(notices.filter(([k]) => k !== 'info')).toEqual([
      ['success', 'Bookla script added to the canvas.'],
      ['warning', 'Published without these settings, which were not valid: localization.successScreen.description'],
    ]);
  });

  it('a refused session is renewed once from a fresh ID token and the add goes through, unnoticed', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    const tokens: string[] = [];
    const register = svc.service.registerScript;
    svc.service.registerScript = async (token, siteId, body) => {
      tokens.push(token);
      if (token === SESSION.sessionToken) throw new ServiceError('expired', 401);
      return register.call(svc.service, SESSION.sessionToken, siteId, body);
    };
    deps.renewSession = async () => (renewals++, { ...SESSION, sessionToken: 'session-2' });
    expect(await addToCanvas(deps, 'booking', styled())).toBe('done');
    expect(tokens).toEqual(['session-1', 'session-2']);
    expect(renewals).toBe(1);
    expect(rejected).toBe(0);
    expect(target.domId).toBe(`bookla-${target.id}`);
  });

  it('the renewed session refused too (403: access withdrawn): back to Authorize once, no toast, nothing written, no third try', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    const children = target.children.length;
    const tokens: string[] = [];
    svc.service.registerScript = async (token) => {
      tokens.push(token);
      throw new ServiceError('no', 403);
    };
    deps.renewSession = async () => (renewals++, { ...SESSION, sessionToken: 'session-2' });
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(tokens).toEqual(['session-1', 'session-2']);
    expect([renewals, rejected]).toEqual([1, 1]);
    expect(notices).toEqual([]);
    expect(target.children).toHaveLength(children);
    expect(target.domId).toBeFalsy();
  });

  it("the service saying the site's authorization ended: back to Authorize at once with its reason, no renewal tried, nothing written", async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    const children = target.children.length;
    const ended = 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.';
    svc.failWith.error = new ServiceError(ended, 401, ended, 'reauthorize');
    deps.renewSession = async () => (renewals++, { ...SESSION, sessionToken: 'session-2' });
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect([renewals, rejected]).toEqual([0, 1]);
    expect(reasons).toEqual([ended]);
    // The reason is the Authorization view's to show: no second toast here.
    expect(notices).toEqual([]);
    expect(target.children).toHaveLength(children);
    expect(target.domId).toBeFalsy();
  });

  it('a renewed session answered with the authorization ended: back to Authorize with its reason, no third try', async () => {
    world.select(blocks()[0]!.id);
    const ended = 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.';
    const tokens: string[] = [];
    svc.service.registerScript = async (token) => {
      tokens.push(token);
      throw token === SESSION.sessionToken ? new ServiceError('expired', 401, 'Your session has ended. Sign in again.', 'session_ended') : new ServiceError(ended, 401, ended, 'reauthorize');
    };
    deps.renewSession = async () => (renewals++, { ...SESSION, sessionToken: 'session-2' });
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(tokens).toEqual(['session-1', 'session-2']);
    expect([renewals, rejected]).toEqual([1, 1]);
    expect(reasons).toEqual([ended]);
  });

  it('a Designer that cannot say its mode is taken as not in Design mode: told why, nothing written', async () => {
    world.select(blocks()[0]!.id);
    deps.designer = { ...deps.designer, isMode: async () => Promise.reject(new Error('gone')) };
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(notices).toEqual([['warning', 'Switch the Designer to Design mode to change the canvas: nothing was changed.']]);
    expect(svc.scripts.size).toBe(0);
  });

  it('no session to be had (the site is no longer authorized): Authorize, nothing written', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    deps.session = async () => null;
    expect(await addToCanvas(deps, 'booking', styled())).toBe('refused');
    expect(rejected).toBe(1);
    expect(svc.scripts.size).toBe(0);
    expect(target.domId).toBeNull();
  });

  it('a Designer failure midway is reported as the spec says', async () => {
    world.select(blocks()[0]!.id);
    deps.designer = { ...deps.designer, createStyle: async () => Promise.reject(new Error('boom', { cause: { tag: 'InternalError' } })) };
    expect(await addToCanvas(deps, 'booking', styled())).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to add the Bookla script to the canvas.']]);
  });
});

describe('Load from Canvas', () => {
  const api = () => {
    const applied: [WidgetType, unknown][] = [];
    return { applied, applyImported: (type: WidgetType, config: unknown) => (applied.push([type, config]), { warnings: [] }) };
  };

  it('reads the element’s script as data and applies it', async () => {
    const target = blocks()[1]!;
    world.select(target.id);
    await addToCanvas(deps, 'giftcard', styled('giftcard'));
    notices.length = 0;
    const a = api();
    expect(await loadFromCanvas(deps, a)).toBe('done');
    expect(a.applied).toHaveLength(1);
    expect(a.applied[0]![0]).toBe('giftcard');
    expect((a.applied[0]![1] as WidgetConfigByType['giftcard']).theme.colors.background).toBe('#102030');
    expect(notices).toEqual([['success', 'Configuration imported successfully!']]);
  });

  it('with the placeholder\u2019s heading selected, loads the widget of the element around it', async () => {
    const [a1, b1] = blocks();
    world.select(a1!.id);
    await addToCanvas(deps, 'booking', styled());
    world.select(b1!.id);
    await addToCanvas(deps, 'giftcard', styled('giftcard'));
    world.select(b1!.children[0]!.children[0]!.id);
    notices.length = 0;
    const a = api();
    expect(await loadFromCanvas(deps, a)).toBe('done');
    expect(a.applied.map(([type]) => type)).toEqual(['giftcard']);
    // A paragraph outside every widget's element finds none.
    const outside = world.node('Paragraph');
    world.root.children[0]!.children.push(outside);
    world.select(outside.id);
    notices.length = 0;
    expect(await loadFromCanvas(deps, a)).toBe('failed');
    expect(notices).toEqual([['error', 'Bookla script not found on the canvas.']]);
  });

  it.each([
    ['no selection', () => world.select(null), null, [['warning', 'Please select an element on the canvas to load the script into.']]],
    ['nothing stored', () => world.select(blocks()[0]!.id), null, [['error', 'Bookla script not found on the canvas.']]],
    ['the service down', () => world.select(blocks()[0]!.id), new ServiceError('down', 0), [['error', 'Failed to load the Bookla script from the canvas.']]],
    [
      'Webflow unreachable from the service, with the reason',
      () => world.select(blocks()[0]!.id),
      new ServiceError('Webflow could not be reached. Please try again.', 502, 'Webflow could not be reached. Please try again.'),
      [['error', 'Failed to load the Bookla script from the canvas. Webflow could not be reached. Please try again.']],
    ],
  ])('%s', async (_name, arrange, error, expected) => {
    arrange();
    if (error) svc.failWith.error = error;
    const a = api();
    await loadFromCanvas(deps, a);
    expect(a.applied).toEqual([]);
    expect(notices).toEqual(expected);
  });

  it('the widget removed meanwhile (another tab): not found; applying that fails: said, nothing half-applied', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    await addToCanvas(deps, 'booking', styled());
    notices = [];
    // Listed on the page, gone by the time its script is asked for.
    vi.spyOn(svc.service, 'loadScript').mockResolvedValueOnce(null);
    const a = api();
    expect(await loadFromCanvas(deps, a)).toBe('failed');
    expect(a.applied).toEqual([]);
    expect(notices).toEqual([['error', 'Bookla script not found on the canvas.']]);
    notices = [];
    const throwing = { applyImported: () => { throw new Error('store rejected it'); } };
    expect(await loadFromCanvas(deps, throwing)).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to apply configuration']]);
  });

  it('a session refused while loading (403: another site\u2019s session) and not renewed: back to Authorize, nothing applied', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    await addToCanvas(deps, 'booking', styled());
    notices = [];
    vi.spyOn(svc.service, 'loadScript').mockRejectedValue(new ServiceError('This session belongs to another site.', 403));
    const a = api();
    expect(await loadFromCanvas(deps, a)).toBe('refused');
    expect([renewals, rejected]).toEqual([1, 1]);
    expect(a.applied).toEqual([]);
    expect(notices).toEqual([]);
    // Any other failure is said, with the service's reason.
    vi.spyOn(svc.service, 'loadScript').mockRejectedValue(new ServiceError('busy', 429, 'Webflow is busy. Please try again in 60 seconds.'));
    expect(await loadFromCanvas(deps, a)).toBe('failed');
    expect(notices).toEqual([['error', 'Failed to load the Bookla script from the canvas. Webflow is busy. Please try again in 60 seconds.']]);
  });

  it('a stored script that does not parse applies nothing', async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    svc.scripts.set(target.id, { sourceCode: '<script>alert(1)</script>', pageId: 'page-1', siteId: 'site-1' });
    const a = api();
    expect(await loadFromCanvas(deps, a)).toBe('failed');
    expect(a.applied).toEqual([]);
    expect(notices).toEqual([['error', 'Failed to apply configuration']]);
  });
});

describe('Remove from Canvas', () => {
  const remove = async () => {
    const element = await elementToRemove(deps);
    return element ? removeFromCanvas(deps, element) : 'refused';
  };
  /** A booking widget on the first block, selected; the notices of adding it cleared. */
  const placed = async () => {
    const target = blocks()[0]!;
    world.select(target.id);
    await addToCanvas(deps, 'booking', styled());
    notices = [];
    return target;
  };

  it('forgets the widget, takes off its placeholder and DOM id, keeps the element and what the owner added since', async () => {
    const [target, other] = blocks();
    world.select(other!.id);
    await addToCanvas(deps, 'giftcard', styled('giftcard'));
    world.select(target!.id);
    await addToCanvas(deps, 'booking', styled());
    target!.children.push(world.node('Paragraph'));
    notices = [];
    expect(await remove()).toBe('done');
    expect(svc.scripts.has(target!.id)).toBe(false);
    expect(svc.scripts.has(other!.id)).toBe(true);
    expect(world.find(target!.id)).toBeTruthy();
    expect(target!.children.map((c) => c.type)).toEqual(['Paragraph']);
    expect(target!.domId).toBe('');
    // The other widget's element is untouched.
    expect(other!.domId).toBe(`bookla-${other!.id}`);
    expect(other!.children).toHaveLength(1);
    expect(notices).toEqual([
      ['success', 'Bookla widget removed from the canvas.'],
      ['info', 'Publish the site to take the widget off the published page.'],
    ]);
  });

  it('the placeholder\u2019s heading or block selected (what a click on the canvas selects): the widget around it is removed', async () => {
    const [target, other] = blocks();
    world.select(other!.id);
    await addToCanvas(deps, 'giftcard', styled('giftcard'));
    const target1 = await placed();
    expect(target1.id).toBe(target!.id);
    const block = target!.children[0]!;
    const heading = block.children[0]!;
    world.select(heading.id);
    const element = (await elementToRemove(deps))!;
    expect(element.id.element).toBe(target!.id);
    world.select(block.id);
    expect((await elementToRemove(deps))!.id.element).toBe(target!.id);
    expect(await removeFromCanvas(deps, element)).toBe('done');
    expect(svc.scripts.has(target!.id)).toBe(false);
    expect(svc.scripts.has(other!.id)).toBe(true);
    expect(target!.children).toEqual([]);
    expect(target!.domId).toBe('');
  });

  it('an element without a widget: the spec\u2019s not-found error, and the canvas as it was', async () => {
    const target = blocks()[0]!;
    target.domId = 'owners-own-id';
    world.select(target.id);
    expect(await remove()).toBe('refused');
    expect(notices).toEqual([['error', 'Bookla script not found on the canvas.']]);
    expect(target.domId).toBe('owners-own-id');
  });

  it('no selection, or outside Design mode: told why, nothing asked of the service', async () => {
    const removeScript = vi.spyOn(svc.service, 'removeScript');
    world.select(null);
    expect(await remove()).toBe('refused');
    expect(notices).toEqual([['warning', 'Please select the element of the widget to remove.']]);
    world.select(blocks()[0]!.id);
    world.mode = 'preview';
    notices = [];
    expect(await remove()).toBe('refused');
    expect(notices).toEqual([['warning', 'Switch the Designer to Design mode to change the canvas: nothing was changed.']]);
    expect(removeScript).not.toHaveBeenCalled();
  });

  it('the service down: the error, and the placeholder stays (the published page still starts the widget)', async () => {
    const target = await placed();
    svc.failWith.error = new ServiceError('The Bookla service cannot be reached', 0);
    // Down before the owner is asked: no dialog.
    expect(await elementToRemove(deps)).toBeNull();
    // Down after the owner confirmed.
    delete svc.failWith.error;
    const element = (await elementToRemove(deps))!;
    svc.failWith.error = new ServiceError('The Bookla service cannot be reached', 0);
    expect(await removeFromCanvas(deps, element)).toBe('failed');
    expect(notices).toEqual([
      ['error', 'Failed to remove the Bookla widget from the canvas.'],
      ['error', 'Failed to remove the Bookla widget from the canvas.'],
    ]);
    expect(target.domId).toBe(`bookla-${target.id}`);
    expect(target.children).toHaveLength(1);
  });

  it('the widget removed meanwhile (another tab): not found, and the canvas is left as it is', async () => {
    const target = await placed();
    const element = (await elementToRemove(deps))!;
    svc.scripts.delete(target.id);
    expect(await removeFromCanvas(deps, element)).toBe('failed');
    expect(notices).toEqual([['error', 'Bookla script not found on the canvas.']]);
    expect(target.children).toHaveLength(1);
    expect(target.domId).toBe(`bookla-${target.id}`);
  });

  it('a DOM id the owner gave the element since is theirs: it stays', async () => {
    const target = await placed();
    const element = (await elementToRemove(deps))!;
    target.domId = 'booking-section';
    expect(await removeFromCanvas(deps, element)).toBe('done');
    expect(target.domId).toBe('booking-section');
    expect(target.children).toEqual([]);
  });

  it('a session refused as the owner confirms (403) and not renewed: back to Authorize, the placeholder kept', async () => {
    const target = await placed();
    const element = (await elementToRemove(deps))!;
    svc.failWith.error = new ServiceError('This session belongs to another site.', 403);
    expect(await removeFromCanvas(deps, element)).toBe('refused');
    expect([renewals, rejected]).toEqual([1, 1]);
    expect(notices).toEqual([]);
    expect(target.children).toHaveLength(1);
  });

  it('a session that cannot be renewed: back to Authorize, nothing removed', async () => {
    const target = await placed();
    svc.failWith.error = new ServiceError('Your session has expired. Sign in again.', 401);
    expect(await remove()).toBe('refused');
    expect(rejected).toBe(1);
    expect(notices).toEqual([]);
    expect(target.children).toHaveLength(1);
  });
});

describe('placeholderProperties', () => {
  it('falls back to neutral values for what the theme does not hold as expected', () => {
    const p = placeholderProperties({ colors: { background: 'red' } } as never);
    expect(p['background-color']).toBe('#ffffff');
    expect(p['border-top-left-radius']).toBe('12px');
    expect(Object.keys(p).every((k) => !k.includes(' '))).toBe(true);
  });

  it('takes the theme\u2019s background, text and border colours (3 or 6 digits) and corner radius, 0 included', () => {
    const p = placeholderProperties({ colors: { background: '#abc', text: '#123456', border: '#FEDCBA' }, spacing: { borderRadius: 0 } } as never);
    expect(p).toMatchObject({ 'background-color': '#abc', color: '#123456', 'border-left-color': '#FEDCBA', 'border-top-style': 'solid', 'border-bottom-width': '1px', 'border-bottom-right-radius': '0px' });
    // The radii and colours the widgets keep, and only those (the runtime's value rules): 0 to 1000 px.
    expect(placeholderProperties({ spacing: { borderRadius: 1000 } } as never)['border-top-right-radius']).toBe('1000px');
    for (const r of [-4, Number.NaN, Infinity, '8', 1001]) expect(placeholderProperties({ spacing: { borderRadius: r } } as never)['border-top-right-radius'], String(r)).toBe('12px');
    for (const c of ['#abcd', '#12345g', 'rgb(0,0,0)', '#1234567', 'red;#abc']) expect(placeholderProperties({ colors: { text: c } } as never).color, c).toBe('#111827');
    expect(placeholderProperties(undefined as never)).toMatchObject({ 'background-color': '#ffffff', color: '#111827', 'border-top-color': '#d1d5db', 'border-top-left-radius': '12px' });
  });
});
