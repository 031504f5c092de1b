import { addDays, compareDates, daysBetween, todayIn, type DateString } from './plain-date';

export const MIN_STRIP_DAYS = 3;
export const MAX_STRIP_DAYS = 14;

/**
 * How many day buttons fit in a strip `widthPx` wide: 64 px buttons 8 px apart, clamped to 3…14; `minDay`
 * (default 44 px) is the least a weekday and a day number need on a line each. A larger type takes the least
 * as its usual width too: at 28 px type 64 px days broke '26' over two lines at any strip width. Fewer than 3
 * (down to 1) only where 3 would each be narrower than the least: in a narrow column 3 squeezed buttons broke
 * 'Thu' and '26' over two lines. An unmeasured width (0, NaN: before layout) gives 3.
 */
export function stripDayCount(widthPx: number, minDay?: number): number {
  const least = minDay || 44;
  // n buttons of `width` need (width + 8) n − 8 px.
  const fit = (width: number) => Math.floor((widthPx + 8) / (width + 8));
  // A strip narrower than one least day still shows one.
  return widthPx > 0 ? Math.min(MAX_STRIP_DAYS, Math.max(fit(Math.max(64, least)), Math.min(MIN_STRIP_DAYS, fit(least)), 1)) : MIN_STRIP_DAYS;
}

function pageSize(count: number): number {
  // Guards against a 0/NaN count reaching the loops below: a page always has at least one day.
  return Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
}

/** The `count` consecutive dates of the page that starts on `start`. */
export function stripPage(start: DateString, count: number): DateString[] {
  return Array.from({ length: pageSize(count) }, (_, i) => addDays(start, i));
}

/**
 * Start of the page that shows `date`, pages being `count` days long and aligned on `anchor` (usually today
 * in the service zone), so paging back and forth always lands on the same pages.
 */
export function pageContaining(date: DateString, count: number, anchor: DateString): DateString {
  const size = pageSize(count);
  const offset = Math.floor(daysBetween(anchor, date) / size) * size;
  return addDays(anchor, offset);
}

/** Start of the next page (pages do not overlap). */
export function nextPageStart(pageStart: DateString, count: number): DateString {
  return addDays(pageStart, pageSize(count));
}

/** Start of the previous page. */
export function previousPageStart(pageStart: DateString, count: number): DateString {
  return addDays(pageStart, -pageSize(count));
}

/**
 * False when the previous page would lie wholly in the past of the service zone (its last day is before
 * today there), so the visitor is never sent to a page of disabled days. `now`: epoch ms.
 * That last day is the one before `pageStart` whatever the page size, so `count` does not matter.
 */
export function canPageBack(pageStart: DateString, _count: number, timeZone: string, now?: number): boolean {
  return compareDates(pageStart, todayIn(timeZone, now)) > 0;
}
