import { describe, expect, it } from 'vitest';
import { createTokenCipher } from '../crypto/token-cipher';
import { createMemoryRepository } from '../db/memory-repository';
import { createHarness, PAGE_A1, PAGE_B1, SECRETS, SITE_A, SITE_B } from '../testing/harness';
import { snippetFor, styledConfig } from '../testing/configs';
import { endSiteAccess, INSTALLATION_CHECK_MS } from './site-access';

type Harness = ReturnType<typeof createHarness>;
const errorOf = async (res: Response) => [res.status, await res.json()];
const error = (code: string, message: string) => ({ error: { code, message } });
const REAUTHORIZE = error('reauthorize', 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.');
const NOT_INSTALLED = error('not_installed', 'Bookla is not authorized on this site. Press Authorize.');

const place = (h: Harness, token: string, elementId: string) =>
  h.request(`/sites/${SITE_A}/register_bookla`, { method: 'POST', token, body: { sourceCode: snippetFor('booking', styledConfig(), elementId), pageId: PAGE_A1, elementId } });
const load = (h: Harness, token: string, elementId: string) => h.request(`/sites/${SITE_A}/register_bookla/${elementId}`, { token });
const calls = (h: Harness, path: string, method = 'GET') => h.fake.log.filter((r) => r.path === path && r.method === method).length;
const introspections = (h: Harness) => calls(h, '/v2/token/introspect');

describe('a site whose authorization ended', () => {
  it('after the owner removes the app, the next write answers reauthorize: the token is forgotten and every session of the site ends; authorizing again works', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A] });
    const mine = await h.signIn(SITE_A);
    const theirs = await h.signIn(SITE_A, '6650c0de00000000000c0002');
    expect((await place(h, mine, 'el-1')).status).toBe(200);
    h.fake.removeApp(SITE_A);
    expect(await errorOf(await place(h, mine, 'el-2'))).toEqual([401, REAUTHORIZE]);
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
    // Every session of the site has ended, another person's too, on reads as well.
    for (const token of [mine, theirs]) expect(await errorOf(await load(h, token, 'el-1'))).toEqual([401, NOT_INSTALLED]);
    // Signing in answers 'authorize', without Webflow being asked with a token that is gone.
    const resolves = calls(h, '/beta/token/resolve', 'POST');
    const signIn = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_A }), siteId: SITE_A } });
    expect(await errorOf(signIn)).toEqual([401, error('not_installed', 'Bookla is not authorized on this site yet. Press Authorize.')]);
    expect(calls(h, '/beta/token/resolve', 'POST')).toBe(resolves);
    // The widget placed before stays stored (it is still on the page); the one refused was not kept.
    expect(await h.repo.getWidget(SITE_A, 'el-1')).not.toBeNull();
    expect(await h.repo.getWidget(SITE_A, 'el-2')).toBeNull();
    // Authorizing again: a new token and session, and writes work; the sessions that ended stay ended.
    expect((await h.authorize({ sites: [SITE_A] })).callback.status).toBe(200);
    const fresh = await h.signIn(SITE_A);
    expect((await place(h, fresh, 'el-2')).status).toBe(200);
    expect(await errorOf(await load(h, theirs, 'el-1'))).toEqual([401, error('session_ended', 'Your session has ended. Sign in again.')]);
    expect(h.logs).toContainEqual(`site access ended: ${SITE_A} (Webflow answered 401); its token is forgotten and its sessions ended`);
  });

  it('a 401 from Webflow on a read ends the access too', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A] });
    const token = await h.signIn(SITE_A);
    h.fake.removeApp(SITE_A);
    expect(await errorOf(await h.request('/sites', { token }))).toEqual([401, REAUTHORIZE]);
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
  });

  it('a grant that still covers another site: Webflow\u2019s 403 on this site is confirmed by introspect and ends this site\u2019s access only', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const a = await h.signIn(SITE_A);
    const b = await h.signIn(SITE_B);
    h.fake.removeApp(SITE_A);
    const before = introspections(h);
    expect(await errorOf(await place(h, a, 'el-1'))).toEqual([401, REAUTHORIZE]);
    expect(introspections(h)).toBe(before + 1);
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
    expect(await h.repo.getInstallation(SITE_B)).not.toBeNull();
    expect((await h.request(`/sites/${SITE_B}/registered_scripts`, { token: b })).status).toBe(200);
  });

  it('a 403 for another site\u2019s page is only that: Webflow confirms the authorization stands, and nothing ends', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A] });
    const token = await h.signIn(SITE_A);
    const before = introspections(h);
    const other = await h.request(`/pages/${PAGE_B1}/custom_code`, { method: 'PUT', token, body: { scripts: [] } });
    expect(await errorOf(other)).toEqual([403, error('webflow_forbidden', 'Webflow refused this change: Bookla lacks access to this site or page.')]);
    expect(introspections(h)).toBe(before + 1);
    expect(await h.repo.getInstallation(SITE_A)).not.toBeNull();
    expect((await place(h, token, 'el-1')).status).toBe(200);
  });

  it('POST token on a site whose authorization ended while nobody wrote: Webflow\u2019s refusal is told apart from a bad ID token, and the token forgotten', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A] });
    // A stale ID token on a standing authorization: sign in again (introspect confirms the site is fine).
    const expired = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_A, ttlMs: -1000 }), siteId: SITE_A } });
    expect(await errorOf(expired)).toEqual([401, error('id_token_rejected', 'Webflow did not confirm who you are. Please try again.')]);
    expect(await h.repo.getInstallation(SITE_A)).not.toBeNull();
    h.fake.removeApp(SITE_A);
    const res = await h.request('/token', { method: 'POST', body: { idToken: h.fake.mintIdToken({ siteId: SITE_A }), siteId: SITE_A } });
    expect(await errorOf(res)).toEqual([401, error('not_installed', 'Bookla\u2019s access to this site has ended. Press Authorize.')]);
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
  });
});

