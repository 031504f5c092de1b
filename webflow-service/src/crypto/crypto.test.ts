import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it, vi } from 'vitest';
import { signState, STATE_TTL_MS, verifyState } from './oauth-state';
import { signSession, verifySession } from './session-token';
import { createTokenCipher } from './token-cipher';

const key = (n: number) => new Uint8Array(32).fill(n);

describe('token cipher (AES-256-GCM)', () => {
  it('round-trips, never repeats a ciphertext, and refuses another key, another site or a changed byte', () => {
    const c = createTokenCipher(key(1));
    const a = c.encrypt('wf_secret_token', 'site-a');
    expect(a).not.toContain('wf_secret_token');
    expect(c.encrypt('wf_secret_token', 'site-a')).not.toBe(a);
    expect(c.open(a, 'site-a').token).toBe('wf_secret_token');
    expect(() => c.open(a, 'site-b').token).toThrow();
    expect(() => createTokenCipher(key(2)).open(a, 'site-a').token).toThrow();
    const parts = a.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3]!, 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64url');
    expect(() => c.open(parts.join('.'), 'site-a').token).toThrow();
    expect(() => c.open('plain-token', 'site-a').token).toThrow();
    expect(() => createTokenCipher(new Uint8Array(16))).toThrow();
  });

  it('refuses a tag or IV of the wrong length and any other shape: only the full 16-byte tag it wrote opens', () => {
    const c = createTokenCipher(key(1));
    const parts = c.encrypt('wf_secret_token', 'site-a').split('.');
    const withPart = (i: number, bytes: Buffer) => parts.map((p, j) => (j === i ? bytes.toString('base64url') : p)).join('.');
    const tag = Buffer.from(parts[2]!, 'base64url');
    const iv = Buffer.from(parts[1]!, 'base64url');
    expect(tag).toHaveLength(16);
    expect(iv).toHaveLength(12);
    // Node's GCM would check only these first bytes of the tag and open the token.
    for (const n of [4, 8, 12, 15]) expect(() => c.open(withPart(2, tag.subarray(0, n)), 'site-a'), `${n}-byte tag`).toThrow('Unknown token format');
    expect(() => c.open(withPart(2, Buffer.concat([tag, Buffer.from([0])])), 'site-a')).toThrow('Unknown token format');
    expect(() => c.open(withPart(1, iv.subarray(0, 8)), 'site-a')).toThrow('Unknown token format');
    expect(() => c.open(`${parts.join('.')}.extra`, 'site-a')).toThrow('Unknown token format');
    expect(() => c.open(parts.map((p, i) => (i === 0 ? 'v2' : p)).join('.'), 'site-a')).toThrow('Unknown token format');
    expect(() => c.open(parts.slice(0, 3).join('.'), 'site-a')).toThrow('Unknown token format');
    expect(c.open(parts.join('.'), 'site-a').token).toBe('wf_secret_token');
    // The empty token encrypts to an empty body, which is still a well-formed value.
    expect(c.open(c.encrypt('', 'site-a'), 'site-a').token).toBe('');
  });

  it('key rotation: a retired key still opens what it made, which comes back encrypted under the current key', () => {
    const made = createTokenCipher(key(1)).encrypt('wf_secret_token', 'site-a');
    const rotated = createTokenCipher(key(2), [key(1)]);
    const opened = rotated.open(made, 'site-a');
    expect(opened.token).toBe('wf_secret_token');
    expect(opened.rewrapped).not.toBeNull();
    // The new value opens with the current key alone, and needs no rewrap.
    expect(createTokenCipher(key(2)).open(opened.rewrapped!, 'site-a')).toEqual({ token: 'wf_secret_token', rewrapped: null });
    expect(rotated.open(made, 'site-a').token).toBe('wf_secret_token');
    // Still bound to its site, and a key that was never used is no help.
    expect(() => rotated.open(made, 'site-b')).toThrow();
    expect(() => createTokenCipher(key(2), [key(3)]).open(made, 'site-a')).toThrow();
    // Several retired keys: each is tried in turn until one opens it.
    expect(createTokenCipher(key(2), [key(3), key(4), key(1)]).open(made, 'site-a').token).toBe('wf_secret_token');
    // A value in no format we write is refused as such, retired keys or not.
    expect(() => createTokenCipher(key(2), [key(3)]).open('v2.garbage', 'site-a')).toThrow('Unknown token format');
    expect(() => createTokenCipher(key(2), [new Uint8Array(31)])).toThrow('The token key must be 32 bytes');
  });
});

