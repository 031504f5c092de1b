import type { Temporal } from 'temporal-polyfill';
import type { DateString } from '../types';
import { getTemporal } from './temporal';

export type { DateString };

/** A UTC instant as the API wants it: ISO 8601 ending in 'Z', no offset. */
export type InstantString = string;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written exactly 'YYYY-MM-DD' (rejects '2026-02-30', '2026-2-3', times). */
export function isDateString(value: unknown): value is DateString {
  if (typeof value !== 'string' || !DATE_RE.test(value)) return false;
  try {
    getTemporal().PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/** Parses a 'YYYY-MM-DD' date; throws a RangeError naming the bad value otherwise. */
export function toPlainDate(date: DateString): Temporal.PlainDate {
  if (!isDateString(date)) throw new RangeError(`Invalid date ${JSON.stringify(date)}: expected YYYY-MM-DD`);
  return getTemporal().PlainDate.from(date);
}

/** True when `timeZone` is an IANA zone (or offset) this runtime knows. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    getTemporal().Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone to compute a service's times in: its own `timeZone` when valid, else the visitor's zone
 * (a service without a zone can only be shown the way the visitor's device sees it).
 */
export function serviceTimeZone(timeZone: string | undefined | null): string {
  return isValidTimeZone(timeZone) ? timeZone : getTemporal().Now.timeZoneId();
}

/** The current instant. `now` (epoch ms) is the injectable clock; it defaults to `Date.now()`. */
export function nowInstant(now: number = Date.now()): Temporal.Instant {
  return getTemporal().Instant.fromEpochMilliseconds(now);
}

/** Today's date in `timeZone` (not the visitor's zone). `now`: epoch ms, default `Date.now()`. */
export function todayIn(timeZone: string, now?: number): DateString {
  return nowInstant(now).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** Negative, zero or positive like a sort comparator; throws on malformed dates. */
export function compareDates(a: DateString, b: DateString): number {
  return getTemporal().PlainDate.compare(toPlainDate(a), toPlainDate(b));
}

/** True when `date` is before today in `timeZone`. */
export function isPastDate(date: DateString, timeZone: string, now?: number): boolean {
  return compareDates(date, todayIn(timeZone, now)) < 0;
}

/** True when `date` is today in `timeZone`. */
export function isToday(date: DateString, timeZone: string, now?: number): boolean {
  return compareDates(date, todayIn(timeZone, now)) === 0;
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: DateString, days: number): DateString {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs a whole number of days, received ${days}`);
  return toPlainDate(date).add({ days }).toString();
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateString, to: DateString): number {
  return toPlainDate(from).until(toPlainDate(to), { largestUnit: 'days' }).days;
}

/** `date` plus `months` calendar months, clamped to the month's end (Jan 31 + 1 month → Feb 28). */
export function addMonths(date: DateString, months: number): DateString {
  if (!Number.isInteger(months)) throw new RangeError(`addMonths needs a whole number of months, received ${months}`);
  return toPlainDate(date).add({ months }, { overflow: 'constrain' }).toString();
}
