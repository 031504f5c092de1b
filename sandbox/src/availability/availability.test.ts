import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_RESOURCE_IDS as R, SEED_TICKET_IDS as T } from '../seed';
import { type TestSandbox, startTestSandbox } from '../testing';

// Saturday 1 March 2025, before the US (9 March) and EU (30 March) spring-forward Sundays.
const NOW = '2025-03-01T00:00:00Z';
let sb: TestSandbox;
const path = (serviceId: string, what: 'times' | 'dates') => `/api/v1/client/companies/${sb.info.companyId}/services/${serviceId}/${what}`;
const times = async (serviceId: string, query: Record<string, unknown>) => {
  const r = await sb.call('POST', path(serviceId, 'times'), { body: query, headers: sb.key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.times as Record<string, { startTime: string; duration: string; price: { amount: number; comparedAmount: number; currency: string } }[]>;
};
const dates = async (serviceId: string, query: Record<string, unknown>) => {
  const r = await sb.call('POST', path(serviceId, 'dates'), { body: query, headers: sb.key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { dates: Record<string, string[]>; timeZone: string };
};
const book = (body: Record<string, unknown>) =>
  sb.call('POST', '/api/v1/client/bookings', { body: { companyID: sb.info.companyId, client: { email: 'guest@example.com' }, ...body }, headers: sb.key });

beforeAll(async () => {
  sb = await startTestSandbox(NOW);
});
afterAll(() => sb.close());
beforeEach(() => {
  sb.clock.now = new Date(NOW);
  sb.reset();
});

describe('working hours in the service zone, across DST', () => {
  it('fixed (Riga): the first slot moves from 07:00Z to 06:00Z when summer time starts', async () => {
    const sat = await times(sb.info.services.fixed, { from: '2025-03-28T22:00:00Z', to: '2025-03-29T22:00:00Z', resourceIDs: [R.court1] });
    const sun = await times(sb.info.services.fixed, { from: '2025-03-29T22:00:00Z', to: '2025-03-30T21:00:00Z', resourceIDs: [R.court1] });
    // Weekend hours 09:00–18:00, 1 h sessions every 30 min → 17 starts each day.
    expect(sat[R.court1]!.map((s) => s.startTime)).toHaveLength(17);
    expect(sat[R.court1]![0]!.startTime).toBe('2025-03-29T07:00:00Z');
    expect(sun[R.court1]![0]!.startTime).toBe('2025-03-30T06:00:00Z');
    expect(sun[R.court1]!.at(-1)!.startTime).toBe('2025-03-30T14:00:00Z');
    expect(Object.keys(sun)).toEqual([R.court1]);
  });

  it.each([
    ['a normal Sunday', '2025-03-02T05:00:00Z', '2025-03-03T05:00:00Z', 47],
    ['spring forward (23 h)', '2025-03-09T05:00:00Z', '2025-03-10T04:00:00Z', 45],
    ['fall back (25 h)', '2025-11-02T04:00:00Z', '2025-11-03T05:00:00Z', 49],
  ])('flexible (New York, open around the clock at weekends): %s gives %#', async (_name, from, to, count) => {
    const t = await times(sb.info.services.flexible, { from, to, duration: 'PT1H0M', resourceIDs: [R.studioB] });
    const starts = t[R.studioB]!.map((s) => s.startTime);
    expect(starts).toHaveLength(count);
    const clocks = starts.map((s) => new Date(s).toLocaleTimeString('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }));
    // Every local half hour appears once per real occurrence; 02:xx does not exist on spring-forward day.
    if (count === 45) expect(clocks).not.toContain('02:00');
    if (count === 49) expect(clocks.filter((c) => c === '01:00')).toHaveLength(2);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('days (Riga): a stay across the DST night keeps the 15:00 check-in and check-out clock', async () => {
    const r = await book({ serviceID: sb.info.services.days, resourceID: R.cabinSouth, startTime: '2025-03-29T13:00:00Z', duration: 'P2D' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ startTime: '2025-03-29T13:00:00Z', endTime: '2025-03-31T12:00:00Z', duration: 'P2D', type: 'days' });
    // Saturday night at the weekend rate (17000), Sunday night at the weekday rate (14000).
    expect(r.body.price).toBe(31000);
  });

  it('dates are local dates of the service zone and lists are never missing', async () => {
    const d = await dates(sb.info.services.paid, { from: '2025-03-02T05:00:00Z', to: '2025-03-09T05:00:00Z', resourceIDs: [] });
    expect(d.timeZone).toBe('America/New_York');
    // Open Monday–Saturday; Sunday 2 March is closed.
    expect(d.dates[R.coachSam]).toEqual(['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08']);
    const closed = await dates(sb.info.services.paid, { from: '2025-03-02T05:00:00Z', to: '2025-03-03T05:00:00Z' });
    expect(closed.dates).toEqual({ [R.coachAlex]: [], [R.coachSam]: [] });
  });

  it('never offers past slots and returns the slot at `from` when the window equals the duration', async () => {
    sb.clock.now = new Date('2025-03-03T12:10:00Z'); // Monday 14:10 in Riga
    const t = await times(sb.info.services.fixed, { from: '2025-03-02T22:00:00Z', to: '2025-03-03T22:00:00Z', resourceIDs: [R.court2] });
    expect(t[R.court2]![0]!.startTime).toBe('2025-03-03T12:30:00Z');
    const exact = await times(sb.info.services.fixed, { from: '2025-03-03T15:00:00Z', to: '2025-03-03T16:00:00Z', resourceIDs: [R.court2] });
    expect(exact[R.court2]!.map((s) => s.startTime)).toEqual(['2025-03-03T15:00:00Z']);
  });
});

describe('capacity', () => {
  const day = { from: '2025-03-03T22:00:00Z', to: '2025-03-04T22:00:00Z' }; // Tuesday 4 March in Riga

  it('a booking removes its slot and the overlapping ones on that resource only', async () => {
    const before = await times(sb.info.services.fixed, { ...day, resourceIDs: [] });
    expect(before[R.court1]!.map((s) => s.startTime)).toContain('2025-03-04T10:00:00Z');
    expect(before[R.court1]![0]!.price).toEqual({ amount: 2500, comparedAmount: 3000, currency: 'EUR' });
    expect(before[R.court3]![0]!.price).toEqual({ amount: 3200, comparedAmount: 0, currency: 'EUR' });
    const r = await book({ serviceID: sb.info.services.fixed, resourceID: R.court1, startTime: '2025-03-04T10:00:00Z' });
    expect(r.status).toBe(201);
    const after = await times(sb.info.services.fixed, { ...day, resourceIDs: [] });
    const court1 = after[R.court1]!.map((s) => s.startTime);
    expect(court1).not.toContain('2025-03-04T10:00:00Z');
    expect(court1).not.toContain('2025-03-04T09:30:00Z');
    expect(court1).not.toContain('2025-03-04T10:30:00Z');
    expect(court1).toContain('2025-03-04T11:00:00Z');
    expect(court1).toHaveLength(before[R.court1]!.length - 3);
    expect(after[R.court2]).toHaveLength(before[R.court2]!.length);
    const again = await book({ serviceID: sb.info.services.fixed, resourceID: R.court1, startTime: '2025-03-04T10:30:00Z' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('slot_unavailable');
  });

  it('without a resource the booking takes the first free one', async () => {
    await book({ serviceID: sb.info.services.fixed, resourceID: R.court1, startTime: '2025-03-04T12:00:00Z' });
    const r = await book({ serviceID: sb.info.services.fixed, startTime: '2025-03-04T12:00:00Z' });
    expect(r.body.resourceID).toBe(R.court2);
  });

  it('group: spots per slot shrink until the class is full', async () => {
    const slot = '2025-03-04T05:00:00Z'; // 07:00 Riga
    const has = async (spots: number) =>
      (await times(sb.info.services.group, { ...day, spots }))[R.yogaHall]!.some((s) => s.startTime === slot);
    expect(await has(10)).toBe(true);
    expect((await times(sb.info.services.group, { ...day, spots: 3 }))[R.yogaHall]![0]!.price).toEqual({ amount: 4500, comparedAmount: 5400, currency: 'EUR' });
    expect((await book({ serviceID: sb.info.services.group, resourceID: R.yogaHall, startTime: slot, spots: 6 })).status).toBe(201);
    expect(await has(5)).toBe(false);
    expect(await has(4)).toBe(true);
    expect((await book({ serviceID: sb.info.services.group, resourceID: R.yogaHall, startTime: slot, spots: 5 })).status).toBe(409);
    expect((await book({ serviceID: sb.info.services.group, resourceID: R.yogaHall, startTime: slot, spots: 4 })).body.spots).toBe(4);
    expect(await has(1)).toBe(false);
    const tooMany = await book({ serviceID: sb.info.services.group, resourceID: R.yogaHall, startTime: '2025-03-04T10:00:00Z', spots: 11 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 'validation', field: 'spots' });
  });

  it('ticket: each ticket kind has its own limit per slot', async () => {
    const nyDay = { from: '2025-03-04T05:00:00Z', to: '2025-03-05T05:00:00Z' };
    const slot = '2025-03-04T15:00:00Z'; // 10:00 New York
    const has = async (tickets: Record<string, number>) =>
      (await times(sb.info.services.ticket, { ...nyDay, tickets }))[R.museum]!.find((s) => s.startTime === slot);
    expect((await has({ [T.adult]: 2, [T.child]: 1 }))!.price).toEqual({ amount: 5000, comparedAmount: 6000, currency: 'USD' });
    const r = await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: { [T.senior]: 4, [T.adult]: 1 } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ spots: 5, price: 8000, tickets: { [T.senior]: { spots: 4, price: 6000 }, [T.adult]: { spots: 1, price: 2000, comparedPrice: 2500 } } });
    expect(await has({ [T.senior]: 2 })).toBeUndefined();
    expect(await has({ [T.senior]: 1 })).toBeDefined();
    expect(await has({ [T.adult]: 19 })).toBeDefined();
    expect(await has({ [T.adult]: 20 })).toBeUndefined();
    expect((await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: { [T.senior]: 2 } })).status).toBe(409);
    const over = await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: { [T.child]: 11 } });
    expect(over.body.error).toMatchObject({ field: `tickets.${T.child}` });
    const unknown = await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: { nope: 1 } });
    expect(unknown.body.error).toMatchObject({ field: 'tickets.nope' });
    const none = await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: {} });
    expect(none.body.error).toMatchObject({ field: 'tickets' });
  });

  it('ticket: without a choice a slot shows the cheapest kind and stays while any kind has room; every kind asked must fit', async () => {
    const nyDay = { from: '2025-03-04T05:00:00Z', to: '2025-03-05T05:00:00Z' };
    const slot = '2025-03-04T15:00:00Z';
    const find = async (tickets?: Record<string, number>) =>
      (await times(sb.info.services.ticket, { ...nyDay, ...(tickets ? { tickets } : {}) }))[R.museum]!.find((s) => s.startTime === slot);
    // The "from" price: the child ticket's, with nothing struck through (the adult's compared price is not it).
    expect((await find())!.price).toEqual({ amount: 1000, comparedAmount: 0, currency: 'USD' });
    expect((await find({ [T.adult]: 0 }))!.price.amount).toBe(1000);
    expect((await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: { [T.adult]: 20, [T.child]: 10 } })).status).toBe(201);
    // Seniors still have room: the slot stays, but not for a party that also wants a child ticket.
    expect(await find()).toBeDefined();
    expect(await find({ [T.senior]: 1 })).toBeDefined();
    expect(await find({ [T.senior]: 1, [T.child]: 1 })).toBeUndefined();
    expect((await book({ serviceID: sb.info.services.ticket, resourceID: R.museum, startTime: slot, tickets: { [T.senior]: 5 } })).status).toBe(201);
    expect(await find()).toBeUndefined();
  });

  it('days: a stay never starts on a day gone by, and its compared price counts each night at the higher rate', async () => {
    // Now is 02:00 on Saturday 1 March in Riga: the stay of 28 February (checked in at 15:00 yesterday) is gone.
    const around = await times(sb.info.services.days, { from: '2025-02-26T22:00:00Z', to: '2025-03-02T22:00:00Z', resourceIDs: [R.cabinSouth], duration: 'P1D' });
    expect(around[R.cabinSouth]!.map((s) => s.startTime)).toEqual(['2025-03-01T13:00:00Z', '2025-03-02T13:00:00Z']);
    // Thursday, Friday and Saturday nights in the south cabin: 14000 + 17000 + 17000 to pay; struck through, each
    // night at the higher of its rate and the compared 16000: 16000 + 17000 + 17000.
    const stay = await times(sb.info.services.days, { from: '2025-03-12T22:00:00Z', to: '2025-03-13T22:00:00Z', resourceIDs: [R.cabinSouth], duration: 'P3D' });
    expect(stay[R.cabinSouth]![0]).toEqual({ startTime: '2025-03-13T13:00:00Z', duration: 'P3D', price: { amount: 48000, comparedAmount: 50000, currency: 'EUR' } });
  });

  it('days: every night of a stay must be free, and the stay blocks each of its nights', async () => {
    const riga = { from: '2025-03-09T22:00:00Z', to: '2025-03-16T22:00:00Z', resourceIDs: [R.cabinNorth] };
    // Monday 10 March check-in for three nights: 10, 11, 12.
    const r = await book({ serviceID: sb.info.services.days, resourceID: R.cabinNorth, startTime: '2025-03-10T13:00:00Z', duration: 'P3D' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ endTime: '2025-03-13T13:00:00Z', price: 36000 });
    const one = await dates(sb.info.services.days, { ...riga, duration: 'P1D' });
    expect(one.dates[R.cabinNorth]).toEqual(['2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
    // Two-night stays may not run into the booked nights: 9 March would need 10 March.
    const two = await dates(sb.info.services.days, { from: '2025-03-08T22:00:00Z', to: '2025-03-16T22:00:00Z', resourceIDs: [R.cabinNorth], duration: 'P2D' });
    expect(two.dates[R.cabinNorth]).toEqual(['2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
    const week = await times(sb.info.services.days, { from: '2025-03-12T22:00:00Z', to: '2025-03-20T22:00:00Z', resourceIDs: [R.cabinNorth], duration: 'P7D' });
    // Friday and Saturday nights at 15000, the rest at 12000.
    expect(week[R.cabinNorth]![0]).toEqual({ startTime: '2025-03-13T13:00:00Z', duration: 'P7D', price: { amount: 90000, comparedAmount: 0, currency: 'EUR' } });
    const clash = await book({ serviceID: sb.info.services.days, resourceID: R.cabinNorth, startTime: '2025-03-12T13:00:00Z', duration: 'P1D' });
    expect(clash.status).toBe(409);
  });

  it('flexible: duration must respect the minimum and the interval', async () => {
    const bad = await sb.call('POST', path(sb.info.services.flexible, 'times'), {
      body: { from: '2025-03-03T05:00:00Z', to: '2025-03-04T05:00:00Z', duration: 'PT0H30M' }, headers: sb.key,
    });
    expect(bad.body.error).toMatchObject({ field: 'duration', message: 'duration must be at least PT1H' });
    const t = await times(sb.info.services.flexible, { from: '2025-03-03T05:00:00Z', to: '2025-03-04T05:00:00Z', duration: 'PT1H30M', resourceIDs: [R.studioA] });
    // Weekday 08:00–22:00: 90-minute sessions start 08:00 … 20:30 every 30 min.
    expect(t[R.studioA]).toHaveLength(26);
    expect(t[R.studioA]![0]).toEqual({ startTime: '2025-03-03T13:00:00Z', duration: 'PT1H30M', price: { amount: 6000, comparedAmount: 0, currency: 'USD' } });
    const long = await times(sb.info.services.flexible, { from: '2025-03-01T05:00:00Z', to: '2025-03-03T05:00:00Z', duration: 'PT48H0M', resourceIDs: [R.studioB] });
    // Open from Saturday 00:00 to Sunday 24:00: exactly one 48 h session fits.
    expect(long[R.studioB]!.map((s) => s.startTime)).toEqual(['2025-03-01T05:00:00Z']);
  });
});
