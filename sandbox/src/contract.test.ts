// Contract: the runtime client (the code visitors run) against the sandbox, endpoint by endpoint.
import { createBooklaClient, type BooklaClient } from '@bookla/runtime/client';
import { BooklaError } from '@bookla/runtime/errors';
import { memoryTokenStore } from '@bookla/runtime/tokens';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_RESOURCE_IDS as R, SEED_TICKET_IDS as T } from './seed';
import { type TestSandbox, startTestSandbox } from './testing';

// The client judges token expiry by the real clock, so this sandbox runs on it too.
let sb: TestSandbox;
let client: BooklaClient;
const newClient = (apiKey = sb.info.apiKey) =>
  createBooklaClient({ apiKey, companyId: sb.info.companyId, apiUrl: sb.apiUrl, tokenStore: memoryTokenStore(), retryDelay: () => 5 });
const failure = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (err: unknown) => err);
  expect(e).toBeInstanceOf(BooklaError);
  return e as BooklaError;
};
/** A local day `offset` days from today in `zone`, as the UTC window the widgets send. */
const dayWindow = (zone: string, offset: number) => {
  const date = Temporal.Now.plainDateISO(zone).add({ days: offset });
  return {
    date: date.toString(),
    from: date.toZonedDateTime({ timeZone: zone }).toInstant().toString(),
    to: date.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).toInstant().toString(),
  };
};
const signIn = async (c: BooklaClient, email?: string) => {
  const { client: _who, ...tokens } = await sb.token(email);
  c.auth.setTokens(tokens);
};
const pay = (url: string, action: 'pay' | 'cancel' = 'pay') => fetch(`${url}/${action}`, { method: 'POST', redirect: 'manual' });

beforeAll(async () => {
  sb = await startTestSandbox(new Date().toISOString());
});
afterAll(() => sb.close());
beforeEach(async () => {
  sb.clock.now = new Date();
  sb.reset();
  client = newClient();
});

