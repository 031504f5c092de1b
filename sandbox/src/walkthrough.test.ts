// A visitor's journeys using nothing but HTTP, the way a browser and the embed drive the sandbox.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml } from './payment-page';
import { seedState } from './seed';
import { type TestSandbox, startTestSandbox } from './testing';

const NOW = '2025-06-02T12:00:00Z'; // Monday, 08:00 in New York
let sb: TestSandbox;
let info: TestSandbox['info'];

beforeAll(async () => {
  sb = await startTestSandbox(NOW);
  info = (await sb.call('GET', '/sandbox/info')).body;
});
afterAll(() => sb.close());
beforeEach(() => {
  sb.clock.now = new Date(NOW);
  sb.reset();
});

/** The two form actions of a payment page, as a browser would resolve them. */
function formActions(html: string, pageUrl: string): { pay: string; cancel: string } {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)">/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&'), pageUrl).toString());
  expect(actions).toHaveLength(2);
  return { pay: actions[0]!, cancel: actions[1]! };
}

const page = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') };
};

describe('booking a prepaid service', () => {
  const request = (startTime: string) => ({
    companyID: info.companyId, serviceID: info.services.paid, resourceID: '', startTime,
    client: { id: 'f6f0b8e4-1a2b-4c3d-8e9f-001122334455', firstName: 'Pat', lastName: 'Visitor', email: 'pat@example.com' },
    metaData: { 'Anything we should know?': 'Left-handed' },
  });

  it('service → dates → times → pending → payment page → Pay → back to the shop → confirmed', async () => {
    const svc = await sb.call('GET', `/api/v1/client/companies/${info.companyId}/services/${info.services.paid}`, { headers: sb.key });
    expect(svc.body).toMatchObject({ type: 'fixed', timeZone: 'America/New_York', settings: { bookingPolicy: 'prepaid' } });
    const dates = await sb.call('POST', `/api/v1/client/companies/${info.companyId}/services/${info.services.paid}/dates`, {
      body: { from: '2025-06-02T04:00:00Z', to: '2025-06-09T04:00:00Z', resourceIDs: [] }, headers: sb.key,
    });
    expect(dates.body.dates[info.resources.coachSam]).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07']);
    const times = await sb.call('POST', `/api/v1/client/companies/${info.companyId}/services/${info.services.paid}/times`, {
      body: { from: '2025-06-03T04:00:00Z', to: '2025-06-04T04:00:00Z', resourceIDs: [] }, headers: sb.key,
    });
    // 09:00–17:00 New York (EDT) → 13:00Z…20:00Z; Coach Alex is booked 11:00 tomorrow by the seed.
    expect(times.body.times[info.resources.coachAlex].map((s: { startTime: string }) => s.startTime)).not.toContain('2025-06-03T15:00:00Z');
    const slot = times.body.times[info.resources.coachSam][0];
    expect(slot).toEqual({ startTime: '2025-06-03T13:00:00Z', duration: 'PT1H', price: { amount: 6000, comparedAmount: 0, currency: 'USD' } });

    const made = await sb.call('POST', '/api/v1/client/bookings', { body: request(slot.startTime), headers: { ...sb.key, 'idempotency-key': 'walk-1' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', price: 6000, resourceID: info.resources.coachAlex, paymentURL: `${sb.url}/sandbox/pay/booking/${made.body.id}` });

    // The pending booking already holds the slot.
    const held = await sb.call('POST', `/api/v1/client/companies/${info.companyId}/services/${info.services.paid}/times`, {
      body: { from: '2025-06-03T04:00:00Z', to: '2025-06-04T04:00:00Z', resourceIDs: [info.resources.coachAlex] }, headers: sb.key,
    });
    expect(held.body.times[info.resources.coachAlex].map((s: { startTime: string }) => s.startTime)).not.toContain(slot.startTime);

    const returnUrl = 'https://shop.example/booked?ref=a&b=<x>';
    const payUrl = `${made.body.paymentURL}?returnUrl=${encodeURIComponent(returnUrl)}`;
    const p = await page(payUrl);
    expect(p.status).toBe(200);
    expect(p.type).toMatch(/^text\/html/);
    expect(p.html).toContain('Private coaching (prepaid)');
    expect(p.html).toContain('2025-06-03 09:00 (America/New_York)');
    expect(p.html).toContain('Pay $60.00');
    expect(p.html).toContain('>Cancel</button>');
    expect(p.html).not.toMatch(/<script/i);
    const { pay } = formActions(p.html, payUrl);

    const paid = await fetch(pay, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://shop.example/booked');
    expect(Object.fromEntries(back.searchParams)).toEqual({ ref: 'a', b: '<x>', payment: 'paid', kind: 'booking', id: made.body.id });

    const t = await sb.token('pat@example.com');
    const got = await sb.call('GET', `/api/v1/client/bookings/${made.body.id}`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(got.body.status).toBe('confirmed');
    expect(got.body.paymentURL).toBeUndefined();
    // The page now reports the outcome instead of offering buttons.
    const after = await page(made.body.paymentURL);
    expect(after.html).toContain('Payment confirmed');
    expect(after.html).not.toContain('<form');
    // A retried create with the same key does not book twice.
    const again = await sb.call('POST', '/api/v1/client/bookings', { body: request(slot.startTime), headers: { ...sb.key, 'idempotency-key': 'walk-1' } });
    expect(again.body.id).toBe(made.body.id);
  });

  it('Cancel on the payment page releases the slot; without a return URL it shows a page', async () => {
    const made = await sb.call('POST', '/api/v1/client/bookings', { body: request('2025-06-03T14:00:00Z'), headers: sb.key });
    const { cancel } = formActions((await page(made.body.paymentURL)).html, made.body.paymentURL);
    const res = await fetch(cancel, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('This payment was cancelled.');
    const again = await sb.call('POST', '/api/v1/client/bookings', { body: request('2025-06-03T14:00:00Z'), headers: sb.key });
    expect(again.body.resourceID).toBe(made.body.resourceID);
    // Paying a cancelled booking is refused.
    expect((await fetch(`${made.body.paymentURL}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });

  it('an unpaid booking lapses after 30 minutes and frees its slot', async () => {
    const made = await sb.call('POST', '/api/v1/client/bookings', { body: request('2025-06-03T17:00:00Z'), headers: sb.key });
    sb.clock.now = new Date('2025-06-02T12:29:00Z');
    expect((await sb.call('POST', '/api/v1/client/bookings', { body: request('2025-06-03T17:00:00Z'), headers: sb.key })).body.resourceID)
      .not.toBe(made.body.resourceID);
    sb.clock.now = new Date('2025-06-02T12:30:00Z');
    const lapsed = await page(made.body.paymentURL);
    expect(lapsed.status).toBe(410);
    expect(lapsed.html).toContain('This payment has expired');
    const t = await sb.token('pat@example.com');
    const got = await sb.call('GET', `/api/v1/client/bookings/${made.body.id}`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(got.body.status).toBe('cancelled');
    const rebook = await sb.call('POST', '/api/v1/client/bookings', { body: { ...request('2025-06-03T17:00:00Z'), resourceID: made.body.resourceID }, headers: sb.key });
    expect(rebook.status).toBe(201);
  });

  it('the return URL may come with the request (metaData.returnUrl) and must be http(s)', async () => {
    const made = await sb.call('POST', '/api/v1/client/bookings', {
      body: { ...request('2025-06-03T16:00:00Z'), metaData: { returnUrl: 'http://localhost:5173/done' } }, headers: sb.key,
    });
    const res = await fetch(`${made.body.paymentURL}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.headers.get('location')).toBe(`http://localhost:5173/done?payment=paid&kind=booking&id=${made.body.id}`);
    const bad = await page(`${made.body.paymentURL}?returnUrl=${encodeURIComponent('javascript:alert(1)')}`);
    expect(bad.status).toBe(400);
    expect((await page(`${sb.url}/sandbox/pay/booking/nope`)).status).toBe(404);
  });
});

describe('subscription purchase', () => {
  it('guest buys a plan → payment page → Pay → contract active for that client', async () => {
    const plans = await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/subscription/client/subscriptions?ids=${info.plans.quarterly}`, { headers: sb.key });
    expect(plans.body).toHaveLength(1);
    expect(plans.body[0]).toMatchObject({ title: 'Quarterly pass', price: 12900, comparedPrice: 14700, duration: 'P3M' });
    const bought = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, {
      body: { items: [{ subscriptionID: info.plans.quarterly }], client: { email: 'sub@example.com', firstName: 'Sue' }, returnUrl: 'https://shop.example/thanks' },
      headers: sb.key,
    });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ price: 12900, currency: 'EUR', tax: 2239, taxRate: 21, taxInclusive: true, expiresAt: '2025-06-02T12:30:00Z' });
    const p = await page(bought.body.paymentURL);
    expect(p.html).toContain('Quarterly pass');
    expect(p.html).toContain(escapeHtml('Pay €129.00'));
    const paid = await fetch(formActions(p.html, bought.body.paymentURL).pay, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toMatch(/^https:\/\/shop\.example\/thanks\?payment=paid&kind=subscription&id=/);
    const t = await sb.token('sub@example.com');
    const mine = await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(mine.body).toEqual([{ ...bought.body.items[0], status: 'active', activeFrom: '2025-06-02T12:00:00Z' }]);
  });

  it('an unpaid purchase expires after 30 minutes', async () => {
    const bought = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, {
      body: { items: [{ subscriptionID: info.plans.monthly }], client: { email: 'late@example.com' } }, headers: sb.key,
    });
    sb.clock.now = new Date('2025-06-02T12:31:00Z');
    expect((await page(bought.body.paymentURL)).status).toBe(410);
    expect((await fetch(`${bought.body.paymentURL}/pay`, { method: 'POST' })).status).toBe(410);
    const t = await sb.token('late@example.com');
    const mine = await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(mine.body.map((k: { status: string }) => k.status)).toEqual(['cancelled']);
  });
});

describe('gift card order', () => {
  it('guest orders a card → payment page → Pay → order active with a code', async () => {
    const cards = await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/giftcards`, { headers: sb.key });
    expect(cards.body.map((c: { id: string }) => c.id)).toEqual(Object.values(info.giftCards));
    const order = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders`, {
      body: { giftCardID: info.giftCards.taxInclusive, metaData: { 'To': 'Alex', returnUrl: 'https://shop.example/gift' }, client: { email: 'giver@example.com' } },
      headers: sb.key,
    });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({
      price: 5000, tax: 868, taxRate: 21, taxInclusive: true, currency: 'EUR', expiresAt: '2025-06-02T12:30:00Z',
      item: { giftCardID: info.giftCards.taxInclusive, giftCardName: 'Gift card €50', amount: 5000, status: 'pending', code: '', usages: [] },
    });
    const p = await page(order.body.paymentURL);
    expect(p.html).toContain('21% included');
    const paid = await fetch(formActions(p.html, order.body.paymentURL).pay, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('https://shop.example/gift?payment=paid&kind=giftcard');
    const t = await sb.token('giver@example.com');
    const got = await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders/${order.body.item.id}`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(got.body).toMatchObject({ status: 'active', code: expect.stringMatching(/^GIFT-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/), validUntil: '2026-06-02T12:00:00Z' });
  });

  it('an order the visitor cancelled stays cancelled (not expired) once its hold has passed, and cannot be paid', async () => {
    const order = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders`, {
      body: { giftCardID: info.giftCards.taxExclusive, client: { email: 'undecided@example.com' } }, headers: sb.key,
    });
    const cancelled = await fetch(formActions((await page(order.body.paymentURL)).html, order.body.paymentURL).cancel, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    sb.clock.now = new Date('2025-06-02T13:00:00Z');
    const later = await page(order.body.paymentURL);
    expect(later.status).toBe(200);
    expect(later.html).toContain('This payment was cancelled.');
    const pay = await fetch(`${order.body.paymentURL}/pay`, { method: 'POST' });
    expect(pay.status).toBe(409);
    expect(await pay.text()).toContain('This payment is already cancelled.');
  });

  it('an unpaid order lapses after 30 minutes: its page is gone and the order cancelled, not just a minute before', async () => {
    const order = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders`, {
      body: { giftCardID: info.giftCards.taxInclusive, client: { email: 'slow@example.com' } }, headers: sb.key,
    });
    const status = async () => {
      const t = await sb.token('slow@example.com');
      return (await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders/${order.body.item.id}`, { headers: { authorization: `Bearer ${t.accessToken}` } })).body.status;
    };
    sb.clock.now = new Date('2025-06-02T12:29:00Z');
    expect(await status()).toBe('pending');
    expect((await page(order.body.paymentURL)).status).toBe(200);
    sb.clock.now = new Date('2025-06-02T12:31:00Z');
    expect((await page(order.body.paymentURL)).status).toBe(410);
    expect(await status()).toBe('cancelled');
  });
});

describe('gift card amounts and owners', () => {
  const order = (body: Record<string, unknown>, email = 'amounts@example.com') =>
    sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders`, { body: { client: { email }, ...body }, headers: sb.key });

  it('a fixed card sells its own amount only; a custom card its default or a chosen amount within its range', async () => {
    expect((await order({ giftCardID: info.giftCards.taxInclusive, amount: 999 })).body.error).toEqual({
      code: 'validation', message: 'amount cannot be chosen for a fixed-amount gift card (it is 5000)', field: 'amount',
    });
    expect((await order({ giftCardID: info.giftCards.taxInclusive, amount: 5000 })).body.item.amount).toBe(5000);
    expect((await order({ giftCardID: info.giftCards.noTax })).body.item.amount).toBe(2500);
    for (const amount of [1000, 50000]) expect((await order({ giftCardID: info.giftCards.noTax, amount })).body).toMatchObject({ price: amount, item: { amount } });
    for (const amount of [999, 50001]) {
      expect((await order({ giftCardID: info.giftCards.noTax, amount })).body.error).toEqual({ code: 'validation', message: 'amount must be between 1000 and 50000', field: 'amount' });
    }
  });

  it("another client's order does not exist for them", async () => {
    const mine = await order({ giftCardID: info.giftCards.taxInclusive }, 'owner@example.com');
    const read = async (email: string) => {
      const t = await sb.token(email);
      return sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders/${mine.body.item.id}`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    };
    expect((await read('owner@example.com')).status).toBe(200);
    const other = await read('someone@example.com');
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
  });
});

describe('on sale', () => {
  it('a plan or gift card past its sale window is neither listed nor sold', async () => {
    const plans = `/api/v1/companies/${info.companyId}/plugins/subscription/client/subscriptions`;
    const cards = `/api/v1/companies/${info.companyId}/plugins/giftcards/client/giftcards`;
    expect((await sb.call('GET', plans, { headers: sb.key })).body.map((p: { id: string }) => p.id)).toContain(info.plans.monthly);
    // The demo plans and the €50 card are on sale for a year from the day the sandbox was seeded.
    sb.clock.now = new Date('2026-06-04T12:00:00Z');
    expect((await sb.call('GET', plans, { headers: sb.key })).body.map((p: { id: string }) => p.id)).not.toContain(info.plans.monthly);
    const bought = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, {
      body: { items: [{ subscriptionID: info.plans.monthly }], client: { email: 'late@example.com' } }, headers: sb.key,
    });
    expect(bought.status).toBe(400);
    expect(bought.body.error.message).toMatch(/names a plan that is not on sale now$/);
    expect((await sb.call('GET', cards, { headers: sb.key })).body.map((g: { id: string }) => g.id)).not.toContain(info.giftCards.taxInclusive);
    const order = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/giftcards/client/orders`, {
      body: { giftCardID: info.giftCards.taxInclusive, client: { email: 'late@example.com' } }, headers: sb.key,
    });
    expect(order.body.error).toEqual({ code: 'validation', message: 'giftCardID names a gift card that is not on sale now', field: 'giftCardID' });
  });
});

describe('subscription period', () => {
  it('a paid subscription is active for its period from when it was paid, then expired', async () => {
    const bought = await sb.call('POST', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, {
      body: { items: [{ subscriptionID: info.plans.monthly }], client: { email: 'month@example.com' } }, headers: sb.key,
    });
    // Paid 20 minutes after buying: the period starts when it is paid for.
    sb.clock.now = new Date('2025-06-02T12:20:00Z');
    const p = await page(bought.body.paymentURL);
    await fetch(formActions(p.html, bought.body.paymentURL).pay, { method: 'POST', redirect: 'manual' });
    const mine = async () => {
      const t = await sb.token('month@example.com');
      const list = await sb.call('GET', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, { headers: { authorization: `Bearer ${t.accessToken}` } });
      return list.body.map((k: { status: string; activeFrom: string }) => [k.status, k.activeFrom]);
    };
    expect(await mine()).toEqual([['active', '2025-06-02T12:20:00Z']]);
    sb.clock.now = new Date('2025-07-02T12:19:00Z');
    expect(await mine()).toEqual([['active', '2025-06-02T12:20:00Z']]);
    sb.clock.now = new Date('2025-07-02T12:20:00Z');
    expect(await mine()).toEqual([['expired', '2025-06-02T12:20:00Z']]);
  });
});

describe('one client account at two companies', () => {
  it('carts, purchases, renewals and gift card orders are each company\u2019s own, as their paths say', async () => {
    const demo = `/api/v1/companies/${info.companyId}/plugins`;
    const live = `/api/v1/companies/${info.liveCompany.companyId}/plugins`;
    const t = await sb.token('both@example.com');
    const auth = { authorization: `Bearer ${t.accessToken}` };
    const ids = (list: { subscriptionID?: string; giftCardID?: string }[]) => list.map((k) => k.subscriptionID ?? k.giftCardID);

    // Carts: one per company.
    const demoCart = await sb.call('POST', `${demo}/subscription/client/cart`, { body: { items: [{ subscriptionID: info.plans.monthly }] }, headers: auth });
    expect((await sb.call('GET', `${live}/subscription/client/cart`, { headers: auth })).body.items).toEqual([]);
    await sb.call('POST', `${live}/subscription/client/cart`, { body: { items: [{ subscriptionID: info.liveCompany.planId }] }, headers: auth });
    expect(ids((await sb.call('GET', `${demo}/subscription/client/cart`, { headers: auth })).body.items)).toEqual([info.plans.monthly]);
    const demoItem = demoCart.body.items[0].id;
    expect((await sb.call('DELETE', `${live}/subscription/client/cart/${demoItem}`, { headers: auth })).status).toBe(404);
    // Checking out at one company buys its cart only, in its currency, and leaves the other's.
    const bought = await sb.call('POST', `${live}/subscription/client/cart/checkout`, { headers: auth });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ price: 9000, currency: 'GBP', taxRate: 20 });
    expect(ids(bought.body.items)).toEqual([info.liveCompany.planId]);
    expect(ids((await sb.call('GET', `${demo}/subscription/client/cart`, { headers: auth })).body.items)).toEqual([info.plans.monthly]);

    // Purchases: each company lists and shows its own.
    const p = await page(bought.body.paymentURL);
    await fetch(formActions(p.html, bought.body.paymentURL).pay, { method: 'POST', redirect: 'manual' });
    const liveContract = bought.body.items[0].id;
    expect(ids((await sb.call('GET', `${live}/subscription/client/purchases`, { headers: auth })).body)).toEqual([info.liveCompany.planId]);
    expect((await sb.call('GET', `${demo}/subscription/client/purchases`, { headers: auth })).body).toEqual([]);
    expect((await sb.call('GET', `${live}/subscription/client/purchases/${liveContract}`, { headers: auth })).body).toMatchObject({ status: 'active' });
    expect((await sb.call('GET', `${demo}/subscription/client/purchases/${liveContract}`, { headers: auth })).status).toBe(404);
    // A renewal is asked of the company that sold the plan.
    const elsewhere = await sb.call('POST', `${demo}/subscription/client/purchases/renew`, { body: { ids: [liveContract] }, headers: auth });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ field: 'ids.0', message: 'ids.0 names no active or expired purchase of yours' });
    const renewed = await sb.call('POST', `${live}/subscription/client/purchases/renew`, { body: { ids: [liveContract] }, headers: auth });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({ price: 9000, currency: 'GBP' });

    // Gift card orders likewise.
    const order = await sb.call('POST', `${live}/giftcards/client/orders`, { body: { giftCardID: info.liveCompany.giftCardId }, headers: auth });
    expect(order.status).toBe(201);
    expect(ids((await sb.call('GET', `${live}/giftcards/client/orders`, { headers: auth })).body)).toEqual([info.liveCompany.giftCardId]);
    expect((await sb.call('GET', `${demo}/giftcards/client/orders`, { headers: auth })).body).toEqual([]);
    expect((await sb.call('GET', `${live}/giftcards/client/orders/${order.body.item.id}`, { headers: auth })).status).toBe(200);
    expect((await sb.call('GET', `${demo}/giftcards/client/orders/${order.body.item.id}`, { headers: auth })).status).toBe(404);
  });
});

describe('plans taxed differently', () => {
  it('cannot share one purchase (its answer has one tax rate): a clear 400, nothing bought; alone each is bought', async () => {
    const state = seedState(new Date(NOW));
    const monthly = state.plans.find((p) => p.id === info.plans.monthly)!;
    monthly.taxRate = 9;
    const file = join(mkdtempSync(join(tmpdir(), 'sbx-')), 'state.json');
    writeFileSync(file, JSON.stringify(state));
    const other = await startTestSandbox(NOW, file);
    try {
      const buy = (ids: string[]) =>
        other.call('POST', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, {
          body: { items: ids.map((subscriptionID) => ({ subscriptionID })), client: { email: 'mixed@example.com' } }, headers: other.key,
        });
      const mixed = await buy([info.plans.monthly, info.plans.quarterly]);
      expect(mixed.status).toBe(400);
      expect(mixed.body.error).toEqual({ code: 'validation', message: 'items must all be taxed alike', field: 'items' });
      const t = await other.token('mixed@example.com');
      const mine = await other.call('GET', `/api/v1/companies/${info.companyId}/plugins/subscription/client/purchases`, { headers: { authorization: `Bearer ${t.accessToken}` } });
      expect(mine.body).toEqual([]);
      // A cart holding both is refused at checkout and kept as it was.
      const cart = `/api/v1/companies/${info.companyId}/plugins/subscription/client/cart`;
      const auth = { authorization: `Bearer ${t.accessToken}` };
      await other.call('POST', cart, { body: { items: [{ subscriptionID: info.plans.monthly }, { subscriptionID: info.plans.quarterly }] }, headers: auth });
      const checkout = await other.call('POST', `${cart}/checkout`, { headers: auth });
      expect([checkout.status, checkout.body.error.message]).toEqual([400, 'items must all be taxed alike']);
      const kept = await other.call('GET', cart, { headers: auth });
      expect(kept.body.items.map((k: { subscriptionID: string; status: string }) => [k.subscriptionID, k.status])).toEqual([[info.plans.monthly, 'cart'], [info.plans.quarterly, 'cart']]);
      expect((await buy([info.plans.monthly])).body).toMatchObject({ price: 4900, taxRate: 9, tax: 405 });
      expect((await buy([info.plans.quarterly, info.plans.yearly])).body).toMatchObject({ price: 52800, taxRate: 21 });
    } finally {
      await other.close();
    }
  });
});

describe('subscription purchases: whose they are, renewals, the cart\u2019s hold; paying twice', () => {
  const plugins = () => `/api/v1/companies/${info.companyId}/plugins`;
  const bearer = async (email?: string) => ({ authorization: `Bearer ${(await sb.token(email)).accessToken}` });
  const pay = async (paymentURL: string) => {
    const p = await page(paymentURL);
    return fetch(formActions(p.html, paymentURL).pay, { method: 'POST', redirect: 'manual' });
  };
  const buy = async (client: Record<string, string>, plan = info.plans.monthly) =>
    (await sb.call('POST', `${plugins()}/subscription/client/purchases`, { body: { items: [{ subscriptionID: plan }], client }, headers: sb.key })).body;
  const purchase = async (id: string, headers: Record<string, string>) => sb.call('GET', `${plugins()}/subscription/client/purchases/${id}`, { headers });
  const renew = async (ids: string[], headers: Record<string, string>) => sb.call('POST', `${plugins()}/subscription/client/purchases/renew`, { body: { ids }, headers });

  it('a client neither reads nor renews another client\u2019s purchase', async () => {
    const mine = await buy({ email: 'ann@example.com' });
    await pay(mine.paymentURL);
    const id = mine.items[0].id;
    expect((await purchase(id, await bearer('ann@example.com'))).status).toBe(200);
    const other = await bearer('bob@example.com');
    expect((await purchase(id, other)).status).toBe(404);
    const renewed = await renew([id], other);
    expect([renewed.status, renewed.body.error.message]).toEqual([400, 'ids.0 names no active or expired purchase of yours']);
  });

  it('a guest purchase naming a known Bookla client is that client\u2019s', async () => {
    const bought = await buy({ booklaID: info.client.id, email: 'typed@example.com' });
    const mine = await sb.call('GET', `${plugins()}/subscription/client/purchases`, { headers: await bearer() });
    expect(mine.body.map((k: { id: string }) => k.id)).toContain(bought.items[0].id);
  });

  it('a renewal continues where the period ends and keeps that start when paid; only an active or expired purchase renews', async () => {
    const auth = await bearer('renew@example.com');
    const first = await buy({ email: 'renew@example.com' });
    const id = first.items[0].id;
    // Unpaid, it cannot be renewed yet.
    expect((await renew([id], auth)).status).toBe(400);
    await pay(first.paymentURL);
    const next = await renew([id], auth);
    expect(next.status).toBe(201);
    expect(next.body.items[0]).toMatchObject({ status: 'pending', activeFrom: '2025-07-02T12:00:00Z' });
    await pay(next.body.paymentURL);
    expect((await purchase(next.body.items[0].id, auth)).body).toMatchObject({ status: 'active', activeFrom: '2025-07-02T12:00:00Z' });
    // A purchase cancelled on the payment page does not renew.
    const dropped = await buy({ email: 'renew@example.com' });
    const p = await page(dropped.paymentURL);
    await fetch(formActions(p.html, dropped.paymentURL).cancel, { method: 'POST', redirect: 'manual' });
    expect((await renew([dropped.items[0].id], auth)).status).toBe(400);
    // Once both periods are over, the first purchase (expired) renews from now.
    sb.clock.now = new Date('2025-08-05T09:00:00Z');
    const late = await renew([id], await bearer('renew@example.com'));
    expect(late.status).toBe(201);
    expect(late.body.items[0].activeFrom).toBe('2025-08-05T09:00:00Z');
  });

  it('a cart holds its items for 30 minutes from the last addition, then starts over empty', async () => {
    const cart = `${plugins()}/subscription/client/cart`;
    const add = async (plan: string) => sb.call('POST', cart, { body: { items: [{ subscriptionID: plan }] }, headers: await bearer('cart@example.com') });
    const first = await add(info.plans.monthly);
    expect(first.body.expiresAt).toBe('2025-06-02T12:30:00Z');
    sb.clock.now = new Date('2025-06-02T12:20:00Z');
    expect((await add(info.plans.quarterly)).body.expiresAt).toBe('2025-06-02T12:50:00Z');
    sb.clock.now = new Date('2025-06-02T12:45:00Z');
    expect((await sb.call('GET', cart, { headers: await bearer('cart@example.com') })).body.items).toHaveLength(2);
    // The hold ends at its expiresAt, as an unpaid purchase's does.
    sb.clock.now = new Date('2025-06-02T12:50:00Z');
    const auth = await bearer('cart@example.com');
    expect((await sb.call('GET', cart, { headers: auth })).body.items).toEqual([]);
    expect((await sb.call('DELETE', `${cart}/${first.body.items[0].id}`, { headers: auth })).status).toBe(404);
  });

  it('paying a gift card twice (a double submit) keeps the first payment: one code; the order keeps its metaData', async () => {
    const order = await sb.call('POST', `${plugins()}/giftcards/client/orders`, {
      body: { giftCardID: info.giftCards.taxInclusive, client: { email: 'twice@example.com' }, metaData: { note: 'For Sam' } }, headers: sb.key,
    });
    const read = async () => (await sb.call('GET', `${plugins()}/giftcards/client/orders/${order.body.item.id}`, { headers: await bearer('twice@example.com') })).body;
    await pay(order.body.paymentURL);
    const paid = await read();
    expect(paid).toMatchObject({ status: 'active', metaData: { note: 'For Sam' } });
    expect(paid.code).not.toBe('');
    const again = await fetch(`${order.body.paymentURL}/pay`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(200);
    expect(await read()).toEqual(paid);
  });
});
