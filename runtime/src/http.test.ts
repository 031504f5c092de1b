import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { BooklaError } from './errors';
import { REFRESH_PATH, createHttp } from './http';
import { uuid } from './uuid';
import type { HttpConfig, RequestSpec } from './http';
import { memoryTokenStore } from './tokens';
import type { AuthTokens } from './api-types';
import { rejection } from './test-support/rejection';
import { empty, fakeFetch, json, text } from './test-support/fake-fetch';
import type { Handler, Reply } from './test-support/fake-fetch';

const BASE = 'https://api.test/api';
const FUTURE = '2099-01-01T00:00:00Z';
const PAST = '2000-01-01T00:00:00Z';
const OLD: AuthTokens = { accessToken: 'old-access', refreshToken: 'old-refresh', expiresAt: FUTURE };
const NEW: AuthTokens = { accessToken: 'new-access', refreshToken: 'new-refresh', expiresAt: FUTURE };

const GET_KEY: RequestSpec = { method: 'GET', path: '/v1/things', auth: 'apiKey' };
const GET_BEARER: RequestSpec = { method: 'GET', path: '/v1/mine', auth: 'bearer' };
const CREATE: RequestSpec = { method: 'POST', path: '/v1/orders', auth: 'apiKeyOrBearer', body: { a: 1 }, creates: true };

function setup(replies: Handler | Reply[], options: Partial<HttpConfig> & { tokens?: AuthTokens } = {}) {
  const fake = fakeFetch(replies);
  const tokenStore = options.tokenStore ?? memoryTokenStore(options.tokens ?? null);
  const retryDelay = vi.fn(options.retryDelay ?? (() => 0));
  const http = createHttp({ baseUrl: BASE, apiKey: 'KEY', maxAttempts: 3, timeout: 1000, fetch: fake.fetch, ...options, retryDelay, tokenStore });
  return { http, calls: fake.calls, tokenStore, retryDelay };
}

const isRefresh = (url: string) => url.endsWith(REFRESH_PATH);

describe('headers and bodies', () => {
  it('apiKey GET: X-API-Key only, no Authorization, no Content-Type, no body', async () => {
    const { http, calls } = setup([json(200, { ok: true })], { tokens: OLD });
    await expect(http.request(GET_KEY)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: `${BASE}/v1/things`, method: 'GET', body: undefined });
    expect(calls[0]!.headers).toEqual({ 'x-api-key': 'KEY' });
  });

  it('POST with a body sends JSON with Content-Type', async () => {
    const { http, calls } = setup([json(200, {})]);
    await http.request({ method: 'POST', path: '/v1/q', auth: 'apiKey', body: { from: 'x', n: [1] } });
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ from: 'x', n: [1] });
  });

  it('bearer: Authorization only', async () => {
    const { http, calls } = setup([json(200, {})], { tokens: OLD });
    await http.request(GET_BEARER);
    expect(calls[0]!.headers).toEqual({ authorization: 'Bearer old-access' });
  });

  it('bearer without tokens fails with AUTH_REQUIRED before any request', async () => {
    const { http, calls } = setup([json(200, {})]);
    const error = await rejection(http.request(GET_BEARER));
    expect(error.code).toBe('AUTH_REQUIRED');
    expect(error.message).toBe('Authentication required for this endpoint');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['with tokens', OLD, { authorization: 'Bearer old-access' }],
    ['without tokens', undefined, { 'x-api-key': 'KEY' }],
  ])('apiKeyOrBearer %s uses exactly one credential', async (_label, tokens, expected) => {
    const { http, calls } = setup([json(200, {})], { tokens });
    await http.request({ ...CREATE, creates: false });
    const { 'content-type': _ct, ...auth } = calls[0]!.headers;
    expect(auth).toEqual(expected);
  });
});

