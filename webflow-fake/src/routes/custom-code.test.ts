import { describe, expect, it } from 'vitest';
import { answer, call, grant, HOME_A, registerInline, SITE_A, SITE_B } from '../test-support/requests';

describe('fake Webflow: custom code', () => {
  it('a page takes registered scripts only, as a whole list; reading it back gives what was applied', async () => {
    const { fake, token } = await grant();
    await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    const put = (scripts: unknown) => call(fake, token, `/v2/pages/${HOME_A}/custom_code`, { method: 'PUT', body: { scripts } });
    expect(await answer(await put([{ id: 'bookla_loader', version: '9.9.9' }]))).toEqual([
      400,
      { code: 'validation_error', message: 'script bookla_loader@9.9.9 is not registered on this site', externalReference: null, details: [] },
    ]);
    expect((await put('all')).status).toBe(400);
    expect((await put([{ id: 'bookla_loader', version: '1.0.0', location: 'body' }])).status).toBe(400);
    expect((await put([{ id: 'bookla_loader', version: '1.0.0', attributes: { 'data-x': 1 } }])).status).toBe(400);
    const applied = await put([{ id: 'bookla_loader', version: '1.0.0', location: 'footer', attributes: { 'data-x': '"<b>' } }]);
    expect(applied.status).toBe(200);
    const first = (await applied.json()) as { createdOn: string };
    const read = await (await call(fake, token, `/v2/pages/${HOME_A}/custom_code`)).json();
    expect(read).toEqual({ scripts: [{ id: 'bookla_loader', version: '1.0.0', location: 'footer', attributes: { 'data-x': '"<b>' } }], createdOn: first.createdOn, lastUpdated: expect.any(String) });
    // The location defaults to the header; replacing keeps the first createdOn.
    const replaced = await (await put([{ id: 'bookla_loader', version: '1.0.0' }])).json();
    expect(replaced).toMatchObject({ scripts: [{ id: 'bookla_loader', version: '1.0.0', location: 'header' }], createdOn: first.createdOn });
    expect(fake.pageCode(HOME_A)).toEqual([{ id: 'bookla_loader', version: '1.0.0', location: 'header' }]);
  });

  it("a site's custom code: applied, read back and deleted; nothing there before; a site the grant lacks is a 403", async () => {
    const { fake, token } = await grant(undefined, SITE_A);
    await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    const path = `/v2/sites/${SITE_A}/custom_code`;
    expect(await (await call(fake, token, path)).json()).toEqual({ scripts: [], createdOn: null, lastUpdated: null });
    expect((await call(fake, token, path, { method: 'PUT', body: { scripts: [{ id: 'bookla_loader', version: '1.0.0' }] } })).status).toBe(200);
    expect(await (await call(fake, token, path)).json()).toMatchObject({ scripts: [{ id: 'bookla_loader', location: 'header' }] });
    // Site code is not the page's.
    expect(fake.pageCode(HOME_A)).toEqual([]);
    expect((await call(fake, token, path, { method: 'DELETE' })).status).toBe(204);
    expect(await (await call(fake, token, path)).json()).toEqual({ scripts: [], createdOn: null, lastUpdated: null });
    expect((await call(fake, token, `/v2/sites/${SITE_B}/custom_code`)).status).toBe(403);
    expect((await call(fake, token, '/v2/pages/6650c0de00000000000b0101/custom_code')).status).toBe(403);
    expect((await call(fake, token, '/v2/pages/nope/custom_code')).status).toBe(404);
  });
});
