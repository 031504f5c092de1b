import type { Temporal } from 'temporal-polyfill';
import type { SlotPrice, TimeSlot } from '../api-types';
import { getTemporal } from './temporal';
import { isDateString, type DateString, type InstantString } from './plain-date';
import { durationToMinutes } from './durations';
import type { TimeWindow } from './windows';

/** One bookable start time, with the resource that offers it. */
export interface FlatSlot {
  /** UTC, ending in 'Z' (re-serialised, ready for the booking request). */
  startTime: InstantString;
  duration: string;
  price: SlotPrice;
  resourceID: string;
}

/** Parses an RFC 3339 instant (any offset); null when it is not one. */
export function parseInstant(value: unknown): Temporal.Instant | null {
  if (typeof value !== 'string') return null;
  try {
    return getTemporal().Instant.from(value);
  } catch {
    return null;
  }
}

/**
 * Turns the times map (resource id → slots) into one list sorted by start, one entry per instant, keeping the
 * first resource (object-key order) that offers it. Keyed by instant, not by the clock time it shows: on the
 * day clocks go back, 1:30 before and 1:30 after the change are two sessions (keying by wall time merged them
 * away), and 23:00 today and 23:00 tomorrow stay apart in an extended overnight window. Malformed entries are
 * skipped, never thrown on.
 */
export function flattenSlots(
  times: Readonly<Record<string, readonly TimeSlot[] | null | undefined>> | null | undefined,
): FlatSlot[] {
  const seen = new Set<string>();
  return Object.entries(times || {})
    .flatMap(([resourceID, list]) =>
      (Array.isArray(list) ? (list as readonly TimeSlot[]) : []).flatMap((slot) => {
        const at = parseInstant(slot?.startTime);
        return at ? [[at, { startTime: at.toString(), duration: slot.duration, price: slot.price, resourceID }] as const] : [];
      }),
    )
    // Array#sort is stable, so equal starts keep the resource key order.
    .sort(([a], [b]) => getTemporal().Instant.compare(a, b))
    .filter(([at]) => {
      const key = at.toString();
      return !seen.has(key) && !!seen.add(key);
    })
    .map(([, slot]) => slot);
}

/**
 * The offers of a days service for a stay starting on `checkIn`: per resource (object-key order) its earliest
 * slot whose start falls on the check-in date in the service zone. The times window of a stay spans check-in
 * to check-out, so the answer also holds stays starting on later days of the window (same resource, same
 * price); offering those would book a stay other than the one the visitor chose. Malformed entries are skipped.
 */
export function staySlots(
  times: Readonly<Record<string, readonly TimeSlot[] | null | undefined>> | null | undefined,
  timeZone: string,
  checkIn: DateString,
): FlatSlot[] {
  return Object.keys(times || {}).flatMap((resourceID) =>
    flattenSlots({ [resourceID]: times![resourceID] })
      .filter((slot) => parseInstant(slot.startTime)!.toZonedDateTimeISO(timeZone).toPlainDate().toString() === checkIn)
      .slice(0, 1),
  );
}

/** The dates map (resource id → 'YYYY-MM-DD'[]) as one sorted list without repeats; bad entries dropped. */
export function flattenDates(
  dates: Readonly<Record<string, readonly string[] | null | undefined>> | null | undefined,
): DateString[] {
  // 'YYYY-MM-DD' sorts correctly as text.
  return [
    ...new Set(Object.values(dates || {}).flatMap((list) => (Array.isArray(list) ? list.filter(isDateString) : []))),
  ].sort();
}

/** The first available date strictly after `after`, or null when there is none. */
export function nextAvailableDate(dates: readonly DateString[], after: DateString): DateString | null {
  return dates.filter((date) => isDateString(date) && date > after).sort()[0] ?? null;
}

/**
 * The slots of `own` out of an answer for a wider window `outer` (the embed loader asks for the opening day and
 * the next before it knows the service's zone), as the times endpoint would answer `own` itself: the sessions whose
 * whole span lies inside it. Null when `outer` does not cover `own` (or either is unreadable): that answer
 * cannot stand in for the request. A slot without a readable duration counts by its start.
 */
export function slotsWithin(
  slots: readonly FlatSlot[],
  outer: { from?: unknown; to?: unknown } | null | undefined,
  own: TimeWindow,
): FlatSlot[] | null {
  const from = Date.parse(own.from);
  const to = Date.parse(own.to);
  if (!(Date.parse(outer?.from as string) <= from && Date.parse(outer?.to as string) >= to)) return null;
  return slots.filter((slot) => {
    const start = Date.parse(slot.startTime);
    // A session starting at `to` belongs to the next day, whatever its length.
    return start >= from && start < to && start + (durationToMinutes(slot.duration) || 0) * 6e4 <= to;
  });
}
