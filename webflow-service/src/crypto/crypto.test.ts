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
    expect(c.open(a, 'site-a').token).toBe('wf_secret_token');
    expect(() => c.open(a, 'site-b').token).toThrow();
    expect(() => createTokenCipher(key(2)).open(a, 'site-a').token).toThrow();
    const parts = a.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3]!, 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64url');
    expect(() => c.open(parts.join('.'), 'site-a').token).toThrow();
    expect(() => c.open('plain-token', 'site-a').token).toThrow();
    expect(() => createTokenCipher(new Uint8Array(16))).toThrow();
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
    expect(() => createTokenCipher(key(2), [new Uint8Array(31)])).toThrow();
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
