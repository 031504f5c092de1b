import { describe, expect, it } from 'vitest';
import { canPageBack, nextPageStart, pageContaining, previousPageStart, stripDayCount, stripPage } from './strip';

describe('stripDayCount', () => {
  it.each([
    [0, 3],
    [Number.NaN, 3],
    [-100, 3],
    [150, 3],
    [148, 3], // 3 of the 44 px least need 148 px
    [147, 2],
    [96, 2],
    [95, 1],
    [20, 1],
    [279, 3], // n buttons need 72n − 8 px: 4 need 280
    [280, 4],
    [352, 5],
    [496, 7],
    [927, 12],
    [928, 13],
    [1000, 14],
    [4000, 14],
  ])('%s px → %i days', (width, count) => {
    expect(stripDayCount(width)).toBe(count);
  });

  it('takes the least day width from the caller (the strip passes what its type needs)', () => {
    // 32 px type: 88 px a day at least, so 184 px holds 2 days and 183 px one (3 with the usual type, as above).
    expect(stripDayCount(184, 88)).toBe(2);
    expect(stripDayCount(183, 88)).toBe(1);
    expect(stripDayCount(90, 88)).toBe(1);
    // A least width above the usual 64 px is the width of every day: 280 px holds 4 usual days but 3 of 88 px,
    // and a wide strip as many 88 px days as fit (6 in 600 px, where 64 px days would be 8).
    expect(stripDayCount(280, 88)).toBe(3);
    expect(stripDayCount(600, 88)).toBe(6);
    expect(stripDayCount(600)).toBe(8);
    // A least width under 64 px leaves the usual days.
    expect(stripDayCount(280, 40)).toBe(4);
    // A font size that could not be read (NaN) leaves the usual rule.
    expect(stripDayCount(150, Number.NaN)).toBe(3);
  });
});

describe('pages', () => {
  it('lists consecutive days across month and DST boundaries', () => {
    expect(stripPage('2026-03-06', 4)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    expect(stripPage('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('always has at least one day', () => {
    expect(stripPage('2026-01-01', 0)).toEqual(['2026-01-01']);
    expect(stripPage('2026-01-01', Number.NaN)).toEqual(['2026-01-01']);
  });

  it('pages by the full count without overlap', () => {
    expect(nextPageStart('2026-11-21', 7)).toBe('2026-11-28');
    expect(previousPageStart('2026-11-28', 7)).toBe('2026-11-21');
  });

  it.each([
    ['2026-11-21', '2026-11-21'],
    ['2026-11-27', '2026-11-21'],
    ['2026-11-28', '2026-11-28'],
    ['2026-12-10', '2026-12-05'],
    ['2026-11-20', '2026-11-14'],
  ])('the 7-day page anchored on 2026-11-21 that contains %s starts %s', (date, start) => {
    expect(pageContaining(date, 7, '2026-11-21')).toBe(start);
    expect(stripPage(start, 7)).toContain(date);
  });
});

describe('canPageBack', () => {
  // 2026-11-21T23:30Z is the 22nd in Riga and the 21st in New York.
  const now = Date.parse('2026-11-21T23:30:00Z');

  it.each([
    ['2026-11-22', 'Europe/Riga', false], // the previous page ends yesterday
    ['2026-11-23', 'Europe/Riga', true], // the previous page still holds today
    ['2026-11-29', 'Europe/Riga', true],
    ['2026-11-22', 'America/New_York', true], // it is still the 21st there
    ['2026-11-21', 'America/New_York', false],
    ['2026-11-10', 'America/New_York', false],
  ])('from a page starting %s in %s: %s', (pageStart, zone, expected) => {
    expect(canPageBack(pageStart, 7, zone, now)).toBe(expected);
  });
});