describe('OAuth state', () => {
  it('verifies with its browser\u2019s nonce within ten minutes only', () => {
    const t = 1_000_000;
    const { state, nonce } = signState(key(3), { s: 'site-a', o: 'https://x.webflow-ext.com' }, t);
    expect(verifyState(key(3), state, nonce, t + 1000)).toMatchObject({ ok: true, claims: { s: 'site-a', o: 'https://x.webflow-ext.com' } });
    expect(verifyState(key(3), state, 'other', t)).toEqual({ ok: false, reason: 'browser' });
    expect(verifyState(key(3), state, undefined, t)).toEqual({ ok: false, reason: 'browser' });
    expect(verifyState(key(4), state, nonce, t)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyState(key(3), state, nonce, t + 10 * 60_000 + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyState(key(3), 'nodot', nonce, t)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyState(key(3), 42, nonce, t)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('the edges: valid up to its last millisecond, a short or long signature, an oversized or unreadable state', () => {
    const t = 1_000_000;
    const { state, nonce, expires } = signState(key(3), { s: 'site-a', o: 'https://x.webflow-ext.com' }, t);
    expect(expires).toBe(t + STATE_TTL_MS);
    expect(verifyState(key(3), state, nonce, expires).ok).toBe(true);
    expect(verifyState(key(3), state, nonce, expires + 1)).toEqual({ ok: false, reason: 'expired' });
    const [body, sig] = state.split('.') as [string, string];
    const mac = Buffer.from(sig, 'base64url');
    expect(verifyState(key(3), `${body}.${mac.subarray(0, 16).toString('base64url')}`, nonce, t)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyState(key(3), `${body}.${Buffer.concat([mac, mac]).toString('base64url')}`, nonce, t)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyState(key(3), `${body}.`, nonce, t)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyState(key(3), `${body}.${sig}${'A'.repeat(2048)}`, nonce, t)).toEqual({ ok: false, reason: 'malformed' });
    // 2048 characters are still read (and here fail their signature); one more is malformed before any work.
    const long = `${body}.${'A'.repeat(2047 - body.length)}`;
    expect(long).toHaveLength(2048);
    expect(verifyState(key(3), long, nonce, t)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyState(key(3), `${long}A`, nonce, t)).toEqual({ ok: false, reason: 'malformed' });
    // A body that is not JSON, signed with the right key (only we could make it): malformed, not a crash.
    const garbage = Buffer.from('not json').toString('base64url');
    const signed = `${garbage}.${createHmac('sha256', key(3)).update(`oauth-state.${garbage}`).digest().toString('base64url')}`;
    expect(verifyState(key(3), signed, nonce, t)).toEqual({ ok: false, reason: 'malformed' });
    // Signed claims without a numeric expiry never pass as unexpired.
    for (const e of [undefined, '9999999999999', null]) {
      const claims = Buffer.from(JSON.stringify({ n: nonce, s: 'site-a', o: 'https://x.webflow-ext.com', e })).toString('base64url');
      const withoutExpiry = `${claims}.${createHmac('sha256', key(3)).update(`oauth-state.${claims}`).digest().toString('base64url')}`;
      expect(verifyState(key(3), withoutExpiry, nonce, t), String(e)).toEqual({ ok: false, reason: 'expired' });
    }
    // The MAC is bound to its purpose: an HMAC of the bare body with the same key is not a state signature.
    const bare = `${body}.${createHmac('sha256', key(3)).update(body).digest().toString('base64url')}`;
    expect(verifyState(key(3), bare, nonce, t)).toEqual({ ok: false, reason: 'signature' });
  });
});

describe('session token (HS256, ours)', () => {
  const secret = key(5);
  const b64 = Buffer.from(secret).toString('base64');
  const now = 1_800_000_000_000;
  const user = { firstName: 'Ada', email: 'ada@example.com' };
  const claims = (extra: Record<string, unknown> = {}) => ({
    sub: 'u1', siteId: 'site-a', user, exp: Math.floor(now / 1000) + 600, iat: Math.floor(now / 1000), jti: 'Yq0v3Wm1c2R5ZXcxNzQ', iss: 'bookla-webflow-service', aud: 'bookla-webflow-extension', ...extra,
  });

  it('round-trips its claims, with exp in ms for the extension', async () => {
    vi.setSystemTime(now);
    try {
      const { token, id, expMs } = await signSession(secret, { sub: 'u1', siteId: 'site-a', user }, 3_600_000, now);
      expect(expMs).toBe(now + 3_600_000);
      // The session's id: 128 random bits, another for every session.
      expect(id).toMatch(/^[\w-]{22}$/);
      expect((await signSession(secret, { sub: 'u1', siteId: 'site-a', user }, 3_600_000, now)).id).not.toBe(id);
      expect(await verifySession(secret, token)).toEqual({ sub: 'u1', siteId: 'site-a', exp: (now + 3_600_000) / 1000, jti: id, user });
      const [, payload] = token.split('.');
      expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ iss: 'bookla-webflow-service', aud: 'bookla-webflow-extension' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token of ours for another audience or issuer, another algorithm, or a shape it does not make', async () => {
    vi.setSystemTime(now);
    try {
      expect(await verifySession(secret, await sign(claims(), b64, 'HS256'))).not.toBeNull();
      // Same secret, another purpose: a token minted for something else is not a session.
      expect(await verifySession(secret, await sign(claims({ aud: 'another-audience' }), b64, 'HS256'))).toBeNull();
      expect(await verifySession(secret, await sign(claims({ aud: undefined }), b64, 'HS256'))).toBeNull();
      expect(await verifySession(secret, await sign(claims({ iss: 'someone-else' }), b64, 'HS256'))).toBeNull();
      expect(await verifySession(secret, await sign(claims({ iss: undefined }), b64, 'HS256'))).toBeNull();
      expect(await verifySession(secret, await sign(claims(), b64, 'HS512'))).toBeNull();
      expect(await verifySession(secret, await sign(claims({ exp: undefined }), b64, 'HS256'))).toBeNull();
      expect(await verifySession(secret, await sign(claims({ nbf: Math.floor(now / 1000) + 60 }), b64, 'HS256'))).toBeNull();
      // Without a session id (made before sessions were stored) it could never be ended: no session either.
      for (const broken of [{ jti: undefined }, { jti: 7 }, { jti: 'short' }, { jti: 'x'.repeat(65) }, { jti: 'has space in it ok' }, { sub: 7 }, { sub: undefined }, { siteId: ['site-a'] }, { siteId: undefined }, { user: undefined }, { user: 'ada' }, { user: { firstName: 'Ada' } }, { user: { email: 5 } }]) {
        expect(await verifySession(secret, await sign(claims(broken), b64, 'HS256')), JSON.stringify(broken)).toBeNull();
      }
      // A first name that is not text reads as none; the rest of the session stands.
      expect(await verifySession(secret, await sign(claims({ user: { email: 'ada@example.com', firstName: 42 } }), b64, 'HS256'))).toMatchObject({ user: { email: 'ada@example.com', firstName: '' } });
      for (const garbage of ['', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', '…']) expect(await verifySession(secret, garbage)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
