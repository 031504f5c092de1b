// The ID tokens the Designer's `getIdToken` hands out and `/beta/token/resolve` reads back: HS256-signed with a
// key of this fake's own (made at start, never leaving it), 15 minutes by default, naming the user and the site.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const ID_TOKEN_TTL_MS = 15 * 60_000;

export interface IdTokenClaims {
  sub: string;
  siteId: string;
  exp: number;
}

export interface IdTokens {
  mint(claims: { siteId: string; userId: string; ttlMs?: number }): string;
  /** The claims of a token this fake signed and that has not expired; null for anything else. */
  read(token: unknown): IdTokenClaims | null;
}

const b64url = (v: string) => Buffer.from(v).toString('base64url');

export function idTokens(now: () => number): IdTokens {
  const key = randomBytes(32);
  const sign = (headerAndPayload: string) => createHmac('sha256', key).update(headerAndPayload).digest();
  return {
    mint({ siteId, userId, ttlMs = ID_TOKEN_TTL_MS }) {
      const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
      const payload = b64url(JSON.stringify({ sub: userId, siteId, iat: Math.floor(now() / 1000), exp: Math.floor((now() + ttlMs) / 1000) }));
      return `${header}.${payload}.${sign(`${header}.${payload}`).toString('base64url')}`;
    },
    read(token) {
      if (typeof token !== 'string') return null;
      const [h, p, s] = token.split('.');
      if (!h || !p || !s) return null;
      const expected = sign(`${h}.${p}`);
      const given = Buffer.from(s, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as IdTokenClaims;
        return claims.exp * 1000 > now() ? claims : null;
      } catch {
        return null;
      }
    },
  };
}
