import { describe, expect, it } from 'vitest';
import { createFakeWebflow } from '../app';
import { call, grant, registerInline, SITE_A } from '../test-support/requests';

describe('fake Webflow: the request log, faults and the rate limit', () => {
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

  it("a 5xx after the effect applies the change first; a fault limited by method and path leaves other calls alone; controls are not logged", async () => {
    const { fake, token } = await grant();
    fake.addFault({ kind: 503, count: 1, method: 'POST', path: '/registered_scripts', afterEffect: true });
    expect((await call(fake, token, `/v2/sites/${SITE_A}/registered_scripts`)).status).toBe(200);
    const failed = await call(fake, token, `/v2/sites/${SITE_A}/registered_scripts/inline`, { method: 'POST', body: { displayName: 'BooklaLoader', version: '1.0.0', sourceCode: 'x' } });
    expect([failed.status, await failed.json()]).toEqual([503, { code: 'internal_error', message: 'Internal error', externalReference: null, details: [] }]);
    // It went through: the same version again is a conflict.
    expect(fake.registered(SITE_A).map((r) => r.id)).toEqual(['bookla_loader']);
    expect((await call(fake, token, `/v2/sites/${SITE_A}/registered_scripts/inline`, { method: 'POST', body: { displayName: 'BooklaLoader', version: '1.0.0', sourceCode: 'x' } })).status).toBe(409);
    await fake.app.request('/__fake/log');
    expect(fake.log.slice(-3).map((r) => [r.method, r.status, r.siteIds?.length])).toEqual([['GET', 200, 2], ['POST', 503, 2], ['POST', 409, 2]]);
    expect(fake.log.at(-1)!.body).toEqual({ displayName: 'BooklaLoader', version: '1.0.0', sourceCode: 'x' });
    expect(fake.log.some((r) => r.path.startsWith('/__fake'))).toBe(false);
    // A fault without effect changes nothing; clearing the faults ends them.
    fake.addFault({ kind: 500, count: 5, path: '/registered_scripts/inline' });
    expect((await call(fake, token, `/v2/sites/${SITE_A}/registered_scripts/inline`, { method: 'POST', body: { displayName: 'Other', version: '1.0.0', sourceCode: 'x' } })).status).toBe(500);
    expect(fake.registered(SITE_A)).toHaveLength(1);
    fake.clearFaults();
    await registerInline(fake, token, SITE_A, { displayName: 'Other', version: '1.0.0', sourceCode: 'x' });
  });

  it('the rate limit counts per token over a minute, says what is left and when to come back', async () => {
    let t = Date.parse('2026-05-01T10:00:00Z');
    const fake = createFakeWebflow({ now: () => t, rateLimit: 2 });
    const { token } = await grant(fake);
    const { token: other } = await grant(fake);
    const first = await call(fake, token, '/v2/sites');
    expect([first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-remaining')]).toEqual(['2', '1']);
    t += 10_000;
    expect((await call(fake, token, '/v2/sites')).headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await call(fake, token, '/v2/sites');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '50']);
    expect(await limited.json()).toMatchObject({ code: 'too_many_requests', message: 'Rate limit exceeded' });
    expect((await call(fake, other, '/v2/sites')).status).toBe(200);
    t += 60_001;
    expect((await call(fake, token, '/v2/sites')).status).toBe(200);
    fake.setRateLimit(undefined);
    for (let i = 0; i < 4; i++) expect((await call(fake, other, '/v2/sites')).headers.get('x-ratelimit-limit')).toBeNull();
  });
});
