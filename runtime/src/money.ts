// Price display and gift-card tax. Amounts are integers in the currency's minor unit.
import type { PriceConfig } from './config/types';
import type { CompanyGiftCard, Money } from './types';
import { intlFormat, resolveLocale } from './time/locale';

export { resolveLocale };

export interface FormatMoneyOptions {
  /** BCP 47 locale; falls back to its language, then 'en-US'. Default 'en-US'. */
  locale?: string;
  /** false rounds to whole units and hides the fraction. Default true. */
  showDecimalPlaces?: boolean;
}

const numberFormat = (locale: unknown, options: Intl.NumberFormatOptions) => intlFormat(Intl.NumberFormat, locale, options);

/**
 * The minor-unit `amount` as a price: divided by the currency's own number of fraction digits (JPY 0, USD 2,
 * BHD 3; the original always divided by 100). An unknown or malformed currency code falls back to a plain
 * number followed by the code; a non-finite amount gives ''. Never throws.
 */
export function formatMoney(minor: Money, currency: string, options: FormatMoneyOptions = {}): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return '';
  const { locale } = options;
  const whole = options.showDecimalPlaces === false;
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  let digits = 2;
  let currencyFormat: Intl.NumberFormat | undefined;
  try {
    currencyFormat = numberFormat(locale, { style: 'currency', currency: code });
    digits = currencyFormat.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    currencyFormat = undefined;
  }
  const value = minor / 10 ** digits;
  const fraction = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  if (currencyFormat) {
    return whole ? numberFormat(locale, { style: 'currency', currency: code, ...fraction }).format(value) : currencyFormat.format(value);
  }
  const plain = numberFormat(locale, whole ? fraction : { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return code ? `${plain.format(value)} ${code}` : plain.format(value);
}

/**
 * The compared (original) amount to show struck through, or null: only when prices and compared prices
 * are shown and it is really above the price.
 */
export function comparedPrice(
  amount: Money,
  comparedAmount: Money | null | undefined,
  priceConfig: Pick<PriceConfig, 'showPrice' | 'showComparedPrice'>,
): Money | null {
  if (!priceConfig.showPrice || !priceConfig.showComparedPrice) return null;
  if (typeof comparedAmount !== 'number' || !Number.isFinite(comparedAmount) || !(comparedAmount > amount)) return null;
  return comparedAmount;
}

type GiftCardTax = Pick<CompanyGiftCard, 'amount' | 'taxRate' | 'taxInclusive'>;

function rateOf(card: GiftCardTax): number {
  return typeof card.taxRate === 'number' && Number.isFinite(card.taxRate) ? card.taxRate : 0;
}

/** What the visitor pays for a gift card: its amount, plus rounded tax when the tax is not included. */
export function giftCardPrice(card: GiftCardTax): Money {
  const rate = rateOf(card);
  return card.taxInclusive || rate <= 0 ? card.amount : card.amount + Math.round((card.amount * rate) / 100);
}

export interface GiftCardTaxTexts {
  /** Default 'Tax included'. */
  taxIncludedText?: string;
  /** '{rate}' becomes the rate. Default '+{rate}% tax'. */
  taxExcludedText?: string;
  /** Formats the rate ('5.5' in en, '5,5' in de). Default 'en-US'. */
  locale?: string;
}

/** The tax note under a gift card's price, or null when it has no tax. */
export function giftCardTaxNote(card: GiftCardTax, texts: GiftCardTaxTexts = {}): string | null {
  const rate = rateOf(card);
  if (rate <= 0) return null;
  if (card.taxInclusive) return texts.taxIncludedText ?? 'Tax included';
  const shown = numberFormat(texts.locale, { maximumFractionDigits: 2 }).format(rate);
  return (texts.taxExcludedText ?? '+{rate}% tax').replaceAll('{rate}', shown);
}
