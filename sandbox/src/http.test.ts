import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from './demo';
import { startSandbox } from './index';
import { SEED_RESOURCE_IDS as R, SEED_TICKET_IDS as T, seedState } from './seed';
import { type TestSandbox, startTestSandbox } from './testing';

const NOW = '2025-03-03T08:00:00Z'; // Monday
let sb: TestSandbox;
const company = () => `/api/v1/client/companies/${sb.info.companyId}`;
const booking = (extra: Record<string, unknown> = {}) => ({
  companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court2, startTime: '2025-03-04T12:00:00Z',
  client: { email: 'guest@example.com', firstName: 'Gus' }, ...extra,
});

beforeAll(async () => {
  sb = await startTestSandbox(NOW);
});
afterAll(() => sb.close());
beforeEach(async () => {
  sb.clock.now = new Date(NOW);
  await sb.call('POST', '/sandbox/reset');
});

describe('info and CORS', () => {
  it('GET /sandbox/info names the credentials and seeded ids', async () => {
    const r = await sb.call('GET', '/sandbox/info');
    expect(r.body).toMatchObject({
      url: sb.url, apiUrl: `${sb.url}/api`, apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID,
      services: { fixed: DEMO_SERVICE_ID }, codes: { valid: 'DEMO-SUBS', invalid: 'DEMO-EXPD' },
    });
    expect(Object.keys(r.body.services)).toEqual(['fixed', 'flexible', 'group', 'ticket', 'days', 'paid']);
    expect(r.body).toEqual(sb.info);
  });

  it('answers the preflight for every header the client and tests send, from any origin', async () => {
    const res = await fetch(`${sb.url}/api/v1/client/bookings`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key,authorization,idempotency-key,x-sandbox-fault' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')!.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['content-type', 'x-api-key', 'authorization', 'idempotency-key', 'x-sandbox-fault']));
    const get = await fetch(`${sb.url}${company()}/services`, { headers: { origin: 'https://shop.example', 'x-api-key': DEMO_API_KEY } });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('allows Chromium\'s Private Network Access preflight only when it asks', async () => {
    const preflight = (extra: Record<string, string>) =>
      fetch(`${sb.url}${company()}/services`, {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key', ...extra },
      });
    const asked = await preflight({ 'access-control-request-private-network': 'true' });
    expect(asked.status).toBe(204);
    expect(asked.headers.get('access-control-allow-private-network')).toBe('true');
    expect(asked.headers.get('access-control-allow-origin')).toBe('*');
    expect(asked.headers.get('access-control-allow-headers')!.toLowerCase()).toContain('x-api-key');
    expect((await preflight({})).headers.get('access-control-allow-private-network')).toBeNull();
    // Only preflights: a plain request carrying the header gets no PNA grant.
    const get = await fetch(`${sb.url}${company()}/services`, {
      headers: { origin: 'https://shop.example', 'x-api-key': DEMO_API_KEY, 'access-control-request-private-network': 'true' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-private-network')).toBeNull();
  });

  it('unknown routes are a JSON 404', async () => {
    const r = await sb.call('GET', '/api/v1/nope');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });
});

describe('auth', () => {
  it('API-key endpoints reject a missing or unknown key', async () => {
    expect((await sb.call('GET', `${company()}/services`)).status).toBe(401);
    const bad = await sb.call('GET', `${company()}/services`, { headers: { 'x-api-key': 'nope' } });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toEqual({ code: 'unauthorized', message: 'Unknown API key' });
    expect((await sb.call('GET', `/api/v1/client/companies/other/services`, { headers: sb.key })).status).toBe(404);
  });

  it('bearer endpoints reject missing, unknown and expired tokens; refresh rotates', async () => {
    expect((await sb.call('GET', '/api/v1/client/bookings')).status).toBe(401);
    expect((await sb.call('GET', '/api/v1/client/bookings', { headers: sb.key })).status).toBe(401);
    expect((await sb.call('GET', '/api/v1/client/bookings', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const t = await sb.token(undefined, 60);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await sb.call('GET', '/api/v1/client/bookings', { headers: auth(t.accessToken) })).status).toBe(200);
    // The refresh token is not an access token.
    expect((await sb.call('GET', '/api/v1/client/bookings', { headers: auth(t.refreshToken) })).status).toBe(401);
    sb.clock.now = new Date(Date.parse(NOW) + 60_000);
    const expired = await sb.call('GET', '/api/v1/client/bookings', { headers: auth(t.accessToken) });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('The access token has expired');
    expect((await sb.call('POST', '/api/v1/client/auth/refresh', { headers: auth(t.accessToken) })).status).toBe(401);
    const fresh = await sb.call('POST', '/api/v1/client/auth/refresh', { headers: auth(t.refreshToken) });
    expect(fresh.status).toBe(200);
    expect(Object.keys(fresh.body).sort()).toEqual(['accessToken', 'expiresAt', 'refreshToken']);
    expect(fresh.body.expiresAt).toBe('2025-03-03T09:01:00Z');
    expect((await sb.call('GET', '/api/v1/client/bookings', { headers: auth(fresh.body.accessToken) })).status).toBe(200);
    expect((await sb.call('POST', '/api/v1/client/auth/refresh', { headers: auth(t.refreshToken) })).status).toBe(401);
  });

  it('apiKeyOrBearer: an expired bearer is a 401, never a fall-back to the key', async () => {
    const t = await sb.token(undefined, 0);
    const r = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: { ...sb.key, authorization: `Bearer ${t.accessToken}` } });
    expect(r.status).toBe(401);
  });

  it('the token endpoint validates its input', async () => {
    const r = await sb.call('POST', '/sandbox/auth/token', { body: { email: 'not-an-email' } });
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe('email');
  });
});

describe('validation', () => {
  it.each([
    [{ startTime: '2025-03-04 12:00' }, 'startTime'],
    [{ startTime: undefined }, 'startTime'],
    [{ companyID: '' }, 'companyID'],
    [{ serviceID: 'nope' }, 'serviceID'],
    [{ resourceID: R.studioA }, 'resourceID'],
    [{ client: { email: 'x' } }, 'client.email'],
    [{ spots: 0 }, 'spots'],
    [{ duration: 'one hour' }, 'duration'],
    [{ metaData: [1] }, 'metaData'],
    [{ startTime: '2025-03-04T12:10:00Z' }, 'startTime'],
    [{ startTime: '2025-03-03T07:00:00Z' }, 'startTime'],
    [{ returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    // Relative or not a URL at all: the pay page would redirect somewhere of the browser's choosing.
    [{ returnUrl: '/thanks' }, 'returnUrl'],
    [{ returnUrl: 'shop.example/thanks' }, 'returnUrl'],
  ])('booking %j → 400 naming %s', async (change, field) => {
    const r = await sb.call('POST', '/api/v1/client/bookings', { body: booking(change), headers: sb.key });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'validation', field });
    expect(r.body.error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')} `));
  });

  it('malformed JSON and non-object bodies are named', async () => {
    const r = await sb.call('POST', '/api/v1/client/bookings', { raw: '{', headers: sb.key });
    expect(r.body.error).toMatchObject({ field: 'body', message: 'body must be valid JSON' });
    const arr = await sb.call('POST', `${company()}/services/${DEMO_SERVICE_ID}/times`, { body: [], headers: sb.key });
    expect(arr.body.error.field).toBe('body');
  });

  it.each([
    [{ from: '2025-03-04T00:00:00Z' }, 'to'],
    [{ from: '2025-03-04T00:00:00Z', to: '2025-03-03T00:00:00Z' }, 'to'],
    [{ from: '2025-03-04T00:00:00Z', to: '2026-06-01T00:00:00Z' }, 'to'],
    [{ from: '2025-03-04T00:00:00Z', to: '2025-03-05T00:00:00Z', resourceIDs: ['x'] }, 'resourceIDs'],
    [{ from: '2025-03-04T00:00:00Z', to: '2025-03-05T00:00:00Z', spots: 1.5 }, 'spots'],
  ])('times %j → 400 naming %s', async (query, field) => {
    const r = await sb.call('POST', `${company()}/services/${DEMO_SERVICE_ID}/times`, { body: query, headers: sb.key });
    expect(r.status).toBe(400);
    expect(r.body.error.field).toBe(field);
  });
});

describe('bookings', () => {
  it('a guest booking is confirmed and appears in that client\'s own list', async () => {
    const r = await sb.call('POST', '/api/v1/client/bookings', { body: booking({ metaData: { Notes: 'hi', Tags: ['a', 'b'] }, code: 'UNKNOWN' }), headers: sb.key });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(String), companyID: sb.info.companyId, resourceID: R.court2, serviceID: sb.info.services.fixed,
      startTime: '2025-03-04T12:00:00Z', endTime: '2025-03-04T13:00:00Z', duration: 'PT1H', spots: 1, price: 2500,
      currency: 'EUR', type: 'fixed', status: 'confirmed', metaData: { Notes: 'hi', Tags: ['a', 'b'] }, createdAt: '2025-03-03T08:00:00Z',
    });
    const t = await sb.token('guest@example.com');
    const list = await sb.call('GET', '/api/v1/client/bookings', { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(list.body).toEqual({ bookings: [r.body], limit: 20, offset: 0, total: 1 });
  });

  it('accepts client: null', async () => {
    const r = await sb.call('POST', '/api/v1/client/bookings', { body: booking({ client: null }), headers: sb.key });
    expect(r.status).toBe(201);
  });

  it('the unsubstituted {id} placeholder gets a clear 404', async () => {
    const t = await sb.token();
    const r = await sb.call('POST', '/api/v1/client/bookings/%7Bid%7D/cancel', { body: { reason: 'x' }, headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(r.status).toBe(404);
    expect(r.body.error.message).toMatch(/placeholder "\{id\}"/);
  });

  it("a client's list: only their own bookings, by start time, a page at a time", async () => {
    const at = (startTime: string, email: string) => sb.call('POST', '/api/v1/client/bookings', { body: booking({ startTime, client: { email } }), headers: sb.key });
    const late = await at('2025-03-04T15:00:00Z', 'guest@example.com');
    const other = await at('2025-03-04T17:00:00Z', 'other@example.com');
    const early = await at('2025-03-04T14:00:00Z', 'guest@example.com');
    expect([late.status, other.status, early.status]).toEqual([201, 201, 201]);
    const auth = { authorization: `Bearer ${(await sb.token('guest@example.com')).accessToken}` };
    const all = await sb.call('GET', '/api/v1/client/bookings', { headers: auth });
    expect(all.body).toEqual({ bookings: [early.body, late.body], limit: 20, offset: 0, total: 2 });
    const second = await sb.call('GET', '/api/v1/client/bookings?limit=1&offset=1', { headers: auth });
    expect(second.body).toEqual({ bookings: [late.body], limit: 1, offset: 1, total: 2 });
    const bad = await sb.call('GET', '/api/v1/client/bookings?limit=-1', { headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'validation', message: 'limit must be a whole number ≥ 0', field: 'limit' });
    expect((await sb.call('GET', '/api/v1/client/bookings?offset=1.5', { headers: auth })).body.error.field).toBe('offset');
  });

  it('a booking is cancelled once, by its own client; another client is told it does not exist', async () => {
    const made = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: sb.key });
    const cancel = async (email: string) =>
      sb.call('POST', `/api/v1/client/bookings/${made.body.id}/cancel`, { body: { reason: 'Plans changed' }, headers: { authorization: `Bearer ${(await sb.token(email)).accessToken}` } });
    const stranger = await cancel('other@example.com');
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('not_found');
    const done = await cancel('guest@example.com');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: made.body.id, status: 'cancelled' });
    const again = await cancel('guest@example.com');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'not_cancellable', message: 'A cancelled booking cannot be cancelled' });
    // Its slot is free again.
    expect((await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: sb.key })).status).toBe(201);
  });

  it('a valid code makes the booking free, even on a prepaid service', async () => {
    const r = await sb.call('POST', '/api/v1/client/bookings', {
      body: booking({ serviceID: sb.info.services.paid, resourceID: R.coachSam, startTime: '2025-03-04T15:00:00Z', code: 'DEMO-SUBS' }), headers: sb.key,
    });
    expect(r.body).toMatchObject({ status: 'confirmed', price: 0 });
    expect(r.body.paymentURL).toBeUndefined();
  });
});