describe('writes ask Webflow whether the authorization still stands', () => {
  it('only when Webflow last confirmed it over five minutes ago; reads never', async () => {
    expect(INSTALLATION_CHECK_MS).toBe(5 * 60_000);
    const h = createHarness();
    const token = await h.signIn();
    // The callback's own introspection confirmed it.
    const base = introspections(h);
    expect((await place(h, token, 'el-1')).status).toBe(200);
    h.now.t += INSTALLATION_CHECK_MS - 1000;
    expect((await place(h, token, 'el-2')).status).toBe(200);
    expect(introspections(h)).toBe(base);
    h.now.t += 2000;
    expect((await place(h, token, 'el-3')).status).toBe(200);
    expect(introspections(h)).toBe(base + 1);
    // Confirmed again: the next writes within five minutes do not ask.
    expect((await place(h, token, 'el-4')).status).toBe(200);
    expect(introspections(h)).toBe(base + 1);
    h.now.t += 2 * INSTALLATION_CHECK_MS;
    expect((await load(h, token, 'el-1')).status).toBe(200);
    expect((await h.request(`/sites/${SITE_A}/pages/${PAGE_A1}/widgets`, { token })).status).toBe(200);
    expect(introspections(h)).toBe(base + 1);
    expect((await h.request(`/sites/${SITE_A}/register_bookla/el-4`, { method: 'DELETE', token })).status).toBe(200);
    expect(introspections(h)).toBe(base + 2);
  });

  it('an answer that the authorization is gone stops the write before anything reaches Webflow', async () => {
    const h = createHarness();
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const token = await h.signIn(SITE_A);
    expect((await place(h, token, 'el-1')).status).toBe(200);
    h.now.t += INSTALLATION_CHECK_MS + 1000;
    h.fake.removeApp(SITE_A);
    const seen = h.fake.log.length;
    // A removal Webflow would never be asked about (no widget is stored for the element): refused all the same.
    expect(await errorOf(await h.request(`/sites/${SITE_A}/register_bookla/el-none`, { method: 'DELETE', token }))).toEqual([401, REAUTHORIZE]);
    expect(h.fake.log.slice(seen).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v2/token/introspect']);
    expect(await h.repo.getInstallation(SITE_A)).toBeNull();
    expect(h.logs).toContainEqual(`site access ended: ${SITE_A} (introspect before a write); its token is forgotten and its sessions ended`);
  });

  it('a Webflow that does not answer the check does not stop the write; the next write asks again', async () => {
    const h = createHarness();
    const token = await h.signIn();
    h.now.t += INSTALLATION_CHECK_MS + 1000;
    // Three failed attempts: the first and its two retries.
    h.fake.addFault({ kind: 503, count: 3, path: '/v2/token/introspect' });
    expect((await place(h, token, 'el-1')).status).toBe(200);
    const after = introspections(h);
    expect((await place(h, token, 'el-2')).status).toBe(200);
    expect(introspections(h)).toBe(after + 1);
    expect((await place(h, token, 'el-3')).status).toBe(200);
    expect(introspections(h)).toBe(after + 1);
  });
});

describe('endSiteAccess', () => {
  const cipher = createTokenCipher(new Uint8Array(Buffer.from(SECRETS.TOKEN_ENCRYPTION_KEY, 'base64')));
  const deps = () => ({ repo: createMemoryRepository(), cipher, log: () => undefined });

  it('leaves a site authorized again meanwhile alone: its newer token and sessions stay', async () => {
    const d = deps();
    await d.repo.saveInstallation({ siteId: SITE_A, tokenCiphertext: cipher.encrypt('wf_new', SITE_A), scopes: 's', authorizedBy: null });
    await d.repo.createSession({ id: 'session-after-reauthorizing', siteId: SITE_A, expiresAt: new Date(Date.now() + 60_000) });
    expect(await endSiteAccess(d, SITE_A, 'wf_old', 'test')).toBe(false);
    expect((await d.repo.sessionState(SITE_A, 'session-after-reauthorizing'))!.live).toBe(true);
    expect(await endSiteAccess(d, SITE_A, 'wf_new', 'test')).toBe(true);
    expect(await d.repo.sessionState(SITE_A, 'session-after-reauthorizing')).toBeNull();
    // Nothing left to end.
    expect(await endSiteAccess(d, SITE_A, 'wf_new', 'test')).toBe(false);
  });
});
