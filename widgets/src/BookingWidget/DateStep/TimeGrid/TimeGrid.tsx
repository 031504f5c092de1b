import { formatTime, type FlatSlot } from '@bookla/runtime/time';
import type { Localization, PriceConfig } from '@bookla/runtime/config';
import { comparedPrice } from '@bookla/runtime/money';
import { Price } from '../../../shared/Price';
import { Spinner } from '../../../shared/Spinner';
import { onRovingKey } from '../roving';

export interface TimeGridProps {
  status: 'loading' | 'error' | 'ready';
  slots: readonly FlatSlot[];
  selected: FlatSlot | null;
  timeZone: string;
  locale: string;
  priceConfig: PriceConfig;
  /** Days services show the offering resource instead of a clock time. */
  resourceNames?: Record<string, string>;
  /** A later date with availability, offered when this one has none. */
  nextDate: string | null;
  texts: Localization['times'];
  /** Shown when loading failed ('Failed to load available times'). */
  errorText: string;
  /** The button under that message that asks again (the Error screen's 'Reload'). */
  retryText: string;
  /** `button`: the pressed button, gone while the times load again (the caller moves focus on). */
  onRetry(button: HTMLButtonElement): void;
  onSelect(slot: FlatSlot): void;
  /** `button`: the pressed button, gone once the date changes (the caller moves focus on). */
  onNextDate(date: string, button: HTMLButtonElement): void;
}

const same = (a: FlatSlot | null, b: FlatSlot) => !!a && a.startTime === b.startTime && a.resourceID === b.resourceID;

/** The slots of the chosen day (or stay), with their state messages. */
export function TimeGrid(p: TimeGridProps) {
  const { texts, slots, selected } = p;
  if (p.status === 'loading') return <Spinner label={texts.loadingText} />;
  // Not a dead end: a visitor whose connection came back asks again here, without reloading the page.
  if (p.status === 'error')
    return (
      <div className="bk-empty">
        <p className="bk-message" data-tone="error" role="alert">
          {p.errorText}
        </p>
        <button type="button" className="bk-btn" data-variant="secondary" onClick={(e) => p.onRetry(e.currentTarget)}>
          {p.retryText}
        </button>
      </div>
    );
  if (!slots.length)
    return (
      <div className="bk-empty">
        <p className="bk-message">{texts.noAvailableTimes}</p>
        {p.nextDate && (
          <button type="button" className="bk-btn" data-variant="secondary" onClick={(e) => p.onNextDate(p.nextDate!, e.currentTarget)}>
            {texts.nextAvailableDate}
          </button>
        )}
      </div>
    );
  const focusable = slots.find((s) => same(selected, s)) ?? slots[0];
  return (
    <div className="bk-slots" role="group" aria-label={texts.selectTimeTitle} onKeyDown={onRovingKey}>
      {slots.map((s) => (
        <button
          key={s.resourceID + s.startTime}
          type="button"
          className="bk-item bk-slot"
          data-r
          aria-pressed={same(selected, s)}
          tabIndex={s === focusable ? 0 : -1}
          onClick={() => p.onSelect(s)}
        >
          <span>
            {p.resourceNames
              ? p.resourceNames[s.resourceID] || texts.unknownResource
              : formatTime(s.startTime, p.timeZone, p.locale)}
          </span>
          {p.priceConfig.showPrice && s.price && (
            <Price
              amount={s.price.amount}
              compared={comparedPrice(s.price.amount, s.price.comparedAmount, p.priceConfig)}
              currency={s.price.currency}
              locale={p.locale}
              showDecimalPlaces={p.priceConfig.showDecimalPlaces}
              wasLabel={texts.comparedPriceLabel}
            />
          )}
        </button>
      ))}
    </div>
  );
}
