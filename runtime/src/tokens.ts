import type { AuthTokens } from './api-types';

/** Where the client keeps a signed-in visitor's tokens between page loads. */
export interface TokenStore {
  /** The stored tokens, or null when none (or an incomplete set) are stored. */
  get(): AuthTokens | null;
  set(tokens: AuthTokens): void;
  clear(): void;
}

/** localStorage keys, shared with the original SDK so existing sign-ins carry over. */
export const TOKEN_KEYS = {
  accessToken: 'bookla_access_token',
  refreshToken: 'bookla_refresh_token',
  expiresAt: 'bookla_expires_at',
} as const;

/** The fields of a token set, in the order of `TOKEN_KEYS`. */
export const TOKEN_FIELDS = Object.keys(TOKEN_KEYS) as (keyof AuthTokens)[];

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
    },
    clear: () => {
      memory.clear();
      run((s) => TOKEN_FIELDS.forEach((f) => s.removeItem(TOKEN_KEYS[f])));
    },
  };
}
