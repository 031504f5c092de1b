import { describe, expect, it } from 'vitest';
import { createFakeWebflow } from './app';
import { scriptIdFor } from './routes/scripts';
import { cloneWorld, DEV_CLIENT } from './world';

const SCOPE = 'sites:read custom_code:read custom_code:write authorized_user:read';

async function grant(fake = createFakeWebflow(), sites?: string) {
  const q = new URLSearchParams({ response_type: 'code', client_id: DEV_CLIENT.id, scope: SCOPE, state: 's1', redirect_uri: 'http://svc/callback', ...(sites ? { fake_sites: sites } : {}) });
  const consent = await fake.app.request(`/oauth/authorize?${q}`);
  expect(consent.status).toBe(302);
  const to = new URL(consent.headers.get('location')!);
  expect(to.searchParams.get('state')).toBe('s1');
  const code = to.searchParams.get('code')!;
  const exchange = (c = code) =>
    fake.app.request('/oauth/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret, code: c, grant_type: 'authorization_code', redirect_uri: 'http://svc/callback' }),
    });
  const res = await exchange();
  const token = ((await res.json()) as { access_token: string }).access_token;
  return { fake, token, code, exchange };
}

const call = (fake: ReturnType<typeof createFakeWebflow>, token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fake.app.request(path, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

describe('fake Webflow', () => {
  it("OAuth with a consent page: the ticked sites are granted when the owner presses Authorize app; Cancel answers access_denied", async () => {
    const fake = createFakeWebflow({ consent: 'page' });
    const q = new URLSearchParams({ response_type: 'code', client_id: DEV_CLIENT.id, scope: SCOPE, state: 's"1<', redirect_uri: 'http://svc/callback' });
    const page = await fake.app.request(`/oauth/authorize?${q}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<button type="submit" name="decision" value="allow">Authorize app</button>');
    expect(html).toContain('Bookla Demo Studio');
    // The state goes back as it came, escaped in the page.
    expect(html).toContain('name="state" value="s&quot;1&lt;"');
    expect(html).not.toContain('s"1<');
    const answer = (fields: [string, string][]) => fake.app.request('/oauth/authorize', { method: 'POST', body: new URLSearchParams(fields) });
    const base: [string, string][] = [['client_id', DEV_CLIENT.id], ['redirect_uri', 'http://svc/callback'], ['state', 's"1<'], ['scope', SCOPE]];
    const allowed = await answer([...base, ['site', '6650c0de00000000000a0002'], ['decision', 'allow']]);
    expect(allowed.status).toBe(302);
    const back = new URL(allowed.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://svc/callback');
    expect(back.searchParams.get('state')).toBe('s"1<');
    const res = await fake.app.request('/oauth/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret, code: back.searchParams.get('code'), grant_type: 'authorization_code', redirect_uri: 'http://svc/callback' }),
    });
    const token = ((await res.json()) as { access_token: string }).access_token;
    const intro = (await (await call(fake, token, '/v2/token/introspect')).json()) as { authorization: { authorizedTo: { siteIds: string[] } } };
    expect(intro.authorization.authorizedTo.siteIds).toEqual(['6650c0de00000000000a0002']);
    const cancelled = new URL((await answer([...base, ['site', '6650c0de00000000000a0002'], ['decision', 'deny']])).headers.get('location')!);
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('code')).toBeNull();
    expect(cancelled.searchParams.get('state')).toBe('s"1<');
    expect((await answer([['client_id', 'nobody'], ['decision', 'allow']])).status).toBe(400);
    // A client with a registered redirect: a form sent back with another one is refused, as the page's request is.
    const registered = createFakeWebflow({ consent: 'page', world: { ...cloneWorld(), clients: [{ ...DEV_CLIENT, redirectUri: 'http://svc/callback' }] } });
    const edited = await registered.app.request('/oauth/authorize', {
      method: 'POST',
      body: new URLSearchParams([['client_id', DEV_CLIENT.id], ['redirect_uri', 'http://elsewhere/cb'], ['decision', 'allow']]),
    });
    expect(edited.status).toBe(400);
  });

  it('OAuth: a code works once; introspect names the sites the user ticked', async () => {
    const { fake, token, exchange } = await grant(undefined, '6650c0de00000000000a0001');
    expect((await exchange()).status).toBe(400);
    const intro = (await (await call(fake, token, '/v2/token/introspect')).json()) as { authorization: { authorizedTo: { siteIds: string[] } } };
    expect(intro.authorization.authorizedTo.siteIds).toEqual(['6650c0de00000000000a0001']);
    expect((await call(fake, token, '/v2/sites/6650c0de00000000000a0002/registered_scripts')).status).toBe(403);
  });

  it('resolves ID tokens of a covered site only, and not after 15 minutes', async () => {
    let t = Date.now();
    const fake = createFakeWebflow({ now: () => t });
    const { token } = await grant(fake, '6650c0de00000000000a0001');
    const resolve = (idToken: string) => call(fake, token, '/beta/token/resolve', { method: 'POST', body: { idToken } });
    const ok = await resolve(fake.mintIdToken());
    expect(await ok.json()).toMatchObject({ siteId: '6650c0de00000000000a0001', email: 'ada@example.com' });
    expect((await resolve(fake.mintIdToken({ siteId: '6650c0de00000000000a0002' }))).status).toBe(403);
    expect((await resolve(fake.mintIdToken().slice(0, -2) + 'xx')).status).toBe(401);
    const old = fake.mintIdToken();
    t += 15 * 60_000 + 1000;
    expect((await resolve(old)).status).toBe(401);
  });

  it('registered scripts: 2000 characters, alphanumeric names, immutable versions; custom code takes registered scripts only', async () => {
    const { fake, token } = await grant();
    const site = '6650c0de00000000000a0001';
    const reg = (body: object) => call(fake, token, `/v2/sites/${site}/registered_scripts/inline`, { method: 'POST', body });
    expect((await reg({ sourceCode: 'x'.repeat(2001), version: '1.0.0', displayName: 'BooklaLoader' })).status).toBe(400);
    expect((await reg({ sourceCode: 'x', version: '1.0.0', displayName: 'Bookla loader' })).status).toBe(400);
    const first = await reg({ sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ id: 'bookla_loader', version: '1.0.0' });
    expect((await reg({ sourceCode: 'console.log(2)', version: '1.0.0', displayName: 'BooklaLoader' })).status).toBe(409);
    expect(scriptIdFor('CmsSlider')).toBe('cms_slider');

    const page = '6650c0de00000000000b0001';
    const put = (scripts: object[]) => call(fake, token, `/v2/pages/${page}/custom_code`, { method: 'PUT', body: { scripts } });
    expect((await put([{ id: 'bookla_loader', version: '9.9.9' }])).status).toBe(400);
    expect((await put([{ id: 'bookla_loader', version: '1.0.0', location: 'footer', attributes: { 'data-x': '"<b>' } }])).status).toBe(200);
    fake.setPageBody(page, '<div id="bookla-1"></div>');
    await fake.app.request(`/__fake/publish/${site}`, { method: 'POST' });
    const html = await (await fake.app.request('/__fake/site/bookla-demo')).text();
    expect(html).toContain('<div id="bookla-1"></div>');
    expect(html).toContain('bookla_loader-1.0.0.js" data-x="&quot;&lt;b&gt;"></script>');
    expect(await (await fake.app.request(`/__fake/cdn/${site}/bookla_loader-1.0.0.js`)).text()).toBe('console.log(1)');
  });

  it("revoke_authorization: Webflow's errors for a wrong client, a missing or unknown token; a revoked token answers 401 everywhere", async () => {
    const { fake, token } = await grant();
    const other = await grant(fake);
    const revoke = (body: Record<string, unknown>) =>
      fake.app.request('/oauth/revoke_authorization', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const client = { client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret };
    const answer = async (res: Response) => [res.status, await res.json()];
    expect(await answer(await revoke({ ...client, client_secret: 'wrong', access_token: token }))).toEqual([401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret' }]);
    expect(await answer(await revoke(client))).toEqual([400, { error: 'invalid_request', error_description: 'access_token is required' }]);
    expect(await answer(await revoke({ ...client, access_token: 'wf_never_issued' }))).toEqual([400, { error: 'invalid_token', error_description: 'Unknown token' }]);
    // Refused attempts changed nothing.
    expect((await call(fake, token, '/v2/sites')).status).toBe(200);
    expect(await answer(await revoke({ ...client, access_token: token }))).toEqual([200, { did_revoke: true }]);
    for (const path of ['/v2/token/introspect', '/v2/sites', '/v2/sites/6650c0de00000000000a0001/registered_scripts']) {
      const res = await call(fake, token, path);
      expect(await answer(res), path).toEqual([401, { code: 'not_authorized', message: 'Request not authorized', externalReference: null, details: [] }]);
    }
    expect((await call(fake, token, '/beta/token/resolve', { method: 'POST', body: { idToken: fake.mintIdToken() } })).status).toBe(401);
    // Revoked is revoked: a second revoke finds no token; another grant's token is untouched.
    expect((await revoke({ ...client, access_token: token })).status).toBe(400);
    expect((await call(fake, other.token, '/v2/sites')).status).toBe(200);
  });

  it("removing the app from a site: a grant of that site alone ends (401); one covering another site keeps it and answers 403 for this one", async () => {
    const A = '6650c0de00000000000a0001';
    const B = '6650c0de00000000000a0002';
    const { fake, token: onlyA } = await grant(undefined, A);
    const { token: both } = await grant(fake, `${A},${B}`);
    const sitesOf = async (token: string) => ((await (await call(fake, token, '/v2/token/introspect')).json()) as { authorization: { authorizedTo: { siteIds: string[] } } }).authorization.authorizedTo.siteIds;
    const removed = await fake.app.request(`/__fake/sites/${A}/remove-app`, { method: 'POST' });
    expect(await removed.json()).toEqual({ grants: 2 });
    expect((await call(fake, onlyA, '/v2/token/introspect')).status).toBe(401);
    expect((await call(fake, onlyA, `/v2/sites/${A}/registered_scripts`)).status).toBe(401);
    expect(await sitesOf(both)).toEqual([B]);
    const refused = await call(fake, both, `/v2/sites/${A}/registered_scripts`);
    expect([refused.status, await refused.json()]).toEqual([403, { code: 'forbidden', message: 'Token is not authorized for this site', externalReference: null, details: [] }]);
    expect((await call(fake, both, `/v2/pages/6650c0de00000000000b0001/custom_code`)).status).toBe(403);
    expect((await call(fake, both, `/v2/sites/${B}/registered_scripts`)).status).toBe(200);
    // Removing it again, or from a site no grant covers, changes nothing; an unknown site is a 404.
    expect(fake.removeApp(A)).toBe(0);
    expect((await fake.app.request('/__fake/sites/nope/remove-app', { method: 'POST' })).status).toBe(404);
    // Authorizing again gives a token that works.
    const { token: again } = await grant(fake, A);
    expect((await call(fake, again, `/v2/sites/${A}/registered_scripts`)).status).toBe(200);
  });

  it('faults: a 429 with Retry-After, then normal answers; the log records both', async () => {
    const { fake, token } = await grant();
    fake.addFault({ kind: 429, count: 1, retryAfter: 2, path: '/v2/sites' });
    const limited = await call(fake, token, '/v2/sites');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(await limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await call(fake, token, '/v2/sites')).status).toBe(200);
    expect(fake.log.filter((r) => r.path === '/v2/sites').map((r) => r.status)).toEqual([429, 200]);
  });
});
