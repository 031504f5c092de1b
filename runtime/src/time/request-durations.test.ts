import { describe, expect, it } from 'vitest';
import { formatDaysDuration, formatFlexibleDuration } from './request-durations';

describe('formatFlexibleDuration', () => {
  it.each([
    [1, 0, 'PT1H0M'],
    [0, 30, 'PT0H30M'],
    [2, 15, 'PT2H15M'],
    [48, 0, 'PT48H0M'],
    [0, 90, 'PT1H30M'],
    [1.5, 0, 'PT1H30M'],
    // Float hours land a hair off whole minutes (0.3 × 60 = 17.999…): rounded to the nearest minute, not cut.
    [0.3, 0, 'PT0H18M'],
    [0, 29.6, 'PT0H30M'],
  ])('%d h %d min → %s', (h, m, iso) => {
    expect(formatFlexibleDuration(h, m)).toBe(iso);
  });

  it('rejects negative or non-numeric input with a message', () => {
    expect(() => formatFlexibleDuration(-1, 0)).toThrow('non-negative hours and minutes, received -1 h 0 min');
    expect(() => formatFlexibleDuration(Number.NaN)).toThrow(RangeError);
    expect(() => formatFlexibleDuration(Infinity)).toThrow('non-negative hours and minutes, received Infinity h 0 min');
  });
});

describe('formatDaysDuration', () => {
  it.each([
    [[1], 'P1D'],
    [[7], 'P7D'],
    [[2.1], 'P3D'],
    [[0], 'P0D'],
    [['2026-03-07', '2026-03-09'], 'P2D'], // over the 23 h DST day: still 2 nights
    [['2026-10-24', '2026-10-26'], 'P2D'],
    [['2026-06-01T12:00:00Z', '2026-06-03T12:00:00Z'], 'P2D'],
    [['2026-06-01T12:00:00Z', '2026-06-03T13:00:00Z'], 'P3D'],
  ])('%j → %s', (args, iso) => {
    expect(formatDaysDuration(...(args as [number | string, string?]))).toBe(iso);
  });

  it('rejects a negative or unreadable stay', () => {
    expect(() => formatDaysDuration(-1)).toThrow('non-negative length');
    expect(() => formatDaysDuration('2026-06-03', '2026-06-01')).toThrow(RangeError);
    expect(() => formatDaysDuration('soon', 'later')).toThrow('A stay needs a non-negative length, received ["soon","later"]');
    expect(() => formatDaysDuration(Infinity)).toThrow('A stay needs a non-negative length, received [null,null]');
    // One date and one thing that is none: no length, said as such (not read as two dates).
    expect(() => formatDaysDuration('2026-06-01', 'nope')).toThrow('A stay needs a non-negative length, received ["2026-06-01","nope"]');
  });
});
