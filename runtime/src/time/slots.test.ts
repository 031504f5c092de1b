import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../api-types';
import { flattenDates, flattenSlots, nextAvailableDate, parseInstant, slotsWithin, staySlots } from './slots';
import { dayWindow } from './windows';
import { ensureTemporal } from './temporal';

const price = (amount: number) => ({ amount, comparedAmount: 0, currency: 'EUR' });
const slot = (startTime: string, amount = 2500, duration = 'PT1H'): TimeSlot => ({ startTime, duration, price: price(amount) });

describe('flattenSlots', () => {
  it('sorts by start and keeps the first resource (key order) offering a time', () => {
    const out = flattenSlots(
      {
        court2: [slot('2026-06-01T09:00:00Z', 3000), slot('2026-06-01T07:00:00Z', 3100)],
        court1: [slot('2026-06-01T08:00:00Z', 2000), slot('2026-06-01T07:00:00Z', 2100)],
      },
    );
    expect(out).toEqual([
      { startTime: '2026-06-01T07:00:00Z', duration: 'PT1H', price: price(3100), resourceID: 'court2' },
      { startTime: '2026-06-01T08:00:00Z', duration: 'PT1H', price: price(2000), resourceID: 'court1' },
      { startTime: '2026-06-01T09:00:00Z', duration: 'PT1H', price: price(3000), resourceID: 'court2' },
    ]);
  });

  it('keeps the same clock time on two days apart (overnight windows; reference bug 15)', () => {
    const out = flattenSlots(
      { a: [slot('2026-06-01T20:00:00Z'), slot('2026-06-02T20:00:00Z')], b: [slot('2026-06-02T20:00:00Z')] },
    );
    expect(out.map((s) => [s.startTime, s.resourceID])).toEqual([
      ['2026-06-01T20:00:00Z', 'a'],
      ['2026-06-02T20:00:00Z', 'a'],
    ]);
  });

  it('merges equal starts written with different offsets and re-serialises them in UTC', () => {
    const out = flattenSlots(
      { a: [slot('2026-06-01T10:00:00+03:00')], b: [slot('2026-06-01T07:00:00.000Z')] },
    );
    expect(out).toEqual([{ startTime: '2026-06-01T07:00:00Z', duration: 'PT1H', price: price(2500), resourceID: 'a' }]);
  });

  // Each zone's autumn change (the repeated hour) and spring change (the skipped hour) in 2026, as UTC
  // instants of sessions every 30 minutes across it. The runtime's tests run with the process in UTC, Los
  // Angeles and Auckland, so the visitor is elsewhere than the service in most runs.
  const CHANGES = [
    // zone, autumn: the local repeated hour's first start (UTC) and its repeat; spring: an instant before and after the gap
    { zone: 'Europe/London', repeated: ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'], spring: ['2026-03-29T00:30:00Z', '2026-03-29T01:00:00Z'] },
    { zone: 'America/New_York', repeated: ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'], spring: ['2026-03-08T06:30:00Z', '2026-03-08T07:00:00Z'] },
    { zone: 'Australia/Sydney', repeated: ['2026-04-04T15:30:00Z', '2026-04-04T16:30:00Z'], spring: ['2026-10-03T15:30:00Z', '2026-10-03T16:00:00Z'] },
    { zone: 'Pacific/Auckland', repeated: ['2026-04-04T13:30:00Z', '2026-04-04T14:30:00Z'], spring: ['2026-09-26T13:30:00Z', '2026-09-26T14:00:00Z'] },
  ];

  it.each(CHANGES)('$zone, the day clocks go back: both sessions of the repeated hour stay, in order', ({ zone, repeated }) => {
    const out = flattenSlots({ a: [slot(repeated[1]!), slot(repeated[0]!)], b: [slot(repeated[0]!)] });
    expect(out.map((s) => [s.startTime, s.resourceID])).toEqual([
      [repeated[0], 'a'],
      [repeated[1], 'a'],
    ]);
  });

  it.each(CHANGES)('$zone, the day clocks go forward: the sessions either side of the gap, nothing inside it', ({ zone, spring }) => {
    const out = flattenSlots({ a: spring.map((t) => slot(t)) });
    expect(out.map((s) => s.startTime)).toEqual(spring);
    // 30 minutes apart in real time, an hour apart on the clock: no time the clock skipped is shown.
    const local = out.map((s) => parseInstant(s.startTime)!.toZonedDateTimeISO(zone).toPlainTime().toString());
    expect(local[1]! > local[0]!).toBe(true);
  });

  it('a zone without changes: the same instants are distinct sessions too', () => {
    expect(flattenSlots({ a: [slot('2026-11-01T06:30:00Z'), slot('2026-11-01T05:30:00Z')] })).toHaveLength(2);
  });

  it('skips malformed entries instead of throwing', () => {
    const times = {
      a: [slot('not a time'), null, slot('2026-06-01T07:00:00Z')],
      b: 'oops',
      c: null,
    } as unknown as Record<string, TimeSlot[]>;
    expect(flattenSlots(times).map((s) => s.resourceID)).toEqual(['a']);
    expect(flattenSlots(undefined)).toEqual([]);
    expect(flattenSlots({})).toEqual([]);
  });
});

describe('flattenDates', () => {
  it('merges every resource, de-duplicates, sorts and drops bad entries', () => {
    expect(
      flattenDates({
        r1: ['2026-06-11', '2026-06-10'],
        r2: ['2026-06-10', '2026-05-31', '2026-06-31', 'x'],
        r3: [],
        r4: null,
      } as unknown as Record<string, string[]>),
    ).toEqual(['2026-05-31', '2026-06-10', '2026-06-11']);
    expect(flattenDates(null)).toEqual([]);
  });
});

describe('nextAvailableDate', () => {
  const dates = ['2026-06-12', '2026-06-10', '2026-07-01'];
  it.each([
    ['2026-06-09', '2026-06-10'],
    ['2026-06-10', '2026-06-12'],
    ['2026-06-12', '2026-07-01'],
    ['2026-07-01', null],
  ])('after %s is %s', (after, expected) => {
    expect(nextAvailableDate(dates, after)).toBe(expected);
  });
});

describe('parseInstant', () => {
  it('accepts RFC 3339 with Z or an offset and nothing else', () => {
    expect(parseInstant('2026-06-01T10:00:00+03:00')?.toString()).toBe('2026-06-01T07:00:00Z');
    expect(parseInstant('2026-06-01')).toBeNull();
    expect(parseInstant(42)).toBeNull();
    // Only text: a list or object that reads as an instant once turned into text is not one (API answers are JSON).
    expect(parseInstant(['2026-06-01T07:00:00Z'])).toBeNull();
    expect(parseInstant({ toString: () => '2026-06-01T07:00:00Z' })).toBeNull();
  });
});

describe('staySlots: a days service offers only stays that start on the chosen check-in', () => {
  const at = (startTime: string): TimeSlot => slot(startTime, 42000, 'P3D');

  it('drops the later start days of the window and keeps one tile per resource (Nov 29 → Dec 2, Riga)', () => {
    // Check-in 15:00 local (UTC+2 in winter): the window's answer holds Nov 29, Nov 30 and Dec 1 per resource.
    const times = {
      south: [at('2026-11-29T13:00:00Z'), at('2026-11-30T13:00:00Z'), at('2026-12-01T13:00:00Z')],
      north: [at('2026-12-01T13:00:00Z'), at('2026-11-29T13:00:00Z')],
      lake: [at('2026-11-30T13:00:00Z')],
    };
    const slots = staySlots(times, 'Europe/Riga', '2026-11-29');
    expect(slots.map((x) => [x.resourceID, x.startTime])).toEqual([
      ['south', '2026-11-29T13:00:00Z'],
      ['north', '2026-11-29T13:00:00Z'],
    ]);
  });

  it('reads the check-in date in the service zone, not in UTC (a 00:30 local start is the previous UTC day)', () => {
    const times = { r1: [at('2026-11-28T22:30:00Z'), at('2026-11-29T22:30:00Z')] };
    expect(staySlots(times, 'Europe/Riga', '2026-11-29').map((x) => x.startTime)).toEqual(['2026-11-28T22:30:00Z']);
    expect(staySlots(times, 'UTC', '2026-11-29').map((x) => x.startTime)).toEqual(['2026-11-29T22:30:00Z']);
  });

  it('keeps a stay across a month end and one across the autumn clock change', () => {
    expect(staySlots({ r: [at('2026-01-31T14:00:00Z'), at('2026-02-01T14:00:00Z')] }, 'Europe/London', '2026-01-31')).toHaveLength(1);
    // Clocks go back in London on 2026-10-25: a 15:00 check-in is 14:00Z on the 24th and 15:00Z on the 25th.
    const autumn = { r: [at('2026-10-24T14:00:00Z'), at('2026-10-25T15:00:00Z'), at('2026-10-26T15:00:00Z')] };
    expect(staySlots(autumn, 'Europe/London', '2026-10-25').map((x) => x.startTime)).toEqual(['2026-10-25T15:00:00Z']);
  });

  it('one tile per resource even when it offers two starts on the check-in date: the earlier', () => {
    const times = { r: [at('2026-11-29T16:00:00Z'), at('2026-11-29T08:00:00Z')], s: [at('2026-11-29T12:00:00Z')] };
    expect(staySlots(times, 'Europe/Riga', '2026-11-29').map((x) => [x.resourceID, x.startTime])).toEqual([
      ['r', '2026-11-29T08:00:00Z'],
      ['s', '2026-11-29T12:00:00Z'],
    ]);
  });

  it('offers nothing when no resource has a stay starting on the check-in, and skips malformed entries', () => {
    expect(staySlots({ r: [at('2026-11-30T13:00:00Z')] }, 'Europe/Riga', '2026-11-29')).toEqual([]);
    expect(staySlots({ r: [{ startTime: 'nope' } as TimeSlot, null as unknown as TimeSlot], s: null }, 'UTC', '2026-11-29')).toEqual([]);
    expect(staySlots(null, 'UTC', '2026-11-29')).toEqual([]);
  });
});

describe('slotsWithin', () => {
  // Riga, Sunday 2026-03-29: clocks go forward at 03:00 (a 23-hour day, 2026-03-28T22:00Z to 2026-03-29T21:00Z).
  const wide = { from: '2026-03-28T10:00:00.000Z', to: '2026-03-30T22:00:00.000Z' };
  const answer = (): ReturnType<typeof flattenSlots> =>
    flattenSlots({
      a: [
        slot('2026-03-28T21:00:00Z'), // Saturday 23:00 in Riga: the day before
        slot('2026-03-28T22:00:00Z'), // Sunday 00:00
        slot('2026-03-29T12:00:00Z'),
        slot('2026-03-29T20:00:00Z'), // Sunday 23:00, ends at midnight: inside
        slot('2026-03-29T20:30:00Z'), // ends 00:30 Monday: outside the plain day window
        slot('2026-03-29T21:00:00Z'), // Monday 00:00
      ],
      b: [slot('2026-03-29T12:00:00Z', 1), slot('2026-03-29T13:00:00Z', 2500, 'PT2H')],
    });

  it('keeps the sessions whose whole span lies in the day, as a request for that day would answer', async () => {
    await ensureTemporal();
    const own = dayWindow('2026-03-29', 'Europe/Riga');
    expect(own).toEqual({ from: '2026-03-28T22:00:00Z', to: '2026-03-29T21:00:00Z' });
    expect(slotsWithin(answer(), wide, own)!.map((s) => [s.startTime, s.resourceID])).toEqual([
      ['2026-03-28T22:00:00Z', 'a'],
      ['2026-03-29T12:00:00Z', 'a'],
      ['2026-03-29T13:00:00Z', 'b'],
      ['2026-03-29T20:00:00Z', 'a'],
    ]);
  });

  it('an extended window (long sessions) keeps the late starts that now fit', async () => {
    await ensureTemporal();
    const own = dayWindow('2026-03-29', 'Europe/Riga', { durationMinutes: 90 });
    expect(slotsWithin(answer(), wide, own)!.map((s) => s.startTime)).toContain('2026-03-29T20:30:00Z');
  });

  it('is null when the wider window does not cover the day, or is unreadable', async () => {
    await ensureTemporal();
    const own = dayWindow('2026-03-29', 'Europe/Riga');
    expect(slotsWithin(answer(), { from: '2026-03-28T23:00:00Z', to: wide.to }, own)).toBeNull();
    expect(slotsWithin(answer(), { from: wide.from, to: '2026-03-29T20:59:59Z' }, own)).toBeNull();
    expect(slotsWithin(answer(), undefined, own)).toBeNull();
    expect(slotsWithin(answer(), { from: 'soon', to: wide.to }, own)).toBeNull();
    expect(slotsWithin(answer(), { from: 7, to: null }, own)).toBeNull();
    // Exactly the day's own window covers it.
    expect(slotsWithin(answer(), own, own)).toHaveLength(4);
  });

  it('counts a slot without a readable duration by its start', async () => {
    await ensureTemporal();
    const own = dayWindow('2026-03-29', 'Europe/Riga');
    const odd = flattenSlots({ a: [slot('2026-03-29T20:59:00Z', 1, 'soon'), slot('2026-03-29T21:00:00Z', 1, 'soon')] });
    expect(slotsWithin(odd, wide, own)!.map((s) => s.startTime)).toEqual(['2026-03-29T20:59:00Z']);
  });
});
