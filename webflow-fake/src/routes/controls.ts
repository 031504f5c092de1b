// The fake's own controls under `/__fake`, for the harness page, tests and people: an ID token, the Designer's
// canvas, the owner removing the app, publishing without the once-a-minute limit, faults, the log and a reset.
// Loopback only; CORS open so the harness page (another origin) can call them.
import type { Fault } from '../state';
import type { App, FakeContext } from './context';
import { publishedUrl, publishSite } from './publish';

export function registerControls(app: App, ctx: FakeContext): void {
  const { state, baseUrl } = ctx;

  // First of the `/__fake` routes, so it wraps every one of them (the CDN and the published site included).
  app.use('/__fake/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });
  app.options('/__fake/*', (c) => c.body(null, 204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST, PUT', 'Access-Control-Allow-Headers': 'content-type' }));

  app.post('/__fake/id-token', (c) => c.text(ctx.mintIdToken({ siteId: c.req.query('siteId') || undefined, userId: c.req.query('userId') || undefined })));

  app.put('/__fake/pages/:pageId/body', async (c) => {
    if (!state.pageOf(c.req.param('pageId'))) return c.json({ error: 'no such page' }, 404);
    state.bodies.set(c.req.param('pageId'), await c.req.text());
    return c.body(null, 204);
  });

  // The owner removing the app from the site in Webflow's settings (the harness's 'Remove app' button).
  app.post('/__fake/sites/:siteId/remove-app', (c) => {
    if (!state.site(c.req.param('siteId'))) return c.json({ error: 'no such site' }, 404);
    return c.json({ grants: state.removeApp(c.req.param('siteId'), c.req.query('clientId') || undefined) });
  });

  app.post('/__fake/publish/:siteId', (c) => {
    const site = state.site(c.req.param('siteId'));
    if (!site) return c.json({ error: 'no such site' }, 404);
    publishSite(ctx, site);
    return c.json({ pages: site.pages.map((p) => ({ id: p.id, url: publishedUrl(baseUrl(), site, p) })) });
  });

  app.post('/__fake/faults', async (c) => {
    state.faults.push({ ...((await c.req.json()) as Fault) });
    return c.body(null, 204);
  });

  app.get('/__fake/log', (c) => c.json(state.log));

  app.post('/__fake/reset', (c) => {
    state.reset();
    return c.body(null, 204);
  });
}
