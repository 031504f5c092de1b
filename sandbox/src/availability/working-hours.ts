import { Temporal } from 'temporal-polyfill';
import type { ServiceRecord } from '../model';
import { zonedAt } from '../time';

/** An opening as exact epoch milliseconds, half-open `[start, end)`. */
export type Interval = [number, number];

/** Local dates from `first` to `last`, both included. */
export function datesBetween(first: Temporal.PlainDate, last: Temporal.PlainDate): Temporal.PlainDate[] {
  const out: Temporal.PlainDate[] = [];
  for (let d = first; Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) out.push(d);
  return out;
}

export function isOpenOn(service: ServiceRecord, date: Temporal.PlainDate): boolean {
  return (service.rules.workingHours[date.dayOfWeek as 1] ?? []).length > 0;
}

/**
 * Opening hours of the local dates `first … last` as exact intervals, merged where they touch, so a
 * long session may run through midnight when the service is open around the clock. Each local clock
 * time is resolved in the service zone, so a 23- or 25-hour DST day yields 23 or 25 hours of opening.
 */
export function openIntervals(service: ServiceRecord, first: Temporal.PlainDate, last: Temporal.PlainDate): Interval[] {
  const raw: Interval[] = [];
  for (const date of datesBetween(first, last)) {
    for (const [open, close] of service.rules.workingHours[date.dayOfWeek as 1] ?? []) {
      const start = zonedAt(date, open, service.timeZone).epochMilliseconds;
      const end = zonedAt(date, close, service.timeZone).epochMilliseconds;
      if (end > start) raw.push([start, end]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const interval of raw) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}
