import { describe, expect, it, vi } from 'vitest';
import { durationToMinutes, humanDuration, parseIsoDuration } from './durations';

const zero = { years: 0, months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };

describe('parseIsoDuration', () => {
  it.each([
    ['P1M', { months: 1 }], // a month, not a minute (reference bug 14)
    ['PT1M', { minutes: 1 }],
    ['P1Y2M3DT4H5M6S', { years: 1, months: 2, days: 3, hours: 4, minutes: 5, seconds: 6 }],
    ['PT1H30M', { hours: 1, minutes: 30 }],
    ['PT90M', { minutes: 90 }],
    ['P2W', { weeks: 2 }],
    ['P365D', { days: 365 }],
    ['PT0.5S', { seconds: 0.5 }],
    ['PT1H0M', { hours: 1 }],
    [' P1D ', { days: 1 }],
  ])('%s', (iso, parts) => {
    expect(parseIsoDuration(iso)).toEqual({ ...zero, ...parts });
  });

  // An API answer's list or object that would read as a duration once turned into text is still not one.
  it.each(['', 'P', 'PT', 'P1DT', '1H', 'pt1h', 'P-1D', 'PT1.5H', 'P1H', 'PT1D', 'P1M1Y', null, 60, ['PT1H'], { toString: () => 'P1D' }])('rejects %j', (iso) => {
    expect(parseIsoDuration(iso)).toBeNull();
  });
});

describe('durationToMinutes', () => {
  it.each([
    ['PT1H', 60],
    ['PT1H30M', 90],
    ['PT0H30M', 30],
    ['P1D', 1440],
    ['P1DT2H', 1560],
    ['P1W', 10080],
    ['PT90S', 1.5],
  ])('%s = %d min', (iso, minutes) => {
    expect(durationToMinutes(iso)).toBe(minutes);
  });

  it.each(['P1M', 'P1Y', 'nonsense'])('%s has no length in minutes (NaN)', (iso) => {
    expect(durationToMinutes(iso)).toBeNaN();
  });

  it('takes parsed parts too', () => {
    expect(durationToMinutes({ ...zero, hours: 2 })).toBe(120);
  });
});

describe('humanDuration', () => {
  it.each([
    ['P1M', '1 month'],
    ['P3M', '3 months'],
    ['P1Y', '1 year'],
    ['P2W', '2 weeks'],
    ['P30D', '30 days'],
    ['P1D', '1 day'],
    ['P365D', '365 days'],
    ['PT1H30M', '1 hour 30 minutes'],
    ['PT1H0M', '1 hour'],
    ['PT45M', '45 minutes'],
    ['P1Y6M', '1 year 6 months'],
    ['P0D', '0 days'],
    ['PT0S', '0 minutes'],
  ])('%s → %s', (iso, words) => {
    expect(humanDuration(iso)).toBe(words);
    expect(humanDuration(iso, 'en-US')).toBe(words);
  });

  it('speaks the locale', () => {
    expect(humanDuration('P1M', 'de-DE')).toBe('1 Monat');
    expect(humanDuration('P3M', 'de-DE')).toBe('3 Monate');
    expect(humanDuration('P3M', 'xx-YY')).toBe('3 months');
  });

  it('returns an unreadable duration as given, and no text for what is not text', () => {
    expect(humanDuration('forever')).toBe('forever');
    for (const odd of [42, null, ['P1M']]) expect(humanDuration(odd as unknown as string), String(odd)).toBe('');
  });
});

describe('without Temporal', () => {
  // The subscription and gift card widgets say a plan's length before (or without) loading the date helpers;
  // that durations.ts imports nothing of them is a guard rail (build-tools guard-rails.test.mjs).
  it('reads, counts and says durations the same', () => {
    const cases = ['P1M', 'PT1H30M', 'P1Y2M3DT4H5M6S', 'P2W', 'nonsense'];
    const withTemporal = cases.map((iso) => [parseIsoDuration(iso), durationToMinutes(iso), humanDuration(iso, 'en-US'), humanDuration(iso, 'de')]);
    vi.stubGlobal('Temporal', undefined);
    try {
      expect((globalThis as { Temporal?: unknown }).Temporal).toBeUndefined();
      expect(cases.map((iso) => [parseIsoDuration(iso), durationToMinutes(iso), humanDuration(iso, 'en-US'), humanDuration(iso, 'de')])).toEqual(withTemporal);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
