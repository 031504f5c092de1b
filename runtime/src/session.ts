// The sign-in state of one client: the tokens it holds, kept equal to the origin's token store (the one source
// of truth for every widget and tab), a single-flight refresh that never signs anyone out over a rotation
// (token-refresh.ts), and the subscribable controller widgets read. Split from the transport (http.ts), which
// asks it which credential to send and calls its refresh on a 401.
import { BooklaError } from './errors';
import type { AuthTokens } from './api-types';
import { expired, isTokens } from './tokens';
import { refreshTokens } from './token-refresh';
import type { TokenStore } from './tokens';

/** What `auth.getSnapshot()` returns: the same object until sign-in state changes. */
export interface AuthSnapshot {
  readonly isAuthenticated: boolean;
  readonly tokens: AuthTokens | null;
}

/** Sign-in state of a client; subscribable for `useSyncExternalStore`. */
export interface AuthController {
  /** Keeps the tokens in memory and in the token store. */
  setTokens(tokens: AuthTokens): void;
  /** Forgets the tokens (memory and store). */
  clearAuth(): void;
  getTokens(): AuthTokens | null;
  /** True when tokens are held (picking up ones stored since start), refreshing expired ones first. */
  isAuthenticated(): Promise<boolean>;
  /** Exchanges the refresh token for new tokens; concurrent calls share one request. */
  refresh(): Promise<AuthTokens>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthSnapshot;
}

/** A client's session, as its transport uses it. */
export interface Session {
  auth: AuthController;
  /** Adopts what the store holds when another client or tab changed it (a refresh, a sign-out). */
  sync(): void;
  /** The tokens held now. */
  held(): AuthTokens | null;
  /** One refresh for every caller at once; `stale` is the tokens a failed call was sent with. */
  refresh(stale?: AuthTokens | null): Promise<AuthTokens>;
}

/** The session over `tokenStore`; `post(refreshToken)` sends the refresh request and resolves with its answer. */
export function createSession(tokenStore: TokenStore, post: (refreshToken: string) => Promise<unknown>): Session {
  let tokens: AuthTokens | null;
  let snapshot: AuthSnapshot;
  const listeners = new Set<() => void>();
  let refreshing: Promise<AuthTokens> | undefined;

  const hold = (next: AuthTokens | null) => {
    tokens = next && { ...next };
    snapshot = { isAuthenticated: !!tokens, tokens };
    listeners.forEach((l) => l());
  };
  /**
   * The store is the one source of truth for every client of the origin: what another widget or tab stored
   * (a refresh rotates both tokens; a sign-out clears them) replaces what this client holds.
   */
  const sync = () => {
    const stored = tokenStore.get();
    if (stored?.accessToken !== tokens?.accessToken || stored?.refreshToken !== tokens?.refreshToken) hold(stored);
  };
  let unsubscribeStore: (() => void) | undefined;
  // Loaded at construction, so a bearer call made before anything asked isAuthenticated() goes out signed in
  // instead of failing with AUTH_REQUIRED.
  hold(tokenStore.get());
  const setTokens = (next: AuthTokens) => {
    // Hosts may hand in an access token alone: it works until the server rejects it, then the refresh
    // fails and auth is cleared. An empty expiresAt counts as never expiring.
    if (!isTokens(next)) {
      throw new BooklaError('VALIDATION_ERROR', 'Invalid tokens: accessToken must be a non-empty string, refreshToken and expiresAt strings', { field: 'tokens' });
    }
    tokenStore.set(next);
    hold(next);
  };
  const clearAuth = () => {
    tokenStore.clear();
    hold(null);
  };

  /** The refresh itself: one at a time per origin, never signing out over a rotation (token-refresh.ts). */
  const doRefresh = (stale: AuthTokens | null): Promise<AuthTokens> =>
    refreshTokens(
      {
        held: () => (sync(), tokens),
        setTokens,
        clearAuth,
        post,
      },
      stale,
    );
  // Single flight: every caller that meets an expired token or a 401 waits on the same request.
  const refresh = (stale = tokens) => (refreshing ??= doRefresh(stale).finally(() => (refreshing = undefined)));

  const auth: AuthController = {
    setTokens,
    clearAuth,
    getTokens: () => tokens && { ...tokens },
    async isAuthenticated() {
      sync();
      if (tokens && expired(tokens)) await refresh().catch(() => {});
      return !!tokens;
    },
    refresh: () => refresh(),
    // While anyone listens (a widget's view), changes another client or tab stores show at once.
    subscribe(listener) {
      if (!listeners.size) unsubscribeStore = tokenStore.subscribe?.(sync);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) unsubscribeStore = void unsubscribeStore?.();
      };
    },
    getSnapshot: () => snapshot,
  };

  return { auth, sync, held: () => tokens, refresh };
}
