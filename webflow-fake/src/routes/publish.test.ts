import { describe, expect, it } from 'vitest';
import { createFakeWebflow } from '../app';
import { call, grant, HOME_A, registerInline, SCOPE, SITE_A } from '../test-support/requests';

describe('fake Webflow: publish', () => {
  it("renders the canvas and the site's and page's scripts (header and footer, attributes escaped) into the served page", async () => {
    const { fake, token } = await grant();
    await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(1)', version: '1.0.0', displayName: 'BooklaLoader' });
    await registerInline(fake, token, SITE_A, { sourceCode: 'console.log(2)', version: '1.0.0', displayName: 'SiteWide' });
    await call(fake, token, `/v2/pages/${HOME_A}/custom_code`, { method: 'PUT', body: { scripts: [{ id: 'bookla_loader', version: '1.0.0', location: 'footer', attributes: { 'data-x': '"<b>', 'on"x': 'y' } }] } });
    await call(fake, token, `/v2/sites/${SITE_A}/custom_code`, { method: 'PUT', body: { scripts: [{ id: 'site_wide', version: '1.0.0' }] } });
    expect((await fake.app.request('/__fake/site/bookla-demo')).status).toBe(404);
    fake.setPageBody(HOME_A, '<div id="bookla-1"></div>');
    const published = await fake.app.request(`/__fake/publish/${SITE_A}`, { method: 'POST' });
    expect(await published.json()).toEqual({
      pages: [
        { id: HOME_A, url: 'http://127.0.0.1/__fake/site/bookla-demo' },
        { id: '6650c0de00000000000b0002', url: 'http://127.0.0.1/__fake/site/bookla-demo/book' },
      ],
    });
    const html = await (await fake.app.request('/__fake/site/bookla-demo')).text();
    expect(html).toContain(`<html data-wf-site="${SITE_A}" data-wf-page="${HOME_A}" lang="en">`);
    expect(html).toContain('<title>Home · Bookla Demo Studio</title>');
    const [head, body] = html.split('<body>');
    expect(head).toContain(`<script src="http://127.0.0.1/__fake/cdn/${SITE_A}/site_wide-1.0.0.js"></script>`);
    expect(body).toContain('<div id="bookla-1"></div>');
    expect(body).toContain(`bookla_loader-1.0.0.js" data-x="&quot;&lt;b&gt;" onx="y"></script>`);
    expect(fake.published(HOME_A)).toBe(html);
    // The other page has the site's script only; an unknown slug is not a page.
    const book = await (await fake.app.request('/__fake/site/bookla-demo/book')).text();
    expect(book).toContain('site_wide-1.0.0.js');
    expect(book).not.toContain('bookla_loader');
    expect((await fake.app.request('/__fake/site/bookla-demo/nope')).status).toBe(404);
    expect((await fake.app.request('/__fake/publish/nope', { method: 'POST' })).status).toBe(404);
  });

  it("the Data API's publish needs sites:write and is allowed once a minute (429 with Retry-After); the site says when it was last published", async () => {
    let t = Date.parse('2026-05-01T10:00:00Z');
    const fake = createFakeWebflow({ now: () => t });
    const { token: readOnly } = await grant(fake);
    expect((await call(fake, readOnly, `/v2/sites/${SITE_A}/publish`, { method: 'POST', body: {} })).status).toBe(403);
    const { token } = await grant(fake, undefined, `${SCOPE} sites:write`);
    const publish = () => call(fake, token, `/v2/sites/${SITE_A}/publish`, { method: 'POST', body: {} });
    const site = async () => (await (await call(fake, token, `/v2/sites/${SITE_A}`)).json()) as { lastPublished: string | null };
    expect((await site()).lastPublished).toBeNull();
    const first = await publish();
    expect([first.status, await first.json()]).toEqual([202, { customDomains: [], publishToWebflowSubdomain: true }]);
    expect((await site()).lastPublished).toBe('2026-05-01T10:00:00.000Z');
    expect(fake.published(HOME_A)).toContain('<title>Home · Bookla Demo Studio</title>');
    t += 20_000;
    const again = await publish();
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('40');
    t += 40_000;
    expect((await publish()).status).toBe(202);
  });
});
