import { describe, expect, it } from 'vitest';
import { amountInputText, currencyDigits, giftCardAmountRange, inAmountRange, parseAmountInput } from './money-input';

describe('a custom-amount gift card’s range', () => {
  const card = { amount: 2500, amountType: 'custom' as const, minAmount: 1000, maxAmount: 50000 };

  it('is null for a fixed card and for a server older than custom amounts', () => {
    expect(giftCardAmountRange({ ...card, amountType: 'fixed' })).toBeNull();
    expect(giftCardAmountRange({ amount: 2500 })).toBeNull();
  });

  it('takes the card’s limits and starts from its amount, brought into them', () => {
    expect(giftCardAmountRange(card)).toEqual({ min: 1000, max: 50000, initial: 2500 });
    expect(giftCardAmountRange({ ...card, amount: 500 })!.initial).toBe(1000);
    expect(giftCardAmountRange({ ...card, amount: 90000 })!.initial).toBe(50000);
    expect(giftCardAmountRange({ ...card, maxAmount: 1000 })).toEqual({ min: 1000, max: 1000, initial: 1000 });
  });

  it.each([
    [{ minAmount: undefined, maxAmount: undefined }, { min: 1, max: null, initial: 2500 }],
    [{ minAmount: 0, maxAmount: -5 }, { min: 1, max: null, initial: 2500 }],
    [{ minAmount: 12.5, maxAmount: '90' }, { min: 1, max: null, initial: 2500 }],
    // A maximum below the minimum is no maximum; an amount below the minimum starts at it.
    [{ minAmount: 3000, maxAmount: 2000 }, { min: 3000, max: null, initial: 3000 }],
    [{ amount: Number.NaN, minAmount: 1000 }, { min: 1000, max: 50000, initial: 1000 }],
  ])('untrusted limits %j → %j', (patch, expected) => {
    expect(giftCardAmountRange({ ...card, ...(patch as object) })).toEqual(expected);
  });

  it('holds its ends and nothing outside them', () => {
    const range = { min: 1000, max: 50000, initial: 2500 };
    expect([999, 1000, 50000, 50001].map((a) => inAmountRange(a, range))).toEqual([false, true, true, false]);
    expect(inAmountRange(10 ** 12, { ...range, max: null })).toBe(true);
  });
});

describe('an amount the visitor types', () => {
  it.each([
    ['42', 'EUR', 4200],
    [' 42 ', 'EUR', 4200],
    ['42.5', 'EUR', 4250],
    ['42,50', 'EUR', 4250],
    ['0.07', 'USD', 7],
    ['4200', 'JPY', 4200],
    ['1.234', 'BHD', 1234],
    ['1.5', 'BHD', 1500],
    ['42', 'not a code', 4200],
  ])('%j in %s is %j minor units', (text, currency, minor) => expect(parseAmountInput(text, currency)).toBe(minor));

  it.each([
    ['', 'EUR'],
    ['   ', 'EUR'],
    ['abc', 'EUR'],
    ['-5', 'EUR'],
    ['+5', 'EUR'],
    ['€42', 'EUR'],
    ['42 €', 'EUR'],
    ['42.', 'EUR'],
    ['.5', 'EUR'],
    ['42.505', 'EUR'],
    // Grouping is refused rather than guessed at.
    ['1,000', 'EUR'],
    ['1,000.00', 'EUR'],
    ['1 000', 'EUR'],
    ['4200.5', 'JPY'],
    ['1e3', 'EUR'],
    ['9999999999999', 'EUR'],
  ])('%j in %s is no amount', (text, currency) => expect(parseAmountInput(text, currency)).toBeNull());

  it('starts from the amount in the locale’s decimal sign and Latin digits, which it reads back', () => {
    expect(amountInputText(2500, 'EUR', 'en-US')).toBe('25.00');
    expect(amountInputText(2500, 'EUR', 'de-DE')).toBe('25,00');
    expect(amountInputText(123456789, 'USD', 'en-US')).toBe('1234567.89');
    expect(amountInputText(4200, 'JPY', 'ja-JP')).toBe('4200');
    expect(amountInputText(1234, 'BHD', 'ar-EG')).toBe('1.234');
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'de-CH', 'ar-EG', 'fa-IR', 'hi-IN', 'he-IL', 'ja-JP', 'not a locale']) {
      for (const [minor, currency] of [[2500, 'EUR'], [123456789, 'USD'], [1234, 'BHD'], [4200, 'JPY'], [7, 'USD']] as const) {
        expect(parseAmountInput(amountInputText(minor, currency, locale), currency)).toBe(minor);
      }
    }
  });

  it('knows each currency’s fraction digits, and none of a malformed code', () => {
    expect(['JPY', 'USD', 'BHD', 'eur'].map(currencyDigits)).toEqual([0, 2, 3, 2]);
    expect(currencyDigits('not a code')).toBeNull();
  });
});
