import { describe, expect, it } from 'vitest';
import { createHarness, SITE_A } from '../testing/harness';

describe('the site\u2019s registered scripts', () => {
  const script = (over: Record<string, unknown> = {}) => ({ sourceCode: 'console.log("owner")', version: '1.0.0', displayName: 'OwnerScript', ...over });

  it('registers a valid inline script once and lists it', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const res = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body: script({ version: '1.0.0-beta.1', canCopy: true }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ displayName: 'OwnerScript', version: '1.0.0-beta.1' });
    const list = (await (await h.request(`/sites/${SITE_A}/registered_scripts`, { token })).json()) as { registeredScripts: { displayName: string }[] };
    expect(list.registeredScripts.map((s) => s.displayName)).toEqual(['OwnerScript']);
    expect(h.fake.log.filter((r) => r.method === 'POST' && r.path.endsWith('/registered_scripts/inline'))).toHaveLength(1);
    // Any SemVer version: numbers of several digits in every part, zeros alone.
    for (const version of ['10.20.30', '0.0.0', '2.10.0-rc.1', '1.2.3', '3.100.1000']) {
      const more = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body: script({ version }) });
      expect(more.status, version).toBe(201);
    }
  });

  it('refuses what Webflow would, before asking it, naming the field', async () => {
    const h = createHarness();
    const token = await h.signIn();
    const bad: [Record<string, unknown>, string][] = [
      [{ version: '1.0.0 junk' }, 'version: must be a SemVer version'],
      [{ version: 'v1.0.0' }, 'version: must be a SemVer version'],
      [{ version: '01.0.0' }, 'version: must be a SemVer version'],
      [{ version: '1.02.0' }, 'version: must be a SemVer version'],
      [{ version: '1.0.00' }, 'version: must be a SemVer version'],
      [{ version: '1.0' }, 'version: must be a SemVer version'],
      [{ version: '1.0.0-' }, 'version: must be a SemVer version'],
      [{ version: '1.0.0-be ta' }, 'version: must be a SemVer version'],
      [{ displayName: 'Owner Script' }, 'displayName: must be 1\u201350 letters or digits'],
      [{ displayName: '<b>x</b>' }, 'displayName: must be 1\u201350 letters or digits'],
      [{ displayName: 'x'.repeat(51) }, 'displayName: must be 1\u201350 letters or digits'],
      [{ displayName: '' }, 'displayName: must be 1\u201350 letters or digits'],
      [{ sourceCode: '' }, 'sourceCode:'],
      [{ sourceCode: 'x'.repeat(2001) }, 'sourceCode:'],
      [{ canCopy: 'yes' }, 'canCopy:'],
    ];
    for (const [over, message] of bad) {
      const res = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body: script(over) });
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message.startsWith(message), body.error.message).toBe(true);
    }
    for (const [body, message] of [['{not json', 'The body must be JSON'], ['[]', 'body: '], ['null', 'body: ']] as const) {
      const res = await h.request(`/sites/${SITE_A}/registered_scripts`, { method: 'POST', token, body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message.startsWith(message), body).toBe(true);
    }
    expect(h.fake.log.filter((r) => r.path.endsWith('/registered_scripts/inline'))).toEqual([]);
  });
});
