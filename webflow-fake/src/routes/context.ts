// What every group of the fake's routes shares: the state, the ID tokens, the clock and the public base, and
// Webflow's error shape and bearer-token check.
import type { Context, Hono } from 'hono';
import type { IdTokens } from '../id-token';
import type { FakeState, Grant } from '../state';

export type App = Hono;

/** What every group of routes works with. */
export interface FakeContext {
  state: FakeState;
  idTokens: IdTokens;
  /** An ID token as the Designer's `getIdToken` returns it: the world's first site and its user unless named. */
  mintIdToken(opts?: { siteId?: string; userId?: string; ttlMs?: number }): string;
  now: () => number;
  /** The fake's public base, read at each call: `startFakeWebflow` sets it once the port is known. */
  baseUrl(): string;
  /** How the OAuth authorize step consents (see `FakeWebflowOptions.consent`). */
  consent: 'auto' | 'page';
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Text made safe for an HTML attribute value or element content. */
export const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An error in Webflow's shape for /v2 and /beta: `{code, message, externalReference, details}`. */
export function v2Error(c: Context, status: number, code: string, message: string, details: unknown[] = []) {
  return c.json({ code, message, externalReference: null, details }, status as 400);
}

export type Authed = { grant: Grant } | { error: Response };

/**
 * The bearer token's grant, or the error Webflow answers: 401 for no, an unknown or a revoked token, 403 for a
 * missing scope, and with `siteId` 404 for an unknown site and 403 for a site the grant does not cover.
 */
export function authed(c: Context, state: FakeState, scope: string | null, siteId?: string): Authed {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const grant = token ? state.grants.get(token) : undefined;
  if (!grant || grant.revoked) return { error: v2Error(c, 401, 'not_authorized', 'Request not authorized') };
  if (scope && !grant.scopes.includes(scope)) return { error: v2Error(c, 403, 'missing_scopes', `OAuthForbidden: missing scope ${scope}`) };
  if (siteId !== undefined) {
    if (!state.site(siteId)) return { error: v2Error(c, 404, 'resource_not_found', 'Requested resource not found') };
    if (!grant.siteIds.includes(siteId)) return { error: v2Error(c, 403, 'forbidden', 'Token is not authorized for this site') };
  }
  return { grant };
}
