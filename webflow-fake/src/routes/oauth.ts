// OAuth and the token calls: authorize (auto-consent or a consent page), the code exchange, revoke, introspect, the
// authorized user and Designer ID-token resolution. Errors on /oauth are `{error, error_description}`, as Webflow's.
import { randomBytes } from 'node:crypto';
import { type App, authed, escapeAttr, type FakeContext, iso, v2Error } from './context';

export const SCOPES = ['sites:read', 'sites:write', 'pages:read', 'custom_code:read', 'custom_code:write', 'authorized_user:read'] as const;

const CODE_TTL_MS = 15 * 60_000;

const isScope = (s: string) => (SCOPES as readonly string[]).includes(s);

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

export function registerOAuth(app: App, { state, idTokens, now, consent }: FakeContext): void {
  const client = (id: unknown) => state.world.clients.find((x) => x.id === id);

  /**
   * Where to send the browser back to: the request's redirect_uri, else the client's registered one. Undefined
   * when there is neither, or the request names another than the registered one.
   */
  const redirectOf = (c: { redirectUri?: string }, requested: string | undefined) =>
    c.redirectUri && requested && requested !== c.redirectUri ? undefined : (requested ?? c.redirectUri);

  /** A fresh code for these sites and scopes, as the URL to send the browser back to. */
  function grant(clientId: string, redirect: string, q: { redirect_uri?: string; state?: string }, scopes: string[], siteIds: string[]): string {
    const code = randomBytes(18).toString('base64url');
    state.codes.set(code, { clientId, ...(q.redirect_uri ? { redirectUri: q.redirect_uri } : {}), scopes, siteIds, used: false, exp: now() + CODE_TTL_MS });
    const to = new URL(redirect);
    to.searchParams.set('code', code);
    if (q.state !== undefined) to.searchParams.set('state', q.state);
    return to.toString();
  }

  app.get('/oauth/authorize', (c) => {
    const q = c.req.query();
    const known = client(q.client_id);
    if (!known) return c.text('Unknown client_id', 400);
    if (q.response_type !== 'code') return c.text('response_type must be code', 400);
    const redirect = redirectOf(known, q.redirect_uri);
    if (!redirect) return c.text('redirect_uri does not match', 400);
    const scopes = (q.scope ?? '').split(/[ +]/).filter(Boolean);
    if (!scopes.every(isScope)) return c.text('Unknown scope', 400);
    if (consent === 'page') return c.html(consentPage(known.id, q, scopes, state.world.sites));
    // Auto-consent. `fake_sites` (comma separated) stands for the sites the user ticks; all of the world's otherwise.
    const siteIds = q.fake_sites ? q.fake_sites.split(',').filter((id) => state.site(id)) : state.world.sites.map((s) => s.id);
    return c.redirect(grant(known.id, redirect, q, scopes, siteIds), 302);
  });

  // The consent page's answer ('page' consent): the ticked sites, or Cancel.
  app.post('/oauth/authorize', async (c) => {
    const form = await c.req.formData();
    const field = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' ? v : undefined;
    };
    const known = client(field('client_id'));
    if (!known) return c.text('Unknown client_id', 400);
    const q = { redirect_uri: field('redirect_uri'), state: field('state') };
    // The same rule as the consent page's own request: the form could have been edited on its way back.
    const redirect = redirectOf(known, q.redirect_uri);
    if (!redirect) return c.text('redirect_uri does not match', 400);
    const to = new URL(redirect);
    if (field('decision') !== 'allow') {
      to.searchParams.set('error', 'access_denied');
      if (q.state !== undefined) to.searchParams.set('state', q.state);
      return c.redirect(to.toString(), 302);
    }
    const scopes = (field('scope') ?? '').split(' ').filter(isScope);
    const siteIds = form.getAll('site').filter((id): id is string => typeof id === 'string' && !!state.site(id));
    return c.redirect(grant(known.id, redirect, q, scopes, siteIds), 302);
  });

  app.post('/oauth/access_token', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, string>;
    const known = client(b.client_id);
    if (!known || known.secret !== b.client_secret) return c.json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret' }, 401);
    if (b.grant_type !== 'authorization_code') return c.json({ error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code' }, 400);
    const code = state.codes.get(b.code ?? '');
    if (!code || code.used || code.exp < now() || code.clientId !== known.id) {
      return c.json({ error: 'invalid_grant', error_description: 'The code is unknown, used or expired' }, 400);
    }
    if (code.redirectUri !== undefined && b.redirect_uri !== code.redirectUri) {
      return c.json({ error: 'invalid_grant', error_description: 'redirect_uri does not match' }, 400);
    }
    code.used = true;
    const token = `wf_${randomBytes(24).toString('base64url')}`;
    state.grants.set(token, { token, clientId: known.id, siteIds: code.siteIds, scopes: code.scopes, userId: state.world.user.id, revoked: false });
    return c.json({ access_token: token, token_type: 'bearer', scope: code.scopes.join(' ') });
  });

  // The app gives a token back (Webflow's `revoke_authorization`): every later call with it is a 401. A token this
  // client was not given is no token of its own: the same `invalid_token` as one that never existed or is revoked.
  app.post('/oauth/revoke_authorization', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const known = client(b.client_id);
    if (!known || known.secret !== b.client_secret) return c.json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret' }, 401);
    if (typeof b.access_token !== 'string' || !b.access_token) return c.json({ error: 'invalid_request', error_description: 'access_token is required' }, 400);
    const grant = state.grants.get(b.access_token);
    if (!grant || grant.revoked || grant.clientId !== known.id) return c.json({ error: 'invalid_token', error_description: 'Unknown token' }, 400);
    grant.revoked = true;
    return c.json({ did_revoke: true });
  });

  app.get('/v2/token/introspect', (c) => {
    const a = authed(c, state, null);
    if ('error' in a) return a.error;
    const { grant } = a;
    return c.json({
      authorization: {
        id: `auth_${grant.token.slice(-8)}`,
        createdOn: iso(now()),
        lastUsed: iso(now()),
        grantType: 'authorization_code',
        rateLimit: state.rate ?? 60,
        scope: grant.scopes.join(','),
        authorizedTo: { siteIds: grant.siteIds, workspaceIds: [], userIds: [grant.userId] },
      },
      application: { id: grant.clientId, description: 'Bookla', homepage: 'https://bookla.com', displayName: 'Bookla' },
    });
  });

  app.get('/v2/token/authorized_by', (c) => {
    const a = authed(c, state, 'authorized_user:read');
    if ('error' in a) return a.error;
    const { id, email, firstName, lastName } = state.world.user;
    return c.json({ id, email, firstName, lastName });
  });

  app.post('/beta/token/resolve', async (c) => {
    const a = authed(c, state, 'authorized_user:read');
    if ('error' in a) return a.error;
    const b = (await c.req.json().catch(() => ({}))) as { idToken?: unknown };
    const claims = idTokens.read(b.idToken);
    if (!claims) return v2Error(c, 401, 'not_authorized', 'Invalid or expired ID token');
    // Webflow resolves only with an app token of the same site.
    if (!a.grant.siteIds.includes(claims.siteId)) return v2Error(c, 403, 'forbidden', 'The ID token belongs to another site');
    const u = state.world.user;
    return c.json({ id: claims.sub, email: u.email, firstName: u.firstName, lastName: u.lastName, siteId: claims.siteId });
  });
}