describe('responses', () => {
  it.each([
    ['204', () => empty(204)],
    ['200 with no body', () => text(200, '')],
  ])('an empty 2xx (%s) resolves undefined', async (_label, reply) => {
    const { http, calls } = setup([reply()]);
    await expect(http.request(GET_KEY)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('a non-JSON 2xx body is API_ERROR with the status and is not retried', async () => {
    const { http, calls } = setup([text(200, '<html>oops</html>')]);
    const error = await rejection(http.request(GET_KEY));
    expect(error).toMatchObject({ code: 'API_ERROR', status: 200, body: '<html>oops</html>' });
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 409, 422])('status %i fails at once as API_ERROR with status and parsed body', async (status) => {
    const { http, calls } = setup([json(status, { error: 'nope', status }, { statusText: 'Nope' })]);
    const error = await rejection(http.request(GET_KEY));
    expect(error).toMatchObject({ code: 'API_ERROR', status, body: { error: 'nope', status }, message: `Nope (HTTP ${status})` });
    expect(calls).toHaveLength(1);
  });

  it('keeps a non-JSON error body as text and names the status without statusText (HTTP/2)', async () => {
    const { http } = setup([text(404, 'not here')]);
    const error = await rejection(http.request(GET_KEY));
    expect(error).toMatchObject({ status: 404, body: 'not here', message: 'HTTP error (HTTP 404)' });
  });
});

describe('retries', () => {
  it.each([408, 429, 500, 502, 503, 504])('status %i is retried up to maxAttempts, then MAX_RETRIES_EXCEEDED keeps status, body and cause', async (status) => {
    const { http, calls, retryDelay } = setup([json(status, { attempt: 'last' })]);
    const error = await rejection(http.request(GET_KEY));
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ code: 'MAX_RETRIES_EXCEEDED', message: 'Max retry attempts reached', status, body: { attempt: 'last' } });
    expect(error.cause).toMatchObject({ code: 'API_ERROR', status });
    expect(retryDelay.mock.calls).toEqual([[1], [2]]);
  });

  it('succeeds when a later attempt succeeds', async () => {
    const { http, calls } = setup([json(503, {}), json(502, {}), json(200, { done: true })]);
    await expect(http.request(GET_KEY)).resolves.toEqual({ done: true });
    expect(calls).toHaveLength(3);
  });

  it('the re-sent request after a 401 refresh is not an attempt: the call still gets maxAttempts tries at failures', async () => {
    // 401 → refresh → 503, 503, 200: three attempts after the refresh, with waits 1 and 2 (not 2 and out).
    const { http, calls, retryDelay } = setup([json(401, {}), json(200, NEW), json(503, {}), json(503, {}), json(200, { done: true })], { tokens: OLD });
    await expect(http.request(GET_BEARER)).resolves.toEqual({ done: true });
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual(['/v1/mine', REFRESH_PATH, '/v1/mine', '/v1/mine', '/v1/mine']);
    expect(retryDelay.mock.calls).toEqual([[1], [2]]);
  });

  it('honours maxAttempts', async () => {
    const { http, calls } = setup([json(500, {})], { maxAttempts: 2 });
    await rejection(http.request(GET_KEY));
    expect(calls).toHaveLength(2);
  });

  it('retries network errors and reports the last one as cause', async () => {
    const failure = new TypeError('fetch failed');
    const { http, calls } = setup([failure]);
    const error = await rejection(http.request(GET_KEY));
    expect(calls).toHaveLength(3);
    expect(error.code).toBe('MAX_RETRIES_EXCEEDED');
    expect(error.status).toBeUndefined();
    expect(error.cause).toMatchObject({ code: 'REQUEST_FAILED', message: 'Request failed' });
    expect((error.cause as BooklaError).cause).toBe(failure);
  });

  it('waits retryDelay(attempt) between attempts', async () => {
    vi.useFakeTimers();
    try {
      const { http, calls } = setup([json(500, {})], { retryDelay: (n) => n * 100 });
      const done = rejection(http.request(GET_KEY));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(99);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(199);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(3);
      expect((await done).code).toBe('MAX_RETRIES_EXCEEDED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('idempotency keys', () => {
  it('a creating POST keeps one Idempotency-Key across its retries', async () => {
    const { http, calls } = setup([json(503, {}), 'hang', json(200, { id: 'b1' })], { timeout: 20 });
    await expect(http.request(CREATE)).resolves.toEqual({ id: 'b1' });
    const keys = calls.map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('two calls get different keys; a caller-given key is used as is', async () => {
    const { http, calls } = setup([json(200, {})]);
    await http.request(CREATE);
    await http.request(CREATE);
    await http.request(CREATE, { idempotencyKey: 'my-key' });
    const [a, b, c] = calls.map((call) => call.headers['idempotency-key']);
    expect(a).not.toBe(b);
    expect(c).toBe('my-key');
  });

  it('read-only requests carry none', async () => {
    const { http, calls } = setup([json(200, {})]);
    await http.request({ method: 'POST', path: '/v1/times', auth: 'apiKey', body: {} });
    expect(calls[0]!.headers).not.toHaveProperty('idempotency-key');
  });

  it('uuid() falls back to getRandomValues outside secure contexts', () => {
    const spy = vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, uuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // The variant digit is random too (8, 9, a or b): 50 ids all alike would happen once in 2^98.
      expect(new Set([...ids].map((id) => id[19])).size).toBeGreaterThan(1);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      spy.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('timeout and cancellation (fake fetch)', () => {
  it('each attempt times out on its own; TIMEOUT is retried; every attempt signal is aborted', async () => {
    const { http, calls } = setup(['hang'], { timeout: 15 });
    const error = await rejection(http.request(GET_KEY));
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.signal?.aborted)).toBe(true);
    expect(error.code).toBe('MAX_RETRIES_EXCEEDED');
    expect(error.cause).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out after 15 ms' });
  });

  it('every attempt gets the whole timeout, however long the attempts before it took', async () => {
    // One deadline for the whole call (or one signal reused for every attempt, as wretch's retry does) would
    // abort the second attempt the moment it starts.
    vi.useFakeTimers();
    try {
      // Small steps: the fake fetch's Response body needs the (faked) timers to run in between.
      const advance = async (ms: number) => {
        for (let t = 0; t < ms; t += 50) await vi.advanceTimersByTimeAsync(50);
      };
      const slow = (): Promise<Reply> => new Promise((r) => setTimeout(() => r(json(200, { ok: 2 })), 900));
      const { http, calls } = setup((_call, i) => (i === 0 ? 'hang' : slow()), { timeout: 1000 });
      const done = http.request(GET_KEY);
      await advance(1050);
      expect(calls).toHaveLength(2);
      expect(calls[0]!.signal?.aborted).toBe(true);
      await advance(900);
      await expect(done).resolves.toEqual({ ok: 2 });
      expect(calls[1]!.signal?.aborted).toBe(false);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a timed-out attempt followed by success resolves', async () => {
    const { http, calls } = setup(['hang', json(200, { ok: 1 })], { timeout: 15 });
    await expect(http.request(GET_KEY)).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it('caller abort rejects with REQUEST_CANCELLED and aborts the in-flight fetch, no retries', async () => {
    const { http, calls } = setup(['hang']);
    const controller = new AbortController();
    const pending = rejection(http.request(GET_KEY, { signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.signal?.aborted).toBe(false);
    controller.abort();
    const error = await pending;
    expect(error.code).toBe('REQUEST_CANCELLED');
    expect(error.message).toBe('Request cancelled');
    expect(calls[0]!.signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const { http, calls } = setup([json(200, {})]);
    const error = await rejection(http.request(GET_KEY, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('REQUEST_CANCELLED');
    expect(calls).toHaveLength(0);
  });

  it('abort during the retry wait rejects at once and sends no further attempt', async () => {
    const { http, calls } = setup([json(503, {})], { retryDelay: () => 60_000 });
    const controller = new AbortController();
    const pending = rejection(http.request(GET_KEY, { signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    expect((await pending).code).toBe('REQUEST_CANCELLED');
    expect(calls).toHaveLength(1);
  });
});

describe('timeout while reading a body (real server)', () => {
  // Only a real fetch aborts a body read; the server sends the head and part of the body, then stalls.
  async function stalled(status: number) {
    const server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.write('{"error":');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const http = createHttp({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: 'KEY',
      maxAttempts: 1,
      timeout: 50,
      retryDelay: () => 0,
      tokenStore: memoryTokenStore(),
    });
    try {
      return await rejection(http.request(GET_KEY));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  it.each([200, 400, 503])('a stalled HTTP %i body is a TIMEOUT, not an answer with a made-up body', async (status) => {
    const error = await stalled(status);
    expect(error.code).toBe('MAX_RETRIES_EXCEEDED');
    expect(error.cause).toMatchObject({ code: 'TIMEOUT', message: 'Request timed out after 50 ms' });
    expect(error.status).toBeUndefined();
    expect(error.body).toBeUndefined();
  });
});

describe('tokens and refresh', () => {
  /** 401 for the old token, success for the new one; refresh answers `refreshReply`. */
  const server =
    (refreshReply: () => Reply | Promise<Reply> = () => json(200, NEW)): Handler =>
    (call) => {
      if (isRefresh(call.url)) return refreshReply();
      return call.headers.authorization === 'Bearer new-access' ? json(200, { who: 'new' }) : json(401, { error: 'expired' });
    };

  it('a signal that never aborts changes nothing: a retry after a failure and a re-send after a refresh go through', async () => {
    const { signal } = new AbortController();
    const retried = setup([json(503, {}), json(200, { ok: 1 })]);
    await expect(retried.http.request(GET_KEY, { signal })).resolves.toEqual({ ok: 1 });
    expect(retried.calls).toHaveLength(2);
    const refreshed = setup(server(() => json(200, NEW)), { tokens: OLD });
    await expect(refreshed.http.request(GET_BEARER, { signal })).resolves.toEqual({ who: 'new' });
    expect(refreshed.http.auth.getTokens()).toEqual(NEW);
  });

  it('loads tokens from the store at construction, before anything asks isAuthenticated', async () => {
    const { http, calls } = setup([json(200, {})], { tokens: OLD });
    expect(http.auth.getTokens()).toEqual(OLD);
    expect(http.auth.getSnapshot()).toMatchObject({ isAuthenticated: true, tokens: OLD });
    await http.request(GET_BEARER);
    expect(calls).toHaveLength(1);
  });

  it('a 401 on a bearer call refreshes once (refresh token as Bearer, no body) and retries', async () => {
    const { http, calls, tokenStore } = setup(server(), { tokens: OLD });
    await expect(http.request(GET_BEARER)).resolves.toEqual({ who: 'new' });
    expect(calls.map((c) => [c.method, c.url.replace(BASE, ''), c.headers.authorization])).toEqual([
      ['GET', '/v1/mine', 'Bearer old-access'],
      ['POST', REFRESH_PATH, 'Bearer old-refresh'],
      ['GET', '/v1/mine', 'Bearer new-access'],
    ]);
    expect(calls[1]!.url).toBe(`${BASE}/v1/client/auth/refresh`);
    expect(calls[1]!.body).toBeUndefined();
    expect(calls[1]!.headers).toEqual({ authorization: 'Bearer old-refresh' });
    expect(tokenStore.get()).toEqual(NEW);
    expect(http.auth.getTokens()).toEqual(NEW);
  });

  it('concurrent 401s share exactly one refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http, calls } = setup(server(async () => (await gate, json(200, NEW))), { tokens: OLD });
    const all = Promise.all([http.request(GET_BEARER), http.request(GET_BEARER), http.request({ ...CREATE, creates: false })]);
    await vi.waitFor(() => expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 5));
    release();
    await expect(all).resolves.toEqual([{ who: 'new' }, { who: 'new' }, { who: 'new' }]);
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('a 401 that arrives after another call already refreshed retries without a second refresh', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((r) => (releaseSlow = r));
    const { http, calls } = setup(
      async (call, i) => {
        if (isRefresh(call.url)) return json(200, NEW);
        if (call.headers.authorization === 'Bearer new-access') return json(200, { who: 'new' });
        if (i === 0) await slowGate; // the slow request, sent with the old token
        return json(401, {});
      },
      { tokens: OLD },
    );
    const slow = http.request(GET_BEARER);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await expect(http.request(GET_BEARER)).resolves.toEqual({ who: 'new' });
    releaseSlow();
    await expect(slow).resolves.toEqual({ who: 'new' });
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('a failed refresh clears memory and store and fails every waiting call with TOKEN_REFRESH_FAILED', async () => {
    const { http, calls, tokenStore } = setup(server(() => json(401, { error: 'refresh revoked' })), { tokens: OLD });
    const listener = vi.fn();
    http.auth.subscribe(listener);
    const errors = await Promise.all([rejection(http.request(GET_BEARER)), rejection(http.request(GET_BEARER))]);
    for (const error of errors) {
      expect(error).toMatchObject({ code: 'TOKEN_REFRESH_FAILED', message: 'Token refresh failed', status: 401, body: { error: 'refresh revoked' } });
    }
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(http.auth.getTokens()).toBeNull();
    expect(http.auth.getSnapshot().isAuthenticated).toBe(false);
    expect(listener).toHaveBeenCalled();
    // Signed out now: the next bearer call fails locally.
    expect((await rejection(http.request(GET_BEARER))).code).toBe('AUTH_REQUIRED');
  });

  it.each([
    ['a network error', () => new TypeError('fetch failed'), 'REQUEST_FAILED'],
    ['a malformed answer', () => json(200, { accessToken: 'a' }), 'API_ERROR'],
    ['an empty answer', () => empty(204), 'API_ERROR'],
    // setTokens takes an access token alone from a host, but a refresh must hand back a complete set.
    ['an answer with an empty refresh token', () => json(200, { ...NEW, refreshToken: '' }), 'API_ERROR'],
    ['an answer with an empty expiresAt', () => json(200, { ...NEW, expiresAt: '' }), 'API_ERROR'],
  ])('refresh failing with %s is TOKEN_REFRESH_FAILED and not retried', async (_label, reply, causeCode) => {
    const { http, calls, tokenStore } = setup(server(reply), { tokens: OLD });
    const error = await rejection(http.request(GET_BEARER));
    expect(error.code).toBe('TOKEN_REFRESH_FAILED');
    expect((error.cause as BooklaError).code).toBe(causeCode);
    // What the platform answered travels with the error, for the console and a host's own handling.
    if (_label.startsWith('a malformed')) expect(error.body).toEqual({ accessToken: 'a' });
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('the refresh has its own timeout', async () => {
    const { http } = setup(server(() => 'hang'), { tokens: OLD, timeout: 20 });
    const error = await rejection(http.request(GET_BEARER));
    expect(error.code).toBe('TOKEN_REFRESH_FAILED');
    expect((error.cause as BooklaError).code).toBe('TIMEOUT');
  });

  it('a second 401 after a successful refresh is API_ERROR 401, without another refresh', async () => {
    // From the 7th call on everything fails with 500: a refresh-and-resend loop (the one-refresh guard gone)
    // would otherwise spin forever in microtasks, where no test timeout can stop it.
    const { http, calls } = setup((call, i) => (i > 5 ? json(500, {}) : isRefresh(call.url) ? json(200, NEW) : json(401, { error: 'no' })), {
      tokens: OLD,
    });
    const error = await rejection(http.request(GET_BEARER));
    expect(error).toMatchObject({ code: 'API_ERROR', status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('a 401 on an API-key call is API_ERROR 401, not a refresh (original bug)', async () => {
    const { http, calls, tokenStore } = setup([json(401, { error: 'bad key' }, { statusText: 'Unauthorized' })], { tokens: OLD });
    const error = await rejection(http.request(GET_KEY));
    expect(error).toMatchObject({ code: 'API_ERROR', status: 401, message: 'Unauthorized (HTTP 401)', body: { error: 'bad key' } });
    expect(calls).toHaveLength(1);
    expect(tokenStore.get()).toEqual(OLD);
  });

  it.each(['bearer', 'apiKeyOrBearer'] as const)('an expired token is refreshed before a %s request', async (auth) => {
    const { http, calls } = setup(server(), { tokens: { ...OLD, expiresAt: PAST } });
    await expect(http.request({ method: 'GET', path: '/v1/x', auth })).resolves.toEqual({ who: 'new' });
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual([REFRESH_PATH, '/v1/x']);
  });

  it('an unparseable expiresAt never counts as expired', async () => {
    const { http, calls } = setup(server(), { tokens: { ...NEW, expiresAt: 'whenever' } });
    await http.request(GET_BEARER);
    expect(calls).toHaveLength(1);
  });

  it('an apiKey call never refreshes an expired token', async () => {
    const { http, calls } = setup([json(200, {})], { tokens: { ...OLD, expiresAt: PAST } });
    await http.request(GET_KEY);
    expect(calls).toHaveLength(1);
  });

  it('a caller abort while waiting for the shared refresh cancels only that caller', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http } = setup(server(async () => (await gate, json(200, NEW))), { tokens: { ...OLD, expiresAt: PAST } });
    const controller = new AbortController();
    const cancelled = rejection(http.request(GET_BEARER, { signal: controller.signal }));
    const other = http.request(GET_BEARER);
    controller.abort();
    expect((await cancelled).code).toBe('REQUEST_CANCELLED');
    release();
    await expect(other).resolves.toEqual({ who: 'new' });
  });

  it('a caller abort while its 401 waits for the shared refresh rejects at once; the refresh still lands', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http, calls } = setup(server(async () => (await gate, json(200, NEW))), { tokens: OLD });
    const controller = new AbortController();
    const cancelled = rejection(http.request(GET_BEARER, { signal: controller.signal }));
    try {
      await vi.waitFor(() => expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1));
      controller.abort();
      const outcome = await Promise.race([cancelled, new Promise((r) => setTimeout(() => r('still waiting for the refresh'), 200))]);
      expect(outcome).toMatchObject({ code: 'REQUEST_CANCELLED' });
    } finally {
      release();
    }
    await vi.waitFor(() => expect(http.auth.getTokens()).toEqual(NEW));
    expect(calls.filter((c) => !isRefresh(c.url))).toHaveLength(1);
  });

  it('tokens the host sets during a refresh win over the late refresh answer, and the refresh resolves with them', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http, tokenStore } = setup(server(async () => (await gate, json(200, NEW))), { tokens: OLD });
    const HOST: AuthTokens = { accessToken: 'host-access', refreshToken: 'host-refresh', expiresAt: FUTURE };
    const refreshing = http.auth.refresh();
    http.auth.setTokens(HOST);
    release();
    await expect(refreshing).resolves.toEqual(HOST);
    expect(http.auth.getTokens()).toEqual(HOST);
    expect(tokenStore.get()).toEqual(HOST);
  });

  it('a new access token the host sets during a refresh, on the refresh token being spent, does not keep that spent token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http, tokenStore, calls } = setup(server(async () => (await gate, json(200, NEW))), { tokens: OLD });
    const refreshing = http.auth.refresh();
    await vi.waitFor(() => expect(calls.some((c) => isRefresh(c.url))).toBe(true));
    // Same refresh token, another access token: the refresh uses that refresh token up, so only its answer holds one that works.
    http.auth.setTokens({ ...OLD, accessToken: 'host-access' });
    release();
    await expect(refreshing).resolves.toEqual(NEW);
    expect(http.auth.getTokens()).toEqual(NEW);
    expect(tokenStore.get()).toEqual(NEW);
  });

  it('a refresh asked for while signed out, the host signing in before its turn: the host\'s tokens, no refresh request', async () => {
    const { http, calls } = setup(server(() => json(200, NEW)));
    const refreshing = http.auth.refresh();
    http.auth.setTokens(OLD);
    await expect(refreshing).resolves.toEqual(OLD);
    expect(calls.filter((c) => isRefresh(c.url))).toEqual([]);
    // A copy: changing the answer changes nothing held.
    (await refreshing).accessToken = 'changed';
    expect(http.auth.getTokens()).toEqual(OLD);
  });

  it('a sign-out during a refresh wins over the late refresh answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { http, tokenStore, calls } = setup(server(async () => (await gate, json(200, NEW))), { tokens: OLD });
    const refreshing = rejection(http.auth.refresh());
    // Signed out while the refresh request is out.
    await vi.waitFor(() => expect(calls.some((c) => isRefresh(c.url))).toBe(true));
    http.auth.clearAuth();
    release();
    expect((await refreshing).code).toBe('TOKEN_REFRESH_FAILED');
    expect(tokenStore.get()).toBeNull();
    expect(http.auth.getTokens()).toBeNull();
  });
});

describe('auth controller', () => {
  it('setTokens persists, notifies, and the snapshot stays the same object until a change', () => {
    const { http, tokenStore } = setup([json(200, {})]);
    const listener = vi.fn();
    const unsubscribe = http.auth.subscribe(listener);
    const before = http.auth.getSnapshot();
    expect(before).toEqual({ isAuthenticated: false, tokens: null });
    expect(http.auth.getSnapshot()).toBe(before);
    http.auth.setTokens(OLD);
    expect(tokenStore.get()).toEqual(OLD);
    expect(listener).toHaveBeenCalledTimes(1);
    const after = http.auth.getSnapshot();
    expect(after).not.toBe(before);
    expect(after).toEqual({ isAuthenticated: true, tokens: OLD });
    expect(http.auth.getSnapshot()).toBe(after);
    unsubscribe();
    http.auth.clearAuth();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('holds its own copy of the tokens: changing the object handed in or out changes nothing', async () => {
    const { http, calls } = setup([json(200, {})]);
    const given = { ...OLD };
    http.auth.setTokens(given);
    given.accessToken = 'changed';
    http.auth.getTokens()!.accessToken = 'changed too';
    expect(http.auth.getTokens()).toEqual(OLD);
    expect(http.auth.getSnapshot().tokens).toEqual(OLD);
    await http.request(GET_BEARER);
    expect(calls[0]!.headers.authorization).toBe('Bearer old-access');
  });

  it('setTokens accepts an access token alone; with no refresh token a 401 clears auth without a refresh request', async () => {
    const { http, calls, tokenStore } = setup([json(401, {})]);
    http.auth.setTokens({ accessToken: 'only', refreshToken: '', expiresAt: '' });
    expect(http.auth.getSnapshot().isAuthenticated).toBe(true);
    const error = await rejection(http.request(GET_BEARER));
    expect(error.code).toBe('TOKEN_REFRESH_FAILED');
    expect(calls).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(http.auth.getTokens()).toBeNull();
  });

  it.each([null, {}, { accessToken: 'a', refreshToken: 'r' }, { accessToken: '', refreshToken: 'r', expiresAt: FUTURE }, { ...OLD, expiresAt: 5 }])(
    'setTokens rejects %j with VALIDATION_ERROR',
    (bad) => {
      const { http } = setup([json(200, {})]);
      expect(() => http.auth.setTokens(bad as AuthTokens)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'tokens' }));
      expect(http.auth.getTokens()).toBeNull();
    },
  );

  it('isAuthenticated: false without tokens, true with valid ones, without any request', async () => {
    const none = setup([json(200, {})]);
    await expect(none.http.auth.isAuthenticated()).resolves.toBe(false);
    const some = setup([json(200, {})], { tokens: OLD });
    await expect(some.http.auth.isAuthenticated()).resolves.toBe(true);
    expect([...none.calls, ...some.calls]).toHaveLength(0);
  });

  it('isAuthenticated picks up tokens stored by other code after construction', async () => {
    const tokenStore = memoryTokenStore();
    const { http } = setup([json(200, {})], { tokenStore });
    tokenStore.set(OLD);
    await expect(http.auth.isAuthenticated()).resolves.toBe(true);
    expect(http.auth.getSnapshot().isAuthenticated).toBe(true);
  });

  it('isAuthenticated refreshes expired tokens; a failed refresh gives false and clears auth', async () => {
    const ok = setup([json(200, NEW)], { tokens: { ...OLD, expiresAt: PAST } });
    await expect(ok.http.auth.isAuthenticated()).resolves.toBe(true);
    expect(ok.http.auth.getTokens()).toEqual(NEW);
    const bad = setup([json(400, {})], { tokens: { ...OLD, expiresAt: PAST } });
    await expect(bad.http.auth.isAuthenticated()).resolves.toBe(false);
    expect(bad.tokenStore.get()).toBeNull();
  });

  it('refresh() without tokens is AUTH_REQUIRED and sends nothing', async () => {
    const { http, calls } = setup([json(200, NEW)]);
    expect((await rejection(http.auth.refresh())).code).toBe('AUTH_REQUIRED');
    expect(calls).toHaveLength(0);
  });

  it('refresh() keeps only the three token fields', async () => {
    const { http, tokenStore } = setup([json(200, { ...NEW, extra: 'x' })], { tokens: OLD });
    await expect(http.auth.refresh()).resolves.toEqual(NEW);
    expect(tokenStore.get()).toEqual(NEW);
  });
});
