import type { Temporal } from 'temporal-polyfill';
import { addMonths, todayIn, toPlainDate, type DateString, type InstantString } from './plain-date';

/** A half-open query window for the times/dates endpoints, as UTC instants. */
export interface TimeWindow {
  from: InstantString;
  to: InstantString;
}

export interface DayWindowOptions {
  /** Flexible services: the chosen duration in minutes; over 60 it extends the window (overnight slots). */
  durationMinutes?: number;
}

/** Start of `date` in `timeZone` (usually 00:00; the first existing instant where midnight is skipped). */
export function startOfDay(date: DateString, timeZone: string): Temporal.ZonedDateTime {
  return toPlainDate(date).toZonedDateTime(timeZone);
}

// The first instant of the next service-zone day: adding a day keeps the wall clock, startOfDay() then
// finds the true start even where that day's midnight is skipped.
const nextDayStart = (day: Temporal.ZonedDateTime) => day.add({ days: 1 }).startOfDay().toInstant();

/**
 * The service-zone day [00:00, next 00:00) as UTC instants, so a 23 h or 25 h DST day keeps its true length
 * whatever the visitor's zone (computed in the service's zone, never by shifting with an offset).
 * A duration over one hour extends `to` by (duration − 60 min) so slots starting late that day, and ending
 * after midnight, are still offered (overnight slots belong to the day they start on).
 */
export function dayWindow(date: DateString, timeZone: string, { durationMinutes: d }: DayWindowOptions = {}): TimeWindow {
  const start = startOfDay(date, timeZone);
  const end = nextDayStart(start);
  return {
    from: start.toInstant().toString(),
    to: (Number.isFinite(d) && d! > 60 ? end.add({ minutes: Math.ceil(d! - 60) }) : end).toString(),
  };
}

/** Days services: check-in 00:00 to check-out 00:00, both in the service zone. */
export function stayWindow(checkIn: DateString, checkOut: DateString, timeZone: string): TimeWindow {
  const from = startOfDay(checkIn, timeZone).toInstant().toString();
  const to = startOfDay(checkOut, timeZone).toInstant().toString();
  // Both dates are valid 'YYYY-MM-DD' by now, which order as text.
  if (checkOut <= checkIn) throw new RangeError(`Check-out ${checkOut} must be after check-in ${checkIn}`);
  return { from, to };
}

/**
 * The available-dates window: today 00:00 to the end of the day `months` months ahead (23:59:59.999),
 * both in the service zone. `now`: epoch ms, default `Date.now()`.
 */
export function datesWindow(timeZone: string, months = 3, now?: number): TimeWindow {
  const today = todayIn(timeZone, now);
  return {
    from: startOfDay(today, timeZone).toInstant().toString(),
    to: nextDayStart(startOfDay(addMonths(today, Math.max(0, Math.trunc(months))), timeZone))
      .subtract({ milliseconds: 1 })
      .toString(),
  };
}
