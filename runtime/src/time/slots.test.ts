import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../types';
import { flattenDates, flattenSlots, nextAvailableDate, parseInstant } from './slots';

const price = (amount: number) => ({ amount, comparedAmount: 0, currency: 'EUR' });
const slot = (startTime: string, amount = 2500, duration = 'PT1H'): TimeSlot => ({ startTime, duration, price: price(amount) });

describe('flattenSlots', () => {
  it('sorts by start and keeps the first resource (key order) offering a time', () => {
    const out = flattenSlots(
      {
        court2: [slot('2026-06-01T09:00:00Z', 3000), slot('2026-06-01T07:00:00Z', 3100)],
        court1: [slot('2026-06-01T08:00:00Z', 2000), slot('2026-06-01T07:00:00Z', 2100)],
      },
      'Europe/Riga',
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
      'Europe/Riga',
    );
    expect(out.map((s) => [s.startTime, s.resourceID])).toEqual([
      ['2026-06-01T20:00:00Z', 'a'],
      ['2026-06-02T20:00:00Z', 'a'],
    ]);
  });

  it('merges equal starts written with different offsets and re-serialises them in UTC', () => {
    const out = flattenSlots(
      { a: [slot('2026-06-01T10:00:00+03:00')], b: [slot('2026-06-01T07:00:00.000Z')] },
      'Europe/Riga',
    );
    expect(out).toEqual([{ startTime: '2026-06-01T07:00:00Z', duration: 'PT1H', price: price(2500), resourceID: 'a' }]);
  });

  it('de-duplicates by the service-zone clock: the repeated 01:30 of a fall-back night shows once', () => {
    // New York 2026-11-01: 01:30 EDT = 05:30Z and 01:30 EST = 06:30Z
    const out = flattenSlots({ a: [slot('2026-11-01T06:30:00Z'), slot('2026-11-01T05:30:00Z')] }, 'America/New_York');
    expect(out.map((s) => s.startTime)).toEqual(['2026-11-01T05:30:00Z']);
    // The same two instants are different clock times in a zone without DST.
    expect(flattenSlots({ a: [slot('2026-11-01T06:30:00Z'), slot('2026-11-01T05:30:00Z')] }, 'Asia/Kolkata')).toHaveLength(2);
  });

  it('skips malformed entries instead of throwing', () => {
    const times = {
      a: [slot('not a time'), null, slot('2026-06-01T07:00:00Z')],
      b: 'oops',
      c: null,
    } as unknown as Record<string, TimeSlot[]>;
    expect(flattenSlots(times, 'UTC').map((s) => s.resourceID)).toEqual(['a']);
    expect(flattenSlots(undefined, 'UTC')).toEqual([]);
    expect(flattenSlots({}, 'UTC')).toEqual([]);
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
  });
});