describe('a second company (LIVE_COMPANY): its own key and catalogue, none of the demo\'s', { tags: ['hours'] }, () => {
  const live = () => {
    const l = sb.info.liveCompany;
    return { l, c: createBooklaClient({ apiKey: l.apiKey, companyId: l.companyId, apiUrl: sb.apiUrl, tokenStore: memoryTokenStore(), retryDelay: () => 5 }) };
  };

  it('lists its own service, resource, plan and gift card only', async () => {
    const { l, c } = live();
    expect((await c.services.list()).map((s) => [s.id, s.name, s.companyID])).toEqual([[l.serviceId, 'Sunrise yoga', l.companyId]]);
    expect((await c.resources.list()).map((r) => r.id)).toEqual([l.resourceId]);
    expect((await c.subscriptions.available()).map((p) => p.id)).toEqual([l.planId]);
    expect((await c.giftCards.available()).map((g) => g.id)).toEqual([l.giftCardId]);
    // …and the demo company's lists hold none of its records.
    expect((await client.services.list()).map((s) => s.id)).not.toContain(l.serviceId);
    expect((await client.subscriptions.available()).map((p) => p.id)).not.toContain(l.planId);
    expect((await client.giftCards.available()).map((g) => g.id)).not.toContain(l.giftCardId);
  });

  it('its service has times and books with its key', async () => {
    const { l, c } = live();
    const window = { from: new Date(Date.now() + 864e5).toISOString(), to: new Date(Date.now() + 8 * 864e5).toISOString(), resourceIDs: [] };
    const slot = (await c.services.times(l.serviceId, window)).times[l.resourceId]![0]!;
    const booking = await c.bookings.create({
      companyID: l.companyId, serviceID: l.serviceId, resourceID: l.resourceId, startTime: slot.startTime,
      client: { id: crypto.randomUUID(), firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    } as never);
    expect(booking).toMatchObject({ serviceID: l.serviceId, companyID: l.companyId });
  });

  it('neither key reaches the other company, and its plan and gift card are not for sale in the demo company', async () => {
    const { l, c } = live();
    const wrongKey = createBooklaClient({ apiKey: l.apiKey, companyId: sb.info.companyId, apiUrl: sb.apiUrl, tokenStore: memoryTokenStore(), retryDelay: () => 5 });
    expect((await failure(wrongKey.services.list())).status).toBe(403);
    expect((await failure(c.services.get(sb.info.services.fixed))).status).toBe(404);
    const guest = { id: crypto.randomUUID(), firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
    expect((await failure(client.giftCards.order({ giftCardID: l.giftCardId, client: guest } as never))).code).toBe('API_ERROR');
    expect((await failure(client.subscriptions.purchase({ items: [{ subscriptionID: l.planId }], client: guest } as never))).code).toBe('API_ERROR');
  });
});

describe('catalogue (API key)', { tags: ['hours'] }, () => {
  it('services.list / get carry the platform response shape', async () => {
    const list = await client.services.list();
    expect(list.map((s) => s.type).sort()).toEqual(['days', 'fixed', 'fixed', 'flexible', 'group', 'ticket']);
    const fixed = await client.services.get(sb.info.services.fixed);
    expect(fixed).toMatchObject({
      id: sb.info.services.fixed, companyID: sb.info.companyId, name: 'Tennis court', type: 'fixed', color: expect.stringMatching(/^#/),
      createdAt: expect.any(String), updatedAt: expect.any(String), timeZone: 'Europe/Riga',
      settings: { currency: 'EUR', duration: 'PT1H', timeInterval: 'PT30M', tax: { rate: 21, inclusive: true } },
    });
    expect(fixed.resources!.map((r) => r.name)).toEqual(['Court 1', 'Court 2', 'Court 3 (indoor)']);
    const ticket = list.find((s) => s.type === 'ticket')!;
    expect(ticket.tickets).toEqual([{ id: T.adult, name: 'Adult' }, { id: T.child, name: 'Child' }, { id: T.senior, name: 'Senior' }]);
    expect(list.find((s) => s.type === 'flexible')!.settings).toMatchObject({ duration: 'PT1H', timeInterval: 'PT30M', currency: 'USD' });
  });

  it('resources.list / get', async () => {
    const all = await client.resources.list();
    expect(all).toHaveLength(11);
    const one = await client.resources.get(R.cabinNorth);
    expect(one).toMatchObject({ id: R.cabinNorth, name: 'Cabin North', companyID: sb.info.companyId });
    expect(one.services!.map((s) => s.id)).toEqual([sb.info.services.days]);
    expect((await failure(client.resources.get('missing'))).status).toBe(404);
  });

  it('subscriptions.available and giftCards.available, with an ids filter', async () => {
    const plans = await client.subscriptions.available();
    expect(plans.map((p) => p.duration)).toEqual(['P1M', 'P3M', 'P1Y']);
    expect(plans[0]).toMatchObject({ limitations: { bookingsCount: 8 }, resourceIDs: [], currency: 'EUR' });
    expect(plans[1]!.comparedPrice).toBeGreaterThan(plans[1]!.price);
    expect(plans[2]!.metaData).toEqual({ description: 'Unlimited courts and classes for a whole year' });
    expect((await client.subscriptions.available([sb.info.plans.yearly])).map((p) => p.id)).toEqual([sb.info.plans.yearly]);
    const cards = await client.giftCards.available();
    expect(cards.map((g) => [g.taxRate, g.taxInclusive, g.validityDuration])).toEqual([[21, true, 'P365D'], [10, false, 'P180D'], [0, false, 'P90D']]);
    expect(cards[2]).toMatchObject({ amountType: 'custom', minAmount: 1000, maxAmount: 50000 });
    expect(await client.giftCards.available([sb.info.giftCards.noTax, sb.info.giftCards.taxExclusive])).toHaveLength(2);
  });

  it('a bad API key is API_ERROR 401 (not a token failure)', async () => {
    const e = await failure(newClient('wrong-key').services.list());
    expect(e).toMatchObject({ code: 'API_ERROR', status: 401, body: { error: { code: 'unauthorized' } } });
  });
});

describe('availability and booking', { tags: ['hours'] }, () => {
  it('times and dates shapes; availability shrinks after a booking', async () => {
    const day = dayWindow('Europe/Riga', 3);
    const dates = await client.services.dates(sb.info.services.fixed, { from: day.from, to: day.to, resourceIDs: [] });
    expect(dates).toEqual({ dates: { [R.court1]: [day.date], [R.court2]: [day.date], [R.court3]: [day.date] }, timeZone: 'Europe/Riga' });
    const before = await client.services.times(sb.info.services.fixed, { from: day.from, to: day.to, resourceIDs: [R.court3] });
    expect(Object.keys(before.times)).toEqual([R.court3]);
    const slot = before.times[R.court3]![2]!;
    expect(slot).toEqual({ startTime: expect.stringMatching(/Z$/), duration: 'PT1H', price: { amount: 3200, comparedAmount: 0, currency: 'EUR' } });
    const booking = await client.bookings.create({
      companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court3, startTime: slot.startTime,
      client: { email: 'visitor@example.com', firstName: 'Vi' },
    });
    expect(booking).toMatchObject({ status: 'confirmed', price: 3200, currency: 'EUR', type: 'fixed', startTime: slot.startTime, spots: 1 });
    const after = await client.services.times(sb.info.services.fixed, { from: day.from, to: day.to, resourceIDs: [R.court3] });
    expect(after.times[R.court3]!.map((s) => s.startTime)).not.toContain(slot.startTime);
    const taken = await failure(client.bookings.create({ companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court3, startTime: slot.startTime }));
    expect(taken).toMatchObject({ code: 'API_ERROR', status: 409, body: { error: { code: 'slot_unavailable' } } });
  });

  it('server validation errors reach the caller with the field', async () => {
    const day = dayWindow('Europe/Riga', 3);
    const e = await failure(client.bookings.create({
      companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court1, startTime: day.from,
    }));
    // Local midnight is outside working hours.
    expect(e).toMatchObject({ code: 'API_ERROR', status: 400, body: { error: { code: 'validation', field: 'startTime' } } });
    const unknown = await failure(client.services.times(sb.info.services.group, { from: day.from, to: day.to, resourceIDs: [R.court1] }));
    expect(unknown.body).toMatchObject({ error: { field: 'resourceIDs' } });
  });

  it('group capacity and ticket limits through the client', async () => {
    const riga = dayWindow('Europe/Riga', 4);
    const group = await client.services.times(sb.info.services.group, { from: riga.from, to: riga.to, spots: 8, resourceIDs: [] });
    const start = group.times[R.yogaHall]![0]!.startTime;
    await client.bookings.create({ companyID: sb.info.companyId, serviceID: sb.info.services.group, resourceID: R.yogaHall, startTime: start, spots: 8 });
    const left = await client.services.times(sb.info.services.group, { from: riga.from, to: riga.to, spots: 3, resourceIDs: [] });
    expect(left.times[R.yogaHall]!.map((s) => s.startTime)).not.toContain(start);
    const two = await client.services.times(sb.info.services.group, { from: riga.from, to: riga.to, spots: 2, resourceIDs: [] });
    expect(two.times[R.yogaHall]!.find((s) => s.startTime === start)!.price.amount).toBe(3000);

    const ny = dayWindow('America/New_York', 4);
    const tickets = { [T.senior]: 5 };
    const offered = await client.services.times(sb.info.services.ticket, { from: ny.from, to: ny.to, tickets, resourceIDs: [] });
    const entry = offered.times[R.museum]![0]!;
    expect(entry.price.amount).toBe(7500);
    const b = await client.bookings.create({ companyID: sb.info.companyId, serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: entry.startTime, tickets });
    expect(b.tickets).toEqual({ [T.senior]: { spots: 5, price: 7500 } });
    const full = await client.services.times(sb.info.services.ticket, { from: ny.from, to: ny.to, tickets: { [T.senior]: 1 }, resourceIDs: [] });
    expect(full.times[R.museum]!.map((s) => s.startTime)).not.toContain(entry.startTime);
  });

  it('days: a stay over several nights, priced per night, blocks each night', async () => {
    const riga = dayWindow('Europe/Riga', 20);
    const later = dayWindow('Europe/Riga', 23);
    const stay = await client.services.times(sb.info.services.days, { from: riga.from, to: later.from, duration: 'P3D', resourceIDs: [R.cabinSouth] });
    const first = stay.times[R.cabinSouth]![0]!;
    expect(first.duration).toBe('P3D');
    const b = await client.bookings.create({ companyID: sb.info.companyId, serviceID: sb.info.services.days, resourceID: R.cabinSouth, startTime: first.startTime, duration: 'P3D' });
    expect(b.price).toBe(first.price.amount);
    const nights = await client.services.dates(sb.info.services.days, { from: riga.from, to: dayWindow('Europe/Riga', 26).from, duration: 'P1D', resourceIDs: [R.cabinSouth] });
    expect(nights.dates[R.cabinSouth]).toEqual([23, 24, 25].map((d) => dayWindow('Europe/Riga', d).date));
  });

  it('codes.validate: valid, not applicable and unknown', async () => {
    const day = dayWindow('Europe/Riga', 3);
    const slot = (await client.services.times(sb.info.services.fixed, { from: day.from, to: day.to, resourceIDs: [R.court1] })).times[R.court1]![0]!;
    const req = { companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court1, startTime: slot.startTime, spots: 1 };
    expect(await client.codes.validate(sb.info.codes.valid, req)).toEqual({
      canApply: true, clientID: sb.info.client.id, clientEmail: sb.info.client.email, price: 0, pluginNameSpace: 'subscription',
      pluginResponse: expect.any(Object),
    });
    expect(await client.codes.validate(sb.info.codes.invalid, req)).toMatchObject({ canApply: false, price: 2500 });
    expect((await failure(client.codes.validate('NOPE-NOPE', req))).status).toBe(404);
    // The demo plan covers courts, classes and coaching, not the museum.
    const ny = dayWindow('America/New_York', 3);
    const entry = (await client.services.times(sb.info.services.ticket, { from: ny.from, to: ny.to, resourceIDs: [] })).times[R.museum]![0]!;
    const museum = await client.codes.validate(sb.info.codes.valid, {
      companyID: sb.info.companyId, serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: entry.startTime, spots: 2, tickets: { [T.child]: 2 },
    });
    expect(museum).toMatchObject({ canApply: false, price: 2000, clientID: sb.info.client.id });
  });

  it('commit then fail: the client retries with its Idempotency-Key and exactly one booking exists', async () => {
    await sb.call('POST', '/sandbox/faults', { body: { commitThenFail: true, pathPrefix: '/api/v1/client/bookings', method: 'POST', count: 1 } });
    const day = dayWindow('Europe/Riga', 5);
    const slot = (await client.services.times(sb.info.services.fixed, { from: day.from, to: day.to, resourceIDs: [R.court2] })).times[R.court2]![4]!;
    const booking = await client.bookings.create({
      companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court2, startTime: slot.startTime,
      client: { email: 'retry@example.com' },
    });
    expect(booking.status).toBe('confirmed');
    await signIn(client, 'retry@example.com');
    const mine = await client.bookings.list();
    expect(mine.total).toBe(1);
    expect(mine.bookings[0]!.id).toBe(booking.id);
  });

  it('a dropped connection is retried; a 503 storm ends in MAX_RETRIES_EXCEEDED with the status', async () => {
    await sb.call('POST', '/sandbox/faults', { body: { drop: true, pathPrefix: '/api/v1/client/companies', count: 1 } });
    expect(await client.services.list()).toHaveLength(6);
    await sb.call('POST', '/sandbox/faults', { body: { status: 503, pathPrefix: '/api/v1/client/companies' } });
    expect(await failure(client.services.list())).toMatchObject({ code: 'MAX_RETRIES_EXCEEDED', status: 503 });
  });
});

describe('signed-in client', { tags: ['hours'] }, () => {
  it('bearer calls without tokens fail locally with AUTH_REQUIRED', async () => {
    expect((await failure(client.bookings.list())).code).toBe('AUTH_REQUIRED');
    expect((await failure(client.subscriptions.getCart())).code).toBe('AUTH_REQUIRED');
    expect((await failure(client.giftCards.listOrders())).code).toBe('AUTH_REQUIRED');
  });

  it('own bookings: list, get, cancel (which frees the slot)', async () => {
    await signIn(client);
    const list = await client.bookings.list();
    expect(list).toMatchObject({ limit: 20, offset: 0, total: 8 });
    const seeded = list.bookings.find((b) => b.serviceID === sb.info.services.fixed && b.resourceID === R.court1)!;
    expect(await client.bookings.get(seeded.id)).toEqual(seeded);
    const cancelled = await client.bookings.cancel(seeded.id, 'Plans changed');
    expect(cancelled).toMatchObject({ id: seeded.id, status: 'cancelled' });
    const day = dayWindow('Europe/Riga', 1);
    const times = await client.services.times(sb.info.services.fixed, { from: day.from, to: day.to, resourceIDs: [R.court1] });
    expect(times.times[R.court1]!.map((s) => s.startTime)).toContain(seeded.startTime);
    expect((await failure(client.bookings.cancel(seeded.id, 'again'))).status).toBe(409);
    expect((await failure(client.bookings.get('not-mine'))).status).toBe(404);
  });

  it('expired tokens are refreshed (rotating), a revoked refresh token clears auth', async () => {
    const { client: _who, ...stale } = await sb.token(undefined, 0);
    client.auth.setTokens(stale);
    expect((await client.bookings.list()).total).toBe(8);
    const rotated = client.auth.getTokens()!;
    expect(rotated.refreshToken).not.toBe(stale.refreshToken);
    const old = await fetch(`${sb.apiUrl}/v1/client/auth/refresh`, { method: 'POST', headers: { authorization: `Bearer ${stale.refreshToken}` } });
    expect(old.status).toBe(401);

    // An access token the server no longer knows: 401 → one refresh → retry.
    client.auth.setTokens({ ...rotated, accessToken: 'sbx_at_unknown' });
    expect((await client.bookings.list()).total).toBe(8);

    client.auth.setTokens({ ...client.auth.getTokens()!, accessToken: 'sbx_at_unknown', refreshToken: stale.refreshToken });
    expect((await failure(client.bookings.list())).code).toBe('TOKEN_REFRESH_FAILED');
    expect(client.auth.getTokens()).toBeNull();
  });

  it('subscriptions: cart add / remove / checkout, purchases list / get, renew, pay', async () => {
    await signIn(client);
    const cart = await client.subscriptions.addToCart([{ subscriptionID: sb.info.plans.quarterly }, { subscriptionID: sb.info.plans.yearly, metaData: { note: 'gift' } }]);
    expect(cart.items.map((i) => [i.subscriptionID, i.status])).toEqual([[sb.info.plans.quarterly, 'cart'], [sb.info.plans.yearly, 'cart']]);
    expect(Date.parse(cart.expiresAt)).toBeGreaterThan(Date.now());
    const smaller = await client.subscriptions.removeFromCart(cart.items[0]!.id);
    expect(smaller.items.map((i) => i.subscriptionID)).toEqual([sb.info.plans.yearly]);
    expect((await client.subscriptions.getCart()).items).toHaveLength(1);
    const purchase = await client.subscriptions.checkout();
    expect(purchase).toMatchObject({ price: 39900, currency: 'EUR', tax: 6925, taxRate: 21, taxInclusive: true, paymentURL: expect.stringContaining('/sandbox/pay/subscription/') });
    expect(purchase.items[0]).toMatchObject({ status: 'pending', duration: 'P1Y', metaData: { note: 'gift' } });
    expect((await client.subscriptions.getCart()).items).toEqual([]);
    expect((await failure(client.subscriptions.checkout())).status).toBe(409);
    expect((await pay(purchase.paymentURL!)).status).toBe(200);
    const bought = await client.subscriptions.getPurchase(purchase.items[0]!.id);
    expect(bought.status).toBe('active');
    const all = await client.subscriptions.listPurchases();
    expect(all.map((k) => k.status).sort()).toEqual(['active', 'active']);
    const monthly = all.find((k) => k.subscriptionID === sb.info.plans.monthly)!;
    const renewal = await client.subscriptions.renew([monthly.id]);
    // The seeded month started 10 days ago, so the renewal starts exactly when it ends (a calendar month on).
    const monthEnd = Temporal.Instant.from(monthly.activeFrom).toZonedDateTimeISO('UTC').add({ months: 1 }).toInstant();
    expect(renewal.items[0]!.activeFrom).toBe(monthEnd.toString());
    expect(renewal.paymentURL).toMatch(/\/sandbox\/pay\/subscription\/[^/]+$/);
    expect((await failure(client.subscriptions.renew(['not-mine']))).body).toMatchObject({ error: { field: 'ids.0' } });
    // Forty days on, the seeded month is over; the annual plan is still running.
    sb.clock.now = new Date(Date.now() + 40 * 86_400_000);
    await signIn(client); // the 30-day refresh token lapsed meanwhile
    const later = await client.subscriptions.listPurchases();
    expect(later.find((k) => k.id === monthly.id)!.status).toBe('expired');
    expect(later.find((k) => k.id === bought.id)!.status).toBe('active');
  });

  it('subscriptions.purchase as a guest requires an e-mail and answers a payment URL', async () => {
    const e = await failure(client.subscriptions.purchase({ items: [{ subscriptionID: sb.info.plans.monthly }] }));
    expect(e.body).toMatchObject({ error: { field: 'client.email' } });
    const p = await client.subscriptions.purchase({ items: [{ subscriptionID: sb.info.plans.monthly }], client: { email: 'sub@example.com', firstName: 'S' } });
    expect(p).toMatchObject({ price: 4900, tax: 850, paymentURL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/pay\/subscription\//) });
  });

  it('gift cards: order (tax rules, custom amount), pay, listOrders / getOrder', async () => {
    const exclusive = await client.giftCards.order({ giftCardID: sb.info.giftCards.taxExclusive, client: { email: 'gift@example.com' } });
    expect(exclusive).toMatchObject({ price: 11000, tax: 1000, taxRate: 10, taxInclusive: false, currency: 'USD', item: { amount: 10000, status: 'pending' } });
    const custom = await client.giftCards.order({ giftCardID: sb.info.giftCards.noTax, amount: 4200, client: { email: 'gift@example.com' } });
    expect(custom).toMatchObject({ price: 4200, tax: 0, item: { amount: 4200 } });
    expect((await failure(client.giftCards.order({ giftCardID: sb.info.giftCards.noTax, amount: 10, client: { email: 'gift@example.com' } }))).body)
      .toMatchObject({ error: { field: 'amount' } });
    expect((await pay(exclusive.paymentURL)).status).toBe(200);
    await signIn(client, 'gift@example.com');
    const orders = await client.giftCards.listOrders();
    expect(orders.map((o) => o.status).sort()).toEqual(['active', 'pending']);
    const paid = await client.giftCards.getOrder(exclusive.item.id);
    expect(paid).toMatchObject({ status: 'active', code: expect.stringMatching(/^GIFT-/), giftCardName: 'Studio gift card $100' });
    // P180D from the moment it was paid (the sandbox clock, to the second).
    expect(Date.parse(paid.validUntil!)).toBe(Math.floor(sb.clock.now.getTime() / 1000) * 1000 + 180 * 86_400_000);
    const inclusive = await client.giftCards.order({ giftCardID: sb.info.giftCards.taxInclusive });
    // Signed in, the order belongs to the signed-in client without a client block.
    expect(inclusive).toMatchObject({ price: 5000, tax: 868, item: { clientID: paid.clientID } });
    expect(await client.giftCards.listOrders()).toHaveLength(3);
  });
});

describe('DST days through the client', { tags: ['hours'] }, () => {
  let fixed: TestSandbox;
  beforeAll(async () => {
    fixed = await startTestSandbox('2025-03-01T00:00:00Z');
  });
  afterAll(() => fixed.close());

  it('New York spring-forward Sunday has 23 open hours; a Riga stay over its DST night keeps 15:00', async () => {
    const c = createBooklaClient({ apiKey: fixed.info.apiKey, companyId: fixed.info.companyId, apiUrl: fixed.apiUrl, tokenStore: memoryTokenStore() });
    const t = await c.services.times(fixed.info.services.flexible, { from: '2025-03-09T05:00:00Z', to: '2025-03-10T04:00:00Z', duration: 'PT1H0M', resourceIDs: [R.studioA] });
    expect(t.times[R.studioA]).toHaveLength(45);
    expect(t.times[R.studioA]!.slice(3, 6).map((s) => s.startTime)).toEqual(['2025-03-09T06:30:00Z', '2025-03-09T07:00:00Z', '2025-03-09T07:30:00Z']);
    const d = await c.services.dates(fixed.info.services.days, { from: '2025-03-28T22:00:00Z', to: '2025-03-31T21:00:00Z', duration: 'P2D', resourceIDs: [R.cabinNorth] });
    expect(d.dates[R.cabinNorth]).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    const b = await c.bookings.create({ companyID: fixed.info.companyId, serviceID: fixed.info.services.days, resourceID: R.cabinNorth, startTime: '2025-03-29T13:00:00Z', duration: 'P2D', client: null });
    expect([b.startTime, b.endTime]).toEqual(['2025-03-29T13:00:00Z', '2025-03-31T12:00:00Z']);
  });
});
