// A fake of the parts of Webflow our host service talks to, for development and tests, offline: OAuth with
// auto-consent, token introspection and revocation (and the owner removing the app from a site), Designer
// ID-token resolution, sites and pages, registered scripts with
// Webflow's rules, site and page custom code (whole-list replace), publish (renders the applied scripts into a
// page served here), switchable faults (429 with Retry-After, 5xx, hangs), a request log and a reset.
// Error bodies follow Webflow's shapes: `{code, message, externalReference, details}` on /v2 and /beta,
// `{error, error_description}` on /oauth. The host service's own code never imports this package.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cloneWorld, type World, type WorldPage, type WorldSite } from './world';

export const SCOPES = ['sites:read', 'sites:write', 'pages:read', 'custom_code:read', 'custom_code:write', 'authorized_user:read'] as const;

const INLINE_LIMIT = 2000;
const SCRIPTS_PER_SITE = 800;
const ID_TOKEN_TTL_MS = 15 * 60_000;
const CODE_TTL_MS = 15 * 60_000;
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export interface Registered {
  id: string;
  displayName: string;
  version: string;
  hostedLocation: string;
  integrityHash: string | null;
  canCopy: boolean;
  createdOn: string;
  lastUpdated: string;
  /** Inline scripts only: what the fake CDN serves. */
  sourceCode?: string;
}

export interface Applied {
  id: string;
  version: string;
  location: 'header' | 'footer';
  attributes?: Record<string, string>;
}

interface Grant {
  token: string;
  clientId: string;
  siteIds: string[];
  scopes: string[];
  userId: string;
  revoked: boolean;
}

interface Code {
  clientId: string;
  redirectUri?: string;
  scopes: string[];
  siteIds: string[];
  used: boolean;
  exp: number;
}

export interface Fault {
  /** 429 (with Retry-After), a 5xx status, or 'hang' (never answers within the caller's patience). */
  kind: 429 | 500 | 502 | 503 | 'hang';
  /** How many matching requests it applies to. */
  count: number;
  /** Only requests whose path matches (a substring); all Webflow calls when omitted. */
  path?: string;
  /** Only this method. */
  method?: string;
  /** Seconds, for 429. */
  retryAfter?: number;
  /** For 5xx: apply the change first, then answer the error (the caller cannot know it went through). */
  afterEffect?: boolean;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** The bearer token's grant, when one was sent and known: its sites. */
  siteIds?: string[];
  body?: unknown;
}

export interface CustomCode {
  scripts: Applied[];
  createdOn: string;
  lastUpdated: string;
}

export interface FakeWebflowOptions {
  world?: World;
  /** Public base of this fake (for hosted script URLs and published pages); set by `startFakeWebflow`. */
  baseUrl?: string;
  /** Requests per minute per token; none when omitted. */
  rateLimit?: number;
  /**
   * How the OAuth authorize step consents: 'auto' (default) redirects back at once with every site (or
   * `fake_sites`); 'page' shows a consent page, as Webflow does, whose 'Authorize app' (with the ticked sites)
   * or 'Cancel' (`error=access_denied`) a person or a test presses, taking as long as they take.
   */
  consent?: 'auto' | 'page';
  now?: () => number;
}

