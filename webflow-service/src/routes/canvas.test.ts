import { describe, expect, it } from 'vitest';
import { parseSnippet } from '@bookla/runtime/config';
import { LOADER_SOURCE, LOADER_VERSION } from '../canvas/loader';
import { createHarness, PAGE_A1, PAGE_A2, PAGE_B1, SITE_A, SITE_B } from '../testing/harness';
import { snippetFor, styledConfig } from '../testing/configs';

const widgetsOn = (h: ReturnType<typeof createHarness>, pageId: string) => {
  const entries = h.fake.pageCode(pageId);
  return {
    entries,
    widgets: entries.flatMap((e) => Object.entries(e.attributes ?? {}).filter(([k]) => k.startsWith('data-bookla-w')).map(([, v]) => JSON.parse(v) as { e: string; c: Record<string, unknown> })),
  };
};

/** An error answer as the extension reads it: status, code and the owner's message. */
const errorOf = async (res: Response) => [res.status, await res.json()];
const error = (code: string, message: string) => ({ error: { code, message } });

async function place(h: ReturnType<typeof createHarness>, token: string, elementId: string, opts: { pageId?: string; config?: Record<string, unknown>; type?: 'booking' | 'subscription' | 'giftcard' } = {}) {
  return h.request(`/sites/${SITE_A}/register_bookla`, {
    method: 'POST',
    token,
    body: { sourceCode: snippetFor(opts.type ?? 'booking', opts.config ?? styledConfig(), elementId), pageId: opts.pageId ?? PAGE_A1, elementId },
  });
}

