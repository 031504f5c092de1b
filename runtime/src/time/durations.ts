// Reading ISO 8601 durations and saying them in words. Nothing here needs Temporal, so the subscription and
// gift card widgets (plan and validity lengths) do not pull the date helpers in with it.
import { intlFormat } from './locale';

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

// The M before T is months and the M after it minutes: reading any nM as minutes turned a month into a minute.
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
