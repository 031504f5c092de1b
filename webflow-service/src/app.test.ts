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
  });
});
