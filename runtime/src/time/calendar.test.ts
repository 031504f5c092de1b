import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Booking, Service, ServiceType } from '../api-types';
import { bookingEvent, foldLine, googleCalendarUrl, ICS_PRODID, icsCalendar, outlookCalendarUrl, type CalendarEvent } from './calendar';

// The suite runs in three visitor zones (UTC, Los Angeles, Auckland: vitest.config.ts); every service below is in
// a zone of its own, so each case is also a service in another zone than the visitor's.

const service = (type: ServiceType, timeZone: string, extra: Partial<Service> = {}): Service => ({
  id: 'svc-1',
  companyID: 'co-1',
  name: 'Tennis Court',
  type,
  color: '#000',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  timeZone,
  resources: [{ id: 'res-1', companyID: 'co-1', name: 'Court 1', color: '#000', createdAt: '', updatedAt: '' }],
  ...extra,
});

const booking = (type: ServiceType, startTime: string, endTime: string, duration: string, extra: Partial<Booking> = {}): Booking => ({
  id: 'bk-42',
  companyID: 'co-1',
  resourceID: 'res-1',
  serviceID: 'svc-1',
  startTime,
  endTime,
  duration,
  spots: 1,
  type,
  status: 'confirmed',
  createdAt: '2025-01-01T00:00:00Z',
  ...extra,
});

const NOW = Date.parse('2025-05-01T12:34:56.789Z');

/** The file read back by an independent parser (ical.js): the one VEVENT's fields. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  return {
    version: calendar.getFirstPropertyValue('version'),
    prodid: calendar.getFirstPropertyValue('prodid'),
    uid: event.uid,
    summary: event.summary,
    description: event.description,
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toString(),
    start: event.startDate,
    end: event.endDate,
  };
}

/** What RFC 5545 asks of every line: CRLF ends, at most 75 octets, continuations starting with one space. */
function expectWellFormed(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  return lines;
}

