// The Data API's sites and pages, as far as the grant covers them.
import type { WorldPage, WorldSite } from '../world';
import { type App, authed, type FakeContext, iso } from './context';

export function registerSites(app: App, { state, now, baseUrl }: FakeContext): void {
  const siteJson = (s: WorldSite) => ({
    id: s.id,
    workspaceId: s.workspaceId,
    displayName: s.displayName,
    shortName: s.shortName,
    previewUrl: `${baseUrl()}/__fake/preview/${s.shortName}.png`,
    timeZone: 'Europe/Stockholm',
    createdOn: iso(0),
    lastUpdated: iso(now()),
    lastPublished: state.lastPublish.has(s.id) ? iso(state.lastPublish.get(s.id)!) : null,
    customDomains: [],
  });

  const pageJson = (s: WorldSite, p: WorldPage) => ({ id: p.id, siteId: s.id, title: p.title, slug: p.slug, draft: false, archived: false, publishedPath: `/${p.slug}` });

  app.get('/v2/sites', (c) => {
    const a = authed(c, state, 'sites:read');
    if ('error' in a) return a.error;
    return c.json({ sites: state.world.sites.filter((s) => a.grant.siteIds.includes(s.id)).map(siteJson) });
  });

  app.get('/v2/sites/:siteId', (c) => {
    const a = authed(c, state, 'sites:read', c.req.param('siteId'));
    if ('error' in a) return a.error;
    return c.json(siteJson(state.site(c.req.param('siteId'))!));
  });

  app.get('/v2/sites/:siteId/pages', (c) => {
    const s = c.req.param('siteId');
    const a = authed(c, state, 'pages:read', s);
    if ('error' in a) return a.error;
    const site = state.site(s)!;
    const pages = site.pages.map((p) => pageJson(site, p));
    return c.json({ pages, pagination: { limit: 100, offset: 0, total: pages.length } });
  });

  app.get('/v2/pages/:pageId', (c) => {
    const found = state.pageOf(c.req.param('pageId'));
    const a = authed(c, state, 'pages:read', found?.site.id ?? '');
    if ('error' in a) return a.error;
    return c.json(pageJson(found!.site, found!.page));
  });
}
