import { Temporal } from 'temporal-polyfill';

/** Strict RFC 3339 timestamp: seconds required, `Z` or a numeric offset. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

export function parseInstant(value: string): Temporal.Instant | undefined {
  if (!RFC3339.test(value)) return undefined;
  try {
    return Temporal.Instant.from(value);
  } catch {
    return undefined;
  }
}

export function instantString(value: Temporal.Instant | Temporal.ZonedDateTime): string {
  const instant = value instanceof Temporal.ZonedDateTime ? value.toInstant() : value;
  return instant.toString({ smallestUnit: 'second' });
}

/** Epoch milliseconds as the wire's RFC 3339 UTC text, to the second. */
export function isoAt(ms: number): string {
  return instantString(Temporal.Instant.fromEpochMilliseconds(ms));
}

export function parseDuration(value: string): Temporal.Duration | undefined {
  if (!/^P/i.test(value)) return undefined;
  try {
    const duration = Temporal.Duration.from(value);
    return duration.sign > 0 ? duration : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Exact minutes of a duration used for a slot. Months and years have no fixed length, so a service slot
 * cannot be one; days count as 24 h here (only `days` services treat a day as a calendar night).
 */
export function slotMinutes(value: string): number | undefined {
  const d = parseDuration(value);
  if (!d || d.years || d.months) return undefined;
  const minutes = ((d.weeks * 7 + d.days) * 24 + d.hours) * 60 + d.minutes + d.seconds / 60 + d.milliseconds / 60000;
  return Number.isInteger(minutes) && minutes > 0 ? minutes : undefined;
}

/** Nights a stay duration asks for: `P3D` → 3, `PT48H` → 2, `PT23H` → 1 (a started day counts). */
export function stayNights(value: string): number | undefined {
  const minutes = slotMinutes(value);
  return minutes === undefined ? undefined : Math.ceil(minutes / (24 * 60));
}

/** Canonical duration text for minutes: 90 → `PT1H30M`, 60 → `PT1H`. */
export function minutesToDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** A local clock string "HH:MM" ("24:00" = start of the next day) on a date in a zone. */
export function zonedAt(date: Temporal.PlainDate, clock: string, timeZone: string): Temporal.ZonedDateTime {
  if (clock === '24:00') return date.add({ days: 1 }).toZonedDateTime({ timeZone });
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(clock) });
}

export function toInstant(date: Date): Temporal.Instant {
  return Temporal.Instant.fromEpochMilliseconds(date.getTime());
}

/** An instant plus a calendar duration (months and years counted in UTC), as epoch milliseconds. */
export function addCalendarDuration(instant: string, duration: string): number {
  return Temporal.Instant.from(instant).toZonedDateTimeISO('UTC').add(Temporal.Duration.from(duration)).epochMilliseconds;
}
