import type { Booking, Service } from '../api-types';
import { formatStay } from './format';
import { intlFormat } from './locale';
import { getTemporal } from './temporal';
import { parseInstant } from './slots';

/**
 * A booking as a calendar event: what the Success screen offers to Google Calendar, Outlook and any .ics client.
 * Timed services are an event between two UTC instants; a days stay is an all-day event from check-in to
 * check-out (the end date is exclusive in iCalendar, Google and Outlook alike, so a stay ends on its check-out
 * day without taking it). Dates are counted in the service's zone, whatever the visitor's clock says.
 */
export interface CalendarEvent {
  /** Stable per booking, so adding the file twice updates one event instead of making two. */
  uid: string;
  title: string;
  /** Plain text, lines separated by '\n'. */
  description: string;
  /** True for a days stay: `start` and `end` are then 'YYYY-MM-DD' dates. */
  allDay: boolean;
  /** A UTC instant 'YYYY-MM-DDTHH:MM:SSZ', or a date for an all-day event. */
  start: string;
  /** After `start`: the end instant, or the day after the last day (check-out) of an all-day event. */
  end: string;
}

/** The product identifier every .ics file names (RFC 5545 PRODID). */
export const ICS_PRODID = '-//Bookla//Booking Widget//EN';

const ISO_DAYS = /^P(\d+)D$/;

/**
 * The event of `booking` of `service`, or null when the booking has no readable start. `zone` is the one the
 * booking flow computes the service's times in (the service's own, `serviceTimeZone`). The title is the service's
 * name; the description names the booked resource (when the booking has one the service lists) and the booking's
 * time in that zone, in `locale`. The API names no company, so none is invented. Needs Temporal (ensureTemporal()).
 */
export function bookingEvent(booking: Booking, service: Service, zone: string, locale?: string): CalendarEvent | null {
  const T = getTemporal();
  const start = parseInstant(booking.startTime);
  if (!start) return null;
  const zoned = start.toZonedDateTimeISO(zone);
  const resource = service.resources?.find((r) => r.id === booking.resourceID)?.name;
  const lines = resource ? [resource] : [];
  const id = booking.id || [booking.serviceID, booking.resourceID, start.epochMilliseconds].join('-');
  const base = { uid: `${id.replace(/[^\w.-]/g, '_')}@bookla.com`, title: service.name };
  const ends = parseInstant(booking.endTime);

  if (service.type === 'days') {
    const checkIn = zoned.toPlainDate();
    // Nights are counted on the calendar (a 'P3D' stay over a clock change is 71 or 73 hours long); an end
    // instant is taken to its nearest midnight for the same reason.
    const nights = ISO_DAYS.exec(booking.duration ?? '');
    let checkOut = nights
      ? checkIn.add({ days: Number(nights[1]) })
      : ends
        ? ends.toZonedDateTimeISO(zone).round({ smallestUnit: 'day', roundingMode: 'halfExpand' }).toPlainDate()
        : checkIn;
    if (T.PlainDate.compare(checkOut, checkIn) <= 0) checkOut = checkIn.add({ days: 1 });
    lines.push(formatStay(checkIn.toString(), checkOut.toString(), locale));
    return { ...base, description: lines.join('\n'), allDay: true, start: checkIn.toString(), end: checkOut.toString() };
  }

  let end = ends && T.Instant.compare(ends, start) > 0 ? ends : null;
  if (!end) {
    // No end in the answer: the booked duration, else the service's, added on the service's calendar.
    for (const length of [booking.duration, service.settings?.duration]) {
      try {
        end = zoned.add(T.Duration.from(length!)).toInstant();
        if (T.Instant.compare(end, start) > 0) break;
      } catch {
        // Not an ISO duration: the next one, or an event without length.
      }
      end = null;
    }
  }
  end ??= start;
  // 'Tuesday, June 10, 2025, 10:00 – 11:00 AM (Europe/Riga)': the locale's own range format, in the service's zone.
  const when = intlFormat(Intl.DateTimeFormat, locale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).formatRange(
    start.epochMilliseconds,
    end.epochMilliseconds,
  );
  lines.push(`${when} (${zone})`);
  const utc = (at: typeof start) => at.toString({ smallestUnit: 'second' });
  return { ...base, description: lines.join('\n'), allDay: false, start: utc(start), end: utc(end) };
}

/** '2025-06-10T07:00:00Z' → '20250610T070000Z', '2025-06-10' → '20250610': iCalendar's and Google's basic form. */
const basic = (value: string) => value.replace(/[-:]/g, '');

/** An iCalendar TEXT value: backslashes, semicolons, commas and line breaks escaped, other controls dropped. */
export function icsText(value: string): string {
  return (
    value
      .replace(/[\\;,]/g, '\\$&')
      .replace(/\r\n?|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * `line` folded as RFC 5545 asks: no line longer than 75 octets of UTF-8, each continuation starting with one
 * space (which counts). A character is never split between lines.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const code = char.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The .ics file (RFC 5545) of one event: CRLF line ends, folded lines, DTSTAMP at `now` (ms since the epoch). */
export function icsCalendar(event: CalendarEvent, now = Date.now()): string {
  const date = event.allDay ? ';VALUE=DATE:' : ':';
  const stamp = basic(new Date(Math.floor(now / 1000) * 1000).toISOString().replace('.000', ''));
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART${date}${basic(event.start)}`,
    `DTEND${date}${basic(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(foldLine)
    .join('\r\n');
}

/** A query string with spaces as %20: Outlook shows a '+' as it is. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

/** Google Calendar's page that opens the event ready to save. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basic(event.start)}/${basic(event.end)}`,
    details: event.description,
  })}`;
}

/** Outlook on the web's page that opens the event ready to save. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  return `https://outlook.live.com/calendar/0/action/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start,
    enddt: event.end,
    allday: String(event.allDay),
    body: event.description,
  })}`;
}
