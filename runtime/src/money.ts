// Price display and gift-card tax. Amounts are integers in the currency's minor unit.
import type { PriceConfig } from './config/types';
import type { CompanyGiftCard, Money } from './api-types';
import { intlFormat, resolveLocale } from './time/locale';

export { resolveLocale };

const numberFormat = (locale: unknown, options: Intl.NumberFormatOptions) => intlFormat(Intl.NumberFormat, locale, options);

export interface FormatMoneyOptions {
  /** BCP 47 locale; falls back to its language, then 'en-US'. Default 'en-US'. */
  locale?: string;
  /** false rounds to whole units and hides the fraction. Default true. */
  showDecimalPlaces?: boolean;
}

/**
 * The minor-unit `amount` as a price: divided by the currency's own number of fraction digits (JPY 0, USD 2,
 * BHD 3), never by 100 for every currency. An unknown or malformed currency code falls back to a plain
 * number followed by the code; a non-finite amount gives ''. Never throws.
 */
export function formatMoney(minor: Money, currency: string, { locale, showDecimalPlaces }: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(minor)) return '';
  const code = typeof currency == 'string' ? currency.trim().toUpperCase() : '';
  const style = { style: 'currency', currency: code } as const;
  let digits = 2;
  let valid = true;
  try {
    digits = numberFormat(locale, style).resolvedOptions().maximumFractionDigits!;
  } catch {
    valid = false;
  }
  // showDecimalPlaces false rounds to whole units; otherwise exactly the currency's digits (2 for a bad code).
  const shown = showDecimalPlaces === false ? 0 : digits;
  const text = numberFormat(locale, { ...(valid && style), minimumFractionDigits: shown, maximumFractionDigits: shown }).format(
    minor / 10 ** digits,
  );
  return valid || !code ? text : `${text} ${code}`;
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
  return priceConfig.showPrice && priceConfig.showComparedPrice && Number.isFinite(comparedAmount) && comparedAmount! > amount
    ? comparedAmount!
    : null;
}

type GiftCardTax = Pick<CompanyGiftCard, 'amount' | 'taxRate' | 'taxInclusive'>;

// A missing, non-finite or non-positive rate is no tax.
const rateOf = ({ taxRate }: GiftCardTax): number => (Number.isFinite(taxRate) && taxRate > 0 ? taxRate : 0);

/** What the visitor pays for a gift card: its amount, plus rounded tax when the tax is not included. */
export function giftCardPrice(card: GiftCardTax): Money {
  const rate = rateOf(card);
  return card.taxInclusive || !rate ? card.amount : card.amount + Math.round((card.amount * rate) / 100);
}

export interface GiftCardTaxTexts {
  /** Default 'Tax included'. */
  taxIncludedText?: string;
  /** After the total of a card whose tax is added to its amount (the total includes it); '{rate}' becomes the rate. Default 'incl. {rate}% tax'. */
  taxExcludedText?: string;
  /** Formats the rate ('5.5' in en, '5,5' in de). Default 'en-US'. */
  locale?: string;
}

/** The tax note under a gift card's price, or null when it has no tax. */
export function giftCardTaxNote(card: GiftCardTax, texts: GiftCardTaxTexts = {}): string | null {
  const rate = rateOf(card);
  if (!rate) return null;
  if (card.taxInclusive) return texts.taxIncludedText ?? 'Tax included';
  const shown = numberFormat(texts.locale, { maximumFractionDigits: 2 }).format(rate);
  return (texts.taxExcludedText ?? 'incl. {rate}% tax').replaceAll('{rate}', shown);
}
