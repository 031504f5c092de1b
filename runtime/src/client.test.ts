import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, codesApi, createBooklaClient, createPartialClient, giftCardsApi, resourcesApi, servicesApi, subscriptionsApi } from './client';
import type { BooklaClient, BooklaClientOptions, Endpoint, EndpointMap } from './client';
import { giftCardsAvailable } from './endpoints/gift-cards';
import { servicesGet } from './endpoints/services';
import { BooklaError } from './errors';
import { memoryTokenStore } from './tokens';
import type { AuthTokens } from './api-types';
import { rejection } from './test-support/rejection';
import { fakeFetch, json } from './test-support/fake-fetch';
import type { Reply } from './test-support/fake-fetch';
import { startLoopbackServer } from './test-support/loopback-server';
import type { LoopbackServer } from './test-support/loopback-server';

const BASE = 'https://us.bookla.com/api';
const TOKENS: AuthTokens = { accessToken: 'acc', refreshToken: 'ref', expiresAt: '2099-01-01T00:00:00Z' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(replies: Reply[] = [json(200, { ok: true })], options: Partial<BooklaClientOptions> & { tokens?: AuthTokens } = {}) {
  const fake = fakeFetch(replies);
  const client = createBooklaClient({
    apiKey: 'KEY',
    companyId: 'co1',
    fetch: fake.fetch,
    tokenStore: memoryTokenStore(options.tokens ?? null),
    retryDelay: () => 0,
    ...options,
  });
  return { client, calls: fake.calls };
}

const booking = { companyID: 'co1', serviceID: 's1', resourceID: 'r1', startTime: '2025-03-01T09:00:00Z', code: 'PROMO' };
const query = { from: '2025-03-01T00:00:00Z', to: '2025-03-02T00:00:00Z', resourceIDs: [] };
const codeReq = { companyID: 'co1', serviceID: 's1', resourceID: 'r1', startTime: '2025-03-01T09:00:00Z', spots: 1 };
const subs = '/v1/companies/co1/plugins/subscription/client';
const gifts = '/v1/companies/co1/plugins/giftcards/client';

type Auth = 'apiKey' | 'bearer' | 'apiKeyOrBearer';
// [name, call, method, path, auth, body, creates]
const ENDPOINTS: [string, (c: BooklaClient) => Promise<unknown>, string, string, Auth, unknown, boolean][] = [
  ['bookings.list', (c) => c.bookings.list(), 'GET', '/v1/client/bookings', 'bearer', undefined, false],
  ['bookings.get', (c) => c.bookings.get('b1'), 'GET', '/v1/client/bookings/b1', 'bearer', undefined, false],
  ['bookings.create', (c) => c.bookings.create(booking), 'POST', '/v1/client/bookings', 'apiKeyOrBearer', booking, true],
  ['bookings.cancel', (c) => c.bookings.cancel('b1', 'ill'), 'POST', '/v1/client/bookings/b1/cancel', 'bearer', { reason: 'ill' }, false],
  ['services.list', (c) => c.services.list(), 'GET', '/v1/client/companies/co1/services', 'apiKey', undefined, false],
  ['services.get', (c) => c.services.get('s1'), 'GET', '/v1/client/companies/co1/services/s1', 'apiKey', undefined, false],
  ['services.times', (c) => c.services.times('s1', query), 'POST', '/v1/client/companies/co1/services/s1/times', 'apiKey', query, false],
  ['services.dates', (c) => c.services.dates('s1', query), 'POST', '/v1/client/companies/co1/services/s1/dates', 'apiKey', query, false],
  ['resources.list', (c) => c.resources.list(), 'GET', '/v1/client/companies/co1/resources', 'apiKey', undefined, false],
  ['resources.get', (c) => c.resources.get('r1'), 'GET', '/v1/client/companies/co1/resources/r1', 'apiKey', undefined, false],
  ['codes.validate', (c) => c.codes.validate('SUMMER', codeReq), 'POST', '/v1/client/codes/SUMMER/validate', 'apiKeyOrBearer', codeReq, false],
  ['subscriptions.getCart', (c) => c.subscriptions.getCart(), 'GET', `${subs}/cart`, 'bearer', undefined, false],
  ['subscriptions.addToCart', (c) => c.subscriptions.addToCart({ subscriptionID: 'sub1', metaData: { a: 1 } }), 'POST', `${subs}/cart`, 'bearer', { items: [{ subscriptionID: 'sub1', metaData: { a: 1 } }] }, true],
  ['subscriptions.removeFromCart', (c) => c.subscriptions.removeFromCart('i1'), 'DELETE', `${subs}/cart/i1`, 'bearer', undefined, false],
  ['subscriptions.checkout', (c) => c.subscriptions.checkout(), 'POST', `${subs}/cart/checkout`, 'bearer', undefined, true],
  ['subscriptions.listPurchases', (c) => c.subscriptions.listPurchases(), 'GET', `${subs}/purchases`, 'bearer', undefined, false],
  ['subscriptions.getPurchase', (c) => c.subscriptions.getPurchase('p1'), 'GET', `${subs}/purchases/p1`, 'bearer', undefined, false],
  ['subscriptions.renew', (c) => c.subscriptions.renew(['p1', 'p2']), 'POST', `${subs}/purchases/renew`, 'bearer', { ids: ['p1', 'p2'] }, true],
  ['subscriptions.purchase', (c) => c.subscriptions.purchase({ items: [{ subscriptionID: 'sub1' }], client: { id: 'u', email: 'a@b.co' } }), 'POST', `${subs}/purchases`, 'apiKeyOrBearer', { items: [{ subscriptionID: 'sub1' }], client: { id: 'u', email: 'a@b.co' } }, true],
  ['subscriptions.available', (c) => c.subscriptions.available(), 'GET', `${subs}/subscriptions`, 'apiKey', undefined, false],
  ['giftCards.listOrders', (c) => c.giftCards.listOrders(), 'GET', `${gifts}/orders`, 'bearer', undefined, false],
  ['giftCards.getOrder', (c) => c.giftCards.getOrder('o1'), 'GET', `${gifts}/orders/o1`, 'bearer', undefined, false],
  ['giftCards.order', (c) => c.giftCards.order({ giftCardID: 'g1', amount: 2500 }), 'POST', `${gifts}/orders`, 'apiKeyOrBearer', { giftCardID: 'g1', amount: 2500 }, true],
  ['giftCards.available', (c) => c.giftCards.available(), 'GET', `${gifts}/giftcards`, 'apiKey', undefined, false],
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('endpoints', () => {
  it.each(ENDPOINTS)('%s → %s %s', async (_name, invoke, method, path, auth, body, creates) => {
    // With tokens held: bearer and apiKeyOrBearer use the token, apiKey endpoints still use the key.
    const { client, calls } = setup(undefined, { tokens: TOKENS });
    await expect(invoke(client)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.method).toBe(method);
    expect(call.url).toBe(BASE + path);
    expect(call.body).toEqual(body);
    const { 'content-type': contentType, 'idempotency-key': key, ...credentials } = call.headers;
    expect(credentials).toEqual(auth === 'apiKey' ? { 'x-api-key': 'KEY' } : { authorization: 'Bearer acc' });
    expect(contentType).toBe(body === undefined ? undefined : 'application/json');
    if (creates) expect(key).toMatch(UUID);
    else expect(key).toBeUndefined();
  });

  it.each(ENDPOINTS.filter((e) => e[4] !== 'bearer'))('%s without tokens sends X-API-Key', async (_name, invoke) => {
    const { client, calls } = setup();
    await invoke(client);
    expect(calls[0]!.headers['x-api-key']).toBe('KEY');
    expect(calls[0]!.headers).not.toHaveProperty('authorization');
  });

  it.each(ENDPOINTS.filter((e) => e[4] === 'bearer'))('%s without tokens fails with AUTH_REQUIRED before any request', async (_name, invoke) => {
    const { client, calls } = setup();
    expect((await rejection(invoke(client))).code).toBe('AUTH_REQUIRED');
    expect(calls).toHaveLength(0);
  });

  it('every creating call sends a caller-given idempotency key', async () => {
    const { client, calls } = setup(undefined, { tokens: TOKENS });
    const opts = { idempotencyKey: 'k-1' };
    await client.bookings.create(booking, opts);
    await client.subscriptions.addToCart({ subscriptionID: 's' }, opts);
    await client.subscriptions.checkout(opts);
    await client.subscriptions.renew(['p'], opts);
    await client.subscriptions.purchase({ items: [{ subscriptionID: 's' }] }, opts);
    await client.giftCards.order({ giftCardID: 'g' }, opts);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(Array(6).fill('k-1'));
  });

  it('cancel puts the booking id in the path, never the template placeholder {id}', async () => {
    const { client, calls } = setup(undefined, { tokens: TOKENS });
    await client.bookings.cancel('bk-42', 'changed plans');
    expect(calls[0]!.url).toBe(`${BASE}/v1/client/bookings/bk-42/cancel`);
    expect(calls[0]!.url).not.toContain('%7Bid%7D');
  });

  it('URL-encodes path parameters', async () => {
    const { client, calls } = setup(undefined, { tokens: TOKENS, companyId: 'co 1/x' });
    await client.bookings.get('a/b?c#d');
    await client.codes.validate('50% OFF/1', codeReq);
    await client.services.get('s&1');
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual([
      '/v1/client/bookings/a%2Fb%3Fc%23d',
      '/v1/client/codes/50%25%20OFF%2F1/validate',
      '/v1/client/companies/co%201%2Fx/services/s%261',
    ]);
  });

  it.each([
    ['subscriptions', (c: BooklaClient, ids?: string[]) => c.subscriptions.available(ids), `${subs}/subscriptions`],
    ['gift cards', (c: BooklaClient, ids?: string[]) => c.giftCards.available(ids), `${gifts}/giftcards`],
  ])('available %s filters by comma-joined, encoded ids; no or empty ids means no filter', async (_name, available, path) => {
    const { client, calls } = setup();
    await available(client, ['a', 'b c', 'd,e']);
    await available(client, []);
    await available(client);
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual([`${path}?ids=a,b%20c,d%2Ce`, path, path]);
  });

  it('sends the validated request, unknown keys stripped, not the object it was given', async () => {
    const { client, calls } = setup(undefined, { tokens: TOKENS });
    const junk = { junk: 1 } as Record<string, unknown>;
    await client.bookings.create({ ...booking, ...junk, client: { email: 'a@b.co', ...junk } });
    await client.services.times('s1', { ...query, ...junk });
    await client.services.dates('s1', { ...query, ...junk });
    await client.codes.validate('X', { ...codeReq, ...junk });
    await client.subscriptions.addToCart({ subscriptionID: 's', ...junk });
    await client.subscriptions.purchase({ items: [{ subscriptionID: 's', ...junk }], client: { email: 'a@b.co', ...junk }, ...junk });
    await client.giftCards.order({ giftCardID: 'g', amount: 2500, ...junk });
    expect(calls.map((c) => c.body)).toEqual([
      { ...booking, client: { email: 'a@b.co' } },
      query,
      query,
      codeReq,
      { items: [{ subscriptionID: 's' }] },
      { items: [{ subscriptionID: 's' }], client: { email: 'a@b.co' } },
      { giftCardID: 'g', amount: 2500 },
    ]);
  });

  it('addToCart accepts several items', async () => {
    const { client, calls } = setup(undefined, { tokens: TOKENS });
    await client.subscriptions.addToCart([{ subscriptionID: 'a' }, { subscriptionID: 'b' }]);
    expect(calls[0]!.body).toEqual({ items: [{ subscriptionID: 'a' }, { subscriptionID: 'b' }] });
  });
});

describe('createPartialClient', () => {
  const GROUPS = { bookings: bookingsApi, services: servicesApi, resources: resourcesApi, codes: codesApi, subscriptions: subscriptionsApi, giftCards: giftCardsApi };
  const options = (fetch: typeof globalThis.fetch) => ({ apiKey: 'KEY', companyId: 'co1', fetch, tokenStore: memoryTokenStore(TOKENS), retryDelay: () => 0 });

  it('builds auth and only the endpoints given: single ones or a whole group', () => {
    const client = createPartialClient(options(fakeFetch([]).fetch), { giftCards: { available: giftCardsAvailable }, services: servicesApi });
    expect(Object.keys(client).sort()).toEqual(['auth', 'giftCards', 'services']);
    expect(Object.keys(client.giftCards)).toEqual(['available']);
    expect(Object.keys(client.services).sort()).toEqual(['dates', 'get', 'list', 'times']);
    // Its type has only what it built: a call it lacks does not compile.
    // @ts-expect-error: no gift card orders were given
    expect(client.giftCards.listOrders).toBeUndefined();
    // @ts-expect-error: no bookings group was given
    expect(client.bookings).toBeUndefined();
  });

  it('claims no endpoint a map typed with optional ones may lack', () => {
    const some: EndpointMap = { services: { get: servicesGet } };
    const client = createPartialClient(options(fakeFetch([]).fetch), some);
    expect(Object.keys(client)).toEqual(['auth', 'services']);
    // @ts-expect-error: `some` may hold any group or none, so the client's type claims none
    expect(client.services).toBeDefined();
  });

  it('takes a factory only under the method whose type it builds', () => {
    const build = () =>
      // @ts-expect-error: `get` takes a service id, `list` does not
      createPartialClient(options(fakeFetch([]).fetch), { services: { list: servicesGet } });
    // Only the type checks it: at run time the method is whatever the factory builds.
    expect(Object.keys(build())).toEqual(['auth', 'services']);
  });

  // Every endpoint, called through a client holding only that endpoint, is the full client's request.
  it.each(ENDPOINTS)('%s: the same request from a client with only that endpoint', async (name, invoke, method, path) => {
    const [group, call] = name.split('.') as [keyof typeof GROUPS, string];
    const fake = fakeFetch([json(200, { ok: true })]);
    const only = { [group]: { [call]: (GROUPS[group] as Record<string, Endpoint<unknown>>)[call] } };
    const client = createPartialClient(options(fake.fetch), only) as unknown as BooklaClient;
    expect(Object.keys(client[group])).toEqual([call]);
    await expect(invoke(client)).resolves.toEqual({ ok: true });
    expect([fake.calls[0]!.method, fake.calls[0]!.url]).toEqual([method, BASE + path]);
  });

  it('checks its options as createBooklaClient does', () => {
    expect(() => createPartialClient({ apiKey: '', companyId: 'co1' }, { services: servicesApi })).toThrow(/apiKey/);
    expect(() => createPartialClient({ apiKey: 'k', companyId: '' }, { services: { get: servicesGet } })).toThrow(/companyId/);
  });
});

describe('validation before any request', () => {
  it.each([
    ['bookings.create', (c: BooklaClient) => c.bookings.create({ ...booking, startTime: '2025-03-01 09:00' }), 'startTime'],
    ['bookings.create', (c: BooklaClient) => c.bookings.create({ ...booking, client: { email: 'nope' } }), 'client.email'],
    ['bookings.get', (c: BooklaClient) => c.bookings.get(''), 'id'],
    ['bookings.cancel', (c: BooklaClient) => c.bookings.cancel('', 'x'), 'id'],
    ['bookings.cancel', (c: BooklaClient) => c.bookings.cancel('b', 5 as unknown as string), 'reason'],
    ['services.get', (c: BooklaClient) => c.services.get(''), 'serviceId'],
    ['services.times', (c: BooklaClient) => c.services.times('s1', { ...query, from: 'today' }), 'from'],
    ['services.dates', (c: BooklaClient) => c.services.dates('s1', { ...query, spots: 0 }), 'spots'],
    ['resources.get', (c: BooklaClient) => c.resources.get(''), 'resourceId'],
    ['codes.validate', (c: BooklaClient) => c.codes.validate('', codeReq), 'code'],
    ['codes.validate', (c: BooklaClient) => c.codes.validate('X', { ...codeReq, resourceID: '' }), 'resourceID'],
    ['subscriptions.addToCart', (c: BooklaClient) => c.subscriptions.addToCart({ subscriptionID: '' }), 'items.0.subscriptionID'],
    ['subscriptions.removeFromCart', (c: BooklaClient) => c.subscriptions.removeFromCart(''), 'itemId'],
    ['subscriptions.renew', (c: BooklaClient) => c.subscriptions.renew([]), 'ids'],
    ['subscriptions.purchase', (c: BooklaClient) => c.subscriptions.purchase({ items: [] }), 'items'],
    ['subscriptions.available', (c: BooklaClient) => c.subscriptions.available(['ok', '']), 'ids.1'],
    ['giftCards.order', (c: BooklaClient) => c.giftCards.order({ giftCardID: '' }), 'giftCardID'],
    ['giftCards.order', (c: BooklaClient) => c.giftCards.order({ giftCardID: 'g', amount: -5 }), 'amount'],
  ])('%s rejects (not throws) with VALIDATION_ERROR on %s… field %s', async (_name, invoke, field) => {
    const { client, calls } = setup(undefined, { tokens: TOKENS });
    let promise!: Promise<unknown>;
    expect(() => (promise = invoke(client))).not.toThrow();
    const error = await rejection(promise);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
    expect(calls).toHaveLength(0);
  });
});

describe('options', () => {
  it.each([
    [{}, 'https://us.bookla.com/api'],
    [{ region: 'us' as const }, 'https://us.bookla.com/api'],
    [{ region: 'eu' as const }, 'https://eu.bookla.com/api'],
    [{ region: 'eu' as const, apiUrl: 'http://127.0.0.1:4010/api/' }, 'http://127.0.0.1:4010/api'],
    [{ apiUrl: 'https://proxy.example/bookla//' }, 'https://proxy.example/bookla'],
  ])('%j → base %s', async (options, base) => {
    const { client, calls } = setup(undefined, options);
    await client.services.list();
    expect(calls[0]!.url).toBe(`${base}/v1/client/companies/co1/services`);
  });

  it.each([
    [{ apiKey: '' }, 'apiKey'],
    [{ companyId: '' }, 'companyId'],
    [{ region: 'asia' as never }, 'region'],
    [{ kind: 'other' as never }, 'kind'],
  ])('%j is refused with VALIDATION_ERROR naming %s', (options, field) => {
    expect(() => setup(undefined, options)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', field }));
  });

  it('uses the global fetch at call time when none is injected', async () => {
    const fake = fakeFetch([json(200, [])]);
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', tokenStore: memoryTokenStore() });
    vi.stubGlobal('fetch', fake.fetch);
    await expect(client.services.list()).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });

  it('defaults to the localStorage token store and loads its tokens at construction', async () => {
    const data: Record<string, string> = { bookla_access_token: 'ls-acc', bookla_refresh_token: 'ls-ref', bookla_expires_at: '2099-01-01T00:00:00Z' };
    vi.stubGlobal('localStorage', { getItem: (k: string) => data[k] ?? null, setItem: () => {}, removeItem: () => {} });
    const fake = fakeFetch([json(200, { bookings: [] })]);
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', fetch: fake.fetch });
    expect(client.auth.getSnapshot().isAuthenticated).toBe(true);
    await client.bookings.list();
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer ls-acc');
  });

  it.each([
    ['booking', [0, 1000, 3000], 3],
    ['plugin', [0, 1000], 2],
  ] as const)('kind %s: attempts start at %j ms, then MAX_RETRIES_EXCEEDED', async (kind, starts, attempts) => {
    vi.useFakeTimers();
    const fake = fakeFetch([json(503, { down: true })]);
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', kind, fetch: fake.fetch, tokenStore: memoryTokenStore() });
    const seen: number[] = [];
    const t0 = Date.now();
    const done = rejection(client.services.list());
    for (let ms = 0; ms <= 6000; ms += 250) {
      await vi.advanceTimersByTimeAsync(ms === 0 ? 0 : 250);
      while (seen.length < fake.calls.length) seen.push(Date.now() - t0);
    }
    expect(seen).toEqual(starts);
    expect(fake.calls).toHaveLength(attempts);
    expect(await done).toMatchObject({ code: 'MAX_RETRIES_EXCEEDED', status: 503, body: { down: true } });
  });

  it('times each attempt out after 30 000 ms by default', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup(['hang', json(200, { ok: 1 })]);
    const done = client.services.list();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    await expect(done).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it('a timeout option of 0 means the default', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup(['hang', json(200, {})], { timeout: 0 });
    const done = client.services.list();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    await done;
  });
});

describe('against a real loopback server', () => {
  let server: LoopbackServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the request over HTTP and parses the answer', async () => {
    server = await startLoopbackServer(() => ({ status: 200, body: { id: 'b1', status: 'confirmed' } }));
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', apiUrl: server.url, tokenStore: memoryTokenStore() });
    await expect(client.bookings.create(booking, { idempotencyKey: 'idem-1' })).resolves.toEqual({ id: 'b1', status: 'confirmed' });
    const [req] = server.requests;
    expect(req).toMatchObject({ method: 'POST', url: '/api/v1/client/bookings' });
    expect(req!.headers).toMatchObject({ 'x-api-key': 'KEY', 'content-type': 'application/json', 'idempotency-key': 'idem-1' });
    expect(req!.headers.authorization).toBeUndefined();
    expect(JSON.parse(req!.body)).toEqual(booking);
  });

  it('times out a hanging server per attempt, retries, then MAX_RETRIES_EXCEEDED with the TIMEOUT cause', async () => {
    server = await startLoopbackServer(() => 'hang');
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', apiUrl: server.url, kind: 'plugin', timeout: 500, retryDelay: () => 0, tokenStore: memoryTokenStore() });
    const error = await rejection(client.giftCards.available());
    expect(server.requests).toHaveLength(2);
    expect(error.code).toBe('MAX_RETRIES_EXCEEDED');
    expect((error.cause as BooklaError).code).toBe('TIMEOUT');
    // The timed-out fetches really closed their connections.
    await Promise.all(server.requests.map((r) => r.closedEarly));
  });

  it('caller cancellation aborts the connection the server sees and is not retried', async () => {
    server = await startLoopbackServer(() => 'hang');
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', apiUrl: server.url, retryDelay: () => 0, tokenStore: memoryTokenStore() });
    const controller = new AbortController();
    const pending = rejection(client.services.list({ signal: controller.signal }));
    await vi.waitFor(() => expect(server!.requests).toHaveLength(1));
    controller.abort();
    expect((await pending).code).toBe('REQUEST_CANCELLED');
    await server.requests[0]!.closedEarly;
    await new Promise((r) => setTimeout(r, 20));
    expect(server.requests).toHaveLength(1);
  });

  it('a dropped connection is a network error: retried, then MAX_RETRIES_EXCEEDED with REQUEST_FAILED cause', async () => {
    server = await startLoopbackServer((_req, i) => (i < 2 ? 'destroy' : { status: 200, body: [] }));
    const ok = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', apiUrl: server.url, retryDelay: () => 0, tokenStore: memoryTokenStore() });
    await expect(ok.services.list()).resolves.toEqual([]);
    expect(server.requests).toHaveLength(3);

    await server.close();
    server = await startLoopbackServer(() => 'destroy');
    const failing = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', apiUrl: server.url, kind: 'plugin', retryDelay: () => 0, tokenStore: memoryTokenStore() });
    const error = await rejection(failing.services.list());
    expect(server.requests).toHaveLength(2);
    expect(error.code).toBe('MAX_RETRIES_EXCEEDED');
    expect((error.cause as BooklaError).code).toBe('REQUEST_FAILED');
  });

  it('an empty 204 answer resolves undefined', async () => {
    server = await startLoopbackServer(() => ({ status: 204 }));
    const client = createBooklaClient({ apiKey: 'KEY', companyId: 'co1', apiUrl: server.url, tokenStore: memoryTokenStore({ ...TOKENS }) });
    await expect(client.subscriptions.removeFromCart('i1')).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/companies/co1/plugins/subscription/client/cart/i1' });
  });
});

describe('request schemas load lazily', () => {
  // A fresh module graph per test: the schemas promise is module state shared by every client.
  async function freshClient(schemasFactory?: () => object | Promise<object>) {
    vi.resetModules();
    if (schemasFactory) vi.doMock('./request-schemas', schemasFactory);
    const mod = await import('./client');
    const { BooklaError: FreshError } = await import('./errors');
    const fake = fakeFetch([json(200, { ok: true })]);
    const client = mod.createBooklaClient({ apiKey: 'KEY', companyId: 'co1', fetch: fake.fetch, tokenStore: memoryTokenStore(), retryDelay: () => 0 });
    return { ...mod, client, calls: fake.calls, FreshError };
  }
  afterEach(() => {
    vi.doUnmock('./request-schemas');
    vi.resetModules();
  });

  it('first-paint GETs and path parameters never load the schemas', async () => {
    const loads = vi.fn(() => {
      throw new Error('schemas must not load');
    });
    const { client, calls } = await freshClient(loads);
    await client.services.get('s1');
    await client.subscriptions.available(['a', 'b']);
    await client.giftCards.available();
    const error = await client.services.get('').catch((e: unknown) => e);
    // Same message the schema gave before it moved out of the eager path.
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'serviceId', message: 'Invalid serviceId: must not be empty, received ""' });
    await expect(client.resources.get(7 as unknown as string)).rejects.toMatchObject({ field: 'resourceId', message: 'Invalid resourceId: expected string, received 7' });
    await expect(client.services.get('..')).rejects.toMatchObject({ field: 'serviceId', message: "Invalid serviceId: must not be '.' or '..', received \"..\"" });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'GET']);
    expect(loads).not.toHaveBeenCalled();
  });

  it('a failed load rejects the validated call with a BooklaError carrying the load error, sends nothing, and is retried', async () => {
    const chunkError = new Error('Failed to fetch dynamically imported module');
    const { client, calls, FreshError, preloadSchemas } = await freshClient(() => {
      throw chunkError;
    });
    const error = (await client.services.times('s1', query).catch((e: unknown) => e)) as BooklaError;
    expect(error).toBeInstanceOf(FreshError);
    expect(error).toMatchObject({ code: 'REQUEST_FAILED', message: 'Could not load request validation' });
    // The cause is what import() rejected with (vitest wraps a throwing mock factory; a browser gives the
    // chunk's network error directly), so look for ours along the chain.
    const chain: unknown[] = [];
    for (let e: unknown = error.cause; e instanceof Error; e = e.cause) chain.push(e);
    expect(chain[0]).toBeInstanceOf(Error);
    expect(chain).toContain(chunkError);
    // A warm-up never rejects (nothing to handle in an idle callback); the next call still reports.
    await expect(preloadSchemas()).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);

    vi.doUnmock('./request-schemas');
    await expect(client.services.times('s1', query)).resolves.toEqual({ ok: true });
    await expect(client.services.dates('s1', { ...query, from: 'today' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', field: 'from' });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/v1/client/companies/co1/services/s1/times`]);
  });

  it('loads once: preloadSchemas and every later call share one import', async () => {
    let loads = 0;
    const { client, calls, preloadSchemas } = await freshClient(async () => {
      loads++;
      return vi.importActual<object>('./request-schemas');
    });
    await Promise.all([preloadSchemas(), preloadSchemas()]);
    expect(loads).toBe(1);
    await client.services.dates('s1', query);
    await expect(client.bookings.create({ ...booking, startTime: 'soon' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR', field: 'startTime' });
    expect(loads).toBe(1);
    expect(calls).toHaveLength(1);
  });
});
