import { describe, expect, it } from 'vitest';
import { taxOf } from './money';
import { minutesToDuration, parseInstant, slotMinutes, stayNights } from './time';

describe('durations', () => {
  it.each([
    ['PT1H', 60], ['PT1H0M', 60], ['PT0H30M', 30], ['PT1H30M', 90], ['PT48H0M', 2880], ['PT23H', 1380], ['P1D', 1440],
    ['P7D', 10080], ['P1W', 10080], ['PT90S', undefined], ['P1M', undefined], ['P1Y', undefined], ['PT0M', undefined],
    ['1h', undefined], ['', undefined], ['-PT1H', undefined],
  ])('slotMinutes(%j) = %j', (text, minutes) => {
    expect(slotMinutes(text)).toBe(minutes);
  });

  it.each([['P1D', 1], ['P3D', 3], ['PT48H', 2], ['PT23H', 1], ['PT25H', 2], ['P1W', 7], ['nope', undefined]])('stayNights(%j) = %j', (text, n) => {
    expect(stayNights(text)).toBe(n);
  });

  it.each([[60, 'PT1H'], [90, 'PT1H30M'], [30, 'PT30M'], [1440, 'PT24H'], [0, 'PT0M']])('minutesToDuration(%j) = %j', (m, text) => {
    expect(minutesToDuration(m)).toBe(text);
  });
});

describe('parseInstant', () => {
  it.each([
    ['2025-06-10T07:00:00Z', '2025-06-10T07:00:00Z'],
    ['2025-06-10T07:00:00.123Z', '2025-06-10T07:00:00.123Z'],
    ['2025-06-10T10:00:00+03:00', '2025-06-10T07:00:00Z'],
    ['2025-06-10T07:00Z', undefined],
    ['2025-06-10', undefined],
    ['2025-02-30T07:00:00Z', undefined],
    ['tomorrow', undefined],
  ])('%j → %j', (text, iso) => {
    expect(parseInstant(text)?.toString()).toBe(iso);
  });
});

describe('taxOf', () => {
  it.each([
    [5000, 21, true, { price: 5000, tax: 868 }],
    [10000, 10, false, { price: 11000, tax: 1000 }],
    [2500, 0, false, { price: 2500, tax: 0 }],
    [999, 8.875, false, { price: 1088, tax: 89 }],
  ])('%j at %j%% (inclusive %j)', (amount, rate, inclusive, expected) => {
    expect(taxOf(amount, rate, inclusive)).toEqual(expected);
  });
});
