import { formatMoney } from '@bookla/runtime/money';

export interface PriceProps {
  /** Amount in minor units (cents). */
  amount: number;
  /** Former price in minor units; shown struck through only when above 0 and above `amount`. */
  compared?: number | null;
  currency: string;
  /** BCP 47 locale of the widget. */
  locale: string;
  /** false rounds to whole units (booking priceConfig.showDecimalPlaces). Default true. */
  showDecimalPlaces?: boolean;
  /** Screen-reader prefix of the struck-through price, from the widget's localization (needed with `compared`). */
  wasLabel?: string;
}

/** A price, with the former price struck through and announced as 'was …' (strike-through is not read out). */
export function Price({ amount, compared, currency, locale, showDecimalPlaces = true, wasLabel }: PriceProps) {
  const options = { locale, showDecimalPlaces };
  const showCompared = typeof compared === 'number' && compared > 0 && compared > amount;
  return (
    <span className="bk-price">
      <span>{formatMoney(amount, currency, options)}</span>
      {showCompared ? (
        <s className="bk-price-compared">
          <span className="bk-sr-only">{wasLabel} </span>
          {formatMoney(compared, currency, options)}
        </s>
      ) : null}
    </span>
  );
}
