import { describe, expect, it } from 'vitest';
import { giftCardDescription, subscriptionDescription } from './plans';

describe('subscriptionDescription', () => {
  const plan = (duration: string, bookingsCount?: number, metaData?: Record<string, unknown>) => ({
    duration,
    limitations: bookingsCount === undefined ? {} : { bookingsCount },
    metaData,
  });

  it.each([
    [plan('P1M', 10), '1 month · 10 bookings'],
    [plan('P3M', 0), '3 months'],
    [plan('P1Y'), '1 year'],
    [plan('P2W', 1), '2 weeks · 1 booking'],
    [plan('P30D', 8), '30 days · 8 bookings'],
    [plan('P1M', 10, { description: 'From metadata' }), 'From metadata'],
    [plan('P1M', 10, { description: '   ' }), '1 month · 10 bookings'],
    [plan('P1M', 10, { description: 42 }), '1 month · 10 bookings'],
    // An answer without its limitations object.
    [{ ...plan('P1M'), limitations: undefined as unknown as Record<string, never> }, '1 month'],
  ])('%j → %s', (p, expected) => {
    expect(subscriptionDescription(p)).toBe(expected);
  });

  it('prefers the configured description, as an entry or a string', () => {
    const p = plan('P1M', 10, { description: 'From metadata' });
    expect(subscriptionDescription(p, { description: 'Configured' })).toBe('Configured');
    expect(subscriptionDescription(p, 'Configured')).toBe('Configured');
    expect(subscriptionDescription(p, { description: '' })).toBe('From metadata');
  });

  it('takes locale and texts', () => {
    expect(
      subscriptionDescription(plan('P3M', 5), undefined, {
        locale: 'de-DE',
        bookings: '{count} Buchungen',
        separator: ', ',
      }),
    ).toBe('3 Monate, 5 Buchungen');
  });
});

describe('giftCardDescription', () => {
  it.each([
    [{ validityDuration: 'P365D' }, undefined, undefined, 'Valid for: 365 days'],
    [{ validityDuration: 'P1Y' }, undefined, 'Valid for: ', 'Valid for: 1 year'],
    [{ validityDuration: 'P6M' }, undefined, 'Gültig:', 'Gültig: 6 months'],
    [{ validityDuration: 'P1Y', metaData: { description: 'Spa day' } }, undefined, undefined, 'Spa day'],
    [{ validityDuration: 'P1Y', metaData: { description: 'Spa day' } }, { description: 'Configured' }, undefined, 'Configured'],
    [{ validityDuration: 'P1Y' }, undefined, '', '1 year'],
  ])('%j / %j / %j → %s', (card, configured, validityText, expected) => {
    expect(giftCardDescription(card, configured, validityText)).toBe(expected);
  });

  it('words the validity in the locale', () => {
    expect(giftCardDescription({ validityDuration: 'P6M' }, undefined, 'Gültig:', 'de-DE')).toBe('Gültig: 6 Monate');
  });
});
