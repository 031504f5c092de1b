// The OAuth `state`: signed and short-lived, so any instance can finish a flow another began without shared
// memory. It carries a nonce that is also set as an HttpOnly cookie on the browser that started the flow (a
// state replayed from another browser lacks it), the site the extension asked for and the extension origin to
// tell. Single use is enforced by the repository (the nonce is recorded when the callback consumes it).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STATE_TTL_MS = 10 * 60_000;

export interface StateClaims {
  /** Random nonce, also in the browser's cookie. */
  n: string;
  /** The site the extension asked to authorize. */
  s: string;
  /** The extension origin that receives 'authComplete'. */
  o: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

const mac = (key: Uint8Array, data: string) => createHmac('sha256', key).update(`oauth-state.${data}`).digest();

export function signState(key: Uint8Array, claims: Omit<StateClaims, 'n' | 'e'>, now = Date.now()): { state: string; nonce: string; expires: number } {
  const full: StateClaims = { ...claims, n: randomBytes(16).toString('base64url'), e: now + STATE_TTL_MS };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { state: `${body}.${mac(key, body).toString('base64url')}`, nonce: full.n, expires: full.e };
}

export type StateCheck = { ok: true; claims: StateClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'browser' };

/** Checks signature, expiry and that `cookieNonce` (from the browser's cookie) is the state's nonce. */
export function verifyState(key: Uint8Array, state: unknown, cookieNonce: string | undefined, now = Date.now()): StateCheck {
  if (typeof state !== 'string' || state.length > 2048) return { ok: false, reason: 'malformed' };
  const [body, sig] = state.split('.');
  if (!body || !sig) return { ok: false, reason: 'malformed' };
  const expected = mac(key, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: StateClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StateClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.e !== 'number' || claims.e < now) return { ok: false, reason: 'expired' };
  if (!cookieNonce || cookieNonce !== claims.n) return { ok: false, reason: 'browser' };
  return { ok: true, claims };
}
