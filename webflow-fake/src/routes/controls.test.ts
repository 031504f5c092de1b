import { describe, expect, it } from 'vitest';
import { call, grant, HOME_A, registerInline, SITE_A, SITE_B } from '../test-support/requests';

describe('fake Webflow: the /__fake controls', () => {
  it('every control, the CDN and the published site answer with open CORS; the preflight too', async () => {
    const { fake, token } = await grant();
    await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    await fake.app.request(`/__fake/publish/${SITE_A}`, { method: 'POST' });
    const paths: [string, string][] = [
      ['GET', `/__fake/cdn/${SITE_A}/bookla_loader-1.0.0.js`],
      ['GET', '/__fake/site/bookla-demo'],
      ['GET', '/__fake/log'],
      ['POST', '/__fake/id-token'],
      ['POST', `/__fake/publish/${SITE_A}`],
      ['POST', '/__fake/publish/nope'],
    ];
    for (const [method, path] of paths) {
      expect((await fake.app.request(path, { method })).headers.get('access-control-allow-origin'), path).toBe('*');
    }
    const preflight = await fake.app.request(`/__fake/pages/${HOME_A}/body`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    // Webflow's own paths are not opened.
    expect((await call(fake, token, '/v2/sites')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an ID token for the named site (the first by default) that the Data API resolves', async () => {
    const { fake, token } = await grant(undefined, SITE_B);
    const mint = async (query = '') => (await fake.app.request(`/__fake/id-token${query}`, { method: 'POST' })).text();
    const resolve = async (idToken: string) => call(fake, token, '/beta/token/resolve', { method: 'POST', body: { idToken } });
    expect((await resolve(await mint())).status).toBe(403);
    expect(await (await resolve(await mint(`?siteId=${SITE_B}&userId=someone`))).json()).toMatchObject({ id: 'someone', siteId: SITE_B });
  });

  it("the canvas body of a known page; faults by request; reset returns to the world's start", async () => {
    const { fake, token } = await grant();
    const body = (pageId: string) => fake.app.request(`/__fake/pages/${pageId}/body`, { method: 'PUT', body: '<p>Hi</p>' });
    expect((await body('nope')).status).toBe(404);
    expect((await body(HOME_A)).status).toBe(204);
    await fake.app.request(`/__fake/publish/${SITE_A}`, { method: 'POST' });
    expect(fake.published(HOME_A)).toContain('<p>Hi</p>');
    expect((await fake.app.request('/__fake/faults', { method: 'POST', body: JSON.stringify({ kind: 502, count: 1 }) })).status).toBe(204);
    expect((await call(fake, token, '/v2/sites')).status).toBe(502);
    const log = (await (await fake.app.request('/__fake/log')).json()) as { path: string; status: number }[];
    expect(log.at(-1)).toMatchObject({ path: '/v2/sites', status: 502 });
    const logged = fake.log;
    expect((await fake.app.request('/__fake/reset', { method: 'POST' })).status).toBe(204);
    expect((await call(fake, token, '/v2/sites')).status).toBe(401);
    expect(fake.published(HOME_A)).toBeUndefined();
    // The log is the same array, emptied but for the call after the reset.
    expect(fake.log).toBe(logged);
    expect(fake.log.map((r) => r.status)).toEqual([401]);
    expect((await fake.app.request(`/__fake/sites/${SITE_A}/remove-app`, { method: 'POST' })).status).toBe(200);
  });
});
