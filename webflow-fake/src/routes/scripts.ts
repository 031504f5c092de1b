// Registered scripts with Webflow's rules (inline up to 2000 characters, alphanumeric names, SemVer versions that
// never change, at most 800 a site, an SRI hash for hosted ones), and the fake CDN that serves the inline ones.
import type { Context } from 'hono';
import type { Registered } from '../state';
import { type App, authed, type FakeContext, iso, v2Error } from './context';

const INLINE_LIMIT = 2000;
const SCRIPTS_PER_SITE = 800;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** Webflow derives a script's id from its display name: "CmsSlider" → "cms_slider", "Alert" → "alert". */
export const scriptIdFor = (displayName: string) => displayName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export function registerScripts(app: App, { state, now, baseUrl }: FakeContext): void {
  app.get('/v2/sites/:siteId/registered_scripts', (c) => {
    const s = c.req.param('siteId');
    const a = authed(c, state, 'custom_code:read', s);
    if ('error' in a) return a.error;
    const list = (state.scripts.get(s) ?? []).map(({ sourceCode: _, ...r }) => r);
    return c.json({ registeredScripts: list, pagination: { limit: list.length, offset: 0, total: list.length } });
  });

  async function register(c: Context, kind: 'inline' | 'hosted') {
    const s = c.req.param('siteId')!;
    const a = authed(c, state, 'custom_code:write', s);
    if ('error' in a) return a.error;
    const b = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!b) return v2Error(c, 400, 'bad_request', 'Body must be JSON');
    const problems: { param: string; description: string }[] = [];
    const { displayName, version, sourceCode, hostedLocation, integrityHash } = b;
    if (typeof displayName !== 'string' || !/^[A-Za-z0-9]{1,50}$/.test(displayName)) problems.push({ param: 'displayName', description: '1–50 alphanumeric characters' });
    if (typeof version !== 'string' || !SEMVER.test(version)) problems.push({ param: 'version', description: 'must be a SemVer version' });
    if (kind === 'inline' && (typeof sourceCode !== 'string' || sourceCode.length < 1 || sourceCode.length > INLINE_LIMIT)) {
      problems.push({ param: 'sourceCode', description: `must be 1–${INLINE_LIMIT} characters` });
    }
    if (kind === 'hosted' && (typeof hostedLocation !== 'string' || !/^https:\/\//.test(hostedLocation))) problems.push({ param: 'hostedLocation', description: 'must be an https URL' });
    if (kind === 'hosted' && (typeof integrityHash !== 'string' || !/^sha(256|384|512)-/.test(integrityHash))) problems.push({ param: 'integrityHash', description: 'an SRI hash is required' });
    if (problems.length) return v2Error(c, 400, 'validation_error', 'Validation Error', problems);
    const list = state.scripts.get(s) ?? [];
    const id = scriptIdFor(displayName as string);
    if (list.some((r) => r.id === id && r.version === version)) return v2Error(c, 409, 'conflict', `Script ${id} version ${version} already exists; versions are immutable`);
    if (list.length >= SCRIPTS_PER_SITE) return v2Error(c, 400, 'validation_error', `A site can hold at most ${SCRIPTS_PER_SITE} registered scripts`);
    const t = iso(now());
    const reg: Registered = {
      id,
      displayName: displayName as string,
      version: version as string,
      hostedLocation: kind === 'inline' ? `${baseUrl()}/__fake/cdn/${s}/${id}-${version}.js` : (hostedLocation as string),
      integrityHash: typeof integrityHash === 'string' ? integrityHash : null,
      canCopy: b.canCopy === true,
      createdOn: t,
      lastUpdated: t,
      ...(kind === 'inline' ? { sourceCode: sourceCode as string } : {}),
    };
    list.push(reg);
    state.scripts.set(s, list);
    const { sourceCode: _, ...answer } = reg;
    return c.json(answer, 201);
  }
  app.post('/v2/sites/:siteId/registered_scripts/inline', (c) => register(c, 'inline'));
  app.post('/v2/sites/:siteId/registered_scripts/hosted', (c) => register(c, 'hosted'));

  // Webflow's CDN for inline scripts: each version at its own URL, cached for good since versions never change.
  app.get('/__fake/cdn/:siteId/:file', (c) => {
    const reg = (state.scripts.get(c.req.param('siteId')) ?? []).find((r) => `${r.id}-${r.version}.js` === c.req.param('file'));
    if (!reg?.sourceCode) return c.text('Not found', 404);
    return c.body(reg.sourceCode, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
}
