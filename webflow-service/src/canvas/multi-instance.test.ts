// Two service processes on one Postgres (as in production): simultaneous adds to one page lose nothing, and a
// process killed while it holds a page's lock leaves nothing half-written and the lock free. Needs a real
// Postgres: TEST_DATABASE_URL (CI starts one; PGlite is a single-process database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFakeWebflow } from '@bookla/webflow-fake';
import { EXTENSION, PAGE_A1, SITE_A } from '../testing/harness';
import { snippetFor, styledConfig } from '../testing/configs';
import { needsPostgres, signInOverHttp, startTwoServices, type ServiceProcess, type TwoServices } from '../testing/processes';

const base = process.env.TEST_DATABASE_URL;
if (!base) needsPostgres('two service processes on one Postgres');

describe.skipIf(!base)('two service processes on one Postgres', () => {
  let shared: TwoServices | undefined;
  let fake: RunningFakeWebflow;
  let services: ServiceProcess[] = [];
  let token: string;

  beforeAll(async () => {
    shared = await startTwoServices(base!, 'multi');
    ({ fake, services } = shared);
    token = await signInOverHttp(services[1]!.url, SITE_A, fake.fake.mintIdToken({ siteId: SITE_A }), EXTENSION);
  }, 180_000);

  afterAll(() => shared?.close());

  const place = (service: ServiceProcess, elementId: string) =>
    fetch(`${service.url}/sites/${SITE_A}/register_bookla`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sourceCode: snippetFor('booking', styledConfig(), elementId), pageId: PAGE_A1, elementId }),
    });
  const onPage = () =>
    fake.fake
      .pageCode(PAGE_A1)
      .flatMap((e) => Object.entries(e.attributes ?? {}))
      .filter(([k]) => k.startsWith('data-bookla-w'))
      .map(([, v]) => (JSON.parse(v) as { e: string }).e)
      .sort();

  it('20 simultaneous Add-to-Canvas requests for 20 elements of one page, spread over both: all 20 on the page', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `el-${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(ids.map((id, i) => place(services[i % 2]!, id)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(onPage()).toEqual(ids);
    expect(fake.fake.registered(SITE_A)).toHaveLength(1);
    expect(fake.fake.pageCode(PAGE_A1)).toHaveLength(1);
  });

  it('a process killed while it writes a page leaves no half-written state, and the page\u2019s lock free', async () => {
    const before = onPage();
    fake.fake.addFault({ kind: 'hang', count: 1, path: `/pages/${PAGE_A1}/custom_code`, method: 'PUT' });
    const victim = services[0]!;
    const puts = () => fake.fake.log.filter((r) => r.method === 'PUT' && r.path.includes(PAGE_A1)).length;
    const seen = puts();
    const pending = place(victim, 'el-killed').catch(() => 'connection lost');
    // Wait until it holds the lock and is inside Webflow's PUT, then kill it.
    for (let i = 0; i < 200 && puts() === seen; i++) await new Promise((r) => setTimeout(r, 25));
    expect(puts()).toBe(seen + 1);
    victim.child.kill('SIGKILL');
    expect(await pending).toBe('connection lost');
    const started = Date.now();
    const after = await place(services[1]!, 'el-after');
    expect(after.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(onPage()).toEqual([...before, 'el-after'].sort());
    const lookup = await fetch(`${services[1]!.url}/sites/${SITE_A}/register_bookla/el-killed`, { headers: { authorization: `Bearer ${token}` } });
    expect(lookup.status).toBe(404);
  });
});
