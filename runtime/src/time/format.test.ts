import { describe, expect, it } from 'vitest';
import { formatDateHeading, formatDayShort, formatMonths, formatStay, formatTime, localDateOf, localTimeOf, otherZoneName } from './format';

// Intl output may use narrow no-break spaces (U+202F) before AM/PM; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatTime', () => {
  // The repeated hour of each zone's autumn change in 2026: the same clock time twice, told apart by the zone name.
  it.each([
    ['America/New_York', 'en-US', '2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z', '2026-11-01T08:00:00Z'],
    ['Europe/London', 'en-GB', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T09:00:00Z'],
    ['Australia/Sydney', 'en-AU', '2026-04-04T15:30:00Z', '2026-04-04T16:30:00Z', '2026-04-04T22:00:00Z'],
    ['Pacific/Auckland', 'en-NZ', '2026-04-04T13:30:00Z', '2026-04-04T14:30:00Z', '2026-04-04T20:00:00Z'],
  ])('%s: the two sessions of the repeated hour read differently; other times as ever', (zone, locale, first, second, later) => {
    const a = formatTime(first, zone, locale);
    const b = formatTime(second, zone, locale);
    expect(a).not.toBe(b);
    // Both still say the same clock time (en-GB pads the hour once a zone name follows), with their zone name after it.
    const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(Date.parse(first));
    for (const label of [a, b]) expect(label.replace(/^0/, '').startsWith(clock.replace(/^0/, '')), label).toBe(true);
    expect(formatTime(later, zone, locale)).toBe(new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(Date.parse(later)));
  });

  it('New York, in English: 1:30 AM EDT, then 1:30 AM EST', () => {
    expect([formatTime('2026-11-01T05:30:00Z', 'America/New_York', 'en-US'), formatTime('2026-11-01T06:30:00Z', 'America/New_York', 'en-US')]).toEqual(['1:30 AM EDT', '1:30 AM EST']);
  });

  it.each([
    ['2026-06-01T07:00:00Z', 'Europe/Riga', 'en-US', '10:00 AM'],
    ['2026-06-01T07:00:00Z', 'Europe/Riga', 'de-DE', '10:00'],
    ['2026-06-01T07:00:00Z', 'America/New_York', 'en-US', '3:00 AM'],
    ['2026-06-01T07:00:00Z', 'Asia/Kolkata', 'en-GB', '12:30'],
    ['2026-03-08T07:30:00Z', 'America/New_York', 'en-US', '3:30 AM'], // after spring-forward (UTC−4)
    ['2026-03-08T06:30:00Z', 'America/New_York', 'en-US', '1:30 AM'], // before it (UTC−5)
    ['2026-06-01T07:00:00Z', 'Europe/Riga', 'xx-YY', '10:00 AM'], // unsupported locale → en-US
  ])('%s in %s for %s is %s', (instant, zone, locale, expected) => {
    expect(plain(formatTime(instant, zone, locale))).toBe(expected);
  });

  it('names a bad instant', () => {
    expect(() => formatTime('10:00', 'UTC')).toThrow('Invalid instant "10:00"');
  });

  it('names the zone when asked (a time told to a visitor on another clock)', () => {
    expect(plain(formatTime('2026-06-01T07:00:00Z', 'Europe/Riga', 'en-US', { named: true }))).toBe('10:00 AM GMT+3');
    expect(plain(formatTime('2026-06-01T07:00:00Z', 'America/New_York', 'en-US', { named: true }))).toBe('3:00 AM EDT');
    expect(plain(formatTime('2026-01-15T08:00:00Z', 'America/New_York', 'en-US', { named: true }))).toBe('3:00 AM EST');
    expect(plain(formatTime('2026-06-01T07:00:00Z', 'America/New_York', 'en-US', { named: false }))).toBe('3:00 AM');
  });
});

describe('formatDateHeading', () => {
  it.each([
    ['2026-11-21', 'en-US', 'Saturday, November 21, 2026'],
    ['2026-11-21', undefined, 'Saturday, November 21, 2026'],
    ['2026-11-21', 'de-DE', 'Samstag, 21. November 2026'],
    ['2026-11-21', 'de-XX', 'Samstag, 21. November 2026'],
    ['2026-03-08', 'not a locale!', 'Sunday, March 8, 2026'],
  ])('%s in %s is %s', (date, locale, expected) => {
    expect(formatDateHeading(date, locale)).toBe(expected);
  });
});

// Punctuation in other locales moves between ICU versions (Node vs Chromium): check the words only.
it.each([
  ['en-GB', ['Thursday', '1', 'January', '2026']],
  ['fr-FR', ['jeudi', '1', 'janvier', '2026']],
])('formatDateHeading(2026-01-01) in %s has the date in that language', (locale, words) => {
  expect(formatDateHeading('2026-01-01', locale).split(/[\s,.]+/)).toEqual(words);
});

it('formatDayShort in de-DE gives the German weekday', () => {
  const { weekday, day } = formatDayShort('2026-11-22', 'de-DE');
  expect(weekday).toMatch(/^So\.?$/);
  expect(day).toBe('22');
});

describe('formatDayShort', () => {
  it.each([
    ['2026-11-21', 'en-US', { weekday: 'Sat', day: '21' }],
    ['2026-03-08', 'en-US', { weekday: 'Sun', day: '8' }],
  ])('%s in %s', (date, locale, expected) => {
    expect(formatDayShort(date, locale)).toEqual(expected);
  });
});

