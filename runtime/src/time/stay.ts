import { addDays, daysBetween, isDateString, type DateString } from './plain-date';

/** Stay limits of a days service (config `daysConfig`). */
export interface StayLimits {
  /** Fewest nights; default 1, never below 1. */
  minNights?: number;
  /** Most nights; 0 means no maximum. Default 365. */
  maxNights?: number;
}

export const DEFAULT_MIN_NIGHTS = 1;
export const DEFAULT_MAX_NIGHTS = 365;

// A non-finite setting takes its default; a maximum below the minimum would leave no valid check-out, so the
// minimum wins (0 stays "no maximum").
const nights = (value: unknown, floor: number, fallback: number) =>
  Number.isFinite(value) ? Math.max(floor, Math.floor(value as number)) : fallback;

/** Calendar nights from check-in to check-out (a DST day is still one night). */
export { daysBetween as nightsBetween };

/** Earliest and (when limited) latest check-out for `checkIn`. */
export function checkOutBounds(checkIn: DateString, { minNights, maxNights }: StayLimits = {}): { min: DateString; max?: DateString } {
  const min = nights(minNights, 1, DEFAULT_MIN_NIGHTS);
  const max = nights(maxNights, 0, DEFAULT_MAX_NIGHTS);
  const bounds: { min: DateString; max?: DateString } = { min: addDays(checkIn, min) };
  if (max) bounds.max = addDays(checkIn, Math.max(min, max));
  return bounds;
}

/** Whether `checkOut` respects the night limits for `checkIn` (picking one outside them is ignored). */
export function isCheckOutAllowed(checkIn: DateString, checkOut: DateString, cfg?: StayLimits): boolean {
  return isDateString(checkOut) && clampCheckOut(checkIn, checkOut, cfg) === checkOut;
}

/** `checkOut` moved into the allowed range for `checkIn` (a malformed check-out becomes the earliest). */
export function clampCheckOut(checkIn: DateString, checkOut: DateString, cfg?: StayLimits): DateString {
  const { min, max } = checkOutBounds(checkIn, cfg);
  // Valid 'YYYY-MM-DD' dates order as text.
  return !isDateString(checkOut) || checkOut < min ? min : max && checkOut > max ? max : checkOut;
}

/**
 * The check-out after the visitor moves check-in: the stay keeps its number of nights, then is pulled back
 * inside the limits, so check-out moves forward or back with check-in.
 */
export function moveCheckIn(
  newCheckIn: DateString,
  oldCheckIn: DateString,
  oldCheckOut: DateString,
  cfg?: StayLimits,
): DateString {
  const stay = isDateString(oldCheckIn) && isDateString(oldCheckOut) ? daysBetween(oldCheckIn, oldCheckOut) : 0;
  return clampCheckOut(newCheckIn, addDays(newCheckIn, Math.max(0, stay)), cfg);
}

/**
 * The stay the widget opens on: check-in the day it opens on (today in the service zone, or a later preselected
 * date: a page for the holidays opens on the holidays), check-out the earliest allowed (the next day by default).
 */
export function defaultStay(checkIn: DateString, cfg?: StayLimits): { checkIn: DateString; checkOut: DateString } {
  return { checkIn, checkOut: checkOutBounds(checkIn, cfg).min };
}

/** The night count under the stay inputs: '1 night', '3 nights' (texts from localization.days). */
export function nightsLabel(nights: number, texts: { night: string; nights: string } = { night: 'night', nights: 'nights' }): string {
  return `${nights} ${nights === 1 ? texts.night : texts.nights}`;
}