describe('canvas scripts: register_bookla', () => {
  it('a styled widget far over 2000 characters is published through one registered loader and read back exactly', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const config = styledConfig();
    expect(snippetFor('booking', config, 'el-1').length).toBeGreaterThan(6000);
    const res = await place(h, token, 'el-1', { config });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ elementId: 'el-1', pageId: PAGE_A1, widgetType: 'booking', revision: 1, dropped: [] });
    const registered = h.fake.registered(SITE_A);
    expect(registered).toHaveLength(1);
    // Not copyable (Webflow's default): a copy of the site gets no script of ours it was not given.
    expect(registered[0]).toMatchObject({ displayName: 'BooklaLoader', version: LOADER_VERSION, sourceCode: LOADER_SOURCE, canCopy: false });
    const { entries, widgets } = widgetsOn(h, PAGE_A1);
    expect(entries).toEqual([expect.objectContaining({ id: registered[0]!.id, version: LOADER_VERSION, location: 'footer' })]);
    expect(entries[0]!.attributes!['data-bookla-src']).toBe('https://cdn.bookla.test/widgets/1.1.1/widget.js');
    expect(widgets).toHaveLength(1);
    expect(widgets[0]!.e).toBe('el-1');
    expect(widgets[0]!.c).toMatchObject({ _widgetType: 'booking', apiKey: 'key-live-123', region: 'eu', serviceId: 'service-4' });

    const back = await h.request(`/sites/${SITE_A}/register_bookla/el-1`, { token });
    expect(back.status).toBe(200);
    const { script } = (await back.json()) as { script: string };
    const parsed = parseSnippet(script);
    const original = parseSnippet(snippetFor('booking', config, 'el-1'));
    expect(parsed.ok && original.ok && parsed.config).toEqual(original.ok && original.config);
    expect(script).toContain('"bookla-el-1"');
  });

  it('re-adding to the same element replaces it: one entry, one registration, the new settings', async () => {
    const h = createHarness();
    const token = await h.signIn();
    await place(h, token, 'el-1', { config: styledConfig(1) });
    const res = await place(h, token, 'el-1', { config: styledConfig(2), type: 'giftcard' });
    expect(await res.json()).toMatchObject({ revision: 2, widgetType: 'giftcard' });
    expect(h.fake.registered(SITE_A)).toHaveLength(1);
    const { entries, widgets } = widgetsOn(h, PAGE_A1);
    expect(entries).toHaveLength(1);
    expect(widgets.map((w) => [w.e, w.c._widgetType])).toEqual([['el-1', 'giftcard']]);
    // No registered-script growth per edit: the Webflow calls that create something happened once.
    expect(h.fake.log.filter((r) => r.method === 'POST' && r.path.includes('registered_scripts')).length).toBe(1);
  });

  it('two widgets on a page share its one entry; an element moved to another page leaves the first', async () => {
    const h = createHarness();
    const token = await h.signIn();
    await place(h, token, 'el-1');
    await place(h, token, 'el-2', { type: 'subscription' });
    expect(widgetsOn(h, PAGE_A1).widgets.map((w) => w.e)).toEqual(['el-1', 'el-2']);
    await place(h, token, 'el-1', { pageId: PAGE_A2 });
    expect(widgetsOn(h, PAGE_A1).widgets.map((w) => w.e)).toEqual(['el-2']);
    expect(widgetsOn(h, PAGE_A2).widgets.map((w) => w.e)).toEqual(['el-1']);
  });

  it('other scripts on the page are kept when Bookla writes its entry', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const other = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body: { sourceCode: 'console.log("owner")', version: '2.0.0', displayName: 'OwnerScript' } });
    expect(other.status).toBe(201);
    const put = await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [{ id: 'owner_script', version: '2.0.0', location: 'header' }] } });
    expect(put.status).toBe(200);
    await place(h, token, 'el-1');
    expect(h.fake.pageCode(PAGE_A1).map((s) => s.id)).toEqual(['owner_script', 'bookla_loader']);
    // …and the owner's own PUT keeps Bookla's entry, and may not write it.
    await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [{ id: 'owner_script', version: '2.0.0', location: 'footer' }] } });
    expect(h.fake.pageCode(PAGE_A1).map((s) => `${s.id}:${s.location}`)).toEqual(['bookla_loader:footer', 'owner_script:footer']);
    const hijack = await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [{ id: 'bookla_loader', version: LOADER_VERSION }] } });
    expect(hijack.status).toBe(409);
  });

  it('refuses a snippet that does not parse, a page of another site, bad ids; 404 for an element without a widget', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const token = await h.signIn();
    const bad = await h.request(`/sites/${SITE_A}/register_bookla`, { method: 'POST', token, body: { sourceCode: '<script>alert(1)</script>', pageId: PAGE_A1, elementId: 'el-1' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { message: "Failed to parse the script. Please ensure it's a valid Bookla widget script." } });
    const foreign = await place(h, token, 'el-1', { pageId: PAGE_B1 });
    expect(await errorOf(foreign)).toEqual([403, error('wrong_site', 'This page belongs to another site.')]);
    expect(h.fake.pageCode(PAGE_B1)).toEqual([]);
    const badId = await h.request(`/sites/${SITE_A}/register_bookla`, { method: 'POST', token, body: { sourceCode: snippetFor('booking', {}, 'x'), pageId: PAGE_A1, elementId: 'a b' } });
    expect(badId.status).toBe(400);
    const none = await h.request(`/sites/${SITE_A}/register_bookla/nothing-here`, { token });
    expect(await errorOf(none)).toEqual([404, error('not_found', 'No Bookla widget is stored for this element.')]);
    expect(await h.repo.getWidget(SITE_A, 'el-1')).toBeNull();
  });

  it('Remove from Canvas: the element\u2019s widget leaves its page\u2019s entry; the last one takes the entry away, the owner\u2019s scripts stay', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const own = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body: { sourceCode: 'console.log("owner")', version: '1.0.0', displayName: 'OwnScript' } });
    expect(own.status).toBe(201);
    expect((await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [{ id: 'own_script', version: '1.0.0', location: 'header' }] } })).status).toBe(200);
    await place(h, token, 'el-1');
    await place(h, token, 'el-2', { type: 'giftcard' });
    const del = (elementId: string, t = token) => h.request(`/sites/${SITE_A}/register_bookla/${elementId}`, { method: 'DELETE', token: t });

    const first = await del('el-1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ elementId: 'el-1', pageId: PAGE_A1, removed: true });
    expect(widgetsOn(h, PAGE_A1).widgets.map((w) => w.e)).toEqual(['el-2']);
    expect(await h.repo.getWidget(SITE_A, 'el-1')).toBeNull();
    expect((await h.request(`/sites/${SITE_A}/register_bookla/el-1`, { token })).status).toBe(404);
    // Removing it again: nothing stored, nothing written.
    expect(await errorOf(await del('el-1'))).toEqual([404, error('not_found', 'No Bookla widget is stored for this element.')]);

    expect((await del('el-2')).status).toBe(200);
    expect(h.fake.pageCode(PAGE_A1).map((s) => s.id)).toEqual(['own_script']);
    // The loader stays registered for the next widget: placing one again needs no new registration.
    await place(h, token, 'el-3');
    expect(h.fake.registered(SITE_A).filter((r) => r.displayName === 'BooklaLoader')).toHaveLength(1);
    expect(widgetsOn(h, PAGE_A1).widgets.map((w) => w.e)).toEqual(['el-3']);
  });

  it('Remove from Canvas refuses a bad id and another site\u2019s session; a Webflow failure keeps the widget', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const token = await h.signIn();
    await place(h, token, 'el-1');
    expect((await h.request(`/sites/${SITE_A}/register_bookla/a%20b`, { method: 'DELETE', token })).status).toBe(400);
    expect(await errorOf(await h.request(`/sites/${SITE_A}/register_bookla/el-1`, { method: 'DELETE' }))).toEqual([401, error('no_session', 'Sign in again: the request carries no session.')]);
    expect(await errorOf(await h.request(`/sites/${SITE_B}/register_bookla/el-1`, { method: 'DELETE', token }))).toEqual([403, error('wrong_site', 'This session belongs to another site.')]);
    const before = h.fake.pageCode(PAGE_A1);
    h.fake.addFault({ kind: 503, count: 10, path: '/custom_code', method: 'PUT' });
    expect((await h.request(`/sites/${SITE_A}/register_bookla/el-1`, { method: 'DELETE', token })).status).toBe(502);
    expect(await h.repo.getWidget(SITE_A, 'el-1')).not.toBeNull();
    expect(h.fake.pageCode(PAGE_A1)).toEqual(before);
  });

  it('Remove from Canvas while the element keeps moving between pages: 409, try again; the widget is kept', async () => {
    const h = createHarness();
    await h.authorize();
    const token = await h.signIn();
    await place(h, token, 'el-1');
    // Before each lock the removal takes, another request moves the element to the other page.
    const withPageLock = h.repo.withPageLock.bind(h.repo);
    h.repo.withPageLock = async (pageId, fn) => {
      const stored = (await h.repo.getWidget(SITE_A, 'el-1'))!;
      const other = stored.pageId === PAGE_A1 ? PAGE_A2 : PAGE_A1;
      await withPageLock(other, (tx) => tx.upsertWidget({ ...stored, pageId: other }));
      return withPageLock(pageId, fn);
    };
    const res = await h.request(`/sites/${SITE_A}/register_bookla/el-1`, { method: 'DELETE', token });
    expect(await errorOf(res)).toEqual([409, error('moving', 'The element moved to another page while its widget was being removed. Try again.')]);
    h.repo.withPageLock = withPageLock;
    expect(await h.repo.getWidget(SITE_A, 'el-1')).not.toBeNull();
  });

  it('GET a page\u2019s widgets: its elements, types and embed modes; another site\u2019s page refused', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const token = await h.signIn();
    await place(h, token, 'el-2', { type: 'giftcard', config: { embed: { mode: 'floating' } } });
    await place(h, token, 'el-1', { config: { ...styledConfig(), embed: { mode: 'inline' } } });
    await place(h, token, 'el-3', { config: { embed: { mode: 'popup' } } });
    await place(h, token, 'el-9', { pageId: PAGE_A2 });
    const res = await h.request(`/sites/${SITE_A}/pages/${PAGE_A1}/widgets`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      widgets: [
        { elementId: 'el-1', widgetType: 'booking', mode: 'inline' },
        { elementId: 'el-2', widgetType: 'giftcard', mode: 'floating' },
        { elementId: 'el-3', widgetType: 'booking', mode: 'popup' },
      ],
    });
    expect((await h.request(`/sites/${SITE_A}/pages/${PAGE_B1}/widgets`, { token })).status).toBe(403);
    expect(await errorOf(await h.request(`/sites/${SITE_A}/pages/x%20y/widgets`, { token }))).toEqual([400, error('bad_request', 'pageId is malformed')]);
    expect((await h.request(`/sites/${SITE_A}/pages/${PAGE_A1}/widgets`)).status).toBe(401);
  });

  it('popup and floating widgets are published through the same loader entry, their embed settings checked by the model\u2019s rules', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const launcher = { text: 'Gift a session', background: '#0f766e', textColor: '#ffffff', side: 'left', sideOffset: 16, bottomOffset: 40 };
    expect(await (await place(h, token, 'el-1', { config: { embed: { mode: 'popup' } } })).json()).toMatchObject({ dropped: [] });
    expect(await (await place(h, token, 'el-2', { type: 'giftcard', config: { embed: { mode: 'floating', launcher } } })).json()).toMatchObject({ dropped: [] });
    await place(h, token, 'el-3');
    expect(h.fake.registered(SITE_A)).toHaveLength(1);
    const { entries, widgets } = widgetsOn(h, PAGE_A1);
    expect(entries).toHaveLength(1);
    expect(widgets.map((w) => [w.e, w.c._widgetType, (w.c.embed as { mode?: string } | undefined)?.mode])).toEqual([
      ['el-1', 'booking', 'popup'],
      ['el-2', 'giftcard', 'floating'],
      // Inline is the default: the page carries no embed setting for it.
      ['el-3', 'booking', undefined],
    ]);
    expect(widgets[1]!.c.embed).toEqual({ mode: 'floating', launcher: { text: 'Gift a session', background: '#0f766e', side: 'left', sideOffset: 16, bottomOffset: 40 } });
    // Load from Canvas reads the mode and the launcher back.
    const { script } = (await (await h.request(`/sites/${SITE_A}/register_bookla/el-2`, { token })).json()) as { script: string };
    const parsed = parseSnippet(script);
    expect(parsed.ok && (parsed.config as { embed?: unknown }).embed).toMatchObject({ mode: 'floating', launcher });

    // What the rules refuse is defaulted and named, never published: an unknown mode, a launcher that is no colour.
    // (Written into the script by hand: the extension's own snippet never carries a mode the rules refuse.)
    const written = snippetFor('booking', { embed: { mode: 'popup', launcher: { background: 'red;position:static', sideOffset: 9999, text: 'Book' } } }, 'el-4').replace('"mode": "popup"', '"mode": "modal"');
    expect(written).toContain('"mode": "modal"');
    const bad = await h.request(`/sites/${SITE_A}/register_bookla`, { method: 'POST', token, body: { sourceCode: written, pageId: PAGE_A1, elementId: 'el-4' } });
    expect(((await bad.json()) as { dropped: string[] }).dropped.sort()).toEqual(['embed.launcher.background', 'embed.launcher.sideOffset', 'embed.mode']);
    // Published inline, the default: the refused mode is nowhere on the page.
    const stored = widgetsOn(h, PAGE_A1).widgets.find((w) => w.e === 'el-4')!;
    expect((stored.c.embed as { mode?: string } | undefined)?.mode).toBeUndefined();
    expect(JSON.stringify(h.fake.pageCode(PAGE_A1))).not.toContain('modal');
    expect(JSON.stringify(h.fake.pageCode(PAGE_A1))).not.toContain('position:static');
  });

  it('an owner script may not pose as Bookla\u2019s entry (its widget.js attribute)', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const res = await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [{ id: 'own', version: '1.0.0', attributes: { 'data-bookla-src': 'https://evil.example/w.js' } }] } });
    expect(await errorOf(res)).toEqual([409, error('managed_script', 'The Bookla loader is managed by Add to Canvas.')]);
    // Nor take the loader's id, whatever id Webflow gave it.
    await h.repo.saveLoader(SITE_A, LOADER_VERSION, 'webflow-chose-this');
    const taken = await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [{ id: 'webflow-chose-this', version: LOADER_VERSION }] } });
    expect(await errorOf(taken)).toEqual([409, error('managed_script', 'The Bookla loader is managed by Add to Canvas.')]);
    expect(h.fake.pageCode(PAGE_A1)).toEqual([]);
  });

  it('an owner script may not take the loader\u2019s id or a bookla_loader id; theirs are applied; a page left as it was is not written', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const writes = () => h.fake.log.filter((r) => r.method === 'PUT' && r.path.endsWith(`/pages/${PAGE_A1}/custom_code`)).length;
    expect((await place(h, token, 'el-1')).status).toBe(200);
    const [entry] = h.fake.pageCode(PAGE_A1);
    // The same widget added again leaves the page as it was: nothing is written.
    expect(writes()).toBe(1);
    expect((await place(h, token, 'el-1')).status).toBe(200);
    expect(writes()).toBe(1);
    const put = (scripts: unknown[], pageId = PAGE_A1) => h.request(`/pages/${pageId}/custom_code`, { method: 'PUT', token, body: { scripts } });
    for (const id of [entry!.id, 'bookla_loader', 'bookla_loader_2']) {
      const res = await put([{ id, version: '1.0.0' }]);
      expect(res.status, id).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'managed_script' } });
    }
    expect(h.fake.pageCode(PAGE_A1)).toEqual([entry]);
    // The owner's script is registered on the site first, as Webflow requires of an applied script.
    const registered = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body: { sourceCode: 'console.log(1)', version: '2.0.0', displayName: 'OwnerAnalytics' } });
    expect(registered.status).toBe(201);
    const own = { id: ((await registered.json()) as { id: string }).id, version: '2.0.0', location: 'footer' };
    expect((await put([own])).status).toBe(200);
    expect(h.fake.pageCode(PAGE_A1)).toEqual([entry, own]);
    expect(writes()).toBe(2);
    // The same scripts again: nothing changes, so nothing is written.
    expect(await (await put([own])).json()).toEqual({ scripts: [entry, own] });
    expect(writes()).toBe(2);
    expect(await errorOf(await put([own], 'x y'))).toEqual([400, error('bad_request', 'pageId is malformed')]);
    for (const name of ['Bad', 'data-x y', 'data-x"', 'onload=', '1st']) expect((await put([{ id: 'a', version: '1', attributes: { [name]: 'x' } }])).status, name).toBe(400);
  });

  it('settings that are not valid are left at their defaults and named in the answer (the extension says which)', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const config = styledConfig() as { theme: { colors: { text: string } } };
    config.theme.colors.text = 'url(javascript:alert(1))';
    const res = await place(h, token, 'el-1', { config });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { dropped: string[] }).dropped).toEqual(['theme.colors.text']);
    expect(JSON.stringify(widgetsOn(h, PAGE_A1).widgets)).not.toContain('javascript');
  });

  it('a page\u2019s site is asked of Webflow once; malformed element ids are refused before anything is read', async () => {
    const h = createHarness();
    const token = await h.signIn();
    await place(h, token, 'el-1');
    await place(h, token, 'el-2');
    await h.request(`/sites/${SITE_A}/pages/${PAGE_A1}/widgets`, { token });
    expect(h.fake.log.filter((r) => r.method === 'GET' && r.path.endsWith(`/v2/pages/${PAGE_A1}`))).toHaveLength(1);
    for (const method of ['GET', 'DELETE']) {
      const res = await h.request(`/sites/${SITE_A}/register_bookla/${encodeURIComponent('el 1')}`, { method, token });
      expect(res.status, method).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'bad_request', message: 'elementId is malformed' } });
    }
    expect(await h.repo.getWidget(SITE_A, 'el-1')).not.toBeNull();
  });

  it('GET sites lists the session\u2019s site only, even when the token covers more', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const token = await h.signIn();
    const { sites } = (await (await h.request('/sites', { token })).json()) as { sites: { id: string }[] };
    expect(sites.map((s) => s.id)).toEqual([SITE_A]);
  });

  it('20 simultaneous adds for 20 elements of one page: all 20 on the page', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => place(h, token, `el-${String(i).padStart(2, '0')}`)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(widgetsOn(h, PAGE_A1).widgets.map((w) => w.e)).toEqual(Array.from({ length: 20 }, (_, i) => `el-${String(i).padStart(2, '0')}`));
    expect(h.fake.registered(SITE_A)).toHaveLength(1);
  });
});

