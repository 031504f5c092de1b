// Our own session token for the extension: HS256 with a secret of its own (never the OAuth client secret),
// bound to one site and one Webflow user, with `exp`. `hono/jwt` refuses `alg: none` and other algorithms
// because the algorithm is fixed here, not read from the token.
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
}

export async function signSession(secret: Uint8Array, claims: Omit<SessionClaims, 'exp'>, ttlMs: number, now = Date.now()): Promise<{ token: string; expMs: number }> {
  const exp = Math.floor((now + ttlMs) / 1000);
  const token = await sign({ ...claims, exp, iat: Math.floor(now / 1000), iss: ISSUER, aud: AUDIENCE }, Buffer.from(secret).toString('base64'), 'HS256');
  return { token, expMs: exp * 1000 };
}

/** The claims of a valid, unexpired session token of ours; null for anything else. */
export async function verifySession(secret: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const p = (await verify(token, Buffer.from(secret).toString('base64'), { alg: 'HS256', iss: ISSUER, aud: AUDIENCE })) as Record<string, unknown>;
    const user = p.user as Record<string, unknown> | undefined;
    if (typeof p.sub !== 'string' || typeof p.siteId !== 'string' || typeof p.exp !== 'number' || !user || typeof user.email !== 'string') return null;
    return { sub: p.sub, siteId: p.siteId, exp: p.exp, user: { email: user.email, firstName: typeof user.firstName === 'string' ? user.firstName : '' } };
  } catch {
    return null;
  }
}
