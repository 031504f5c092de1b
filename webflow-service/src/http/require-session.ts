// Every route but sign-in and health: our session token as bearer, for the site in the path (a session of site A
// is refused on site B's routes), still standing (not signed out, the site still authorized), and the site's
// Webflow token decrypted for the handler. A Webflow refusal on any call for the site ends the site's access.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { openSiteToken } from '../crypto/rotate-tokens';
import { verifySession, type SessionClaims } from '../crypto/session-token';
import { WebflowError } from '../webflow/client';
import { reauthorize, ServiceError } from './errors';
import { endSiteAccess, INSTALLATION_CHECK_MS, installationStanding } from './site-access';

/** The request's session token, signed by us and unexpired; whether it still counts is the caller's to ask. */
export async function bearerSession(d: Pick<Deps, 'config'>, c: Context): Promise<SessionClaims> {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer ([\w.-]{1,4096})$/.exec(header)?.[1];
  if (!token) {
    c.header('WWW-Authenticate', 'Bearer error="invalid_request"');
    throw new ServiceError(401, 'no_session', 'Sign in again: the request carries no session.');
  }
  const session = await verifySession(d.config.sessionSecret, token);
  if (!session) {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    throw new ServiceError(401, 'invalid_session', 'Your session has expired. Sign in again.');
  }
  return session;
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);
const notInstalled = () => new ServiceError(401, 'not_installed', 'Bookla is not authorized on this site. Press Authorize.');

export function requireSession(d: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await bearerSession(d, c);
    const siteId = c.req.param('siteId');
    if (siteId !== undefined && siteId !== session.siteId) throw new ServiceError(403, 'wrong_site', 'This session belongs to another site.');
    // One read: the site's installation and whether this session still counts.
    const state = await d.repo.sessionState(session.siteId, session.jti);
    if (!state) throw notInstalled();
    if (!state.live) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new ServiceError(401, 'session_ended', 'Your session has ended. Sign in again.');
    }
    const webflowToken = await openSiteToken(d, state.installation);
    if (!webflowToken) throw notInstalled();

    if (WRITES.has(c.req.method) && !(state.checkedAt && d.now() - state.checkedAt.getTime() < INSTALLATION_CHECK_MS)) {
      const now = d.now();
      const answer = await installationStanding(d, webflowToken, session.siteId);
      if (answer === 'gone') {
        await endSiteAccess(d, session.siteId, webflowToken, 'introspect before a write');
        throw reauthorize();
      }
      // Webflow not answering is no verdict: the write goes on (Webflow refusing it ends the access below), and the
      // next write asks again.
      if (answer === 'stands') await d.repo.markInstallationChecked(session.siteId, new Date(now));
    }

    c.set('session', session);
    c.set('webflowToken', webflowToken);
    await next();

    // Webflow refused a call for this site. A 401 refuses the token itself; a 403 may only refuse this one page or
    // change (another site's page), so Webflow is asked whether the authorization still stands before it is ended.
    const refused = c.error instanceof WebflowError && (c.error.status === 401 || c.error.status === 403) ? c.error.status : undefined;
    if (refused === undefined) return;
    try {
      const gone = refused === 401 || (await installationStanding(d, webflowToken, session.siteId)) === 'gone';
      if (!gone) return;
      await endSiteAccess(d, session.siteId, webflowToken, `Webflow answered ${refused}`);
    } catch (error) {
      d.log(`site access: ending site ${session.siteId}'s access failed (${error instanceof Error ? error.name : 'error'})`);
    }
    throw reauthorize();
  };
}