export interface FakeWebflow {
  app: Hono;
  readonly world: World;
  baseUrl: string;
  /** An ID token as the Designer's `getIdToken` returns it: signed, 15 minutes. */
  mintIdToken(opts?: { siteId?: string; userId?: string; ttlMs?: number }): string;
  /**
   * The owner removes the app (`clientId`, the world's first client by default) from a site: its grants lose the
   * site, and one left with none is revoked. Answers how many grants changed.
   */
  removeApp(siteId: string, clientId?: string): number;
  addFault(fault: Fault): void;
  clearFaults(): void;
  setRateLimit(perMinute: number | undefined): void;
  readonly log: LoggedRequest[];
  /** Registered scripts of a site. */
  registered(siteId: string): Registered[];
  /** A page's applied scripts (any app). */
  pageCode(pageId: string): Applied[];
  /** The canvas HTML the fake Designer sent for a page, rendered into published pages. */
  setPageBody(pageId: string, html: string): void;
  /** The published HTML of a page, or undefined before the first publish. */
  published(pageId: string): string | undefined;
  reset(): void;
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');
const iso = (ms: number) => new Date(ms).toISOString();
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Webflow's consent step as a page: the app, what it asks for, a box per site (all ticked), Authorize or Cancel. */
function consentPage(clientId: string, q: Record<string, string>, scopes: string[], sites: readonly { id: string; displayName: string }[]): string {
  const hidden = (name: string, value: string | undefined) => (value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeAttr(value)}">`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Authorize app · Fake Webflow</title></head>
<body>
<main>
<h1>Authorize app</h1>
<p>This app asks for: ${escapeAttr(scopes.join(', '))}</p>
<form method="post" action="/oauth/authorize">
${hidden('client_id', clientId)}${hidden('redirect_uri', q.redirect_uri)}${hidden('state', q.state)}${hidden('scope', scopes.join(' '))}
<fieldset><legend>Sites</legend>
${sites.map((s) => `<label><input type="checkbox" name="site" value="${escapeAttr(s.id)}" checked> ${escapeAttr(s.displayName)}</label>`).join('\n')}
</fieldset>
<button type="submit" name="decision" value="allow">Authorize app</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>
</main>
</body>
</html>`;
}

/** Webflow derives a script's id from its display name: "CmsSlider" → "cms_slider", "Alert" → "alert". */
export const scriptIdFor = (displayName: string) => displayName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function v2Error(c: Context, status: number, code: string, message: string, details: unknown[] = []) {
  return c.json({ code, message, externalReference: null, details }, status as 400);
}

export function createFakeWebflow(options: FakeWebflowOptions = {}): FakeWebflow {
  const now = options.now ?? Date.now;
  const initialWorld = options.world ?? cloneWorld();
  const idTokenKey = randomBytes(32);
  let world = cloneWorld(initialWorld);
  let grants = new Map<string, Grant>();
  let codes = new Map<string, Code>();
  let scripts = new Map<string, Registered[]>();
  /** `${clientId} ${pageId|siteId}` → code. */
  let pageCode = new Map<string, CustomCode>();
  let siteCode = new Map<string, CustomCode>();
  let bodies = new Map<string, string>();
  let publishedPages = new Map<string, string>();
  let lastPublish = new Map<string, number>();
  let faults: Fault[] = [];
  let rate = options.rateLimit;
  let hits = new Map<string, number[]>();
  const log: LoggedRequest[] = [];

  const site = (id: string): WorldSite | undefined => world.sites.find((s) => s.id === id);
  const pageOf = (pageId: string): { site: WorldSite; page: WorldPage } | undefined => {
    for (const s of world.sites) {
      const page = s.pages.find((p) => p.id === pageId);
      if (page) return { site: s, page };
    }
  };

  function mintIdToken({ siteId = world.sites[0]!.id, userId = world.user.id, ttlMs = ID_TOKEN_TTL_MS } = {}) {
    const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = b64url(JSON.stringify({ sub: userId, siteId, iat: Math.floor(now() / 1000), exp: Math.floor((now() + ttlMs) / 1000) }));
    const sig = createHmac('sha256', idTokenKey).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${sig}`;
  }

