// Two service processes on one Postgres (as in production) share what limits and ends sessions: a rate limit
// holds for both together, a sign-out on one is refused on the other, and a site whose authorization ended on one
// is ended on both. Needs a real Postgres: TEST_DATABASE_URL (CI starts one; PGlite is a single-process database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFakeWebflow } from '@bookla/webflow-fake';
import { DEFAULT_LIMITS } from '../app';
import { EXTENSION, PAGE_A1, SITE_A, SITE_B } from '../testing/harness';
import { snippetFor, styledConfig } from '../testing/configs';
import { needsPostgres, signInOverHttp, startTwoServices, type ServiceProcess, type TwoServices } from '../testing/processes';

const base = process.env.TEST_DATABASE_URL;
if (!base) needsPostgres('sessions and rate limits across two service processes');

describe.skipIf(!base)('sessions and rate limits across two service processes on one Postgres', () => {
  let shared: TwoServices | undefined;
  let fake: RunningFakeWebflow;
  let services: ServiceProcess[] = [];

  const signIn = (via: ServiceProcess, siteId: string) => signInOverHttp(via.url, siteId, fake.fake.mintIdToken({ siteId }), EXTENSION);
  const call = (via: ServiceProcess, path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${via.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const errorOf = async (res: Response) => [res.status, ((await res.json()) as { error: { code: string } }).error.code];

  beforeAll(async () => {
    shared = await startTwoServices(base!, 'shared');
    ({ fake, services } = shared);
  }, 180_000);

  afterAll(() => shared?.close());

  it('the per-site limit counts across both: the request over it is refused, though neither instance alone saw that many', async () => {
    const token = await signIn(services[0]!, SITE_B);
    const limit = DEFAULT_LIMITS.perSite;
    const statuses: number[] = [];
    // Alternating: each instance sees about half, far under the limit on its own.
    for (let i = 0; i < limit; i++) statuses.push((await call(services[i % 2]!, `/sites/${SITE_B}/registered_scripts`, token)).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const via of services) {
      const over = await call(via, `/sites/${SITE_B}/registered_scripts`, token);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('60');
      expect(over.headers.get('ratelimit')).toMatch(new RegExp(`^limit=${limit}, remaining=0, reset=\\d+$`));
    }
    // Another site's count is its own.
    const other = await signIn(services[1]!, SITE_A);
    expect((await call(services[0]!, `/sites/${SITE_A}/registered_scripts`, other)).status).toBe(200);
  }, 120_000);

  it('a sign-out on one instance is refused on the other; the site\u2019s other session goes on', async () => {
    const leaving = await signIn(services[0]!, SITE_A);
    const staying = await signIn(services[1]!, SITE_A);
    expect((await fetch(`${services[0]!.url}/token`, { method: 'DELETE', headers: { authorization: `Bearer ${leaving}` } })).status).toBe(204);
    expect(await errorOf(await call(services[1]!, `/sites/${SITE_A}/register_bookla/el-1`, leaving))).toEqual([401, 'session_ended']);
    expect((await call(services[1]!, `/sites/${SITE_A}/register_bookla/el-1`, staying)).status).toBe(404);
  });

  it('after the owner removes the app, a write on one instance ends every session of the site on both; authorizing again works', async () => {
    const first = await signIn(services[0]!, SITE_A);
    const second = await signIn(services[1]!, SITE_A);
    const place = (via: ServiceProcess, token: string, elementId: string) =>
      call(via, `/sites/${SITE_A}/register_bookla`, token, { method: 'POST', body: { sourceCode: snippetFor('booking', styledConfig(), elementId), pageId: PAGE_A1, elementId } });
    expect((await place(services[0]!, first, 'el-1')).status).toBe(200);
    // The grant covered both sites: removed from site A, it answers 403 there, which introspect confirms.
    fake.fake.removeApp(SITE_A);
    expect(await errorOf(await place(services[0]!, first, 'el-2'))).toEqual([401, 'reauthorize']);
    for (const via of services) for (const token of [first, second]) expect(await errorOf(await call(via, `/sites/${SITE_A}/register_bookla/el-1`, token))).toEqual([401, 'not_installed']);
    const again = await signIn(services[1]!, SITE_A);
    expect((await place(services[0]!, again, 'el-2')).status).toBe(200);
    expect(await errorOf(await call(services[0]!, `/sites/${SITE_A}/register_bookla/el-1`, second))).toEqual([401, 'session_ended']);
  });
});
