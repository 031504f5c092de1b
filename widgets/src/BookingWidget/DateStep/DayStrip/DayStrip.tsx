import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  canPageBack,
  formatDateHeading,
  formatDayShort,
  formatMonths,
  nextPageStart,
  pageContaining,
  previousPageStart,
  stripDayCount,
  stripPage,
} from '@bookla/runtime/time';
import type { Localization } from '@bookla/runtime/config';
import { onRovingKey } from '../roving';
import { handOff } from '../../focus-hand-off';

export interface DayStripProps {
  timeZone: string;
  locale: string;
  /** Today in the service's zone. */
  today: string;
  selected: string;
  /** Dates with availability (they show a dot). */
  available: ReadonlySet<string>;
  texts: Localization['times'];
  onSelect(date: string): void;
  /** Test hook: the strip width before any measurement. */
  initialWidth?: number;
}

/** Horizontal, paged strip of day buttons sized to the available width. */
export function DayStrip({ timeZone, locale, today, selected, available, texts, onSelect, initialWidth = 0 }: DayStripProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(() => stripDayCount(initialWidth));
  const [start, setStart] = useState(() => pageContaining(selected, count, today));

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The least day width follows the owner's type sizes: the weekday's (2.75em: 44 px at 16 px) and the day
    // number's in the large size (1.6em: two bold digits and the button's edges, 32 px at 20 px).
    const measure = () => {
      const css = getComputedStyle(el);
      el.clientWidth && setCount(stripDayCount(el.clientWidth, Math.max(2.75 * parseFloat(css.fontSize), 1.6 * parseFloat(css.getPropertyValue('--bk-font-size-large')) || 0)));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, []);

  // A date chosen elsewhere (date input, next available) brings its page into view.
  useEffect(() => setStart(pageContaining(selected, count, today)), [selected, count, today]);

  const days = stripPage(start, count);
  const focusable = days.includes(selected) ? selected : days.find((d) => d >= today);
  return (
    <>
      {/* Which month the visible days are in: paging weeks ahead, the weekday and day alone do not say. */}
      <p className="bk-secondary" aria-live="polite">
        {formatMonths(days[0]!, days[days.length - 1]!, locale)}
      </p>
      <div className="bk-strip">
      <button
        type="button"
        className="bk-btn"
        data-variant="icon"
        aria-label={texts.previousDays}
        disabled={!canPageBack(start, count, timeZone)}
        onClick={(e) => {
          // Back onto the first page ‹ disables itself: focus goes to the strip's day in the tab order.
          handOff(e.currentTarget, () => ref.current?.querySelector<HTMLElement>('[tabindex="0"]'));
          setStart(previousPageStart(start, count));
        }}
      >
        ‹
      </button>
      <div ref={ref} className="bk-days" role="group" aria-label={texts.selectDateTitle} onKeyDown={onRovingKey}>
        {days.map((d) => {
          const { weekday, day } = formatDayShort(d, locale);
          const isToday = d === today;
          return (
            <button
              key={d}
              type="button"
              className="bk-item bk-day"
              data-r
              aria-pressed={d === selected}
              aria-current={isToday ? 'date' : undefined}
              // The name starts with the visible text ('Sun 22') so voice-control users can say what they
              // see (WCAG 2.5.3), then the full date for screen readers.
              aria-label={`${weekday} ${day}, ${formatDateHeading(d, locale)}` + (isToday ? `, ${texts.today}` : '')}
              tabIndex={d === focusable ? 0 : -1}
              // Days before today in the SERVICE zone cannot be booked; ISO dates compare as strings.
              disabled={d < today}
              onClick={() => onSelect(d)}
            >
              <span className="bk-secondary">{weekday}</span>{' '}
              <span className="bk-day-num">{day}</span>
              <span className="bk-dot" data-on={available.has(d)} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="bk-btn"
        data-variant="icon"
        aria-label={texts.nextDays}
        onClick={() => setStart(nextPageStart(start, count))}
      >
        ›
      </button>
      </div>
    </>
  );
}