describe('localDateOf / localTimeOf', () => {
  it.each([
    ['2026-10-24T21:30:00Z', 'Europe/Riga', '2026-10-25', '00:30'],
    ['2026-10-25T00:30:00Z', 'Europe/Riga', '2026-10-25', '03:30'], // after fall-back: UTC+3 → UTC+2 at 04:00
    ['2026-10-25T01:30:00Z', 'Europe/Riga', '2026-10-25', '03:30'], // the repeated hour
    ['2026-11-21T10:00:00Z', 'Pacific/Kiritimati', '2026-11-22', '00:00'],
    ['2026-11-21T04:59:00Z', 'America/New_York', '2026-11-20', '23:59'],
    ['2026-11-21T18:29:00+00:00', 'Asia/Kolkata', '2026-11-21', '23:59'],
  ])('%s in %s is %s %s', (instant, zone, date, time) => {
    expect(localDateOf(instant, zone)).toBe(date);
    expect(localTimeOf(instant, zone)).toBe(time);
  });
});

describe('formatStay', () => {
  it.each([
    ['2026-11-29', '2026-12-02', 'en-US', /^Sunday, November 29\s*–\s*Wednesday, December 2, 2026$/],
    ['2026-12-30', '2027-01-02', 'en-US', /^Wednesday, December 30, 2026\s*–\s*Saturday, January 2, 2027$/],
    ['2026-11-29', '2026-12-02', 'de-DE', /Sonntag.*29\..*Mittwoch.*2\. Dezember 2026/],
  ])('%s → %s in %s', (checkIn, checkOut, locale, expected) => {
    expect(plain(formatStay(checkIn, checkOut, locale))).toMatch(expected);
  });

  it('names both ends: the check-out day is not lost when the locale shortens the range', () => {
    const text = formatStay('2026-10-24', '2026-10-26', 'en-GB');
    expect(text).toMatch(/24/);
    expect(text).toMatch(/26 October 2026/);
  });
});

describe('formatMonths', () => {
  it.each([
    ['2026-11-23', '2026-11-29', 'en-US', 'November 2026'],
    ['2026-11-28', '2026-12-04', 'en-US', 'November – December 2026'],
    ['2026-12-28', '2027-01-03', 'en-US', 'December 2026 – January 2027'],
    ['2026-11-28', '2026-12-04', 'de-DE', 'November–Dezember 2026'],
  ])('%s … %s in %s: %s', (first, last, locale, expected) => {
    expect(plain(formatMonths(first, last, locale)).replace(/\u2009/g, ' ')).toBe(expected);
  });
});

describe('otherZoneName', () => {
  // The suite runs in several visitor zones (vitest.config.ts); each has a neighbour with the same clock all year.
  const visitor = process.env.TZ!;
  const neighbour = ({ UTC: 'Atlantic/Reykjavik', 'America/Los_Angeles': 'America/Tijuana', 'Pacific/Auckland': 'Antarctica/McMurdo' } as Record<string, string>)[visitor]!;

  it('is empty for a service in the visitor\'s zone or in one with the same clock that day', () => {
    for (const date of ['2026-01-15', '2026-07-15', '2026-03-29', '2026-11-01']) {
      expect(otherZoneName(date, visitor, 'en-US')).toBe('');
      expect(otherZoneName(date, neighbour, 'en-US')).toBe('');
    }
  });

  it('names a zone whose clock differs from the visitor\'s, in the widget\'s language', () => {
    expect(otherZoneName('2026-07-15', 'Asia/Tokyo', 'en-US')).toBe('Japan Standard Time');
    expect(otherZoneName('2026-07-15', 'Asia/Tokyo', 'de-DE')).toBe('Japanische Normalzeit');
    // The generic name, not the season's: the same words in winter and in summer.
    expect(otherZoneName('2026-01-15', 'Europe/Riga', 'en-US')).toBe('Eastern European Time');
    expect(otherZoneName('2026-07-15', 'Europe/Riga', 'en-US')).toBe('Eastern European Time');
  });

  it('follows the day: a zone that changes its clocks on another date than the visitor\'s differs only on some days', () => {
    if (visitor !== 'UTC') return;
    // London keeps UTC's clock in winter and is an hour ahead in summer.
    expect(otherZoneName('2026-01-15', 'Europe/London', 'en-US')).toBe('');
    expect(otherZoneName('2026-07-15', 'Europe/London', 'en-US')).not.toBe('');
  });

  it('is empty where the browser cannot name zones', () => {
    const original = Intl.DateTimeFormat;
    // A browser before generic zone names throws on the option.
    Intl.DateTimeFormat = function (locale: string, options: Intl.DateTimeFormatOptions) {
      if (options?.timeZoneName === 'longGeneric') throw new RangeError('Value longGeneric out of range');
      return new original(locale, options);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      expect(otherZoneName('2026-07-15', 'Asia/Tokyo', 'fi-FI')).toBe('');
    } finally {
      Intl.DateTimeFormat = original;
    }
  });

  it('is empty for a zone or date it cannot read, without throwing', () => {
    expect(otherZoneName('2026-07-15', 'Mars/Olympus', 'en-US')).toBe('');
    expect(otherZoneName('2026-02-30', 'Asia/Tokyo', 'en-US')).toBe('');
  });
});
