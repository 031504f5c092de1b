// The service's HTTP face: one Hono app, shared middleware (secure headers, CORS for the extension's exact
// origins, body limits, rate limits, request log without secrets, uniform JSON errors), then the routes.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { rateLimiter } from 'hono-rate-limiter';
import type { Context } from 'hono';
import type { AppEnv, Deps } from './context';
import { errorResponse, ServiceError } from './http/errors';
import { rateLimitCounts } from './http/rate-limit-store';
import { requireSession } from './http/require-session';
import { authRoutes } from './routes/auth';
import { canvasRoutes } from './routes/canvas';
import { siteRoutes } from './routes/sites';

export interface Limits {
  /** Requests per minute per client address, all routes. */
  perClient: number;
  /** Sign-in calls (authorize, callback, token) per minute per client address. */
  signIn: number;
  /** Authorized calls per minute per site. */
  perSite: number;
}

export const DEFAULT_LIMITS: Limits = { perClient: 300, signIn: 30, perSite: 120 };

/**
 * The caller's address, which rate limits count by: the socket's, or behind `hops` proxies the X-Forwarded-For
 * entry the outermost of them appended (that many from the right). The leftmost entry is whatever the caller
 * sent: keyed by it, a client rotating a made-up header escaped every limit. A header with fewer entries than
 * proxies did not come through them all, so the socket's address counts.
 */
async function clientKey(c: Context, hops: number): Promise<string> {
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
    const entry = forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined;
    if (entry) return entry;
  }
  try {
    const { getConnInfo } = await import('@hono/node-server/conninfo');
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client') ?? 'local';
  }
}

/** The pages the Authorize popup walks through. */
const POPUP_PAGES = new Set(['/authorize', '/callback']);

export function createApp(d: Deps, limits: Limits = DEFAULT_LIMITS) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    d.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });
  // The OAuth popup's pages (the redirect to Webflow and the callback) must keep the window that opened them:
  // secureHeaders' default Cross-Origin-Opener-Policy (same-origin) cut the popup off from the extension at its
  // first answer here, so the extension saw it closed at once (and asked for its session before the owner had
  // consented), and the callback had no opener to tell. Every other answer is JSON, where the header changes
  // nothing; it keeps the default.
  const popupHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-site', crossOriginOpenerPolicy: 'unsafe-none' });
  const apiHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-site' });
  app.use('*', (c, next) => (POPUP_PAGES.has(c.req.path) ? popupHeaders : apiHeaders)(c, next));
  // Answers are JSON: nothing may load or run, unless a page (the OAuth callback) set its own nonce policy.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy')) c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (d.config.extensionOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    }),
  );
  // Counted in the database every instance shares: the limits hold for the service as a whole.
  const counts = rateLimitCounts(d.repo, d.log);
  const limited = (limit: number, key: (c: Context) => Promise<string> | string) =>
    rateLimiter({
      windowMs: 60_000,
      limit,
      standardHeaders: 'draft-7',
      store: counts.store(),
      keyGenerator: key,
      handler: (c) => {
        const reset = 60;
        c.header('Retry-After', String(reset));
        return c.json({ error: { code: 'rate_limited', message: `Too many requests. Please try again in ${reset} seconds.` } }, 429);
      },
    });
  app.use('*', limited(limits.perClient, async (c) => `client ${await clientKey(c, d.config.trustProxy)}`));
  // Each sign-in step counts on its own (one sign-in walks all three), each site's site and page routes too.
  for (const path of ['/authorize', '/callback', '/token']) app.use(path, limited(limits.signIn, async (c) => `sign-in ${path} ${await clientKey(c, d.config.trustProxy)}`));
  // JSON bodies of any route: 256 KB (a widget's snippet is a few KB; the token call sets its own, smaller).
  app.use('*', bodyLimit({ maxSize: 256 * 1024, onError: () => { throw new ServiceError(413, 'too_large', 'The request is too large.'); } }));

  app.get('/health', async (c) => {
    try {
      await d.repo.ping();
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  app.route('/', authRoutes(d));

  const session = requireSession(d);
  for (const path of ['/sites', '/sites/:siteId/*', '/pages/*']) app.use(path, session);
  for (const routes of ['/sites', '/pages']) app.use(`${routes}/*`, limited(limits.perSite, (c) => `site ${routes} ${c.get('session')?.siteId ?? 'none'}`));
  app.route('/', siteRoutes(d));
  app.route('/', canvasRoutes(d));

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'No such route' } }, 404));
  app.onError((error, c) => errorResponse(c, error, d.log));
  return app;
}