describe('codes', () => {
  it('the demo subscription code covers eight bookings, then the regular price applies', async () => {
    const validate = async (startTime: string) => (await sb.call('POST', '/api/v1/client/codes/DEMO-SUBS/validate', {
      body: { companyID: sb.info.companyId, serviceID: sb.info.services.fixed, resourceID: R.court1, startTime, spots: 1 }, headers: sb.key,
    })).body;
    for (let h = 0; h < 8; h++) {
      const startTime = `2025-03-05T${String(6 + h).padStart(2, '0')}:00:00Z`;
      expect((await validate(startTime)).canApply).toBe(true);
      const r = await sb.call('POST', '/api/v1/client/bookings', { body: booking({ resourceID: R.court1, startTime, code: 'DEMO-SUBS' }), headers: sb.key });
      expect(r.body.price).toBe(0);
    }
    expect(await validate('2025-03-05T15:00:00Z')).toMatchObject({ canApply: false, price: 2500, pluginResponse: { reason: 'not covered by the plan' } });
    const ninth = await sb.call('POST', '/api/v1/client/bookings', { body: booking({ resourceID: R.court1, startTime: '2025-03-05T15:00:00Z', code: 'DEMO-SUBS' }), headers: sb.key });
    expect(ninth.body.price).toBe(2500);
  });
});

