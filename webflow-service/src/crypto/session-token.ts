// Our own session token for the extension: HS256 with a secret of its own (never the OAuth client secret),
// bound to one site and one Webflow user, with `exp` and a random `jti`, the id of the session's row: the
// signature says the token is ours, the row that it still counts (see http/require-session.ts). `hono/jwt`
// refuses `alg: none` and other algorithms because the algorithm is fixed here, not read from the token.
import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

const ISSUER = 'bookla-webflow-service';
const AUDIENCE = 'bookla-webflow-extension';

export interface SessionClaims {
  /** Webflow user id. */
  sub: string;
  siteId: string;
  user: { firstName: string; email: string };
  /** Seconds since the epoch (JWT). */
  exp: number;
  /** The session's id (its row in `sessions`). */
  jti: string;
}

/** A new session's token, its id (to store) and its expiry in ms. */
export async function signSession(secret: Uint8Array, claims: Omit<SessionClaims, 'exp' | 'jti'>, ttlMs: number, now = Date.now()): Promise<{ token: string; id: string; expMs: number }> {
  const exp = Math.floor((now + ttlMs) / 1000);
  const id = randomBytes(16).toString('base64url');
  const token = await sign({ ...claims, exp, jti: id, iat: Math.floor(now / 1000), iss: ISSUER, aud: AUDIENCE }, Buffer.from(secret).toString('base64'), 'HS256');
  return { token, id, expMs: exp * 1000 };
}

/** The claims of a valid, unexpired session token of ours; null for anything else. */
export async function verifySession(secret: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const p = (await verify(token, Buffer.from(secret).toString('base64'), { alg: 'HS256', iss: ISSUER, aud: AUDIENCE })) as Record<string, unknown>;
    const user = p.user as Record<string, unknown> | undefined;
    if (typeof p.sub !== 'string' || typeof p.siteId !== 'string' || typeof p.exp !== 'number' || !user || typeof user.email !== 'string') return null;
    // A token without a session id (made before sessions were stored) can never be ended: refused, so the
    // extension gets a new one from a fresh ID token.
    if (typeof p.jti !== 'string' || !/^[\w-]{16,64}$/.test(p.jti)) return null;
    return { sub: p.sub, siteId: p.siteId, exp: p.exp, jti: p.jti, user: { email: user.email, firstName: typeof user.firstName === 'string' ? user.firstName : '' } };
  } catch {
    return null;
  }
}
