import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { verifySession } from '../crypto/session-token';
import { createTokenCipher } from '../crypto/token-cipher';
import { createMemoryRepository } from '../db/memory-repository';
import { createHarness, EXTENSION, PAGE_A1, SECRETS, SITE_A, SITE_B } from '../testing/harness';

const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
/** What the popup's page says: its heading and its one paragraph, as the owner reads them. */
const said = (html: string) => {
  const text = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(html)?.[1]?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return [text('h1'), text('p')];
};
const errorOf = async (res: Response) => [res.status, await res.json()];

describe('sign-in: authorize, callback, token', () => {
  it('the popup ends on a page that tells the extension at its exact origin; the token is stored encrypted, per site', async () => {
    const h = createHarness();
    const { callback, html, cookie } = await h.authorize();
    expect(cookie).toMatch(/^bookla_oauth=/);
    expect(callback.status).toBe(200);
    expect(html).toContain(`window.opener.postMessage('authComplete', "${EXTENSION}")`);
    expect(html).not.toContain("'*'");
    // The inline script runs only by its nonce.
    const csp = callback.headers.get('content-security-policy')!;
    const nonce = /nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<script nonce="${nonce}">`);
    const row = await h.repo.getInstallation(SITE_A);
    expect(row).not.toBeNull();
    // The token covered both sites of the world: stored for each, each ciphertext bound to its site.
    const rowB = (await h.repo.getInstallation(SITE_B))!;
    const cipher = createTokenCipher(bytes(SECRETS.TOKEN_ENCRYPTION_KEY));
    expect(cipher.open(rowB.tokenCiphertext, SITE_B).token).toBe(cipher.open(row!.tokenCiphertext, SITE_A).token);
    expect(() => cipher.open(rowB.tokenCiphertext, SITE_A).token).toThrow();
    expect(callback.headers.get('cache-control')).toBe('no-store');
    expect(row!.tokenCiphertext).toMatch(/^v1\./);
    expect(row!.tokenCiphertext).not.toContain('wf_');
  });

  it("the popup's pages keep their opener (no Cross-Origin-Opener-Policy cut); JSON answers keep same-origin", async () => {
    const h = createHarness();
    const start = await h.request(`/authorize?siteId=${SITE_A}&origin=${encodeURIComponent(EXTENSION)}`);
    expect(start.status).toBe(302);
    expect(start.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(start.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(start.headers.get('cache-control')).toBe('no-store');
    const { callback } = await h.authorize();
    expect(callback.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(callback.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    // A refused callback too: its page says what to do, and the extension still hears when the owner closes it.
    const refused = await h.request('/callback?code=x&state=y');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    // Everything else keeps the secure defaults.
    const health = await h.request('/health');
    expect(health.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(callback.headers.get('x-content-type-options')).toBe('nosniff');
    expect(callback.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('authorize refuses an origin that is not the extension and a malformed site id', async () => {
    const h = createHarness();
    expect(await errorOf(await h.request(`/authorize?siteId=${SITE_A}&origin=${encodeURIComponent('https://evil.example')}`))).toEqual([
      403,
      { error: { code: 'origin_not_allowed', message: 'This extension origin is not allowed' } },
    ]);
    for (const query of ['?siteId=<script>', '']) {
      expect(await errorOf(await h.request(`/authorize${query}`)), query).toEqual([400, { error: { code: 'bad_request', message: 'siteId is missing or malformed' } }]);
    }
  });

  it('a replayed state, another browser\u2019s state, a forged or expired state and a reused code are refused', async () => {
    const h = createHarness();
    const first = await h.authorize();
    expect(first.callback.status).toBe(200);
    // Replay: the same callback URL again, same cookie.
    const replay = await h.request(`/callback?code=${first.code}&state=${encodeURIComponent(first.state)}`, { headers: { cookie: first.cookie } });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('This sign-in');
    // Another browser: a fresh flow's state without its cookie (login CSRF).
    const start = await h.request(`/authorize?siteId=${SITE_A}`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    expect((await h.request(`/callback?code=x&state=${encodeURIComponent(state)}`, { headers: { cookie: 'bookla_oauth=someone-else' } })).status).toBe(400);
    // Forged: the body changed, the signature not.
    const [body, sig] = state.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), s: SITE_B })).toString('base64url');
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await h.request(`/callback?code=x&state=${forgedBody}.${sig}`, { headers: { cookie } })).status).toBe(400);
    // Expired: eleven minutes later.
    h.now.t += 11 * 60_000;
    expect((await h.request(`/callback?code=x&state=${encodeURIComponent(state)}`, { headers: { cookie } })).status).toBe(400);
    h.now.t -= 11 * 60_000;
    // A reused code with a fresh, valid state: Webflow says invalid_grant, we answer 400 and store nothing new.
    const again = await h.request(`/authorize?siteId=${SITE_A}`);
    const state2 = new URL(again.headers.get('location')!).searchParams.get('state')!;
    const cookie2 = (again.headers.get('set-cookie') ?? '').split(';')[0]!;
    const reused = await h.request(`/callback?code=${first.code}&state=${encodeURIComponent(state2)}`, { headers: { cookie: cookie2 } });
    expect(reused.status).toBe(400);
    expect(await reused.text()).not.toContain('authComplete');
  });

  it('the consent cookie is HttpOnly, SameSite=Lax, scoped to the callback, ten minutes long, Secure behind https; the callback clears it', async () => {
    const cookieOf = (res: Response) => Object.fromEntries((res.headers.get('set-cookie') ?? '').split(';').map((p) => p.trim().split('=') as [string, string?]).map(([k, v]) => [k.toLowerCase(), v ?? true]));
    const h = createHarness();
    const start = await h.request(`/authorize?siteId=${SITE_A}&origin=${encodeURIComponent(EXTENSION)}`);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const set = cookieOf(start);
    expect(set).toMatchObject({ httponly: true, samesite: 'Lax', path: '/callback', 'max-age': '600' });
    expect(set.bookla_oauth).toMatch(/^[\w-]{16,}$/);
    expect(set.secure).toBeUndefined();
    const { callback } = await h.authorize();
    expect(cookieOf(callback)).toMatchObject({ bookla_oauth: '', path: '/callback', 'max-age': '0' });
    const https = createHarness({ env: { PUBLIC_URL: 'https://svc.bookla.test' } });
    const secure = await https.request(`/authorize?siteId=${SITE_A}&origin=${encodeURIComponent(EXTENSION)}`);
    expect(cookieOf(secure)).toMatchObject({ secure: true, httponly: true });
    expect(new URL(secure.headers.get('location')!).searchParams.get('redirect_uri')).toBe('https://svc.bookla.test/callback');
  });

  it('Cancel on Webflow’s page (error=access_denied), with or without a code: nothing is exchanged or stored, the page says so', async () => {
    const h = createHarness();
    const begin = async () => {
      const start = await h.request(`/authorize?siteId=${SITE_A}&origin=${encodeURIComponent(EXTENSION)}`);
      const to = new URL(start.headers.get('location')!);
      return { state: to.searchParams.get('state')!, cookie: (start.headers.get('set-cookie') ?? '').split(';')[0]! };
    };
    // A code that would work, sent along with the refusal: the refusal wins.
    const consent = new URL((await h.fake.app.request(new URL((await h.request(`/authorize?siteId=${SITE_A}`)).headers.get('location')!).href)).headers.get('location')!);
    const code = consent.searchParams.get('code')!;
    for (const query of ['error=access_denied&error_description=The+user+denied', `error=access_denied&code=${code}`, '']) {
      const { state, cookie } = await begin();
      const res = await h.request(`/callback?${query}${query ? '&' : ''}state=${encodeURIComponent(state)}`, { headers: { cookie } });
      expect(res.status, query).toBe(400);
      const html = await res.text();
      expect(html, query).toContain('Authorization cancelled');
      expect(html, query).not.toContain('authComplete');
    }
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
    expect(h.fake.log.filter((r) => r.path.includes('/oauth/access_token'))).toEqual([]);
  });

  it('a flow begun for an extension origin that is no longer allowed ends without telling it', async () => {
    const repo = createMemoryRepository();
    const OLD = 'https://old.webflow-ext.com';
    const before = createHarness({ repo, env: { EXTENSION_ORIGINS: OLD } });
    const start = await before.request(`/authorize?siteId=${SITE_A}&origin=${encodeURIComponent(OLD)}`);
    expect(start.status).toBe(302);
    const consent = await before.fake.app.request(start.headers.get('location')!);
    const back = new URL(consent.headers.get('location')!);
    // The service restarts without that origin before the owner consents.
    const after = createHarness({ repo });
    const res = await after.request(`/callback${back.search}`, { headers: { cookie: (start.headers.get('set-cookie') ?? '').split(';')[0]! } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(said(html)).toEqual(['This sign-in has expired', 'Close this window and press Authorize again.']);
    expect(html).not.toContain(OLD);
    expect(await repo.getInstallation(SITE_A)).toBeNull();
  });

  it('Webflow failing the code exchange or its introspection is ours to report (502), the exchange never repeated, nothing stored', async () => {
    const h = createHarness();
    h.fake.addFault({ kind: 503, count: 1, path: '/oauth/access_token' });
    const down = await h.authorize();
    expect(down.callback.status).toBe(502);
    expect(down.html).toContain('Webflow did not confirm the authorization');
    // The exchange is not repeated: a code is good once, and Webflow may have used it.
    expect(h.fake.log.filter((r) => r.path.includes('/oauth/access_token'))).toHaveLength(1);
    h.fake.addFault({ kind: 500, count: 3, path: '/v2/token/introspect' });
    const introspect = await h.authorize();
    expect(introspect.callback.status).toBe(502);
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
    expect(h.logs).toContain('oauth callback: Webflow refused the code exchange (503 internal_error)');
    // A short outage of the introspection (an idempotent read) is retried and the sign-in goes through.
    h.fake.addFault({ kind: 502, count: 1, path: '/v2/token/introspect' });
    expect((await h.authorize()).callback.status).toBe(200);
  });

  it('a grant without every scope Bookla needs is refused and not stored; the page names what is missing', async () => {
    const h = createHarness();
    const { callback, html } = await h.authorize({ scopes: ['sites:read', 'pages:read', 'custom_code:read', 'authorized_user:read'] });
    expect(callback.status).toBe(403);
    expect(html).toContain('Permissions missing');
    expect(html).toContain('Bookla needs these Webflow permissions: custom_code:write.');
    expect(html).not.toContain('authComplete');
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
    expect(await h.repo.getInstallation(SITE_B)).toBeNull();
  });

  it('a site the owner did not tick is not authorized, and the page says so', async () => {
    const h = createHarness();
    const { callback, html } = await h.authorize({ siteId: SITE_A, sites: [SITE_B] });
    expect(callback.status).toBe(403);
    expect(html).toContain('not for the site you are designing');
    expect(html).not.toContain('authComplete');
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
  });

  it('every page the popup ends on says what happened and what to do, word for word', async () => {
    const h = createHarness();
    const ok = await h.authorize({ sites: [SITE_A, SITE_B] });
    expect(said(ok.html)).toEqual(['Bookla is authorized', 'You can close this window and return to the Designer.']);
    expect(ok.html).toContain('<title>Bookla is authorized · Bookla</title>');
    const again = (cookie: string, state: string, code = 'x') => h.request(`/callback?code=${code}&state=${encodeURIComponent(state)}`, { headers: { cookie } });
    const used = await again(ok.cookie, ok.state, ok.code);
    expect([used.status, said(await used.text())]).toEqual([400, ['This sign-in was already used', 'Close this window and press Authorize in the Bookla extension again.']]);
    const forged = await again(ok.cookie, 'forged.state');
    expect([forged.status, said(await forged.text())]).toEqual([400, ['This sign-in has expired', 'Close this window and press Authorize in the Bookla extension again.']]);
    const begin = async () => {
      const start = await h.request(`/authorize?siteId=${SITE_A}`);
      return { state: new URL(start.headers.get('location')!).searchParams.get('state')!, cookie: (start.headers.get('set-cookie') ?? '').split(';')[0]! };
    };
    const c = await begin();
    const cancelled = await h.request(`/callback?error=access_denied&state=${encodeURIComponent(c.state)}`, { headers: { cookie: c.cookie } });
    expect(said(await cancelled.text())).toEqual(['Authorization cancelled', 'Bookla was not authorized. Close this window and press Authorize again when you are ready.']);
    // Webflow refusing the code (a used or foreign one: its 4xx) is the caller's 400; Webflow failing is our 502.
    const r = await begin();
    const refused = await again(r.cookie, r.state, 'not-a-code-webflow-issued');
    expect([refused.status, said(await refused.text())]).toEqual([400, ['Webflow did not confirm the authorization', 'Close this window and press Authorize again.']]);
    h.fake.addFault({ kind: 500, count: 1, path: '/oauth/access_token' });
    expect((await h.authorize()).callback.status).toBe(502);
    const missing = await h.authorize({ scopes: ['sites:read'] });
    expect(said(missing.html)).toEqual(['Permissions missing', 'Bookla needs these Webflow permissions: pages:read, custom_code:read, custom_code:write, authorized_user:read. Press Authorize again and allow them.']);
    const other = await h.authorize({ siteId: SITE_A, sites: [SITE_B] });
    expect(said(other.html)).toEqual(['This site was not selected', 'Bookla was authorized, but not for the site you are designing. Press Authorize again and select this site.']);
  });

  it('POST token answers our own session, bound to site and user, with exp in ms', async () => {
    const h = createHarness();
    await h.authorize();
    const res = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_A }), siteId: SITE_A }, origin: EXTENSION });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(EXTENSION);
    // A session is never kept by a cache between the extension and the service.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { sessionToken, exp } = (await res.json()) as { sessionToken: string; exp: number };
    expect(exp).toBeGreaterThan(h.now.t + 7 * 3_600_000);
    expect(exp).toBeLessThanOrEqual(h.now.t + 8 * 3_600_000);
    const claims = await verifySession(bytes(SECRETS.SESSION_SECRET), sessionToken);
    expect(claims).toMatchObject({ siteId: SITE_A, sub: h.fake.world.user.id, user: { email: 'ada@example.com', firstName: 'Ada' } });
  });

  it('POST token refuses: an uninstalled site, another site\u2019s ID token, an expired ID token, a bad body', async () => {
    const h = createHarness();
    const idA = h.fake.mintIdToken({ siteId: SITE_A });
    const none = await h.request('/token', { method: 'POST', body: { idToken: idA, siteId: SITE_A } });
    // The extension shows these messages to the owner as they are.
    expect(await errorOf(none)).toEqual([401, { error: { code: 'not_installed', message: 'Bookla is not authorized on this site yet. Press Authorize.' } }]);
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const mismatch = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_B }), siteId: SITE_A } });
    expect(await errorOf(mismatch)).toEqual([403, { error: { code: 'site_mismatch', message: 'This Webflow sign-in belongs to another site.' } }]);
    const old = h.fake.mintIdToken({ siteId: SITE_A, ttlMs: -1000 });
    const expired = await h.request('/token', { method: 'POST', body: { idToken: old, siteId: SITE_A } });
    // Who the owner is was not confirmed: sign in again, not authorize again (the site's access is fine).
    expect(await errorOf(expired)).toEqual([401, { error: { code: 'id_token_rejected', message: 'Webflow did not confirm who you are. Please try again.' } }]);
    // Webflow failing to answer is not the owner's ID token's fault.
    h.fake.addFault({ kind: 503, count: 3, path: '/beta/token/resolve' });
    const down = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_A }), siteId: SITE_A } });
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ error: { code: 'webflow_unavailable' } });
    // A stored token that no longer opens (its key is gone, or the row was changed): authorize again.
    const row = (await h.repo.getInstallation(SITE_A))!;
    await h.repo.saveInstallation({ ...row, tokenCiphertext: createTokenCipher(new Uint8Array(32).fill(7)).encrypt('wf_elsewhere', SITE_A) });
    const unreadable = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_A }), siteId: SITE_A } });
    expect(await errorOf(unreadable)).toEqual([401, { error: { code: 'not_installed', message: 'Bookla\u2019s access to this site must be renewed. Press Authorize.' } }]);
    expect((await h.request('/token', { method: 'POST', body: { idToken: 5, siteId: SITE_A } })).status).toBe(400);
    expect((await h.request('/token', { method: 'POST', body: 'not json' })).status).toBe(400);
  });

  it('session tokens: forged, expired, alg none, missing, and site A\u2019s on site B\u2019s routes are refused', async () => {
    const h = createHarness();
    const good = await h.signIn(SITE_A);
    expect((await h.request(`/sites/${SITE_A}/registered_scripts`, { token: good })).status).toBe(200);
    const claims = { sub: 'u', siteId: SITE_A, user: { email: 'a@b.c', firstName: 'A' }, iss: 'bookla-webflow-service', aud: 'bookla-webflow-extension' };
    const forged = await sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, 'another-secret', 'HS256');
    const expired = await sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, Buffer.from(bytes(SECRETS.SESSION_SECRET)).toString('base64'), 'HS256');
    const [, payload] = good.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [forged, expired, none, 'garbage']) {
      const res = await h.request(`/sites/${SITE_A}/registered_scripts`, { token });
      expect(res.status, token).toBe(401);
    }
    const missing = await h.request(`/sites/${SITE_A}/registered_scripts`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer error="invalid_request"');
    expect(await missing.json()).toMatchObject({ error: { code: 'no_session' } });
    const invalid = await h.request(`/sites/${SITE_A}/registered_scripts`, { token: 'garbage' });
    expect(invalid.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await invalid.json()).toEqual({ error: { code: 'invalid_session', message: 'Your session has expired. Sign in again.' } });
    // The header is exactly 'Bearer <token>': a valid token inside anything else is no session.
    for (const authorization of [`xBearer ${good}`, `Bearer ${good} extra`, `Basic ${good}`, `Bearer  ${good}`]) {
      const res = await h.request(`/sites/${SITE_A}/registered_scripts`, { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(await res.json(), authorization).toMatchObject({ error: { code: 'no_session' } });
    }
    await h.authorize({ siteId: SITE_B, sites: [SITE_A, SITE_B] });
    const wrong = await h.request(`/sites/${SITE_B}/registered_scripts`, { token: good });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 'wrong_site' } });
  });

  it('sign-out (DELETE token) ends that session on every route; the site\u2019s other sessions stay', async () => {
    const h = createHarness();
    const mine = await h.signIn(SITE_A);
    const theirs = await h.signIn(SITE_A, '6650c0de00000000000c0002');
    const again = await h.signIn(SITE_A);
    const read = (token: string) => h.request(`/sites/${SITE_A}/registered_scripts`, { token });
    expect((await read(mine)).status).toBe(200);
    const out = await h.request('/token', { method: 'DELETE', token: mine, origin: EXTENSION });
    expect(out.status).toBe(204);
    expect(out.headers.get('access-control-allow-origin')).toBe(EXTENSION);
    expect(out.headers.get('cache-control')).toBe('no-store');
    const ended = await read(mine);
    expect(await errorOf(ended)).toEqual([401, { error: { code: 'session_ended', message: 'Your session has ended. Sign in again.' } }]);
    expect(ended.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token: mine, body: { scripts: [] } })).status).toBe(401);
    // Another person's session, and the same person's other one (another browser), go on.
    expect((await read(theirs)).status).toBe(200);
    expect((await read(again)).status).toBe(200);
    // Signed out already: the same answer. No session, or one that is not ours: refused.
    expect((await h.request('/token', { method: 'DELETE', token: mine })).status).toBe(204);
    expect(await errorOf(await h.request('/token', { method: 'DELETE' }))).toMatchObject([401, { error: { code: 'no_session' } }]);
    expect(await errorOf(await h.request('/token', { method: 'DELETE', token: 'garbage' }))).toMatchObject([401, { error: { code: 'invalid_session' } }]);
    // The site stays authorized: signing in again gives a new session.
    expect((await read(await h.signIn(SITE_A))).status).toBe(200);
  });

  it('a session token signed with our secret but never handed out (no stored session) is refused', async () => {
    const h = createHarness();
    await h.signIn(SITE_A);
    const claims = { sub: 'u', siteId: SITE_A, user: { email: 'a@b.c', firstName: 'A' }, iss: 'bookla-webflow-service', aud: 'bookla-webflow-extension', exp: Math.floor(Date.now() / 1000) + 600 };
    const secret = Buffer.from(bytes(SECRETS.SESSION_SECRET)).toString('base64');
    const unknown = await sign({ ...claims, jti: 'AAAAAAAAAAAAAAAAAAAAAA' }, secret, 'HS256');
    expect(await errorOf(await h.request(`/sites/${SITE_A}/registered_scripts`, { token: unknown }))).toMatchObject([401, { error: { code: 'session_ended' } }]);
  });

  it('CORS answers the extension\u2019s origins only', async () => {
    const h = createHarness();
    const pre = (origin: string) => h.request('/token', { method: 'OPTIONS', origin, headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const ok = await pre(EXTENSION);
    expect(ok.headers.get('access-control-allow-origin')).toBe(EXTENSION);
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    // Remove from Canvas is a DELETE: without it in the list the browser refuses the extension's call.
    expect(ok.headers.get('access-control-allow-methods')?.split(',')).toContain('DELETE');
    const foreign = await pre('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await pre('https://other.webflow-ext.com')).headers.get('access-control-allow-origin')).toBeNull();
    // The Webflow CLI's development origin is allowed outside production only.
    expect((await pre('http://localhost:1337')).headers.get('access-control-allow-origin')).toBe('http://localhost:1337');
    const prod = createHarness({ env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db', PUBLIC_URL: 'https://svc.bookla.test' } });
    expect((await prod.request('/health', { origin: 'http://localhost:1337' })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('oversized bodies are refused with 413 before they are read', async () => {
    const h = createHarness();
    const big = { idToken: 'x'.repeat(20_000), siteId: SITE_A };
    expect((await h.request('/token', { method: 'POST', body: big, headers: { 'content-length': String(JSON.stringify(big).length) } })).status).toBe(413);
    const token = await h.signIn();
    const huge = JSON.stringify({ sourceCode: 'x'.repeat(300 * 1024), pageId: 'p', elementId: 'e' });
    expect((await h.request(`/sites/${SITE_A}/register_bookla`, { method: 'POST', token, body: huge, headers: { 'content-length': String(huge.length) } })).status).toBe(413);
  });

  it('rate limits per client on sign-in and per site on the rest: 429 with Retry-After', async () => {
    const h = createHarness({ limits: { signIn: 3, perSite: 4 } });
    const token = await h.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await h.request('/token', { method: 'POST', body: { idToken: 'x', siteId: SITE_A } })).status);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    const site: Response[] = [];
    for (let i = 0; i < 5; i++) site.push(await h.request(`/sites/${SITE_A}/registered_scripts`, { token }));
    expect(site.slice(0, 4).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(site[4]!.status).toBe(429);
    expect(site[4]!.headers.get('retry-after')).toBe('60');
    expect(await site[4]!.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('behind a proxy, a caller counts by the address the proxy appended, not by the X-Forwarded-For it sent', async () => {
    const h = createHarness({ limits: { signIn: 3 }, env: { TRUST_PROXY: '1' } });
    const signIn = (forwarded: string) =>
      h.request('/token', { method: 'POST', body: { idToken: 'x', siteId: SITE_A }, headers: { 'x-forwarded-for': forwarded } });
    // A new made-up first entry every time does not make a new client.
    const spoofed: number[] = [];
    for (let i = 0; i < 4; i++) spoofed.push((await signIn(`198.51.100.${i}, 203.0.113.9`)).status);
    expect(spoofed.slice(0, 3)).not.toContain(429);
    expect(spoofed[3]).toBe(429);
    // Another address the proxy saw is another client.
    expect((await signIn('203.0.113.10')).status).not.toBe(429);
    // Two proxies: the client is the second entry from the right, whatever precedes it.
    const two = createHarness({ limits: { signIn: 1 }, env: { TRUST_PROXY: '2' } });
    const via = (forwarded: string) =>
      two.request('/token', { method: 'POST', body: { idToken: 'x', siteId: SITE_A }, headers: { 'x-forwarded-for': forwarded } });
    expect((await via('1.1.1.1, 203.0.113.9, 10.0.0.2')).status).not.toBe(429);
    expect((await via('2.2.2.2, 203.0.113.9, 10.0.0.3')).status).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is not read at all', async () => {
    const h = createHarness({ limits: { signIn: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await h.request('/token', { method: 'POST', body: { idToken: 'x', siteId: SITE_A }, headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
    }
    expect(statuses[2]).toBe(429);
  });

  it('the log and the error answers hold no token, secret or ID token', async () => {
    const h = createHarness();
    const session = await h.signIn();
    const idToken = h.fake.mintIdToken({ siteId: SITE_A });
    const answers: string[] = [];
    for (const res of [
      await h.request('/token', { method: 'POST', body: { idToken: idToken + 'x', siteId: SITE_A } }),
      await h.request(`/sites/${SITE_B}/registered_scripts`, { token: session }),
      await h.request(`/sites/${SITE_A}/register_bookla`, { method: 'POST', token: session, body: { sourceCode: 'nope', pageId: 'p1', elementId: 'e1' } }),
    ]) answers.push(await res.text());
    const row = (await h.repo.getInstallation(SITE_A))!;
    const webflowToken = createTokenCipher(bytes(SECRETS.TOKEN_ENCRYPTION_KEY)).open(row.tokenCiphertext, SITE_A).token;
    expect(webflowToken).toMatch(/^wf_/);
    const written = h.logs.join('\n') + answers.join('\n');
    for (const s of [session, idToken, webflowToken, ...Object.values(SECRETS)]) expect(written).not.toContain(s);
    expect(written).not.toMatch(/wf_[\w-]{8,}/);
    expect(written).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(h.logs.some((l) => l.startsWith('POST /token 401'))).toBe(true);
  });
});
