import { describe, expect, it } from 'vitest';
import { datesWindow, dayWindow, startOfDay, stayWindow } from './windows';

const hours = (w: { from: string; to: string }) => (Date.parse(w.to) - Date.parse(w.from)) / 3_600_000;

describe('dayWindow', () => {
  it.each([
    // zone, date, from, to, length in hours
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25],
    ['America/New_York', '2026-07-04', '2026-07-04T04:00:00Z', '2026-07-05T04:00:00Z', 24],
    ['Europe/Riga', '2026-03-29', '2026-03-28T22:00:00Z', '2026-03-29T21:00:00Z', 23],
    ['Europe/Riga', '2026-10-25', '2026-10-24T21:00:00Z', '2026-10-25T22:00:00Z', 25],
    ['Pacific/Kiritimati', '2026-06-01', '2026-05-31T10:00:00Z', '2026-06-01T10:00:00Z', 24],
    ['Asia/Kolkata', '2026-06-01', '2026-05-31T18:30:00Z', '2026-06-01T18:30:00Z', 24],
    ['UTC', '2026-12-31', '2026-12-31T00:00:00Z', '2027-01-01T00:00:00Z', 24],
  ])('%s %s is [%s, %s)', (zone, date, from, to, length) => {
    const w = dayWindow(date, zone);
    expect(w).toEqual({ from, to });
    expect(hours(w)).toBe(length);
  });

  it('extends the end by (duration − 60 min) for durations over an hour', () => {
    expect(dayWindow('2026-06-01', 'Europe/Riga', { durationMinutes: 150 })).toEqual({
      from: '2026-05-31T21:00:00Z',
      to: '2026-06-01T22:30:00Z',
    });
    // On the 23 h spring-forward day the extension is added to the true end of the day.
    expect(dayWindow('2026-03-08', 'America/New_York', { durationMinutes: 48 * 60 })).toEqual({
      from: '2026-03-08T05:00:00Z',
      to: '2026-03-11T03:00:00Z',
    });
  });

  it.each([undefined, 30, 60, Number.NaN, -120])('leaves the day alone for duration %s', (durationMinutes) => {
    expect(dayWindow('2026-06-01', 'Asia/Kolkata', { durationMinutes })).toEqual({
      from: '2026-05-31T18:30:00Z',
      to: '2026-06-01T18:30:00Z',
    });
  });

  it("starts at the day's first instant where midnight does not exist (Santiago's spring-forward at 00:00)", () => {
    // America/Santiago jumped from 00:00 to 01:00 on 2026-09-06: the day starts at 01:00 local (04:00Z).
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(start.toInstant().toString()).toBe('2026-09-06T04:00:00Z');
    expect(start.hour).toBe(1);
  });

  it('throws a clear error on a malformed date', () => {
    expect(() => dayWindow('2026-13-01', 'UTC')).toThrow('Invalid date "2026-13-01"');
  });
});

describe('stayWindow', () => {
  it.each([
    ['Europe/Riga', '2026-10-24', '2026-10-26', '2026-10-23T21:00:00Z', '2026-10-25T22:00:00Z'],
    ['America/New_York', '2026-03-07', '2026-03-09', '2026-03-07T05:00:00Z', '2026-03-09T04:00:00Z'],
    ['Pacific/Kiritimati', '2026-12-31', '2027-01-01', '2026-12-30T10:00:00Z', '2026-12-31T10:00:00Z'],
  ])('%s %s → %s', (zone, checkIn, checkOut, from, to) => {
    expect(stayWindow(checkIn, checkOut, zone)).toEqual({ from, to });
  });

  it('rejects a check-out that is not after check-in', () => {
    expect(() => stayWindow('2026-05-02', '2026-05-02', 'UTC')).toThrow('Check-out 2026-05-02 must be after check-in 2026-05-02');
    expect(() => stayWindow('2026-05-02', '2026-05-01', 'UTC')).toThrow(RangeError);
  });
});

describe('datesWindow', () => {
  it('spans today 00:00 to the end of the day three months ahead, in the service zone', () => {
    const now = Date.parse('2026-11-21T23:30:00Z'); // already the 22nd in Riga
    expect(datesWindow('Europe/Riga', 3, now)).toEqual({
      from: '2026-11-21T22:00:00Z',
      to: '2027-02-22T21:59:59.999Z',
    });
    expect(datesWindow('America/New_York', 3, now)).toEqual({
      from: '2026-11-21T05:00:00Z',
      to: '2027-02-22T04:59:59.999Z',
    });
  });

  it('crosses DST changes with the right offsets at each end', () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    // Winter start (UTC−5), spring end (UTC−4 after 2026-03-08)
    expect(datesWindow('America/New_York', 3, now)).toEqual({
      from: '2026-01-15T05:00:00Z',
      to: '2026-04-16T03:59:59.999Z',
    });
  });

  it('defaults to three months and accepts another length', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(datesWindow('Asia/Kolkata', undefined, now).to).toBe('2026-09-01T18:29:59.999Z');
    expect(datesWindow('Asia/Kolkata', 1, now).to).toBe('2026-07-01T18:29:59.999Z');
  });
});