describe('code checks', () => {
  const check = (code: string, body: Record<string, unknown>) =>
    sb.call('POST', `/api/v1/client/codes/${code}/validate`, { body: { companyID: sb.info.companyId, spots: 1, ...body }, headers: sb.key });

  it('a code that cannot apply quotes the regular price of exactly what is asked: a stay by its nights, tickets by kind', async () => {
    // Thursday, Friday and Saturday nights in the south cabin (see the availability tests): 14000 + 17000 + 17000.
    const stay = await check(sb.info.codes.invalid, { serviceID: sb.info.services.days, resourceID: R.cabinSouth, startTime: '2025-03-13T13:00:00Z', duration: 'P3D' });
    expect(stay.status).toBe(200);
    expect(stay.body).toMatchObject({ canApply: false, price: 48000 });
    // Its own reason, not the one of a plan's code used up.
    expect(stay.body.pluginResponse.reason).toBe('expired');
    const tickets = await check(sb.info.codes.invalid, { serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: '2025-03-04T15:00:00Z', tickets: { [T.adult]: 2, [T.child]: 1 } });
    expect(tickets.body).toMatchObject({ canApply: false, price: 5000 });
    const flexible = await check(sb.info.codes.invalid, { serviceID: sb.info.services.flexible, resourceID: R.studioA, startTime: '2025-03-04T14:00:00Z', duration: 'PT1H30M' });
    expect(flexible.body).toMatchObject({ canApply: false, price: 6000 });
  });

  it("a plan's code on a service its plan does not cover: the regular price, and the booking pays it", async () => {
    const stay = { serviceID: sb.info.services.days, resourceID: R.cabinSouth, startTime: '2025-03-13T13:00:00Z', duration: 'P3D' };
    const checked = await check(sb.info.codes.valid, stay);
    expect(checked.body).toMatchObject({ canApply: false, price: 48000, pluginResponse: { reason: 'not covered by the plan' } });
    const made = await sb.call('POST', '/api/v1/client/bookings', { body: booking({ ...stay, code: sb.info.codes.valid }), headers: sb.key });
    expect(made.body).toMatchObject({ status: 'confirmed', price: 48000 });
    // On a covered service the same code makes it free.
    expect((await check(sb.info.codes.valid, { serviceID: sb.info.services.group, resourceID: R.yogaHall, startTime: '2025-03-04T05:00:00Z' })).body).toMatchObject({ canApply: true, price: 0 });
  });

  it("a plan's code covers its own company's services only, even when the plan lists none", async () => {
    const state = seedState(new Date(NOW));
    state.codes.push({ ...state.codes[0]!, code: 'YEAR-PASS', pluginResponse: { subscriptionID: sb.info.plans.yearly } });
    const file = join(mkdtempSync(join(tmpdir(), 'sbx-')), 'state.json');
    writeFileSync(file, JSON.stringify(state));
    const other = await startTestSandbox(NOW, file);
    try {
      const live = other.info.liveCompany;
      const at = { companyID: live.companyId, serviceID: live.serviceId, resourceID: live.resourceId, startTime: '2025-03-04T06:00:00Z', spots: 1 };
      const liveKey = { 'x-api-key': live.apiKey };
      const checked = await other.call('POST', '/api/v1/client/codes/YEAR-PASS/validate', { body: at, headers: liveKey });
      expect(checked.body).toMatchObject({ canApply: false, price: 1200, pluginResponse: { reason: 'not covered by the plan' } });
      const made = await other.call('POST', '/api/v1/client/bookings', { body: { ...at, client: { email: 'guest@example.com' }, code: 'YEAR-PASS' }, headers: liveKey });
      expect(made.body).toMatchObject({ status: 'confirmed', price: 1200 });
      // At the plan's own company it covers every service.
      const own = await other.call('POST', '/api/v1/client/codes/YEAR-PASS/validate', {
        body: { companyID: other.info.companyId, serviceID: other.info.services.days, resourceID: R.cabinSouth, startTime: '2025-03-13T13:00:00Z', duration: 'P3D', spots: 1 }, headers: other.key,
      });
      expect(own.body).toMatchObject({ canApply: true, price: 0 });
    } finally {
      await other.close();
    }
  });

  it('an unknown code is a 404 naming it; a ticket kind the service lacks or a bad duration is a 400', async () => {
    const unknown = await check('NOPE-0000', { serviceID: sb.info.services.fixed, resourceID: R.court1, startTime: '2025-03-04T12:00:00Z' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'code_not_found', message: 'Code "NOPE-0000" not found' });
    const kind = await check(sb.info.codes.valid, { serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: '2025-03-04T15:00:00Z', tickets: { vip: 1 } });
    expect(kind.body.error).toEqual({ code: 'validation', message: 'tickets.vip is not a ticket of this service', field: 'tickets.vip' });
    const stay = await check(sb.info.codes.valid, { serviceID: sb.info.services.days, resourceID: R.cabinSouth, startTime: '2025-03-13T13:00:00Z', duration: 'three nights' });
    expect(stay.body.error).toEqual({ code: 'validation', message: 'duration must be a positive ISO 8601 duration such as PT1H or P3D', field: 'duration' });
  });
});

