// Amounts a visitor types: a custom-amount gift card's value. Apart from money.ts because only a purchase step
// needs it: a widget loads it with that step, not before its first screen.
import type { CompanyGiftCard, Money } from './api-types';
import { intlFormat } from './time/locale';

/** Where a custom amount may lie, in minor units, and the amount the field starts from. */
export interface AmountRange {
  min: Money;
  /** null: no upper limit. */
  max: Money | null;
  initial: Money;
}

const isWhole = (n: unknown): n is number => Number.isSafeInteger(n);

/**
 * The currency's number of fraction digits (JPY 0, USD 2, BHD 3), or null for an unknown or malformed code.
 * formatMoney finds them the same way inline: a shared helper in money.ts cost every widget's first paint 25 B.
 */
export function currencyDigits(code: string): number | null {
  try {
    return intlFormat(Intl.NumberFormat, undefined, { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits!;
  } catch {
    return null;
  }
}

/**
 * A custom-amount gift card's range, or null for a card whose amount is fixed (or a server older than custom
 * amounts). The API's limits are untrusted: a missing or malformed minimum is one minor unit, a maximum below
 * the minimum is none. The field starts from the card's own amount, brought into the range.
 */
export function giftCardAmountRange(card: Pick<CompanyGiftCard, 'amount' | 'amountType' | 'minAmount' | 'maxAmount'>): AmountRange | null {
  if (card.amountType !== 'custom') return null;
  const min = isWhole(card.minAmount) && card.minAmount > 0 ? card.minAmount : 1;
  const max = isWhole(card.maxAmount) && card.maxAmount >= min ? card.maxAmount : null;
  const own = isWhole(card.amount) ? card.amount : min;
  return { min, max, initial: Math.min(Math.max(own, min), max ?? Infinity) };
}

/** Whether `amount` (minor units) lies in `range`. */
export const inAmountRange = (amount: Money, { min, max }: AmountRange): boolean => amount >= min && (max === null || amount <= max);

/**
 * What a visitor typed as minor units of `currency`, or null when it is no amount: digits with at most the
 * currency's fraction digits after a point or a comma ('42', '42.5', '42,50'; '4200' for JPY). Grouping
 * ('1,000.00'), signs and currency symbols are refused rather than guessed at: '1,000' could be one or a thousand.
 */
export function parseAmountInput(text: string, currency: string): Money | null {
  const digits = currencyDigits(currency) ?? 2;
  const m = /^\s*(\d{1,12})(?:[.,](\d+))?\s*$/.exec(text);
  if (!m || (m[2]?.length ?? 0) > digits) return null;
  const minor = Number(m[1]) * 10 ** digits + Number((m[2] ?? '').padEnd(digits, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * The text an amount field starts from: the number with the locale's decimal sign, in Latin digits (what
 * parseAmountInput reads), without symbol or grouping ('25.00', '25,00').
 */
export function amountInputText(minor: Money, currency: string, locale?: string): string {
  const digits = currencyDigits(currency) ?? 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false, numberingSystem: 'latn' };
  return intlFormat(Intl.NumberFormat, locale, options).format(minor / 10 ** digits);
}
