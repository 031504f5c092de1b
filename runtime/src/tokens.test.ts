import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS, localStorageTokenStore, memoryTokenStore } from './tokens';
import { mapStorage } from './test-support/map-storage';

const tokens = { accessToken: 'acc', refreshToken: 'ref', expiresAt: '2030-01-01T00:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

describe('memoryTokenStore', () => {
  it('sets, gets copies, and clears', () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeNull();
    store.set(tokens);
    const got = store.get()!;
    expect(got).toEqual(tokens);
    got.accessToken = 'changed';
    expect(store.get()!.accessToken).toBe('acc');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('localStorageTokenStore', () => {
  it('writes the three original keys and reads them back', () => {
    const storage = mapStorage();
    vi.stubGlobal('localStorage', storage);
    const store = localStorageTokenStore();
    store.set(tokens);
    expect(Object.fromEntries(storage.map)).toEqual({
      bookla_access_token: 'acc',
      bookla_refresh_token: 'ref',
      bookla_expires_at: '2030-01-01T00:00:00Z',
    });
    expect(localStorageTokenStore().get()).toEqual(tokens);
    store.clear();
    expect(storage.map.size).toBe(0);
    expect(store.get()).toBeNull();
  });

  it.each(Object.values(TOKEN_KEYS))('loads nothing when %s is missing', (key) => {
    const storage = mapStorage();
    vi.stubGlobal('localStorage', storage);
    localStorageTokenStore().set(tokens);
    storage.removeItem(key);
    expect(localStorageTokenStore().get()).toBeNull();
  });

  it('sees tokens other code stored after it was created', () => {
    const storage = mapStorage();
    vi.stubGlobal('localStorage', storage);
    const store = localStorageTokenStore();
    expect(store.get()).toBeNull();
    storage.setItem('bookla_access_token', 'a2');
    storage.setItem('bookla_refresh_token', 'r2');
    storage.setItem('bookla_expires_at', 'e2');
    expect(store.get()).toEqual({ accessToken: 'a2', refreshToken: 'r2', expiresAt: 'e2' });
  });

  it('falls back to memory when there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    const store = localStorageTokenStore();
    expect(store.get()).toBeNull();
    store.set(tokens);
    expect(store.get()).toEqual(tokens);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('falls back to memory when touching localStorage throws (blocked storage)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const store = localStorageTokenStore();
      expect(() => store.set(tokens)).not.toThrow();
      expect(store.get()).toEqual(tokens);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('keeps tokens in memory when writing throws (quota, private mode)', () => {
    const storage = mapStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', storage);
    const store = localStorageTokenStore();
    expect(() => store.set(tokens)).not.toThrow();
    expect(store.get()).toEqual(tokens);
    expect(() => store.clear()).not.toThrow();
    expect(store.get()).toBeNull();
  });
});
