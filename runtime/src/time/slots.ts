import type { Temporal } from 'temporal-polyfill';
import type { SlotPrice, TimeSlot } from '../types';
import { getTemporal } from './temporal';
import { isDateString, type DateString, type InstantString } from './plain-date';

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
 * Turns the times map (resource id → slots) into one list sorted by start, one entry per local date and
 * clock time in the service zone, keeping the first resource (object-key order) that offers it. Keying on
 * the date as well as the time keeps 23:00 today and 23:00 tomorrow apart in an extended overnight window
 * (the original merged them: reference §6.15). Malformed entries are skipped, never thrown on.
 */
export function flattenSlots(
  times: Readonly<Record<string, readonly TimeSlot[] | null | undefined>> | null | undefined,
  timeZone: string,
): FlatSlot[] {
  if (!times || typeof times !== 'object') return [];
  const all: { at: Temporal.Instant; slot: FlatSlot }[] = [];
  for (const resourceID of Object.keys(times)) {
    const list = times[resourceID];
    if (!Array.isArray(list)) continue;
    for (const slot of list as readonly TimeSlot[]) {
      const at = parseInstant(slot?.startTime);
      if (!at) continue;
      all.push({
        at,
        slot: { startTime: at.toString(), duration: slot.duration, price: slot.price, resourceID },
      });
    }
  }
  // Array#sort is stable, so equal starts keep the resource key order.
  const compare = getTemporal().Instant.compare;
  all.sort((a, b) => compare(a.at, b.at));
  const seen = new Set<string>();
  const out: FlatSlot[] = [];
  for (const { at, slot } of all) {
    const key = at.toZonedDateTimeISO(timeZone).toPlainDateTime().toString();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(slot);
  }
  return out;
}

/** The dates map (resource id → 'YYYY-MM-DD'[]) as one sorted list without repeats; bad entries dropped. */
export function flattenDates(
  dates: Readonly<Record<string, readonly string[] | null | undefined>> | null | undefined,
): DateString[] {
  if (!dates || typeof dates !== 'object') return [];
  const unique = new Set<DateString>();
  for (const list of Object.values(dates)) {
    if (!Array.isArray(list)) continue;
    for (const date of list as readonly unknown[]) if (isDateString(date)) unique.add(date);
  }
  // 'YYYY-MM-DD' sorts correctly as text.
  return [...unique].sort();
}

/** The first available date strictly after `after`, or null when there is none. */
export function nextAvailableDate(dates: readonly DateString[], after: DateString): DateString | null {
  let best: DateString | null = null;
  for (const date of dates) {
    if (isDateString(date) && date > after && (best === null || date < best)) best = date;
  }
  return best;
}