  function readIdToken(token: unknown): { sub: string; siteId: string; exp: number } | null {
    if (typeof token !== 'string') return null;
    const [h, p, s] = token.split('.');
    if (!h || !p || !s) return null;
    const expected = createHmac('sha256', idTokenKey).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { sub: string; siteId: string; exp: number };
      return claims.exp * 1000 > now() ? claims : null;
    } catch {
      return null;
    }
  }

  const app = new Hono();

  // The request log, faults and the rate limiter apply to Webflow's own paths, not to the fake's controls.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    const webflowCall = !path.startsWith('/__fake');
    let body: unknown;
    if (webflowCall && c.req.method !== 'GET') body = await c.req.raw.clone().json().catch(() => undefined);
    const auth = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const grant = auth ? grants.get(auth) : undefined;
    const entry: LoggedRequest = { method: c.req.method, path, status: 0, ...(grant ? { siteIds: grant.siteIds } : {}), ...(body === undefined ? {} : { body }) };
    if (webflowCall) {
      log.push(entry);
      const fault = faults.find((f) => f.count > 0 && (!f.path || path.includes(f.path)) && (!f.method || f.method === c.req.method));
      if (fault) {
        fault.count--;
        if (fault.kind === 'hang') {
          await new Promise((r) => setTimeout(r, 30_000));
          entry.status = 504;
          return v2Error(c, 504, 'internal_error', 'Gateway timeout');
        }
        if (fault.kind === 429) {
          entry.status = 429;
          c.header('Retry-After', String(fault.retryAfter ?? 1));
          return v2Error(c, 429, 'too_many_requests', 'Too many requests');
        }
        if (fault.afterEffect) await next();
        entry.status = fault.kind;
        return v2Error(c, fault.kind, 'internal_error', 'Internal error');
      }
      if (rate !== undefined && auth) {
        const t = now();
        const recent = (hits.get(auth) ?? []).filter((x) => x > t - 60_000);
        recent.push(t);
        hits.set(auth, recent);
        c.header('X-RateLimit-Limit', String(rate));
        c.header('X-RateLimit-Remaining', String(Math.max(0, rate - recent.length)));
        if (recent.length > rate) {
          entry.status = 429;
          c.header('Retry-After', String(Math.ceil((recent[0]! + 60_000 - t) / 1000)));
          return v2Error(c, 429, 'too_many_requests', 'Rate limit exceeded');
        }
      }
    }
    await next();
    entry.status = c.res.status;
  });

  // ---- OAuth -------------------------------------------------------------------------------------------

  app.get('/oauth/authorize', (c) => {
    const q = c.req.query();
    const client = world.clients.find((x) => x.id === q.client_id);
    if (!client) return c.text('Unknown client_id', 400);
    if (q.response_type !== 'code') return c.text('response_type must be code', 400);
    const redirect = q.redirect_uri ?? client.redirectUri;
    if (!redirect || (client.redirectUri && q.redirect_uri && q.redirect_uri !== client.redirectUri)) return c.text('redirect_uri does not match', 400);
    const scopes = (q.scope ?? '').split(/[ +]/).filter(Boolean);
    if (scopes.some((s) => !(SCOPES as readonly string[]).includes(s))) return c.text('Unknown scope', 400);
    if (options.consent === 'page') return c.html(consentPage(client.id, q, scopes, world.sites));
    // Auto-consent. `fake_sites` (comma separated) stands for the sites the user ticks; all of the world's otherwise.
    const siteIds = q.fake_sites ? q.fake_sites.split(',').filter((id) => site(id)) : world.sites.map((s) => s.id);
    return c.redirect(grant(client.id, redirect, q, scopes, siteIds), 302);
  });

  // The consent page's answer ('page' consent): the ticked sites, or Cancel.
  app.post('/oauth/authorize', async (c) => {
    const form = await c.req.formData();
    const field = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' ? v : undefined;
    };
    const client = world.clients.find((x) => x.id === field('client_id'));
    if (!client) return c.text('Unknown client_id', 400);
    const q = { redirect_uri: field('redirect_uri'), state: field('state') };
    // The same rule as the consent page's own request: the form could have been edited on its way back.
    const redirect = q.redirect_uri ?? client.redirectUri;
    if (!redirect || (client.redirectUri && q.redirect_uri && q.redirect_uri !== client.redirectUri)) return c.text('redirect_uri does not match', 400);
    const to = new URL(redirect);
    if (field('decision') !== 'allow') {
      to.searchParams.set('error', 'access_denied');
      if (q.state !== undefined) to.searchParams.set('state', q.state);
      return c.redirect(to.toString(), 302);
    }
    const scopes = (field('scope') ?? '').split(' ').filter((x) => (SCOPES as readonly string[]).includes(x));
    const siteIds = form.getAll('site').filter((id): id is string => typeof id === 'string' && !!site(id));
    return c.redirect(grant(client.id, redirect, q, scopes, siteIds), 302);
  });

  /** A fresh code for these sites and scopes, as the URL to send the browser back to. */
  function grant(clientId: string, redirect: string, q: { redirect_uri?: string; state?: string }, scopes: string[], siteIds: string[]): string {
    const code = b64url(randomBytes(18));
    codes.set(code, { clientId, ...(q.redirect_uri ? { redirectUri: q.redirect_uri } : {}), scopes, siteIds, used: false, exp: now() + CODE_TTL_MS });
    const to = new URL(redirect);
    to.searchParams.set('code', code);
    if (q.state !== undefined) to.searchParams.set('state', q.state);
    return to.toString();
  }

  app.post('/oauth/access_token', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, string>;
    const client = world.clients.find((x) => x.id === b.client_id);
    if (!client || client.secret !== b.client_secret) return c.json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret' }, 401);
    if (b.grant_type !== 'authorization_code') return c.json({ error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' }, 400);
    const code = codes.get(b.code ?? '');
    if (!code || code.used || code.exp < now() || code.clientId !== client.id) {
      return c.json({ error: 'invalid_grant', error_description: 'The code is unknown, used or expired' }, 400);
    }
    if (code.redirectUri !== undefined && b.redirect_uri !== code.redirectUri) {
      return c.json({ error: 'invalid_grant', error_description: 'redirect_uri does not match' }, 400);
    }
    code.used = true;
    const token = `wf_${b64url(randomBytes(24))}`;
    grants.set(token, { token, clientId: client.id, siteIds: code.siteIds, scopes: code.scopes, userId: world.user.id, revoked: false });
    return c.json({ access_token: token, token_type: 'bearer', scope: code.scopes.join(' ') });
  });

  // The app gives a token back (Webflow's `revoke_authorization`): every later call with it is a 401. A token this
  // client was not given is no token of its own: the same `invalid_token` as one that never existed or is revoked.
  app.post('/oauth/revoke_authorization', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const client = world.clients.find((x) => x.id === b.client_id);
    if (!client || client.secret !== b.client_secret) return c.json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret' }, 401);
    if (typeof b.access_token !== 'string' || !b.access_token) return c.json({ error: 'invalid_request', error_description: 'access_token is required' }, 400);
    const grant = grants.get(b.access_token);
    if (!grant || grant.revoked || grant.clientId !== client.id) return c.json({ error: 'invalid_token', error_description: 'Unknown token' }, 400);
    grant.revoked = true;
    return c.json({ did_revoke: true });
  });

  /**
   * The owner removes the app from a site in Webflow: every grant of that app loses the site, and a grant left with
   * no site ends (its token answers 401 everywhere, introspect too); a grant still covering other sites keeps
   * working there and answers 403 on this one's calls. Scripts and custom code the app left on the site stay.
   */
  function removeApp(siteId: string, clientId: string = world.clients[0]!.id): number {
    let changed = 0;
    for (const g of grants.values()) {
      if (g.revoked || g.clientId !== clientId || !g.siteIds.includes(siteId)) continue;
      g.siteIds = g.siteIds.filter((id) => id !== siteId);
      if (!g.siteIds.length) g.revoked = true;
      changed++;
    }
    return changed;
  }

  // ---- Bearer-token calls ------------------------------------------------------------------------------

  type Authed = { grant: Grant } | { error: Response };
  function authed(c: Context, scope: string | null, siteId?: string): Authed {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const grant = token ? grants.get(token) : undefined;
    if (!grant || grant.revoked) return { error: v2Error(c, 401, 'not_authorized', 'Request not authorized') };
    if (scope && !grant.scopes.includes(scope)) return { error: v2Error(c, 403, 'missing_scopes', `OAuthForbidden: missing scope ${scope}`) };
    if (siteId !== undefined) {
      if (!site(siteId)) return { error: v2Error(c, 404, 'resource_not_found', 'Requested resource not found') };
      if (!grant.siteIds.includes(siteId)) return { error: v2Error(c, 403, 'forbidden', 'Token is not authorized for this site') };
    }
    return { grant };
  }

  app.get('/v2/token/introspect', (c) => {
    const a = authed(c, null);
    if ('error' in a) return a.error;
    const { grant } = a;
    return c.json({
      authorization: {
        id: `auth_${grant.token.slice(-8)}`,
        createdOn: iso(now()),
        lastUsed: iso(now()),
        grantType: 'authorization_code',
        rateLimit: rate ?? 60,
        scope: grant.scopes.join(','),
        authorizedTo: { siteIds: grant.siteIds, workspaceIds: [], userIds: [grant.userId] },
      },
      application: { id: grant.clientId, description: 'Bookla', homepage: 'https://bookla.com', displayName: 'Bookla' },
    });
  });

  app.get('/v2/token/authorized_by', (c) => {
    const a = authed(c, 'authorized_user:read');
    if ('error' in a) return a.error;
    const { id, email, firstName, lastName } = world.user;
    return c.json({ id, email, firstName, lastName });
  });

  app.post('/beta/token/resolve', async (c) => {
    const a = authed(c, 'authorized_user:read');
    if ('error' in a) return a.error;
    const b = (await c.req.json().catch(() => ({}))) as { idToken?: unknown };
    const claims = readIdToken(b.idToken);
    if (!claims) return v2Error(c, 401, 'not_authorized', 'Invalid or expired ID token');
    // Webflow resolves only with an app token of the same site.
    if (!a.grant.siteIds.includes(claims.siteId)) return v2Error(c, 403, 'forbidden', 'The ID token belongs to another site');
    const u = world.user;
    return c.json({ id: claims.sub, email: u.email, firstName: u.firstName, lastName: u.lastName, siteId: claims.siteId });
  });

  const siteJson = (s: WorldSite) => ({
    id: s.id,
    workspaceId: s.workspaceId,
    displayName: s.displayName,
    shortName: s.shortName,
    previewUrl: `${fake.baseUrl}/__fake/preview/${s.shortName}.png`,
    timeZone: 'Europe/Stockholm',
    createdOn: iso(0),
    lastUpdated: iso(now()),
    lastPublished: lastPublish.has(s.id) ? iso(lastPublish.get(s.id)!) : null,
    customDomains: [],
  });

  app.get('/v2/sites', (c) => {
    const a = authed(c, 'sites:read');
    if ('error' in a) return a.error;
    return c.json({ sites: world.sites.filter((s) => a.grant.siteIds.includes(s.id)).map(siteJson) });
  });

  app.get('/v2/sites/:siteId', (c) => {
    const a = authed(c, 'sites:read', c.req.param('siteId'));
    if ('error' in a) return a.error;
    return c.json(siteJson(site(c.req.param('siteId'))!));
  });

  const pageJson = (s: WorldSite, p: WorldPage) => ({ id: p.id, siteId: s.id, title: p.title, slug: p.slug, draft: false, archived: false, publishedPath: `/${p.slug}` });

  app.get('/v2/sites/:siteId/pages', (c) => {
    const s = c.req.param('siteId');
    const a = authed(c, 'pages:read', s);
    if ('error' in a) return a.error;
    const pages = site(s)!.pages.map((p) => pageJson(site(s)!, p));
    return c.json({ pages, pagination: { limit: 100, offset: 0, total: pages.length } });
  });

  app.get('/v2/pages/:pageId', (c) => {
    const found = pageOf(c.req.param('pageId'));
    const a = authed(c, 'pages:read', found?.site.id ?? '');
    if ('error' in a) return a.error;
    return c.json(pageJson(found!.site, found!.page));
  });

  // ---- Registered scripts -------------------------------------------------------------------------------

  app.get('/v2/sites/:siteId/registered_scripts', (c) => {
    const s = c.req.param('siteId');
    const a = authed(c, 'custom_code:read', s);
    if ('error' in a) return a.error;
    const list = (scripts.get(s) ?? []).map(({ sourceCode: _, ...r }) => r);
    return c.json({ registeredScripts: list, pagination: { limit: list.length, offset: 0, total: list.length } });
  });

  async function register(c: Context, kind: 'inline' | 'hosted') {
    const s = c.req.param('siteId')!;
    const a = authed(c, 'custom_code:write', s);
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
    const list = scripts.get(s) ?? [];
    const id = scriptIdFor(displayName as string);
    if (list.some((r) => r.id === id && r.version === version)) return v2Error(c, 409, 'conflict', `Script ${id} version ${version} already exists; versions are immutable`);
    if (list.length >= SCRIPTS_PER_SITE) return v2Error(c, 400, 'validation_error', `A site can hold at most ${SCRIPTS_PER_SITE} registered scripts`);
    const t = iso(now());
    const reg: Registered = {
      id,
      displayName: displayName as string,
      version: version as string,
      hostedLocation: kind === 'inline' ? `${fake.baseUrl}/__fake/cdn/${s}/${id}-${version}.js` : (hostedLocation as string),
      integrityHash: typeof integrityHash === 'string' ? integrityHash : null,
      canCopy: b.canCopy === true,
      createdOn: t,
      lastUpdated: t,
      ...(kind === 'inline' ? { sourceCode: sourceCode as string } : {}),
    };
    list.push(reg);
    scripts.set(s, list);
    const { sourceCode: _, ...answer } = reg;
    return c.json(answer, 201);
  }
  app.post('/v2/sites/:siteId/registered_scripts/inline', (c) => register(c, 'inline'));
  app.post('/v2/sites/:siteId/registered_scripts/hosted', (c) => register(c, 'hosted'));

  // ---- Custom code (whole-list replace, per app) --------------------------------------------------------

  const appliedSchemaProblems = (siteId: string, value: unknown): string | null => {
    if (!value || typeof value !== 'object' || !Array.isArray((value as { scripts?: unknown }).scripts)) return 'scripts must be an array';
    for (const s of (value as { scripts: unknown[] }).scripts) {
      if (!s || typeof s !== 'object') return 'each script must be an object';
      const { id, version, location, attributes } = s as Record<string, unknown>;
      if (!(scripts.get(siteId) ?? []).some((r) => r.id === id && r.version === version)) return `script ${String(id)}@${String(version)} is not registered on this site`;
      if (location !== undefined && location !== 'header' && location !== 'footer') return 'location must be header or footer';
      if (attributes !== undefined && (typeof attributes !== 'object' || attributes === null || Object.values(attributes).some((v) => typeof v !== 'string'))) {
        return 'attributes must map names to strings';
      }
    }
    return null;
  };

  function codeRoutes(kind: 'pages' | 'sites') {
    const store = () => (kind === 'pages' ? pageCode : siteCode);
    const siteIdOf = (c: Context) => (kind === 'pages' ? (pageOf(c.req.param('id')!)?.site.id ?? '') : c.req.param('id')!);
    app.get(`/v2/${kind}/:id/custom_code`, (c) => {
      const a = authed(c, 'custom_code:read', siteIdOf(c));
      if ('error' in a) return a.error;
      const code = store().get(`${a.grant.clientId} ${c.req.param('id')}`);
      return c.json(code ?? { scripts: [], createdOn: null, lastUpdated: null });
    });
    app.put(`/v2/${kind}/:id/custom_code`, async (c) => {
      const siteId = siteIdOf(c);
      const a = authed(c, 'custom_code:write', siteId);
      if ('error' in a) return a.error;
      const b = await c.req.json().catch(() => null);
      const problem = appliedSchemaProblems(siteId, b);
      if (problem) return v2Error(c, 400, 'validation_error', problem);
      const key = `${a.grant.clientId} ${c.req.param('id')}`;
      const t = iso(now());
      const scriptsIn = (b as { scripts: Applied[] }).scripts.map((s) => ({ id: s.id, version: s.version, location: s.location ?? 'header', ...(s.attributes ? { attributes: s.attributes } : {}) }));
      const code: CustomCode = { scripts: scriptsIn, createdOn: store().get(key)?.createdOn ?? t, lastUpdated: t };
      store().set(key, code);
      return c.json(code);
    });
    app.delete(`/v2/${kind}/:id/custom_code`, (c) => {
      const a = authed(c, 'custom_code:write', siteIdOf(c));
      if ('error' in a) return a.error;
      store().delete(`${a.grant.clientId} ${c.req.param('id')}`);
      return c.body(null, 204);
    });
  }
  codeRoutes('pages');
  codeRoutes('sites');

  // ---- Publish and the published pages -----------------------------------------------------------------

  function scriptTags(siteId: string, list: Applied[], location: 'header' | 'footer'): string {
    return list
      .filter((s) => s.location === location)
      .map((s) => {
        const reg = (scripts.get(siteId) ?? []).find((r) => r.id === s.id && r.version === s.version);
        if (!reg) return '';
        const attrs = Object.entries(s.attributes ?? {})
          .map(([k, v]) => ` ${k.replace(/[^\w:-]/g, '')}="${escapeAttr(v)}"`)
          .join('');
        const sri = reg.integrityHash ? ` integrity="${escapeAttr(reg.integrityHash)}" crossorigin="anonymous"` : '';
        return `<script src="${escapeAttr(reg.hostedLocation)}"${sri}${attrs}></script>`;
      })
      .join('\n');
  }

  function render(s: WorldSite, p: WorldPage): string {
    const all = (m: Map<string, CustomCode>, id: string) => [...m.entries()].filter(([k]) => k.endsWith(` ${id}`)).flatMap(([, v]) => v.scripts);
    const applied = [...all(siteCode, s.id), ...all(pageCode, p.id)];
    return `<!doctype html>
<html data-wf-site="${s.id}" data-wf-page="${p.id}" lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttr(p.title)} · ${escapeAttr(s.displayName)}</title>
${scriptTags(s.id, applied, 'header')}
</head>
<body>
${bodies.get(p.id) ?? ''}
${scriptTags(s.id, applied, 'footer')}
</body>
</html>`;
  }

  app.post('/v2/sites/:siteId/publish', async (c) => {
    const id = c.req.param('siteId');
    const a = authed(c, 'sites:write', id);
    if ('error' in a) return a.error;
    const last = lastPublish.get(id);
    if (last !== undefined && now() - last < 60_000) {
      c.header('Retry-After', String(Math.ceil((last + 60_000 - now()) / 1000)));
      return v2Error(c, 429, 'too_many_requests', 'A site can be published once per minute');
    }
    publishSite(id);
    return c.json({ customDomains: [], publishToWebflowSubdomain: true }, 202);
  });

  /** Where a published page is served: the home page at the site's root, as on `<shortName>.webflow.io`. */
  const publishedUrl = (s: WorldSite, p: WorldPage) => `${fake.baseUrl}/__fake/site/${s.shortName}${p.slug ? `/${p.slug}` : ''}`;

  function publishSite(siteId: string) {
    const s = site(siteId)!;
    lastPublish.set(siteId, now());
    for (const p of s.pages) publishedPages.set(p.id, render(s, p));
  }

  // Fake-only controls: the Designer's canvas, publishing without the 1/min limit, the fake CDN and the
  // published site, faults, the log, reset. Loopback only; CORS open so the harness page can call them.
  app.use('/__fake/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });
  app.options('/__fake/*', (c) => c.body(null, 204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST, PUT', 'Access-Control-Allow-Headers': 'content-type' }));
  app.post('/__fake/id-token', (c) => c.text(mintIdToken({ siteId: c.req.query('siteId') || undefined, userId: c.req.query('userId') || undefined })));
  app.put('/__fake/pages/:pageId/body', async (c) => {
    if (!pageOf(c.req.param('pageId'))) return c.json({ error: 'no such page' }, 404);
    fake.setPageBody(c.req.param('pageId'), await c.req.text());
    return c.body(null, 204);
  });
  // The owner removing the app from the site in Webflow's settings (the harness's 'Remove app' button).
  app.post('/__fake/sites/:siteId/remove-app', (c) => {
    if (!site(c.req.param('siteId'))) return c.json({ error: 'no such site' }, 404);
    return c.json({ grants: removeApp(c.req.param('siteId'), c.req.query('clientId') || undefined) });
  });
  app.post('/__fake/publish/:siteId', (c) => {
    if (!site(c.req.param('siteId'))) return c.json({ error: 'no such site' }, 404);
    publishSite(c.req.param('siteId'));
    const s = site(c.req.param('siteId'))!;
    return c.json({ pages: s.pages.map((p) => ({ id: p.id, url: publishedUrl(s, p) })) });
  });
  app.get('/__fake/cdn/:siteId/:file', (c) => {
    const reg = (scripts.get(c.req.param('siteId')) ?? []).find((r) => `${r.id}-${r.version}.js` === c.req.param('file'));
    if (!reg?.sourceCode) return c.text('Not found', 404);
    return c.body(reg.sourceCode, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
  app.get('/__fake/site/:shortName/:slug?', (c) => {
    const s = world.sites.find((x) => x.shortName === c.req.param('shortName'));
    const p = s?.pages.find((x) => x.slug === (c.req.param('slug') ?? ''));
    const html = p && publishedPages.get(p.id);
    if (!html) return c.text('This page has not been published', 404);
    return c.html(html);
  });
  app.post('/__fake/faults', async (c) => {
    fake.addFault((await c.req.json()) as Fault);
    return c.body(null, 204);
  });
  app.get('/__fake/log', (c) => c.json(log));
  app.post('/__fake/reset', (c) => {
    fake.reset();
    return c.body(null, 204);
  });

  app.notFound((c) => (c.req.path.startsWith('/v2') || c.req.path.startsWith('/beta') ? v2Error(c, 404, 'route_not_found', 'Route not found') : c.text('Not found', 404)));

  const fake: FakeWebflow = {
    app,
    get world() {
      return world;
    },
    baseUrl: options.baseUrl ?? 'http://127.0.0.1',
    mintIdToken,
    removeApp,
    addFault: (f) => void faults.push({ ...f }),
    clearFaults: () => void (faults = []),
    setRateLimit: (n) => void (rate = n),
    log,
    registered: (siteId) => scripts.get(siteId) ?? [],
    pageCode: (pageId) => [...pageCode.entries()].filter(([k]) => k.endsWith(` ${pageId}`)).flatMap(([, v]) => v.scripts),
    setPageBody: (pageId, html) => void bodies.set(pageId, html),
    published: (pageId) => publishedPages.get(pageId),
    reset() {
      world = cloneWorld(initialWorld);
      grants = new Map();
      codes = new Map();
      scripts = new Map();
      pageCode = new Map();
      siteCode = new Map();
      bodies = new Map();
      publishedPages = new Map();
      lastPublish = new Map();
      faults = [];
      rate = options.rateLimit;
      hits = new Map();
      log.length = 0;
    },
  };
  return fake;
}
