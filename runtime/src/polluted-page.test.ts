import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BooklaClient } from './client';
import { fakeFetch, json } from './test-support/fake-fetch';
import { memoryTokenStore } from './tokens';

// Host pages whose scripts extended the built-in prototypes: a plain value, a function and a getter that
// throws on Object.prototype, a value and a function on Array.prototype. The client module (and with it the
// lazily built request schemas) is imported only after the page was polluted, as on a real page.
const ADDED = {
  polluted: { value: 'x', enumerable: true, configurable: true, writable: true },
  helper: { value: function helper() {}, enumerable: true, configurable: true, writable: true },
  boom: { get() { const e = new Error('a getter on Object.prototype'); console.log('GETTER', e.stack?.split('\n').slice(1, 6).join(' | ')); throw e; }, enumerable: true, configurable: true },
} satisfies Record<string, PropertyDescriptor>;
const ADDED_TO_ARRAYS = {
  last: { value: function last() {}, enumerable: true, configurable: true, writable: true },
  tag: { value: 'arr', enumerable: true, configurable: true, writable: true },
} satisfies Record<string, PropertyDescriptor>;

const ownKeys = (o: object) => Reflect.ownKeys(o).map(String).sort();
const pollute = () => {
  Object.defineProperties(Object.prototype, ADDED);
  Object.defineProperties(Array.prototype, ADDED_TO_ARRAYS);
};
const clean = () => {
  for (const key of Object.keys(ADDED)) delete (Object.prototype as Record<string, unknown>)[key];
  for (const key of Object.keys(ADDED_TO_ARRAYS)) delete (Array.prototype as unknown as Record<string, unknown>)[key];
};
/**
 * Runs `work` on the polluted page and settles it there; the assertions run after the page is clean again
 * (the test framework's own deep equality reads inherited getters).
 */
async function onPollutedPage<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  pollute();
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clean();
  }
}

let client: typeof import('./client');
let objectKeys: { before: string[]; after: string[] };
let arrayKeys: { before: string[]; after: string[] };

beforeAll(async () => {
  vi.resetModules();
  // Imported, and the request schemas built, on the polluted page.
  await onPollutedPage(async () => {
    const before = [ownKeys(Object.prototype), ownKeys(Array.prototype)];
    client = await import('./client');
    await client.preloadSchemas();
    await Promise.resolve();
    objectKeys = { before: before[0]!, after: ownKeys(Object.prototype) };
    arrayKeys = { before: before[1]!, after: ownKeys(Array.prototype) };
  });
});
afterAll(clean);

const booking = { companyID: 'co1', serviceID: 's1', resourceID: 'r1', startTime: '2025-03-01T09:00:00Z', client: { email: 'a@b.co', firstName: 'A' } };
const query = { from: '2025-03-01T00:00:00Z', to: '2025-03-02T00:00:00Z', resourceIDs: ['r1'] };
const codeReq = { companyID: 'co1', serviceID: 's1', resourceID: 'r1', startTime: '2025-03-01T09:00:00Z', spots: 1 };

// Every call the request schemas validate, with the body it must send.
const VALIDATED: [string, (c: BooklaClient) => Promise<unknown>, unknown][] = [
  ['bookings.create', (c) => c.bookings.create(booking), booking],
  ['services.times', (c) => c.services.times('s1', query), query],
  ['services.dates', (c) => c.services.dates('s1', query), query],
  ['codes.validate', (c) => c.codes.validate('SUMMER', codeReq), codeReq],
  ['subscriptions.purchase', (c) => c.subscriptions.purchase({ items: [{ subscriptionID: 'sub1' }], client: { id: 'u', email: 'a@b.co' } }), { items: [{ subscriptionID: 'sub1' }], client: { id: 'u', email: 'a@b.co' } }],
  ['subscriptions.addToCart', (c) => c.subscriptions.addToCart({ subscriptionID: 'sub1' }), { items: [{ subscriptionID: 'sub1' }] }],
  ['giftCards.order', (c) => c.giftCards.order({ giftCardID: 'g1', amount: 50, client: { id: 'u', email: 'a@b.co' } }), { giftCardID: 'g1', amount: 50, client: { id: 'u', email: 'a@b.co' } }],
];

describe('the client on a page that extended Object.prototype and Array.prototype', () => {
  it.each(VALIDATED)('%s validates and sends only the request', async (_, call, body) => {
    const fake = fakeFetch([json(200, { ok: true })]);
    // Signed in, so the calls that need a bearer token (the cart) are made too.
    const tokens = { accessToken: 'acc', refreshToken: 'ref', expiresAt: '2099-01-01T00:00:00Z' };
    const c = client.createBooklaClient({ apiKey: 'KEY', companyId: 'co1', fetch: fake.fetch, retryDelay: () => 0, tokenStore: memoryTokenStore(tokens) });
    expect(await onPollutedPage(() => call(c))).toEqual({ ok: true, value: { ok: true } });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toEqual(body);
  });

  it('still refuses an invalid request, naming the field', async () => {
    const fake = fakeFetch([json(200, {})]);
    const c = client.createBooklaClient({ apiKey: 'KEY', companyId: 'co1', fetch: fake.fetch });
    const result = await onPollutedPage(() => c.services.times('s1', { ...query, from: 'yesterday' }));
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'from' } });
    expect(fake.calls).toHaveLength(0);
  });

  it('a rejected call is a BooklaError with its own details only (no getter of the page is read)', async () => {
    const fake = fakeFetch([json(404, { error: 'nope' })]);
    const c = client.createBooklaClient({ apiKey: 'KEY', companyId: 'co1', fetch: fake.fetch, retryDelay: () => 0 });
    const result = await onPollutedPage(() => c.services.get('s1'));
    expect(result.ok).toBe(false);
    const error = (result as { error: unknown }).error;
    expect(error).toMatchObject({ code: 'API_ERROR', status: 404 });
    expect(Object.keys(error as object)).not.toContain('polluted');
    expect(Object.keys(error as object)).not.toContain('boom');
  });

  it('leaves the prototypes exactly as the page made them while the schemas are built: nothing added, nothing lost', () => {
    expect(objectKeys.before).toEqual(expect.arrayContaining(Object.keys(ADDED)));
    expect(objectKeys.after).toEqual(objectKeys.before);
    expect(arrayKeys.after).toEqual(arrayKeys.before);
  });
});
