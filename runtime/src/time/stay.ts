import { addDays, compareDates, daysBetween, isDateString, todayIn, type DateString } from './plain-date';

/** Stay limits of a days service (config `daysConfig`). */
export interface StayLimits {
  /** Fewest nights; default 1, never below 1. */
  minNights?: number;
  /** Most nights; 0 means no maximum. Default 365. */
  maxNights?: number;
}

export const DEFAULT_MIN_NIGHTS = 1;
export const DEFAULT_MAX_NIGHTS = 365;

function limits(cfg: StayLimits = {}): { min: number; max: number } {
  const rawMin = cfg.minNights;
  const rawMax = cfg.maxNights;
  const min = typeof rawMin === 'number' && Number.isFinite(rawMin) ? Math.max(1, Math.floor(rawMin)) : DEFAULT_MIN_NIGHTS;
  let max = typeof rawMax === 'number' && Number.isFinite(rawMax) ? Math.max(0, Math.floor(rawMax)) : DEFAULT_MAX_NIGHTS;
  // A maximum below the minimum would leave no valid check-out; the minimum wins.
  if (max !== 0 && max < min) max = min;
  return { min, max };
}

/** Calendar nights from check-in to check-out (a DST day is still one night). */
export function nightsBetween(checkIn: DateString, checkOut: DateString): number {
  return daysBetween(checkIn, checkOut);
}

/** Earliest and (when limited) latest check-out for `checkIn`. */
export function checkOutBounds(checkIn: DateString, cfg?: StayLimits): { min: DateString; max?: DateString } {
  const { min, max } = limits(cfg);
  return max === 0 ? { min: addDays(checkIn, min) } : { min: addDays(checkIn, min), max: addDays(checkIn, max) };
}

/** Whether `checkOut` respects the night limits for `checkIn` (picking one outside them is ignored: spec §5). */
export function isCheckOutAllowed(checkIn: DateString, checkOut: DateString, cfg?: StayLimits): boolean {
  if (!isDateString(checkOut)) return false;
  const bounds = checkOutBounds(checkIn, cfg);
  return compareDates(checkOut, bounds.min) >= 0 && (bounds.max === undefined || compareDates(checkOut, bounds.max) <= 0);
}

/** `checkOut` moved into the allowed range for `checkIn` (a malformed check-out becomes the earliest). */
export function clampCheckOut(checkIn: DateString, checkOut: DateString, cfg?: StayLimits): DateString {
  const bounds = checkOutBounds(checkIn, cfg);
  if (!isDateString(checkOut) || compareDates(checkOut, bounds.min) < 0) return bounds.min;
  if (bounds.max !== undefined && compareDates(checkOut, bounds.max) > 0) return bounds.max;
  return checkOut;
}

/**
 * The check-out after the visitor moves check-in: the stay keeps its number of nights, then is pulled back
 * inside the limits, so check-out moves forward or back with check-in (spec §5 Days).
 */
export function moveCheckIn(
  newCheckIn: DateString,
  oldCheckIn: DateString,
  oldCheckOut: DateString,
  cfg?: StayLimits,
): DateString {
  const nights = isDateString(oldCheckIn) && isDateString(oldCheckOut) ? nightsBetween(oldCheckIn, oldCheckOut) : 0;
  return clampCheckOut(newCheckIn, addDays(newCheckIn, Math.max(0, nights)), cfg);
}

/** The initial stay: check-in today in the service zone, check-out the earliest allowed (tomorrow by default). */
export function defaultStay(timeZone: string, cfg?: StayLimits, now?: number): { checkIn: DateString; checkOut: DateString } {
  const checkIn = todayIn(timeZone, now);
  return { checkIn, checkOut: checkOutBounds(checkIn, cfg).min };
}

/** The night count under the stay inputs: '1 night', '3 nights' (texts from localization.days). */
export function nightsLabel(nights: number, texts: { night: string; nights: string } = { night: 'night', nights: 'nights' }): string {
  return `${nights} ${nights === 1 ? texts.night : texts.nights}`;
}
