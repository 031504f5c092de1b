import { describe, expect, it } from 'vitest';
import { signState, verifyState } from './oauth-state';
import { createTokenCipher } from './token-cipher';

const key = (n: number) => new Uint8Array(32).fill(n);

describe('token cipher (AES-256-GCM)', () => {
  it('round-trips, never repeats a ciphertext, and refuses another key, another site or a changed byte', () => {
    const c = createTokenCipher(key(1));
    const a = c.encrypt('wf_secret_token', 'site-a');
    expect(a).not.toContain('wf_secret_token');
    expect(c.encrypt('wf_secret_token', 'site-a')).not.toBe(a);
    expect(c.decrypt(a, 'site-a')).toBe('wf_secret_token');
    expect(() => c.decrypt(a, 'site-b')).toThrow();
    expect(() => createTokenCipher(key(2)).decrypt(a, 'site-a')).toThrow();
    const parts = a.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3]!, 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64url');
    expect(() => c.decrypt(parts.join('.'), 'site-a')).toThrow();
    expect(() => c.decrypt('plain-token', 'site-a')).toThrow();
    expect(() => createTokenCipher(new Uint8Array(16))).toThrow();
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
});
