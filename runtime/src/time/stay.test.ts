import { describe, expect, it } from 'vitest';
import { checkOutBounds, clampCheckOut, defaultStay, isCheckOutAllowed, moveCheckIn, nightsBetween, nightsLabel } from './stay';

describe('nightsBetween', () => {
  it.each([
    ['2026-03-07', '2026-03-09', 2], // across New York's 23 h day
    ['2026-03-28', '2026-03-30', 2], // across Riga's
    ['2026-10-24', '2026-10-26', 2], // across Riga's 25 h day
    ['2026-10-31', '2026-11-02', 2],
    ['2026-12-30', '2027-01-02', 3],
    ['2026-05-01', '2026-05-01', 0],
  ])('%s → %s is %i nights', (a, b, n) => {
    expect(nightsBetween(a, b)).toBe(n);
  });
});

describe('checkOutBounds', () => {
  it.each([
    [{}, { min: '2026-06-02', max: '2027-06-01' }], // defaults 1 and 365
    [{ minNights: 2, maxNights: 5 }, { min: '2026-06-03', max: '2026-06-06' }],
    [{ minNights: 3, maxNights: 0 }, { min: '2026-06-04' }], // 0 = no maximum
    [{ minNights: 0, maxNights: 0 }, { min: '2026-06-02' }], // at least one night
    [{ minNights: 4, maxNights: 2 }, { min: '2026-06-05', max: '2026-06-05' }], // max below min: min wins
    [{ minNights: Number.NaN, maxNights: -3 }, { min: '2026-06-02' }],
  ])('%j', (cfg, bounds) => {
    expect(checkOutBounds('2026-06-01', cfg)).toEqual(bounds);
  });
});

describe('isCheckOutAllowed / clampCheckOut', () => {
  const cfg = { minNights: 2, maxNights: 4 };
  it.each([
    ['2026-06-02', false, '2026-06-03'],
    ['2026-06-03', true, '2026-06-03'],
    ['2026-06-05', true, '2026-06-05'],
    ['2026-06-06', false, '2026-06-05'],
    ['2026-05-20', false, '2026-06-03'],
    ['garbage', false, '2026-06-03'],
  ])('check-in 2026-06-01, check-out %s: allowed %s, clamped %s', (checkOut, allowed, clamped) => {
    expect(isCheckOutAllowed('2026-06-01', checkOut, cfg)).toBe(allowed);
    expect(clampCheckOut('2026-06-01', checkOut, cfg)).toBe(clamped);
  });

  it('has no upper limit when maxNights is 0', () => {
    expect(isCheckOutAllowed('2026-06-01', '2030-01-01', { minNights: 1, maxNights: 0 })).toBe(true);
    expect(clampCheckOut('2026-06-01', '2030-01-01', { minNights: 1, maxNights: 0 })).toBe('2030-01-01');
  });
});

describe('moveCheckIn', () => {
  it('keeps the number of nights when check-in moves forward or back', () => {
    expect(moveCheckIn('2026-06-10', '2026-06-01', '2026-06-04')).toBe('2026-06-13');
    expect(moveCheckIn('2026-05-28', '2026-06-01', '2026-06-04')).toBe('2026-05-31');
  });

  it('pulls the stay back inside changed limits', () => {
    expect(moveCheckIn('2026-06-10', '2026-06-01', '2026-06-02', { minNights: 3, maxNights: 5 })).toBe('2026-06-13');
    expect(moveCheckIn('2026-06-10', '2026-06-01', '2026-06-20', { minNights: 1, maxNights: 5 })).toBe('2026-06-15');
  });

  it('moving check-in past the old check-out still gives a valid stay', () => {
    expect(moveCheckIn('2026-07-01', '2026-06-01', '2026-06-03', { minNights: 1, maxNights: 0 })).toBe('2026-07-03');
    expect(moveCheckIn('2026-07-01', 'bad', 'worse', { minNights: 2, maxNights: 0 })).toBe('2026-07-03');
  });
});

describe('defaultStay', () => {
  it('is the opening day to the next day by default', () => {
    expect(defaultStay('2026-10-25')).toEqual({ checkIn: '2026-10-25', checkOut: '2026-10-26' });
    expect(defaultStay('2026-12-31', {})).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-01' });
  });

  it('respects a longer minimum', () => {
    expect(defaultStay('2026-06-02', { minNights: 3 })).toEqual({ checkIn: '2026-06-02', checkOut: '2026-06-05' });
  });
});

describe('nightsLabel', () => {
  it.each([
    [1, '1 night'],
    [2, '2 nights'],
    [0, '0 nights'],
  ])('%i → %s', (n, label) => {
    expect(nightsLabel(n)).toBe(label);
  });

  it('uses the localized words', () => {
    expect(nightsLabel(1, { night: 'Nacht', nights: 'Nächte' })).toBe('1 Nacht');
    expect(nightsLabel(4, { night: 'Nacht', nights: 'Nächte' })).toBe('4 Nächte');
  });
});
