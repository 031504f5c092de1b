// Transport and session: one attempt over wretch, plus our own retry / timeout / refresh loop.
//
// Why not wretch's `retry` middleware: its back-off timer ignores the caller's AbortSignal (a cancelled
// call would still sleep and re-send), it reuses one `signal` for every attempt (so a per-attempt timeout
// would abort all later attempts at once), and it cannot re-sign a request after a shared token refresh.
// wretch still builds the URL, headers and JSON body and turns non-2xx answers into errors.
import wretch from 'wretch';
import { BooklaError } from './errors';
import type { AuthTokens } from './api-types';
import { expired, isTokens } from './tokens';
import { refreshTokens } from './token-refresh';
import type { TokenStore } from './tokens';
import { uuid } from './uuid';

/** Which credential an endpoint takes: the company's API key, a signed-in client's bearer token, or either. */
export type AuthMode = 'apiKey' | 'bearer' | 'apiKeyOrBearer';

/** Options every client method accepts as its last argument. */
export interface CallOptions {
  /** Aborting it rejects with REQUEST_CANCELLED and aborts the in-flight fetch; no further retries. */
  signal?: AbortSignal;
}

/** Options of creating POSTs (booking, purchase, order, checkout, renew, cart add). */
export interface CreateOptions extends CallOptions {
  /** Sent as `Idempotency-Key`; default: a fresh UUID per call, kept across that call's retries. */
  idempotencyKey?: string;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path after the base, already encoded. */
  path: string;
  auth: AuthMode;
  body?: unknown;
  /** Creating POST: carries an `Idempotency-Key`. */
  creates?: boolean;
}

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

export interface HttpConfig {
  baseUrl: string;
  apiKey: string;
  maxAttempts: number;
  retryDelay: (attempt: number) => number;
  timeout: number;
  tokenStore: TokenStore;
  fetch?: typeof fetch;
}

export interface Http {
  request<T>(spec: RequestSpec, options?: CreateOptions): Promise<T>;
  auth: AuthController;
}

export const REFRESH_PATH = '/v1/client/auth/refresh';
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

const cancelled = (cause?: unknown) => new BooklaError('REQUEST_CANCELLED', undefined, { cause });


/** Resolves with `promise` unless `signal` aborts first (the shared work itself goes on). */
const untilAborted = <T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> =>
  signal
    ? new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(cancelled(signal.reason));
        if (signal.aborted) onAbort();
        signal.addEventListener('abort', onAbort);
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      })
    : promise;

export function createHttp(config: HttpConfig): Http {
  const { tokenStore, timeout, maxAttempts } = config;
  // No injected fetch: wretch uses the global one at call time.
  const base = wretch(config.baseUrl).polyfills({ fetch: config.fetch });

  // ---- session -------------------------------------------------------------------------------
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
  // Loaded at construction: the original only read storage inside isAuthenticated(), so bearer calls
  // failed with AUTH_REQUIRED although the visitor was signed in.
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
        post: (refreshToken) => attempt('POST', REFRESH_PATH, { Authorization: `Bearer ${refreshToken}` }),
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

  // ---- one attempt ---------------------------------------------------------------------------
  /**
   * One fetch with its own timeout. Resolves with the parsed JSON (undefined for an empty body);
   * rejects with REQUEST_CANCELLED, TIMEOUT, REQUEST_FAILED (network) or API_ERROR (status + body).
   */
  async function attempt<T>(method: string, path: string, headers: Record<string, string>, body?: unknown, signal?: AbortSignal): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    const onAbort = () => controller.abort(signal!.reason);
    signal?.addEventListener('abort', onAbort);
    let response: Response;
    let text: string;
    try {
      try {
        response = await base.url(path).headers(headers).options({ signal: controller.signal }).fetch(method, '', body).res();
        // Read the body under the same timeout: a stalled body is as dead as a stalled connection.
        text = await response.text();
      } catch (error) {
        // A non-2xx answer: wretch has read its body as the message, or its statusText when the read failed,
        // e.g. on our abort (a stalled error body is a timeout, not an answer).
        if (!(error instanceof wretch.WretchError) || controller.signal.aborted) throw error;
        ({ response, message: text } = error);
      }
    } catch (error) {
      if (signal?.aborted) throw cancelled(signal.reason);
      // Only the timer and the caller abort our controller.
      if (controller.signal.aborted) throw new BooklaError('TIMEOUT', `Request timed out after ${timeout} ms`, { cause: error });
      throw new BooklaError('REQUEST_FAILED', undefined, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    const { ok, status, statusText } = response;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      // A non-JSON error body is kept as text; a non-JSON 2xx body is a broken answer.
      if (ok) throw new BooklaError('API_ERROR', `Invalid JSON response (HTTP ${status})`, { status, body: text, cause });
    }
    if (!ok) throw new BooklaError('API_ERROR', `${statusText || 'HTTP error'} (HTTP ${status})`, { status, body: parsed });
    return parsed as T;
  }

  const retryable = (e: BooklaError) =>
    e.code === 'TIMEOUT' || e.code === 'REQUEST_FAILED' || (e.code === 'API_ERROR' && RETRY_STATUSES.includes(e.status!));

  // ---- the call loop -------------------------------------------------------------------------
  async function request<T>(spec: RequestSpec, options: CreateOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) throw cancelled(signal.reason);
    const key = spec.creates ? options.idempotencyKey || uuid() : undefined;
    let refreshedFor401 = false;
    for (let n = 1; ; n++) {
      const headers: Record<string, string> = {};
      // Decided per attempt: a refresh or sign-out by another call, client or tab changes what we hold.
      if (spec.auth !== 'apiKey') sync();
      if (spec.auth !== 'apiKey' && tokens && expired(tokens)) await untilAborted(refresh(), signal);
      if (spec.auth === 'bearer' && !tokens) throw new BooklaError('AUTH_REQUIRED');
      const sent = spec.auth !== 'apiKey' ? tokens : null;
      if (sent) headers.Authorization = `Bearer ${sent.accessToken}`;
      else headers['X-API-Key'] = config.apiKey;
      if (key) headers['Idempotency-Key'] = key;
      try {
        return await attempt<T>(spec.method, spec.path, headers, spec.body, signal);
      } catch (error) {
        const e = error as BooklaError;
        // A 401 on a bearer call: one refresh (shared) and one immediate retry. On an API-key call a
        // 401 is just a rejected key (the original misreported it as TOKEN_REFRESH_FAILED).
        if (e.status === 401 && sent && !refreshedFor401) {
          refreshedFor401 = true;
          // Someone else may already have refreshed while our request was in flight.
          if (tokens === sent) await untilAborted(refresh(sent), signal);
          n--;
          continue;
        }
        if (!retryable(e)) throw e;
        if (n >= maxAttempts) {
          throw new BooklaError('MAX_RETRIES_EXCEEDED', undefined, { status: e.status, body: e.body, cause: e });
        }
        await untilAborted(new Promise((resolve) => setTimeout(resolve, config.retryDelay(n))), signal);
      }
    }
  }

  return { request, auth };
}