describe('idempotency', () => {
  it('a repeated Idempotency-Key returns the first answer and creates nothing new', async () => {
    const headers = { ...sb.key, 'idempotency-key': 'k-1' };
    const first = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers });
    const second = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const other = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: { ...sb.key, 'idempotency-key': 'k-2' } });
    expect(other.status).toBe(409);
    const changed = await sb.call('POST', '/api/v1/client/bookings', { body: booking({ startTime: '2025-03-04T14:00:00Z' }), headers });
    expect(changed.status).toBe(422);
  });

  it('concurrent repeats wait for the first and share its answer', async () => {
    const headers = { ...sb.key, 'idempotency-key': 'k-par', 'x-sandbox-fault': 'latency=100' };
    const [a, b] = await Promise.all([0, 1].map(() => sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers })));
    expect(a!.status).toBe(201);
    expect(b!.body).toEqual(a!.body);
  });
});

describe('faults', () => {
  it('header: status, latency and an invalid header', async () => {
    const r = await sb.call('GET', `${company()}/services`, { headers: { ...sb.key, 'x-sandbox-fault': 'status=503' } });
    expect(r.status).toBe(503);
    expect(r.body.error.code).toBe('fault');
    const t0 = Date.now();
    expect((await sb.call('GET', `${company()}/services`, { headers: { ...sb.key, 'x-sandbox-fault': 'latency=150' } })).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    const bad = await sb.call('GET', `${company()}/services`, { headers: { ...sb.key, 'x-sandbox-fault': 'explode' } });
    expect(bad.body.error).toMatchObject({ field: 'X-Sandbox-Fault' });
  });

  it('failRate fails a deterministic share', async () => {
    const run = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        statuses.push((await sb.call('GET', `${company()}/services`, { headers: { ...sb.key, 'x-sandbox-fault': 'failRate=0.5;seed=42' } })).status);
      }
      return statuses;
    };
    const first = await run();
    expect(first.filter((s) => s === 503).length).toBeGreaterThan(4);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(4);
    await sb.call('DELETE', '/sandbox/faults');
    expect(await run()).toEqual(first);
  });

  it('drop destroys the connection', async () => {
    await expect(fetch(`${sb.url}${company()}/services`, { headers: { ...sb.key, 'x-sandbox-fault': 'drop' } })).rejects.toThrow();
  });

  it('server-wide rules match a path prefix and method, and retire after their count', async () => {
    const add = await sb.call('POST', '/sandbox/faults', { body: { status: 500, pathPrefix: '/api/v1/client/companies', method: 'GET', count: 2 } });
    expect(add.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sb.call('GET', `${company()}/services`, { headers: sb.key })).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await sb.call('GET', '/sandbox/faults')).body.faults).toEqual([]);
    expect((await sb.call('POST', '/sandbox/faults', { body: { status: 'x' } })).body.error.field).toBe('status');
  });

  it('a rule fires only on its path and method, and only the requests it fails spend its count', async () => {
    await sb.call('POST', '/sandbox/faults', { body: { status: 500, pathPrefix: '/api/v1/client/bookings', method: 'post', count: 1 } });
    expect((await sb.call('GET', `${company()}/services`, { headers: sb.key })).status).toBe(200);
    // The right path with another method: untouched (401 for want of a token, not the rule's 500).
    expect((await sb.call('GET', '/api/v1/client/bookings', { headers: sb.key })).status).toBe(401);
    // Another path with the same method: untouched.
    const times = await sb.call('POST', `${company()}/services/${DEMO_SERVICE_ID}/times`, { body: { from: '2025-03-04T00:00:00Z', to: '2025-03-05T00:00:00Z' }, headers: sb.key });
    expect(times.status).toBe(200);
    expect((await sb.call('GET', '/sandbox/faults')).body.faults).toMatchObject([{ remaining: 1 }]);
    expect((await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: sb.key })).status).toBe(500);
    expect((await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: sb.key })).status).toBe(201);
    expect((await sb.call('GET', '/sandbox/faults')).body.faults).toEqual([]);
    // A rule whose failure rate spares the request has not fired: its count stays.
    await sb.call('POST', '/sandbox/faults', { body: { failRate: 0, count: 1 } });
    expect((await sb.call('GET', `${company()}/services`, { headers: sb.key })).status).toBe(200);
    expect((await sb.call('GET', '/sandbox/faults')).body.faults).toMatchObject([{ remaining: 1 }]);
  });

  it('commitThenFail stores the booking, answers 502, and the idempotent retry gets the stored answer', async () => {
    await sb.call('POST', '/sandbox/faults', { body: { commitThenFail: true, pathPrefix: '/api/v1/client/bookings', count: 1 } });
    const headers = { ...sb.key, 'idempotency-key': 'ctf-1', origin: 'https://shop.example' };
    const lost = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers });
    expect(lost.status).toBe(502);
    expect(lost.headers.get('access-control-allow-origin')).toBe('*');
    const retry = await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers });
    expect(retry.status).toBe(201);
    const t = await sb.token('guest@example.com');
    const list = await sb.call('GET', '/api/v1/client/bookings', { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(list.body.total).toBe(1);
    expect(list.body.bookings[0].id).toBe(retry.body.id);
  });
});

