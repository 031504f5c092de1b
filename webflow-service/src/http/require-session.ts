// Every route but sign-in and health: our session token as bearer, for the site in the path (a session of site A
// is refused on site B's routes), and the site's Webflow token decrypted for the handler.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { openSiteToken } from '../crypto/rotate-tokens';
import { verifySession } from '../crypto/session-token';
import { ServiceError } from './errors';

export function requireSession(d: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
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
    const siteId = c.req.param('siteId');
    if (siteId !== undefined && siteId !== session.siteId) throw new ServiceError(403, 'wrong_site', 'This session belongs to another site.');
    const installation = await d.repo.getInstallation(session.siteId);
    const webflowToken = installation ? await openSiteToken(d, installation) : undefined;
    if (!webflowToken) throw new ServiceError(401, 'not_installed', 'Bookla is not authorized on this site. Press Authorize.');
    c.set('session', session);
    c.set('webflowToken', webflowToken);
    await next();
  };
}
