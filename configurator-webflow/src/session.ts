// The signed-in Designer user: our service's session token and who it names, kept in the extension's storage
// under one key so a reopened panel skips the exchange while the token is valid.

export const SESSION_KEY = 'bookla-webflow-session';

export interface HostSession {
  sessionToken: string;
  firstName: string;
  email: string;
  /** Expiry, ms since the epoch: the session counts while now is before it. */
  exp: number;
}

export class TokenDataError extends Error {
  constructor() {
    super('Failed to parse token data');
    this.name = 'TokenDataError';
  }
}

/** `user.firstName` and `user.email` from the session token's payload (a JWT; its signature is the service's to check). */
export function readTokenUser(token: string): { firstName: string; email: string } {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as { user?: { firstName?: unknown; email?: unknown } };
    const user = payload.user;
    if (!user || typeof user.email !== 'string') throw new TokenDataError();
    return { firstName: typeof user.firstName === 'string' ? user.firstName : '', email: user.email };
  } catch {
    throw new TokenDataError();
  }
}

export interface SessionStore {
  /** A stored session whose exp lies ahead; an expired or unreadable one is removed. */
  load(now?: number): HostSession | null;
  save(session: HostSession): void;
  clear(): void;
}

export function createSessionStore(given?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): SessionStore {
  // Read lazily and inside `safe`: in a third-party iframe (which the extension is, inside the Designer) merely
  // reading `window.localStorage` throws when the browser blocks third-party storage.
  const storage = () => given ?? globalThis.localStorage;
  const safe = <T,>(f: () => T, fallback: T): T => {
    try {
      return f();
    } catch {
      // Storage can be blocked (third-party iframe settings): the owner then signs in each time.
      return fallback;
    }
  };
  return {
    load(now = Date.now()) {
      const raw = safe(() => storage().getItem(SESSION_KEY) ?? null, null);
      if (!raw) return null;
      let s: Partial<HostSession> | null = null;
      try {
        s = JSON.parse(raw) as Partial<HostSession>;
      } catch {
        s = null;
      }
      if (s && typeof s.sessionToken === 'string' && s.sessionToken && typeof s.exp === 'number' && s.exp > now) {
        return { sessionToken: s.sessionToken, firstName: String(s.firstName ?? ''), email: String(s.email ?? ''), exp: s.exp };
      }
      safe(() => storage().removeItem(SESSION_KEY), undefined);
      return null;
    },
    save: (session) => safe(() => storage().setItem(SESSION_KEY, JSON.stringify(session)), undefined),
    clear: () => safe(() => storage().removeItem(SESSION_KEY), undefined),
  };
}