describe('bookingEvent and icsCalendar, read back by ical.js', () => {
  it.each([
    // type, zone, start, end, duration, UTC start/end in the file, what the description says of the time
    ['fixed', 'Europe/Riga', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', /Tuesday, June 10, 2025.*10:00.*11:00\sAM \(Europe\/Riga\)$/],
    // No end in the answer: the booked duration counts.
    ['flexible', 'Asia/Tokyo', '2025-06-10T01:00:00Z', '', 'PT1H30M', '2025-06-10T01:00:00Z', '2025-06-10T02:30:00Z', /Tuesday, June 10, 2025.*10:00.*11:30\sAM \(Asia\/Tokyo\)$/],
    ['group', 'America/New_York', '2025-11-02T14:00:00Z', '2025-11-02T16:00:00Z', 'PT2H', '2025-11-02T14:00:00Z', '2025-11-02T16:00:00Z', /Sunday, November 2, 2025.*9:00.*11:00\sAM \(America\/New_York\)$/],
    ['ticket', 'Australia/Sydney', '2025-12-31T09:00:00Z', '2025-12-31T13:00:00Z', 'PT4H', '2025-12-31T09:00:00Z', '2025-12-31T13:00:00Z', /Wednesday, December 31, 2025.*8:00.*12:00\sAM \(Australia\/Sydney\)$/],
  ] as const)('%s service in %s: a timed UTC event with the service name, resource and local time', (type, zone, start, end, duration, utcStart, utcEnd, when) => {
    const event = bookingEvent(booking(type, start, end, duration), service(type, zone), zone, 'en-US')!;
    const ics = icsCalendar(event, NOW);
    expectWellFormed(ics);
    const got = parsed(ics);
    expect(got.version).toBe('2.0');
    expect(got.prodid).toBe(ICS_PRODID);
    expect(got.uid).toBe('bk-42@bookla.com');
    expect(got.stamp).toBe('2025-05-01T12:34:56Z');
    expect(got.summary).toBe('Tennis Court');
    expect(got.start.isDate).toBe(false);
    expect(got.start.zone.tzid).toBe('UTC');
    expect(got.start.toJSDate().toISOString()).toBe(new Date(utcStart).toISOString());
    expect(got.end.toJSDate().toISOString()).toBe(new Date(utcEnd).toISOString());
    const [resource, time] = got.description.split('\n');
    expect(resource).toBe('Court 1');
    expect(time!.replace(/[\u202f\u00a0]/g, ' ')).toMatch(when);
  });

  it('a booking without a resource the service lists says only its time', () => {
    const event = bookingEvent(booking('ticket', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H', { resourceID: '' }), service('ticket', 'Europe/Riga'), 'Europe/Riga', 'en-US')!;
    expect(parsed(icsCalendar(event, NOW)).description.split('\n')).toHaveLength(1);
  });

  it('no end and no booked duration: the service duration, added on the service calendar', () => {
    const event = bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', 'not a time', ''), service('fixed', 'Europe/Riga', { settings: { duration: 'PT45M' } }), 'Europe/Riga', 'en-US')!;
    expect([event.start, event.end]).toEqual(['2025-06-10T07:00:00Z', '2025-06-10T07:45:00Z']);
  });

  it('the description tells the time in the service zone in the widget locale', () => {
    const event = bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H'), service('fixed', 'Europe/Riga'), 'Europe/Riga', 'de-DE')!;
    expect(event.description.split('\n')[1]).toMatch(/^Dienstag, 10\. Juni 2025.*10:00.*11:00.*\(Europe\/Riga\)$/);
  });

  describe('days stays: all-day from check-in to check-out', () => {
    // Check-in on the Saturday before Riga's clocks go back (25 October 2026), three nights: the answer's end,
    // 72 hours on, is 23:00 local on the 26th; the stay still ends on the 27th.
    const riga = service('days', 'Europe/Riga');
    it.each([
      ['P3D with an end 72 h on', booking('days', '2026-10-23T21:00:00Z', '2026-10-26T21:00:00Z', 'P3D')],
      ['an end only (taken to its nearest midnight)', booking('days', '2026-10-23T21:00:00Z', '2026-10-26T21:00:00Z', 'PT72H')],
    ])('across a clock change: %s', (_, stay) => {
      const event = bookingEvent(stay, riga, 'Europe/Riga', 'en-US')!;
      const ics = icsCalendar(event, NOW);
      const lines = expectWellFormed(ics);
      expect(lines).toContain('DTSTART;VALUE=DATE:20261024');
      expect(lines).toContain('DTEND;VALUE=DATE:20261027');
      const got = parsed(ics);
      expect(got.start.isDate).toBe(true);
      expect(got.end.isDate).toBe(true);
      expect(got.start.toString()).toBe('2026-10-24');
      expect(got.end.toString()).toBe('2026-10-27');
      expect(got.summary).toBe('Tennis Court');
      expect(got.description.replace(/\s/g, ' ')).toBe('Court 1 Saturday, October 24 – Tuesday, October 27, 2026');
    });

    it('across the spring change in New York, check-in late in the evening there', () => {
      const event = bookingEvent(booking('days', '2026-03-07T05:00:00Z', '2026-03-09T05:00:00Z', 'P2D'), service('days', 'America/New_York'), 'America/New_York', 'en-US')!;
      expect([event.allDay, event.start, event.end]).toEqual([true, '2026-03-07', '2026-03-09']);
    });
  });

  it('the UID is stable for a booking and differs between bookings', () => {
    const a = bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H'), service('fixed', 'Europe/Riga'), 'Europe/Riga')!;
    const again = bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H'), service('fixed', 'Europe/Riga'), 'Europe/Riga')!;
    const b = bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H', { id: 'bk-43' }), service('fixed', 'Europe/Riga'), 'Europe/Riga')!;
    expect(parsed(icsCalendar(a, NOW)).uid).toBe(parsed(icsCalendar(again, NOW + 60_000)).uid);
    expect(b.uid).not.toBe(a.uid);
    // An id with characters a UID line should not carry is made safe, still one per booking.
    expect(bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', '', 'PT1H', { id: 'a b;c\r\nd' }), service('fixed', 'UTC'), 'UTC')!.uid).toBe('a_b_c__d@bookla.com');
  });

  it('a booking without a readable start gives no event', () => {
    expect(bookingEvent(booking('fixed', 'soon', '', 'PT1H'), service('fixed', 'UTC'), 'UTC')).toBeNull();
  });
});

describe('folding and escaping', () => {
  const name =
    'Ātrā masāža, pilna; ar "pēdām" \\ un karstiem akmeņiem — 温泉とサウナ 🧖‍♀️, Saturday;Sunday\nsecond line\r\nthird, and a very long tail to pass many folds ' +
    'ēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēēē🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾🎾';
  const event: CalendarEvent = {
    uid: 'bk-1@bookla.com',
    title: name,
    description: `${name}\nline, two; three\\`,
    allDay: false,
    start: '2025-06-10T07:00:00Z',
    end: '2025-06-10T08:00:00Z',
  };

  it('long names with commas, semicolons, backslashes, line breaks and non-ASCII text read back unchanged', () => {
    const ics = icsCalendar(event, NOW);
    const lines = expectWellFormed(ics);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(4);
    const got = parsed(ics);
    const normal = (s: string) => s.replace(/\r\n/g, '\n');
    expect(got.summary).toBe(normal(name));
    expect(got.description).toBe(normal(event.description));
    // The escaped form, as written.
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Ātrā masāža\\, pilna\\; ar "pēdām" \\\\ un');
    expect(ics.replace(/\r\n /g, '')).toContain('Saturday\\;Sunday\\nsecond line\\nthird\\, and');
  });

  it('never splits a character between lines; a line is at most 75 octets, a continuation holds 74 more', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    const [first, ...rest] = folded.split('\r\n');
    // 'SUMMARY:' (8 octets) and 33 two-octet characters fill 74; the 34th would make 76.
    expect(first).toBe(`SUMMARY:${'é'.repeat(33)}`);
    expect(rest[0]).toBe(` ${'é'.repeat(37)}`);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(74) + '🎾')).toBe(`${'x'.repeat(74)}\r\n 🎾`);
  });

  it('control characters other than tabs never reach the file', () => {
    const ics = icsCalendar({ ...event, title: 'A\u0000B\u0007C\tD' }, NOW);
    expect(parsed(ics).summary).toBe('ABC\tD');
  });
});

describe('calendar links', () => {
  const timed = bookingEvent(booking('fixed', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z', 'PT1H'), service('fixed', 'Europe/Riga', { name: 'Yoga & Tea, 1+1' }), 'Europe/Riga', 'en-US')!;
  const stay = bookingEvent(booking('days', '2026-10-23T21:00:00Z', '2026-10-26T21:00:00Z', 'P3D'), service('days', 'Europe/Riga'), 'Europe/Riga', 'en-US')!;

  it('Google Calendar: the UTC instants, or the dates of a stay, with the title and description', () => {
    const url = new URL(googleCalendarUrl(timed));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20250610T070000Z/20250610T080000Z');
    expect(url.searchParams.get('text')).toBe('Yoga & Tea, 1+1');
    expect(url.searchParams.get('details')).toBe(timed.description);
    expect(new URL(googleCalendarUrl(stay)).searchParams.get('dates')).toBe('20261024/20261027');
  });

  it('Outlook on the web: ISO instants, or dates and allday for a stay; spaces never as +', () => {
    const link = outlookCalendarUrl(timed);
    expect(link).not.toContain('+');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('Yoga & Tea, 1+1');
    expect([url.searchParams.get('startdt'), url.searchParams.get('enddt'), url.searchParams.get('allday')]).toEqual([
      '2025-06-10T07:00:00Z',
      '2025-06-10T08:00:00Z',
      'false',
    ]);
    const days = new URL(outlookCalendarUrl(stay)).searchParams;
    expect([days.get('startdt'), days.get('enddt'), days.get('allday')]).toEqual(['2026-10-24', '2026-10-27', 'true']);
  });
});
