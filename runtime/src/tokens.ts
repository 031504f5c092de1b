import type { AuthTokens } from './api-types';

/** Where the client keeps a signed-in visitor's tokens between page loads. */
export interface TokenStore {
  /** The stored tokens, or null when none (or an incomplete set) are stored. */
  get(): AuthTokens | null;
  set(tokens: AuthTokens): void;
  clear(): void;
  /**
   * Calls `listener` when the stored tokens may have changed elsewhere: another client of this page, or
   * another tab of this origin. Optional: clients read the store again before each request anyway.
   */
  subscribe?(listener: () => void): () => void;
}

/** localStorage keys: the platform's own SDK uses the same, so a visitor signed in through it stays signed in. */
export const TOKEN_KEYS = {
  accessToken: 'bookla_access_token',
  refreshToken: 'bookla_refresh_token',
  expiresAt: 'bookla_expires_at',
} as const;

/** The fields of a token set, in the order of `TOKEN_KEYS`. */
export const TOKEN_FIELDS = Object.keys(TOKEN_KEYS) as (keyof AuthTokens)[];

/** All three fields strings and the access token non-empty; `complete` also requires the other two. */
export const isTokens = (t: unknown, complete?: boolean): t is AuthTokens =>
  !!t && TOKEN_FIELDS.every((k, i) => typeof (t as AuthTokens)[k] === 'string' && (!!(t as AuthTokens)[k] || (i > 0 && !complete)));

/** An unparseable expiresAt (NaN) counts as never expiring, as the platform's own SDK reads it: the server decides. */
export const expired = (t: AuthTokens) => Date.parse(t.expiresAt) < Date.now();

/** Tokens held in this page only. */
export function memoryTokenStore(initial: AuthTokens | null = null): TokenStore {
  let held = initial && { ...initial };
  return {
    get: () => held && { ...held },
    set: (tokens) => {
      held = { ...tokens };
    },
    clear: () => {
      held = null;
    },
  };
}

/**
 * Tokens in `localStorage` under the keys of `TOKEN_KEYS`; all three must be present to load.
 * Falls back to memory when storage is missing or throws (sandboxed iframes, blocked cookies, Safari's
 * private mode quota), so signing in still works for the page's lifetime.
 */
/**
 * One set of listeners per page: every localStorage store of this page tells them about its writes (another
 * client's `set` raises no `storage` event in its own page), and the page's `storage` events bring other tabs'.
 */
const pageListeners = new Set<() => void>();
const notify = () => pageListeners.forEach((l) => l());
const onStorage = (e: StorageEvent) => (e.key === null || Object.values(TOKEN_KEYS).includes(e.key as never)) && notify();

export function localStorageTokenStore(): TokenStore {
  const memory = memoryTokenStore();
  let usable = true;
  const run = <T>(fn: (s: Storage) => T, fallback?: () => T): T | undefined => {
    try {
      // Touching `localStorage` itself throws a SecurityError where storage is blocked.
      const s = usable && globalThis.localStorage;
      if (s) return fn(s);
    } catch {
      usable = false;
    }
    return fallback?.();
  };
  return {
    get: () =>
      run(
        (s) => {
          const values = TOKEN_FIELDS.map((f) => s.getItem(TOKEN_KEYS[f]));
          return values.every((v) => v) ? (Object.fromEntries(TOKEN_FIELDS.map((f, i) => [f, values[i]])) as unknown as AuthTokens) : null;
        },
        memory.get,
      ) as AuthTokens | null,
    set: (tokens) => {
      memory.set(tokens);
      run((s) => TOKEN_FIELDS.forEach((f) => s.setItem(TOKEN_KEYS[f], tokens[f])));
      notify();
    },
    clear: () => {
      memory.clear();
      run((s) => TOKEN_FIELDS.forEach((f) => s.removeItem(TOKEN_KEYS[f])));
      notify();
    },
    subscribe(listener) {
      if (!pageListeners.size) globalThis.addEventListener?.('storage', onStorage);
      pageListeners.add(listener);
      return () => {
        pageListeners.delete(listener);
        if (!pageListeners.size) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
