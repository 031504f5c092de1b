import { describe, expect, it } from 'vitest';
import { call, grant, registerInline, SITE_A, SITE_B } from '../test-support/requests';
import { scriptIdFor } from './scripts';

describe('fake Webflow: registered scripts', () => {
  it('inline scripts: 2000 characters, alphanumeric names, immutable versions; the list leaves out the source', async () => {
    const { fake, token } = await grant();
    const reg = (body: object) => call(fake, token, `/v2/sites/${SITE_A}/registered_scripts/inline`, { method: 'POST', body });
    const refused = await reg({ sourceCode: 'x'.repeat(2001), version: '1.0', displayName: 'Bookla loader' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { details: { param: string }[] }).details.map((d) => d.param)).toEqual(['displayName', 'version', 'sourceCode']);
    const first = await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    expect(first).toMatchObject({ id: 'bookla_loader', version: '1.0.0', hostedLocation: `http://127.0.0.1/__fake/cdn/${SITE_A}/bookla_loader-1.0.0.js` });
    expect((await reg({ sourceCode: 'console.log(2)', version: '1.0.0', displayName: 'BooklaLoader' })).status).toBe(409);
    expect((await reg({ sourceCode: 'console.log(2)', version: '1.0.1', displayName: 'BooklaLoader' })).status).toBe(201);
    const list = (await (await call(fake, token, `/v2/sites/${SITE_A}/registered_scripts`)).json()) as { registeredScripts: Record<string, unknown>[] };
    expect(list.registeredScripts.map((r) => r.version)).toEqual(['1.0.0', '1.0.1']);
    expect(list.registeredScripts.some((r) => 'sourceCode' in r)).toBe(false);
    // Another site's list is its own.
    expect(await (await call(fake, token, `/v2/sites/${SITE_B}/registered_scripts`)).json()).toMatchObject({ registeredScripts: [] });
    expect(scriptIdFor('CmsSlider')).toBe('cms_slider');
  });

  it('hosted scripts need an https location and an SRI hash', async () => {
    const { fake, token } = await grant();
    const reg = (body: object) => call(fake, token, `/v2/sites/${SITE_A}/registered_scripts/hosted`, { method: 'POST', body });
    const refused = await reg({ displayName: 'Widget', version: '1.0.0', hostedLocation: 'http://cdn.example/w.js' });
    expect(((await refused.json()) as { details: { param: string }[] }).details.map((d) => d.param)).toEqual(['hostedLocation', 'integrityHash']);
    const ok = await reg({ displayName: 'Widget', version: '1.0.0', hostedLocation: 'https://cdn.example/w.js', integrityHash: 'sha384-abc' });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ id: 'widget', hostedLocation: 'https://cdn.example/w.js', integrityHash: 'sha384-abc' });
  });

  it('the fake CDN serves an inline script at its version, cached for good, and nothing else', async () => {
    const { fake, token } = await grant();
    await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    const served = await fake.app.request(`/__fake/cdn/${SITE_A}/bookla_loader-1.0.0.js`);
    expect(await served.text()).toBe('console.log(1)');
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fake.app.request(`/__fake/cdn/${SITE_A}/bookla_loader-1.0.1.js`)).status).toBe(404);
    expect((await fake.app.request(`/__fake/cdn/${SITE_B}/bookla_loader-1.0.0.js`)).status).toBe(404);
  });
});
