import type { Temporal } from 'temporal-polyfill';
import type { DateString } from '../api-types';
import { getTemporal } from './temporal';

export type { DateString };

/** A UTC instant as the API wants it: ISO 8601 ending in 'Z', no offset. */
export type InstantString = string;

/** Parses a 'YYYY-MM-DD' date; throws a RangeError naming the bad value otherwise. */
export function toPlainDate(date: DateString): Temporal.PlainDate {
  // The pattern keeps out what Temporal would also read ('2026-02-03T00:00', '+002026-02-03'); Temporal itself
  // rejects impossible days ('2026-02-30') in a string whatever the overflow option.
  if (typeof date == 'string' && /^\d{4}-\d\d-\d\d$/.test(date)) {
    try {
      return getTemporal().PlainDate.from(date);
    } catch {
      // falls through to the message naming the value
    }
  }
  throw new RangeError(`Invalid date ${JSON.stringify(date)}: expected YYYY-MM-DD`);
}

/** True for a real calendar date written exactly 'YYYY-MM-DD' (rejects '2026-02-30', '2026-2-3', times). */
export function isDateString(value: unknown): value is DateString {
  try {
    return !!toPlainDate(value as DateString);
  } catch {
    return false;
  }
}

/** True when `timeZone` is an IANA zone (or offset) this runtime knows. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  try {
    return !!timeZone && !!getTemporal().Now.zonedDateTimeISO(timeZone as string);
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

/** `date` compared with today in `timeZone`, as compareDates. */
const vsToday = (date: DateString, timeZone: string, now?: number) => compareDates(date, todayIn(timeZone, now));

/** True when `date` is before today in `timeZone`. */
export function isPastDate(date: DateString, timeZone: string, now?: number): boolean {
  return vsToday(date, timeZone, now) < 0;
}

/** True when `date` is today in `timeZone`. */
export function isToday(date: DateString, timeZone: string, now?: number): boolean {
  return !vsToday(date, timeZone, now);
}

// Month ends clamp (Jan 31 + 1 month → Feb 28); 'constrain' is Temporal's default overflow.
function add(date: DateString, n: number, unit: 'days' | 'months'): DateString {
  if (!Number.isInteger(n)) throw new RangeError(`Expected a whole number of ${unit}, received ${n}`);
  return toPlainDate(date).add({ [unit]: n }).toString();
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: DateString, days: number): DateString {
  return add(date, days, 'days');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateString, to: DateString): number {
  return toPlainDate(from).until(toPlainDate(to)).days;
}

/** `date` plus `months` calendar months, clamped to the month's end (Jan 31 + 1 month → Feb 28). */
export function addMonths(date: DateString, months: number): DateString {
  return add(date, months, 'months');
}