describe('canvas scripts: Webflow faults', () => {
  it('a 429 with a long Retry-After: a clear 429 to the extension, nothing stored, the page unchanged', async () => {
    const h = createHarness();
    const token = await h.signIn();
    h.fake.addFault({ kind: 429, count: 5, retryAfter: 120, path: '/custom_code', method: 'GET' });
    const res = await place(h, token, 'el-1');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(await res.json()).toMatchObject({ error: { code: 'webflow_busy', message: 'Webflow is busy. Please try again in 120 seconds.' } });
    expect(await h.repo.getWidget(SITE_A, 'el-1')).toBeNull();
    expect(h.fake.pageCode(PAGE_A1)).toEqual([]);
  });

  it('a short 429 and a 5xx on an idempotent call are retried and the add succeeds', async () => {
    const h = createHarness();
    const token = await h.signIn();
    h.fake.addFault({ kind: 429, count: 1, retryAfter: 1, path: '/custom_code', method: 'GET' });
    h.fake.addFault({ kind: 503, count: 1, path: '/custom_code', method: 'PUT' });
    expect((await place(h, token, 'el-1')).status).toBe(200);
    expect(widgetsOn(h, PAGE_A1).widgets).toHaveLength(1);
  });

  it('a registration whose answer is lost (5xx after the effect) is not repeated: the list is read again', async () => {
    const h = createHarness();
    const token = await h.signIn();
    h.fake.addFault({ kind: 500, count: 1, path: '/registered_scripts/inline', afterEffect: true });
    expect((await place(h, token, 'el-1')).status).toBe(200);
    expect(h.fake.registered(SITE_A)).toHaveLength(1);
    expect(h.fake.log.filter((r) => r.path.endsWith('/registered_scripts/inline')).length).toBe(1);
  });

  it('a registration that fails without effect is reported, and nothing is half-written', async () => {
    const h = createHarness();
    const token = await h.signIn();
    h.fake.addFault({ kind: 502, count: 1, path: '/registered_scripts/inline' });
    const res = await place(h, token, 'el-1');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'webflow_unavailable' } });
    expect(h.fake.registered(SITE_A)).toHaveLength(0);
    expect(await h.repo.getWidget(SITE_A, 'el-1')).toBeNull();
    // The next try registers once and succeeds.
    expect((await place(h, token, 'el-1')).status).toBe(200);
    expect(h.fake.registered(SITE_A)).toHaveLength(1);
  });

  it('a Webflow that does not answer: 504 within the timeout, nothing stored', async () => {
    const h = createHarness({ timeoutMs: 150 });
    const token = await h.signIn();
    h.fake.addFault({ kind: 'hang', count: 10, path: '/custom_code', method: 'PUT' });
    const started = Date.now();
    const res = await place(h, token, 'el-1');
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await h.repo.getWidget(SITE_A, 'el-1')).toBeNull();
  });

  it('a token Webflow no longer accepts sends the owner back to Authorize (401)', async () => {
    const h = createHarness();
    const token = await h.signIn();
    h.fake.reset(); // every grant forgotten, as after a revoke
    const res = await place(h, token, 'el-1');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'reauthorize' } });
  });
});
