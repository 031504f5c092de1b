import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, readTokenUser, SESSION_KEY } from './session';

const b64url = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('readTokenUser', () => {
  it('reads user.firstName and user.email from the payload, non-ASCII included', () => {
    expect(readTokenUser(token({ user: { firstName: 'Zoë', email: 'zoe@example.com' } }))).toEqual({ firstName: 'Zoë', email: 'zoe@example.com' });
  });
  it('a first name that is not text reads as none (the email is what identifies)', () => {
    expect(readTokenUser(token({ user: { firstName: { html: '<b>' }, email: 'a@example.com' } }))).toEqual({ firstName: '', email: 'a@example.com' });
  });
  it.each(['', 'not-a-jwt', 'a.!!!.c', token({}), token({ user: { firstName: 'A' } })])('%s → Failed to parse token data', (t) => {
    expect(() => readTokenUser(t)).toThrow('Failed to parse token data');
  });
});

describe('session store', () => {
  it('keeps a session under one key and reuses it while exp lies ahead', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.save({ sessionToken: 't', firstName: 'A', email: 'a@x', exp: 2_000 });
    expect([...storage.m.keys()]).toEqual([SESSION_KEY]);
    expect(store.load(1_999)).toEqual({ sessionToken: 't', firstName: 'A', email: 'a@x', exp: 2_000 });
  });
  it('removes an expired, corrupt or incomplete session', () => {
    const incomplete = [{ exp: 9e15 }, { sessionToken: '', exp: 9e15 }, { sessionToken: 42, exp: 9e15 }, { sessionToken: ['t'], exp: 9e15 }, { sessionToken: 't', exp: '9e15' }];
    for (const raw of [JSON.stringify({ sessionToken: 't', exp: 1_000 }), '{', 'null', ...incomplete.map((s) => JSON.stringify(s))]) {
      const storage = memory();
      storage.setItem(SESSION_KEY, raw);
      expect(createSessionStore(storage).load(1_000)).toBeNull();
      expect(storage.m.size).toBe(0);
    }
  });
  it('blocked storage means no session, never a crash', () => {
    const blocked = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    const store = createSessionStore(blocked);
    expect(store.load()).toBeNull();
    expect(() => store.save({ sessionToken: 't', firstName: '', email: '', exp: 1 })).not.toThrow();
  });
});

describe('session store in a third-party iframe', () => {
  it('reading window.localStorage itself throwing (third-party storage blocked) is no session, never a crash', () => {
    const spy = vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    });
    const store = createSessionStore();
    expect(store.load()).toBeNull();
    expect(() => store.save({ sessionToken: 't', firstName: '', email: '', exp: Date.now() + 1000 })).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    spy.mockRestore();
  });
});
