// A fake of the parts of Webflow our host service talks to, for development and tests, offline: OAuth with
// auto-consent or a consent page, token introspection and revocation (and the owner removing the app from a site),
// Designer ID-token resolution, sites and pages, registered scripts with Webflow's rules, site and page custom code
// (whole-list replace), publish (renders the applied scripts into a page served here), switchable faults (429 with
// Retry-After, 5xx, hangs), a request log and a reset. Error bodies follow Webflow's shapes:
// `{code, message, externalReference, details}` on /v2 and /beta, `{error, error_description}` on /oauth.
// The state lives in one `FakeState`; each concern registers its routes from `routes/`. The host service's own
// code never imports this package.
import { Hono } from 'hono';
import { idTokens as makeIdTokens } from './id-token';
import { type App, type FakeContext, v2Error } from './routes/context';
import { registerControls } from './routes/controls';
import { registerCustomCode } from './routes/custom-code';
import { registerOAuth } from './routes/oauth';
import { registerPublish } from './routes/publish';
import { registerScripts } from './routes/scripts';
import { registerSites } from './routes/sites';
import { registerTraffic } from './routes/traffic';
import { FakeState, type Applied, type Fault, type LoggedRequest, type Registered } from './state';
import { cloneWorld, type World } from './world';

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
  app: App;
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

export function createFakeWebflow(options: FakeWebflowOptions = {}): FakeWebflow {
  const now = options.now ?? Date.now;
  const state = new FakeState(options.world ?? cloneWorld(), options.rateLimit);
  const idTokens = makeIdTokens(now);
  const ctx: FakeContext = {
    state,
    idTokens,
    mintIdToken: ({ siteId = state.world.sites[0]!.id, userId = state.world.user.id, ttlMs } = {}) => idTokens.mint({ siteId, userId, ttlMs }),
    now,
    baseUrl: () => fake.baseUrl,
    consent: options.consent ?? 'auto',
  };
  const app = new Hono();

  // The traffic middleware first, so it sees every call; the controls next, so their CORS wraps every `/__fake` route.
  registerTraffic(app, ctx);
  registerControls(app, ctx);
  registerOAuth(app, ctx);
  registerSites(app, ctx);
  registerScripts(app, ctx);
  registerCustomCode(app, ctx);
  registerPublish(app, ctx);

  app.notFound((c) => (c.req.path.startsWith('/v2') || c.req.path.startsWith('/beta') ? v2Error(c, 404, 'route_not_found', 'Route not found') : c.text('Not found', 404)));

  const fake: FakeWebflow = {
    app,
    get world() {
      return state.world;
    },
    baseUrl: options.baseUrl ?? 'http://127.0.0.1',
    mintIdToken: ctx.mintIdToken,
    removeApp: (siteId, clientId) => state.removeApp(siteId, clientId),
    addFault: (f) => void state.faults.push({ ...f }),
    clearFaults: () => void (state.faults = []),
    setRateLimit: (n) => void (state.rate = n),
    log: state.log,
    registered: (siteId) => state.scripts.get(siteId) ?? [],
    pageCode: (pageId) => state.applied('pages', pageId),
    setPageBody: (pageId, html) => void state.bodies.set(pageId, html),
    published: (pageId) => state.publishedPages.get(pageId),
    reset: () => state.reset(),
  };
  return fake;
}
