// Sign-in: the Authorize popup (GET authorize → Webflow → GET callback), the token exchange (POST token), and
// sign-out (DELETE token).
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { signState, verifyState, STATE_TTL_MS } from '../crypto/oauth-state';
import { openSiteToken } from '../crypto/rotate-tokens';
import { signSession } from '../crypto/session-token';
import type { AppEnv, Deps } from '../context';
import { ServiceError } from '../http/errors';
import { callbackPage } from '../http/callback-page';
import { bearerSession } from '../http/require-session';
import { endSiteAccess, installationStanding } from '../http/site-access';
import { SCOPES, WebflowError } from '../webflow/client';
import { parseBody, SITE_ID } from './validation';

const COOKIE = 'bookla_oauth';

export function authRoutes(d: Deps) {
  const app = new Hono<AppEnv>();
  const redirectUri = `${d.config.publicUrl}/callback`;
  const secure = d.config.publicUrl.startsWith('https://');

  const page = (c: Context, status: 200 | 400 | 403 | 502, opts: Parameters<typeof callbackPage>[0]) => {
    const p = callbackPage(opts);
    c.header('Content-Security-Policy', p.csp);
    c.header('Cache-Control', 'no-store');
    return c.html(p.html, status);
  };

  app.get('/authorize', (c) => {
    const siteId = c.req.query('siteId');
    if (!siteId || !SITE_ID.test(siteId)) throw new ServiceError(400, 'bad_request', 'siteId is missing or malformed');
    const origin = c.req.query('origin') ?? d.config.extensionOrigins[0];
    if (!origin || !d.config.extensionOrigins.includes(origin)) throw new ServiceError(403, 'origin_not_allowed', 'This extension origin is not allowed');
    const { state, nonce } = signState(d.config.stateSecret, { s: siteId, o: origin }, d.now());
    setCookie(c, COOKIE, nonce, { httpOnly: true, sameSite: 'Lax', secure, path: '/callback', maxAge: STATE_TTL_MS / 1000 });
    c.header('Cache-Control', 'no-store');
    return c.redirect(d.webflow.authorizeUrl(state, redirectUri), 302);
  });

  app.get('/callback', async (c) => {
    const q = c.req.query();
    const check = verifyState(d.config.stateSecret, q.state, getCookie(c, COOKIE), d.now());
    deleteCookie(c, COOKIE, { path: '/callback', secure });
    if (!check.ok) {
      d.log(`oauth callback refused: state ${check.reason}`);
      return page(c, 400, { title: 'This sign-in has expired', message: 'Close this window and press Authorize in the Bookla extension again.' });
    }
    if (!(await d.repo.consumeState(check.claims.n, new Date(check.claims.e)))) {
      d.log('oauth callback refused: state already used');
      return page(c, 400, { title: 'This sign-in was already used', message: 'Close this window and press Authorize in the Bookla extension again.' });
    }
    if (q.error || !q.code) {
      return page(c, 400, { title: 'Authorization cancelled', message: 'Bookla was not authorized. Close this window and press Authorize again when you are ready.' });
    }
    const { s: siteId, o: origin } = check.claims;
    if (!d.config.extensionOrigins.includes(origin)) return page(c, 400, { title: 'This sign-in has expired', message: 'Close this window and press Authorize again.' });
    let token: string;
    let granted: { siteIds: string[]; scopes: string[] };
    try {
      token = await d.webflow.exchangeCode(q.code, redirectUri);
      granted = await d.webflow.introspect(token);
    } catch (error) {
      d.log(`oauth callback: Webflow refused the code exchange (${error instanceof WebflowError ? `${error.status} ${error.code}` : 'error'})`);
      // A used, expired or foreign code is the caller's problem (400); Webflow failing is ours to report (502).
      const refused = error instanceof WebflowError && error.status >= 400 && error.status < 500;
      return page(c, refused ? 400 : 502, { title: 'Webflow did not confirm the authorization', message: 'Close this window and press Authorize again.' });
    }
    const missing = SCOPES.filter((s) => !granted.scopes.includes(s));
    if (missing.length) {
      return page(c, 403, { title: 'Permissions missing', message: `Bookla needs these Webflow permissions: ${missing.join(', ')}. Press Authorize again and allow them.` });
    }
    // One token may cover several sites: store it for each, encrypted and bound to its site, confirmed just now.
    for (const id of granted.siteIds) {
      await d.repo.saveInstallation({ siteId: id, tokenCiphertext: d.cipher.encrypt(token, id), scopes: granted.scopes.join(' '), authorizedBy: null }, new Date(d.now()));
    }
    d.log(`oauth: authorized for ${granted.siteIds.length} site(s)`);
    if (!granted.siteIds.includes(siteId)) {
      return page(c, 403, { title: 'This site was not selected', message: 'Bookla was authorized, but not for the site you are designing. Press Authorize again and select this site.' });
    }
    return page(c, 200, { title: 'Bookla is authorized', message: 'You can close this window and return to the Designer.', notifyOrigin: origin });
  });

  const tokenBody = z.object({ idToken: z.string().min(1).max(8192), siteId: z.string().regex(SITE_ID) });
  app.post('/token', bodyLimit({ maxSize: 16 * 1024, onError: () => { throw new ServiceError(413, 'too_large', 'The request is too large.'); } }), async (c) => {
    const { idToken, siteId } = await parseBody(c, tokenBody);
    const installation = await d.repo.getInstallation(siteId);
    if (!installation) throw new ServiceError(401, 'not_installed', 'Bookla is not authorized on this site yet. Press Authorize.');
    const webflowToken = await openSiteToken(d, installation);
    if (!webflowToken) throw new ServiceError(401, 'not_installed', 'Bookla\u2019s access to this site must be renewed. Press Authorize.');
    const user = await d.webflow.resolveIdToken(webflowToken, idToken).catch(async (error: unknown) => {
      if (!(error instanceof WebflowError && (error.status === 401 || error.status === 403))) throw error;
      // Webflow answers the same for an ID token it does not accept and for an app token it no longer accepts:
      // which one it was decides between signing in again and authorizing again.
      if ((await installationStanding(d, webflowToken, siteId)) === 'gone') {
        await endSiteAccess(d, siteId, webflowToken, `Webflow answered ${error.status} to a sign-in`);
        throw new ServiceError(401, 'not_installed', 'Bookla\u2019s access to this site has ended. Press Authorize.');
      }
      throw new ServiceError(401, 'id_token_rejected', 'Webflow did not confirm who you are. Please try again.');
    });
    if (!user.id || user.siteId !== siteId) throw new ServiceError(403, 'site_mismatch', 'This Webflow sign-in belongs to another site.');
    const { token, id, expMs } = await signSession(d.config.sessionSecret, { sub: user.id, siteId, user: { firstName: user.firstName ?? '', email: user.email ?? '' } }, d.config.sessionTtlMs, d.now());
    await d.repo.createSession({ id, siteId, expiresAt: new Date(expMs) });
    c.header('Cache-Control', 'no-store');
    return c.json({ sessionToken: token, exp: expMs });
  });

  // Sign-out: this session ends on every instance; the site's other sessions (other people, other browsers) stay.
  // An ended or unknown session is signed out already: the same answer.
  app.delete('/token', async (c) => {
    const session = await bearerSession(d, c);
    await d.repo.endSession(session.jti);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return app;
}
