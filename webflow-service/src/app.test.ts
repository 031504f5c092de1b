import { describe, expect, it } from 'vitest';
import { createMemoryRepository } from './db/memory-repository';
import { createHarness, EXTENSION, PAGE_A1, SITE_A, SITE_B } from './testing/harness';

describe('the service\u2019s answers as a whole', () => {
  it('health says ok while the database answers, 503 when it does not', async () => {
    const repo = createMemoryRepository();
    let down = false;
    const h = createHarness({ repo: { ...repo, ping: async () => { if (down) throw new Error('connection refused'); return repo.ping(); } } });
    const ok = await h.request('/health');
    expect([ok.status, await ok.json()]).toEqual([200, { status: 'ok' }]);
    down = true;
    const res = await h.request('/health');
    expect([res.status, await res.json()]).toEqual([503, { status: 'database unavailable' }]);
  });

  it('an unknown route is a JSON 404; every JSON answer forbids loading and framing anything', async () => {
    const h = createHarness();
    const res = await h.request('/nope');
    expect([res.status, await res.json()]).toEqual([404, { error: { code: 'not_found', message: 'No such route' } }]);
    for (const r of [res, await h.request('/health'), await h.request(`/sites/${SITE_A}/registered_scripts`)]) {
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.headers.get('cross-origin-resource-policy')).toBe('same-site');
    }
    // Each request is logged with its status (and nothing else identifying).
    expect(h.logs).toContainEqual(expect.stringMatching(/^GET \/nope 404 \d+ms$/));
  });

  it('CORS: the preflight allows the extension\u2019s headers and is cached for ten minutes', async () => {
    const h = createHarness();
    const pre = await h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'OPTIONS', origin: EXTENSION, headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization, content-type' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')?.split(',')).toEqual(['authorization', 'content-type']);
    expect(pre.headers.get('access-control-allow-methods')?.split(',')).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(pre.headers.get('access-control-max-age')).toBe('600');
  });

  it('the per-site limit counts each site on its own, on the page routes too', async () => {
    const h = createHarness({ limits: { perSite: 2 } });
    await h.authorize({ sites: [SITE_A, SITE_B] });
    const a = await h.signIn(SITE_A);
    const b = await h.signIn(SITE_B);
    const put = (token: string) => h.request(`/pages/${PAGE_A1}/custom_code`, { method: 'PUT', token, body: { scripts: [] } });
    expect([(await put(a)).status, (await put(a)).status, (await put(a)).status]).toEqual([200, 200, 429]);
    // Site B's session is not held back by site A's calls (its page is another site's: refused, not limited).
    expect((await put(b)).status).toBe(403);
    expect((await h.request(`/sites/${SITE_B}/registered_scripts`, { token: b })).status).toBe(200);
    // The site routes count apart too: site A at its limit there leaves site B's site calls alone.
    const list = (siteId: string, token: string) => h.request(`/sites/${siteId}/registered_scripts`, { token });
    expect([(await list(SITE_A, a)).status, (await list(SITE_A, a)).status, (await list(SITE_A, a)).status]).toEqual([200, 200, 429]);
    expect((await list(SITE_B, b)).status).toBe(200);
  });

  it('the per-client limit counts each caller on its own on every route, says so in RateLimit headers, and its 429 says when to try again', async () => {
    const h = createHarness({ limits: { perClient: 3 } });
    const from = (client: string, path = '/health') => h.request(path, { headers: { 'x-test-client': client } });
    const first = await from('one');
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60');
    expect(first.headers.get('ratelimit')).toBe('limit=3, remaining=2, reset=60');
    expect((await from('one', '/nope')).status).toBe(404);
    expect((await from('one')).status).toBe(200);
    const limited = await from('one', `/authorize?siteId=${SITE_A}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many requests. Please try again in 60 seconds.' } });
    // Another caller is not held back by the first.
    expect((await from('two')).status).toBe(200);
  });

  it('behind one proxy: a header of exactly one entry is that caller; an empty last entry does not make one client of everyone', async () => {
    const h = createHarness({ limits: { signIn: 1 }, env: { TRUST_PROXY: '1' } });
    const signIn = (headers: Record<string, string>) => h.request('/token', { method: 'POST', body: { idToken: 'x', siteId: SITE_A }, headers });
    expect((await signIn({ 'x-forwarded-for': '198.51.100.1' })).status).not.toBe(429);
    expect((await signIn({ 'x-forwarded-for': '198.51.100.2' })).status).not.toBe(429);
    expect((await signIn({ 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
    // A trailing comma leaves no address the proxy appended: the connection's own address counts instead.
    expect((await signIn({ 'x-forwarded-for': '198.51.100.3, ', 'x-test-client': 'socket-1' })).status).not.toBe(429);
    expect((await signIn({ 'x-forwarded-for': '198.51.100.3, ', 'x-test-client': 'socket-2' })).status).not.toBe(429);
  });
});
