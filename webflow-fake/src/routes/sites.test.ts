import { describe, expect, it } from 'vitest';
import { answer, call, grant, HOME_A, SCOPE, SITE_A, SITE_B } from '../test-support/requests';

describe('fake Webflow: sites and pages', () => {
  it('lists and reads the sites the grant covers only: another is a 403, an unknown one a 404', async () => {
    const { fake, token } = await grant(undefined, SITE_A);
    const { sites } = (await (await call(fake, token, '/v2/sites')).json()) as { sites: { id: string; shortName: string; previewUrl: string }[] };
    expect(sites.map((s) => s.id)).toEqual([SITE_A]);
    expect(sites[0]).toMatchObject({ shortName: 'bookla-demo', displayName: 'Bookla Demo Studio', previewUrl: 'http://127.0.0.1/__fake/preview/bookla-demo.png', lastPublished: null });
    expect(await (await call(fake, token, `/v2/sites/${SITE_A}`)).json()).toMatchObject({ id: SITE_A, workspaceId: '6650c0de00000000000f0001' });
    expect(await answer(await call(fake, token, `/v2/sites/${SITE_B}`))).toEqual([403, { code: 'forbidden', message: 'Token is not authorized for this site', externalReference: null, details: [] }]);
    expect(await answer(await call(fake, token, '/v2/sites/nope'))).toEqual([404, { code: 'resource_not_found', message: 'Requested resource not found', externalReference: null, details: [] }]);
    expect(await answer(await call(fake, token, '/v2/nothing'))).toEqual([404, { code: 'route_not_found', message: 'Route not found', externalReference: null, details: [] }]);
  });

  it('pages need pages:read; a page names its site and published path', async () => {
    const { fake, token } = await grant(undefined, SITE_A);
    expect(await answer(await call(fake, token, `/v2/sites/${SITE_A}/pages`))).toEqual([403, { code: 'missing_scopes', message: 'OAuthForbidden: missing scope pages:read', externalReference: null, details: [] }]);
    const { token: reader } = await grant(fake, SITE_A, `${SCOPE} pages:read`);
    const list = (await (await call(fake, reader, `/v2/sites/${SITE_A}/pages`)).json()) as { pages: { slug: string; publishedPath: string }[]; pagination: unknown };
    expect(list.pages.map((p) => p.publishedPath)).toEqual(['/', '/book']);
    expect(list.pagination).toEqual({ limit: 100, offset: 0, total: 2 });
    expect(await (await call(fake, reader, `/v2/pages/${HOME_A}`)).json()).toEqual({ id: HOME_A, siteId: SITE_A, title: 'Home', slug: '', draft: false, archived: false, publishedPath: '/' });
    expect((await call(fake, reader, '/v2/pages/6650c0de00000000000b0101')).status).toBe(403);
    expect((await call(fake, reader, '/v2/pages/nope')).status).toBe(404);
  });
});
