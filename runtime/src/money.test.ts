import { describe, expect, it } from 'vitest';
import { comparedPrice, formatMoney, giftCardPrice, giftCardTaxNote, resolveLocale } from './money';

// Intl separates amount and symbol with no-break spaces in many locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('resolveLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['de-DE', 'de-DE'],
    ['en-GB', 'en-GB'],
    ['EN-us', 'en-US'],
    ['de-XX', 'de'],
    ['fr-ZZ', 'fr'],
    ['xx-YY', 'en-US'],
    ['xx', 'en-US'],
    ['', 'en-US'],
    ['not a locale!', 'en-US'],
    [undefined, 'en-US'],
    [42, 'en-US'],
  ])('%j → %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [2500, 'USD', {}, '$25.00'],
    [1999, 'USD', { locale: 'en-US' }, '$19.99'],
    [123456, 'USD', {}, '$1,234.56'],
    [2500, 'EUR', { locale: 'de-DE' }, '25,00 €'],
    [123456, 'EUR', { locale: 'de-DE' }, '1.234,56 €'],
    [2500, 'EUR', { locale: 'de-XX' }, '25,00 €'],
    [2500, 'EUR', { locale: 'xx-YY' }, '€25.00'],
    [1500, 'JPY', {}, '¥1,500'], // no minor unit: not ¥15
    [1500, 'JPY', { locale: 'ja-JP' }, '￥1,500'],
    [12345, 'BHD', {}, 'BHD 12.345'], // three minor digits: not BHD 123.45
    [2550, 'USD', { showDecimalPlaces: false }, '$26'],
    [2549, 'USD', { showDecimalPlaces: false }, '$25'],
    [2500, 'EUR', { locale: 'de-DE', showDecimalPlaces: false }, '25 €'],
    [12345, 'BHD', { showDecimalPlaces: false }, 'BHD 12'],
    [1500, 'JPY', { showDecimalPlaces: false }, '¥1,500'],
    [0, 'USD', {}, '$0.00'],
    [2500, 'usd', {}, '$25.00'],
    [2500, ' eur ', {}, '€25.00'],
  ])('%d %s %j → %s', (minor, currency, options, expected) => {
    expect(plain(formatMoney(minor, currency, options))).toBe(expected);
  });

  it.each([
    [2500, 'EURO', {}, '25.00 EURO'],
    [2500, '€', { locale: 'de-DE' }, '25,00 €'],
    [2500, 'US', { showDecimalPlaces: false }, '25 US'],
    [2500, '', {}, '25.00'],
  ])('a bad currency code %j falls back to a plain number with the code', (minor, currency, options, expected) => {
    expect(plain(formatMoney(minor, currency, options))).toBe(expected);
  });

  it('gives an empty string for a missing amount and never throws', () => {
    expect(formatMoney(Number.NaN, 'USD')).toBe('');
    expect(formatMoney(undefined as unknown as number, 'USD')).toBe('');
    expect(formatMoney(100, undefined as unknown as string)).toBe('1.00');
  });
});

describe('comparedPrice', () => {
  const on = { showPrice: true, showComparedPrice: true };
  it.each([
    [2500, 3000, on, 3000],
    [2500, 2500, on, null],
    [2500, 2000, on, null],
    [2500, 0, on, null],
    [2500, undefined, on, null],
    [2500, 3000, { showPrice: false, showComparedPrice: true }, null],
    [2500, 3000, { showPrice: true, showComparedPrice: false }, null],
  ])('%d vs %j with %j → %j', (amount, compared, cfg, expected) => {
    expect(comparedPrice(amount, compared, cfg)).toBe(expected);
  });
});

describe('gift card tax', () => {
  it.each([
    [{ amount: 5000, taxRate: 21, taxInclusive: true }, 5000],
    [{ amount: 5000, taxRate: 21, taxInclusive: false }, 6050],
    [{ amount: 999, taxRate: 21, taxInclusive: false }, 1209], // tax 209.79 rounds to 210
    [{ amount: 1000, taxRate: 5.5, taxInclusive: false }, 1055],
    [{ amount: 5000, taxRate: 0, taxInclusive: false }, 5000],
    [{ amount: 5000, taxRate: Number.NaN, taxInclusive: false }, 5000],
  ])('price of %j is %d', (card, price) => {
    expect(giftCardPrice(card)).toBe(price);
  });

  it.each([
    [{ amount: 5000, taxRate: 21, taxInclusive: true }, {}, 'Tax included'],
    [{ amount: 5000, taxRate: 21, taxInclusive: false }, {}, 'incl. 21% tax'],
    [{ amount: 5000, taxRate: 5.5, taxInclusive: false }, {}, 'incl. 5.5% tax'],
    [{ amount: 5000, taxRate: 7.125, taxInclusive: false }, {}, 'incl. 7.13% tax'],
    [{ amount: 5000, taxRate: 5.5, taxInclusive: false }, { taxExcludedText: 'zzgl. {rate} % MwSt.', locale: 'de-DE' }, 'zzgl. 5,5 % MwSt.'],
    [{ amount: 5000, taxRate: 21, taxInclusive: true }, { taxIncludedText: 'inkl. MwSt.' }, 'inkl. MwSt.'],
    [{ amount: 5000, taxRate: 21, taxInclusive: false }, { taxExcludedText: '+{rate}% ({rate} percent)' }, '+21% (21 percent)'],
    [{ amount: 5000, taxRate: 0, taxInclusive: false }, {}, null],
    [{ amount: 5000, taxRate: -5, taxInclusive: true }, {}, null],
  ])('note for %j with %j is %j', (card, texts, note) => {
    expect(giftCardTaxNote(card, texts)).toBe(note);
  });
});
