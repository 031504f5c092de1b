// Publishing: a site's pages rendered with the canvas the fake Designer saved and the scripts applied to the site
// and the page, then served at `/__fake/site/<shortName>/<slug>` as Webflow serves `<shortName>.webflow.io`.
import type { Applied, FakeState } from '../state';
import type { WorldPage, WorldSite } from '../world';
import { type App, authed, escapeAttr, type FakeContext, v2Error } from './context';

/** Webflow publishes a site at most once a minute. */
const PUBLISH_INTERVAL_MS = 60_000;

function scriptTags(state: FakeState, siteId: string, list: Applied[], location: 'header' | 'footer'): string {
  return list
    .filter((s) => s.location === location)
    .map((s) => {
      const reg = (state.scripts.get(siteId) ?? []).find((r) => r.id === s.id && r.version === s.version);
      if (!reg) return '';
      const attrs = Object.entries(s.attributes ?? {})
        .map(([k, v]) => ` ${k.replace(/[^\w:-]/g, '')}="${escapeAttr(v)}"`)
        .join('');
      const sri = reg.integrityHash ? ` integrity="${escapeAttr(reg.integrityHash)}" crossorigin="anonymous"` : '';
      return `<script src="${escapeAttr(reg.hostedLocation)}"${sri}${attrs}></script>`;
    })
    .join('\n');
}

function render(state: FakeState, s: WorldSite, p: WorldPage): string {
  const applied = [...state.applied('sites', s.id), ...state.applied('pages', p.id)];
  return `<!doctype html>
<html data-wf-site="${s.id}" data-wf-page="${p.id}" lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttr(p.title)} · ${escapeAttr(s.displayName)}</title>
${scriptTags(state, s.id, applied, 'header')}
</head>
<body>
${state.bodies.get(p.id) ?? ''}
${scriptTags(state, s.id, applied, 'footer')}
</body>
</html>`;
}

/** Renders every page of a known site as published now. */
export function publishSite({ state, now }: Pick<FakeContext, 'state' | 'now'>, site: WorldSite): void {
  state.lastPublish.set(site.id, now());
  for (const p of site.pages) state.publishedPages.set(p.id, render(state, site, p));
}

/** Where a published page is served: the home page at the site's root, as on `<shortName>.webflow.io`. */
export const publishedUrl = (baseUrl: string, s: WorldSite, p: WorldPage) => `${baseUrl}/__fake/site/${s.shortName}${p.slug ? `/${p.slug}` : ''}`;

export function registerPublish(app: App, ctx: FakeContext): void {
  const { state, now } = ctx;

  app.post('/v2/sites/:siteId/publish', async (c) => {
    const id = c.req.param('siteId');
    const a = authed(c, state, 'sites:write', id);
    if ('error' in a) return a.error;
    const last = state.lastPublish.get(id);
    if (last !== undefined && now() - last < PUBLISH_INTERVAL_MS) {
      c.header('Retry-After', String(Math.ceil((last + PUBLISH_INTERVAL_MS - now()) / 1000)));
      return v2Error(c, 429, 'too_many_requests', 'A site can be published once per minute');
    }
    publishSite(ctx, state.site(id)!);
    return c.json({ customDomains: [], publishToWebflowSubdomain: true }, 202);
  });

  app.get('/__fake/site/:shortName/:slug?', (c) => {
    const s = state.world.sites.find((x) => x.shortName === c.req.param('shortName'));
    const p = s?.pages.find((x) => x.slug === (c.req.param('slug') ?? ''));
    const html = p && state.publishedPages.get(p.id);
    if (!html) return c.text('This page has not been published', 404);
    return c.html(html);
  });
}
