import { addDays, compareDates, daysBetween, todayIn, type DateString } from './plain-date';

export const MIN_STRIP_DAYS = 3;
export const MAX_STRIP_DAYS = 14;

/**
 * How many day buttons fit in a strip `widthPx` wide: buttons of `dayWidth` (default 64) separated by
 * `gap` (default 8), clamped to 3…14. An unmeasured width (0, NaN: before layout) gives the minimum.
 */
export function stripDayCount(widthPx: number, dayWidth = 64, gap = 8): number {
  const slot = dayWidth + gap;
  if (!(widthPx > 0) || !(slot > 0)) return MIN_STRIP_DAYS;
  const fit = Math.floor((widthPx + gap) / slot);
  return Math.min(MAX_STRIP_DAYS, Math.max(MIN_STRIP_DAYS, fit));
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
