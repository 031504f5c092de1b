// Transport: one attempt over wretch, plus our own retry / timeout / refresh loop (the sign-in state is session.ts).
//
// Why not wretch's `retry` middleware: its back-off timer ignores the caller's AbortSignal (a cancelled
// call would still sleep and re-send), it reuses one `signal` for every attempt (so a per-attempt timeout
// would abort all later attempts at once), and it cannot re-sign a request after a shared token refresh.
// wretch still builds the URL, headers and JSON body and turns non-2xx answers into errors.
import wretch from 'wretch';
import { BooklaError } from './errors';
import type { AuthTokens } from './api-types';
import { createSession, type AuthController } from './session';
import { expired } from './tokens';
import type { TokenStore } from './tokens';
import { uuid } from './uuid';

export type { AuthController, AuthSnapshot } from './session';

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

  // The sign-in state (session.ts); its refresh POSTs through this transport's single attempt.
  const session = createSession(tokenStore, (refreshToken) => attempt('POST', REFRESH_PATH, { Authorization: `Bearer ${refreshToken}` }));

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
      let sent: AuthTokens | null = null;
      if (spec.auth !== 'apiKey') {
        session.sync();
        sent = session.held();
        if (sent && expired(sent)) {
          await untilAborted(session.refresh(), signal);
          sent = session.held();
        }
        if (!sent && spec.auth === 'bearer') throw new BooklaError('AUTH_REQUIRED');
      }
      if (sent) headers.Authorization = `Bearer ${sent.accessToken}`;
      else headers['X-API-Key'] = config.apiKey;
      if (key) headers['Idempotency-Key'] = key;
      try {
        return await attempt<T>(spec.method, spec.path, headers, spec.body, signal);
      } catch (error) {
        const e = error as BooklaError;
        // A 401 on a bearer call: one refresh (shared) and one immediate retry. On an API-key call a
        // 401 is a rejected key, an API_ERROR: no refresh was tried, so it is never TOKEN_REFRESH_FAILED.
        if (e.status === 401 && sent && !refreshedFor401) {
          refreshedFor401 = true;
          // Someone else may already have refreshed while our request was in flight.
          if (session.held() === sent) await untilAborted(session.refresh(sent), signal);
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

  return { request, auth: session.auth };
}
