import { intlFormat } from './locale';
import { parseInstant } from './slots';
import { toPlainDate, type DateString, type InstantString } from './plain-date';

// Intl formatters are costly to build and the strip renders many days: intlFormat keeps one per locale/options.
const formatter = (locale: unknown, options: Intl.DateTimeFormatOptions) => intlFormat(Intl.DateTimeFormat, locale, options);

/** Epoch ms of `date` at UTC midnight: formatting that with timeZone 'UTC' shows the date itself. */
function dateEpoch(date: DateString): number {
  const d = toPlainDate(date);
  return Date.UTC(d.year, d.month - 1, d.day);
}

function instantOf(instant: InstantString) {
  const at = parseInstant(instant);
  if (!at) throw new RangeError(`Invalid instant ${JSON.stringify(instant)}: expected an ISO 8601 timestamp`);
  return at;
}

/** The clock time of `instant` in `timeZone` for `locale` ('9:30 AM', '09:30'). */
export function formatTime(instant: InstantString, timeZone: string, locale?: string): string {
  return formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(instantOf(instant).epochMilliseconds);
}

/** A date heading such as 'Saturday, November 21, 2026' (the date as given: no zone shift). */
export function formatDateHeading(date: DateString, locale?: string): string {
  return formatter(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    dateEpoch(date),
  );
}

/** The two lines of a date-strip button: short weekday and day of month ('Sat', '21'). */
export function formatDayShort(date: DateString, locale?: string): { weekday: string; day: string } {
  const epoch = dateEpoch(date);
  return {
    weekday: formatter(locale, { weekday: 'short', timeZone: 'UTC' }).format(epoch),
    day: formatter(locale, { day: 'numeric', timeZone: 'UTC' }).format(epoch),
  };
}

/** The service-zone calendar date of `instant` ('YYYY-MM-DD'). */
export function localDateOf(instant: InstantString, timeZone: string): DateString {
  return zoned(instant, timeZone).toPlainDate().toString();
}

/** The service-zone clock time of `instant` as 'HH:MM' (24 h). */
export function localTimeOf(instant: InstantString, timeZone: string): string {
  return zoned(instant, timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
}

function zoned(instant: InstantString, timeZone: string) {
  return instantOf(instant).toZonedDateTimeISO(timeZone);
}
