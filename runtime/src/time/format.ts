import { intlFormat } from './locale';
import { parseInstant } from './slots';
import { toPlainDate, type DateString, type InstantString } from './plain-date';

// Intl formatters are costly to build and the strip renders many days: intlFormat keeps one per locale/options.
const format = (locale: unknown, options: Intl.DateTimeFormatOptions, epoch: number) =>
  intlFormat(Intl.DateTimeFormat, locale, options).format(epoch);

/**
 * `date` formatted as itself: its UTC midnight (Date.parse reads a date-only ISO string as UTC) shown in
 * timeZone 'UTC', so no zone shifts the day.
 */
const utcFormat = (locale: unknown, options: Intl.DateTimeFormatOptions) =>
  intlFormat(Intl.DateTimeFormat, locale, { ...options, timeZone: 'UTC' });
const utcMidnight = (date: DateString) => Date.parse(toPlainDate(date).toString());
const formatDate = (date: DateString, locale: unknown, options: Intl.DateTimeFormatOptions) =>
  utcFormat(locale, options).format(utcMidnight(date));

/** `instant` parsed; a RangeError naming it when it is not an ISO 8601 timestamp. */
function instantOf(instant: InstantString) {
  const at = parseInstant(instant);
  if (!at) throw new RangeError(`Invalid instant ${JSON.stringify(instant)}: expected an ISO 8601 timestamp`);
  return at;
}

/**
 * The clock time of `instant` in `timeZone` for `locale` ('9:30 AM', '09:30'). On the day clocks go back the
 * repeated hour happens twice; a time in it names its offset ('1:30 AM EDT', '1:30 AM EST'), so the two
 * sessions are told apart in the list and the confirmation. `named` names it always ('8:00 AM GMT+2'): a
 * booking's time told to a visitor whose clock is not the service's.
 */
export function formatTime(instant: InstantString, timeZone: string, locale?: string, { named }: { named?: boolean } = {}): string {
  const at = instantOf(instant);
  const local = at.toZonedDateTimeISO(timeZone).toPlainDateTime();
  const twice = named || local.toZonedDateTime(timeZone, { disambiguation: 'earlier' }).offset !== local.toZonedDateTime(timeZone, { disambiguation: 'later' }).offset;
  return format(locale, { hour: 'numeric', minute: '2-digit', timeZone, ...(twice && { timeZoneName: 'short' }) }, at.epochMilliseconds);
}

/**
 * The name of the service's `timeZone` in `locale` ('Eastern European Time') for a visitor whose clock reads
 * differently at noon on `date`: the times shown are the service's, and a visitor in another zone would take
 * them for their own. '' where the visitor's clock is the service's that day (a neighbouring zone with the same
 * offset needs no note), where the browser cannot name zones (generic names: Safari 15.4, Chrome 95) and for an
 * unknown zone. Never throws.
 */
export function otherZoneName(date: DateString, timeZone: string, locale?: string): string {
  try {
    const noon = toPlainDate(date).toZonedDateTime({ timeZone, plainTime: '12:00' });
    // getTimezoneOffset is the visitor's offset at that instant, in minutes west of UTC.
    return noon.offsetNanoseconds == -6e10 * new Date(noon.epochMilliseconds).getTimezoneOffset()
      ? ''
      : intlFormat(Intl.DateTimeFormat, locale, { timeZone, timeZoneName: 'longGeneric' })
          .formatToParts(noon.epochMilliseconds)
          .find((part) => part.type == 'timeZoneName')!.value;
  } catch {
    // Also an unknown zone or date: a note is not worth a broken step.
    return '';
  }
}

/** A date heading such as 'Saturday, November 21, 2026' (the date as given: no zone shift). */
export function formatDateHeading(date: DateString, locale?: string): string {
  return formatDate(date, locale, HEADING);
}

const HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/**
 * A stay as one range in the heading's style, 'Sunday, November 29 – Wednesday, December 2, 2026' in en-US:
 * Intl's range formatting drops what both ends share and uses the locale's own dash and order.
 */
export function formatStay(checkIn: DateString, checkOut: DateString, locale?: string): string {
  // formatRange: every browser the widgets support has it (Chrome 76, Safari 14.1, Firefox 91).
  return utcFormat(locale, HEADING).formatRange(utcMidnight(checkIn), utcMidnight(checkOut));
}

/**
 * The month or months a run of days falls in, for the day strip's label: 'November 2026', or
 * 'November – December 2026' across a month end (Intl's range formatting: the locale's own dash and order).
 */
export function formatMonths(first: DateString, last: DateString, locale?: string): string {
  return utcFormat(locale, { month: 'long', year: 'numeric' }).formatRange(utcMidnight(first), utcMidnight(last));
}

/** The two lines of a date-strip button: short weekday and day of month ('Sat', '21'). */
export function formatDayShort(date: DateString, locale?: string): { weekday: string; day: string } {
  return { weekday: formatDate(date, locale, { weekday: 'short' }), day: formatDate(date, locale, { day: 'numeric' }) };
}

/** The service-zone calendar date of `instant` ('YYYY-MM-DD'). */
export function localDateOf(instant: InstantString, timeZone: string): DateString {
  return instantOf(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The service-zone clock time of `instant` as 'HH:MM' (24 h). */
export function localTimeOf(instant: InstantString, timeZone: string): string {
  return instantOf(instant).toZonedDateTimeISO(timeZone).toPlainTime().toString({ smallestUnit: 'minute' });
}
