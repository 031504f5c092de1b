import { describe, expect, it } from 'vitest';
import { createFakeWebflow } from '../app';
import { answer, call, grant, SCOPE } from '../test-support/requests';
import { cloneWorld, DEV_CLIENT } from '../world';

describe('fake Webflow: OAuth and tokens', () => {
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
    const decide = (fields: [string, string][]) => fake.app.request('/oauth/authorize', { method: 'POST', body: new URLSearchParams(fields) });
    const base: [string, string][] = [['client_id', DEV_CLIENT.id], ['redirect_uri', 'http://svc/callback'], ['state', 's"1<'], ['scope', SCOPE]];
    const allowed = await decide([...base, ['site', '6650c0de00000000000a0002'], ['decision', 'allow']]);
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
    const cancelled = new URL((await decide([...base, ['site', '6650c0de00000000000a0002'], ['decision', 'deny']])).headers.get('location')!);
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('code')).toBeNull();
    expect(cancelled.searchParams.get('state')).toBe('s"1<');
    expect((await decide([['client_id', 'nobody'], ['decision', 'allow']])).status).toBe(400);
    // A client with a registered redirect: a form sent back with another one is refused, as the page's request is.
    const registered = createFakeWebflow({ consent: 'page', world: { ...cloneWorld(), clients: [{ ...DEV_CLIENT, redirectUri: 'http://svc/callback' }] } });
    const edited = await registered.app.request('/oauth/authorize', {
      method: 'POST',
      body: new URLSearchParams([['client_id', DEV_CLIENT.id], ['redirect_uri', 'http://elsewhere/cb'], ['decision', 'allow']]),
    });
    expect(edited.status).toBe(400);
  });

  it("authorize and the code exchange refuse what Webflow refuses, with Webflow's errors", async () => {
    const fake = createFakeWebflow();
    const authorize = (q: Record<string, string>) => fake.app.request(`/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: DEV_CLIENT.id, scope: SCOPE, ...q })}`);
    expect((await authorize({ redirect_uri: 'http://svc/callback', client_id: 'nobody' })).status).toBe(400);
    expect((await authorize({ redirect_uri: 'http://svc/callback', response_type: 'token' })).status).toBe(400);
    expect((await authorize({ redirect_uri: 'http://svc/callback', scope: 'sites:read cms:write' })).status).toBe(400);
    // Neither the request nor the client names where to go back to.
    expect((await authorize({})).status).toBe(400);
    const { code, exchange } = await grant(fake);
    const post = (body: Record<string, string>) =>
      fake.app.request('/oauth/access_token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const base = { client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret, code, grant_type: 'authorization_code', redirect_uri: 'http://svc/callback' };
    expect(await answer(await post({ ...base, client_secret: 'wrong' }))).toEqual([401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret' }]);
    expect(await answer(await post({ ...base, grant_type: 'refresh_token' }))).toEqual([400, { error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' }]);
    const fresh = new URL((await authorize({ redirect_uri: 'http://svc/callback' })).headers.get('location')!).searchParams.get('code')!;
    expect(await answer(await post({ ...base, code: fresh, redirect_uri: 'http://elsewhere/cb' }))).toEqual([400, { error: 'invalid_grant', error_description: 'redirect_uri does not match' }]);
    expect((await exchange()).status).toBe(400);
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

  it("revoke_authorization: Webflow's errors for a wrong client, a missing or unknown token; a revoked token answers 401 everywhere", async () => {
    const { fake, token } = await grant();
    const other = await grant(fake);
    const revoke = (body: Record<string, unknown>) =>
      fake.app.request('/oauth/revoke_authorization', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const client = { client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret };
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
});
