import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  isDateString,
  isPastDate,
  isToday,
  isValidTimeZone,
  serviceTimeZone,
  todayIn,
  toPlainDate,
} from './plain-date';

const at = (iso: string) => Date.parse(iso);

describe('the visitor-zone matrix', () => {
  it('runs under one of the configured zones, and the process really uses it', () => {
    expect(['UTC', 'America/Los_Angeles', 'Pacific/Auckland']).toContain(process.env.TZ);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ === 'UTC' ? 'UTC' : process.env.TZ);
  });
});

describe('todayIn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    // 2026-11-21T23:30Z: still the 21st in UTC and New York, already the 22nd in Riga and Kiritimati
    ['UTC', '2026-11-21T23:30:00Z', '2026-11-21'],
    ['America/New_York', '2026-11-21T23:30:00Z', '2026-11-21'],
    ['Europe/Riga', '2026-11-21T23:30:00Z', '2026-11-22'],
    ['Pacific/Kiritimati', '2026-11-21T10:00:00Z', '2026-11-22'],
    ['Asia/Kolkata', '2026-11-21T18:29:59Z', '2026-11-21'],
    ['Asia/Kolkata', '2026-11-21T18:30:00Z', '2026-11-22'],
    // Around the spring-forward gap in New York (02:00 → 03:00 on 2026-03-08)
    ['America/New_York', '2026-03-08T04:59:59Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T05:00:00Z', '2026-03-08'],
  ])('in %s at %s is %s', (zone, now, expected) => {
    expect(todayIn(zone, at(now))).toBe(expected);
  });

  it('reads the system clock when no clock is injected', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-24T21:30:00Z'));
    expect(todayIn('Europe/Riga')).toBe('2026-10-25');
    expect(todayIn('America/New_York')).toBe('2026-10-24');
  });
});

describe('isPastDate / isToday', () => {
  const now = at('2026-03-29T00:30:00Z'); // Riga: 02:30 on the 29th; New York: 20:30 on the 28th
  it.each([
    ['2026-03-28', 'Europe/Riga', true, false],
    ['2026-03-29', 'Europe/Riga', false, true],
    ['2026-03-30', 'Europe/Riga', false, false],
    ['2026-03-28', 'America/New_York', false, true],
    ['2026-03-27', 'America/New_York', true, false],
    ['2026-03-29', 'America/New_York', false, false],
  ])('%s in %s: past %s, today %s', (date, zone, past, today) => {
    expect(isPastDate(date, zone, now)).toBe(past);
    expect(isToday(date, zone, now)).toBe(today);
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'], // a 23 h day is still one day
    ['2026-10-25', 1, '2026-10-26'], // a 25 h day too
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-10', 0, '2026-01-10'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('rejects fractional days with a message', () => {
    expect(() => addDays('2026-01-01', 1.5)).toThrow('whole number of days, received 1.5');
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-11-21', 3, '2027-02-21'],
    ['2028-11-30', 3, '2029-02-28'],
  ])('addMonths(%s, %i) = %s', (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });

  it('compares and counts calendar days', () => {
    expect(compareDates('2026-03-08', '2026-03-09')).toBeLessThan(0);
    expect(compareDates('2026-03-09', '2026-03-08')).toBeGreaterThan(0);
    expect(compareDates('2026-03-08', '2026-03-08')).toBe(0);
    expect(daysBetween('2026-03-07', '2026-03-10')).toBe(3);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(['2026-10-02', '2025-12-31', '2026-01-15'].sort(compareDates)).toEqual(['2025-12-31', '2026-01-15', '2026-10-02']);
  });
});

describe('validation', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-2-3', false],
    ['2026-02-03T00:00', false],
    ['', false],
    [20260203, false],
    [null, false],
  ])('isDateString(%j) is %s', (value, expected) => {
    expect(isDateString(value)).toBe(expected);
  });

  it('names the bad value', () => {
    expect(() => toPlainDate('03/08/2026')).toThrow('Invalid date "03/08/2026": expected YYYY-MM-DD');
    // Forms Temporal would read as that date are still not 'YYYY-MM-DD'.
    for (const near of ['+002026-02-03', 'x2026-02-03', '2026-02-03T00:00', ' 2026-02-03']) {
      expect(() => toPlainDate(near), near).toThrow(`Invalid date ${JSON.stringify(near)}: expected YYYY-MM-DD`);
    }
    expect(() => compareDates('2026-01-01', 'nope')).toThrow(RangeError);
  });

  it.each([
    ['Europe/Riga', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    [undefined, false],
  ])('isValidTimeZone(%j) is %s', (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });

  it("serviceTimeZone keeps a valid service zone and otherwise uses the visitor's", () => {
    expect(serviceTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(serviceTimeZone(undefined)).toBe(process.env.TZ);
    expect(serviceTimeZone('Not/AZone')).toBe(process.env.TZ);
  });
});