describe('storage', () => {
  it('state survives a restart through the state file; a broken file is a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sbx-'));
    const file = join(dir, 'state.json');
    const a = await startTestSandbox(NOW, file);
    const made = await a.call('POST', '/api/v1/client/bookings', { body: { ...booking(), companyID: a.info.companyId }, headers: a.key });
    await a.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).bookings.some((b: { id: string }) => b.id === made.body.id)).toBe(true);
    const b = await startTestSandbox(NOW, file);
    const t = await b.token('guest@example.com');
    const got = await b.call('GET', `/api/v1/client/bookings/${made.body.id}`, { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(got.body).toEqual(made.body);
    await b.close();
    writeFileSync(file, '{ nope');
    await expect(startSandbox({ port: 0, stateFile: file })).rejects.toThrow(/not valid JSON/);
    writeFileSync(file, '{"version": 2}');
    await expect(startSandbox({ port: 0, stateFile: file })).rejects.toThrow(/not a version 1 sandbox state/);
  });

  it('reset re-seeds: created bookings are gone, seeded ones are back', async () => {
    await sb.call('POST', '/api/v1/client/bookings', { body: booking(), headers: sb.key });
    await sb.call('POST', '/sandbox/reset');
    const t = await sb.token('guest@example.com');
    const list = await sb.call('GET', '/api/v1/client/bookings', { headers: { authorization: `Bearer ${t.accessToken}` } });
    expect(list.body.total).toBe(0);
    const demo = await sb.token();
    const seeded = await sb.call('GET', '/api/v1/client/bookings', { headers: { authorization: `Bearer ${demo.accessToken}` } });
    expect(seeded.body.total).toBe(8);
    // Seeded relative to "today" in the zone: tomorrow 10:00 Riga is 08:00Z in winter.
    expect(seeded.body.bookings.map((b: { startTime: string }) => b.startTime)).toContain('2025-03-04T08:00:00Z');
  });
});
