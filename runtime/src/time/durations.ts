import { intlFormat } from './locale';
import { daysBetween, isDateString } from './plain-date';
import { parseInstant } from './slots';

/** An ISO 8601 duration split into its written parts (no normalisation: PT90M stays 90 minutes). */
export interface DurationParts {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const KEYS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;

// The M before T is months and the M after it minutes: the original read any nM as minutes (reference §6.14).
// The lookaheads refuse a bare 'P', 'PT' or a trailing 'T' ('P1DT').
const ISO_DURATION_RE =
  /^\s*P(?=\d|T\d)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/;

/**
 * Parses 'P1M', 'PT1H30M', 'P2W', 'P365D', … into its parts; null for anything else (negative durations,
 * a bare 'P' or 'PT', lower case, non-strings).
 */
export function parseIsoDuration(iso: unknown): DurationParts | null {
  const m = typeof iso == 'string' && ISO_DURATION_RE.exec(iso);
  return m ? (Object.fromEntries(KEYS.map((key, i) => [key, +(m[i + 1]?.replace(',', '.') ?? 0)])) as unknown as DurationParts) : null;
}

/**
 * Total minutes of a duration (a day counts 1440, a week 7 days). NaN when it is malformed or has
 * months or years, which have no fixed length in minutes.
 */
export function durationToMinutes(duration: string | DurationParts): number {
  const d = typeof duration === 'string' ? parseIsoDuration(duration) : duration;
  if (!d || d.years || d.months) return NaN;
  return (d.weeks * 7 + d.days) * 1440 + d.hours * 60 + d.minutes + d.seconds / 60;
}

/**
 * A flexible service's duration for the API: 'PT{h}H{m}M', always both parts ('PT1H0M', 'PT0H30M').
 * Minutes over 59 carry into hours.
 */
export function formatFlexibleDuration(hours: number, minutes = 0): string {
  const whole = Math.round(nonNegative(hours * 60 + minutes, 'A duration needs non-negative hours and minutes', `${hours} h ${minutes} min`));
  return `PT${Math.floor(whole / 60)}H${whole % 60}M`;
}

function nonNegative(value: number, message: string, received: string): number {
  if (!(value >= 0 && value < Infinity)) throw new RangeError(`${message}, received ${received}`);
  return value;
}

/**
 * A days service's duration for the API: 'P{n}D', whole days rounded up. Takes a number of nights, two
 * 'YYYY-MM-DD' dates (calendar nights) or two instants (elapsed time).
 */
export function formatDaysDuration(nightsOrFrom: number | string, to?: string): string {
  const days =
    typeof nightsOrFrom == 'number'
      ? nightsOrFrom
      : isDateString(nightsOrFrom) && isDateString(to)
        ? daysBetween(nightsOrFrom, to)
        : // An unreadable instant leaves undefined, so NaN.
          ((parseInstant(to)?.epochMilliseconds as number) - (parseInstant(nightsOrFrom)?.epochMilliseconds as number)) / 864e5;
  return `P${Math.ceil(nonNegative(days, 'A stay needs a non-negative length', JSON.stringify([nightsOrFrom, to])))}D`;
}

/**
 * A duration in words, part by part as written: 'P1M' → '1 month', 'P3M' → '3 months', 'P2W' → '2 weeks',
 * 'PT1H30M' → '1 hour 30 minutes'. Units come from Intl (English for 'en', 'Monat' for 'de', …).
 * A malformed duration is returned as given rather than thrown on.
 */
export function humanDuration(iso: string, locale?: string): string {
  const d = parseIsoDuration(iso);
  if (!d) return typeof iso === 'string' ? iso : '';
  // Intl's unit names are singular ('month'): the key without its 's'.
  const word = (key: string, value = 0) =>
    intlFormat(Intl.NumberFormat, locale, { style: 'unit', unit: key.slice(0, -1), unitDisplay: 'long', maximumFractionDigits: 3 }).format(value);
  const parts = KEYS.filter((key) => d[key] > 0).map((key) => word(key, d[key]));
  return parts.length ? parts.join(' ') : word(iso.includes('T') ? 'minutes' : 'days');
}
