// Runs in every project, and once more in 'preact-tz' with the visitor in Asia/Tokyo (vitest.config.ts):
// what a visitor sees and books must follow the SERVICE's zone, never the device's.
import { beforeAll, describe, it, expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal, formatDateHeading, getTemporal, todayIn } from '@bookla/runtime/time';
import { bookAsGuest, findSlots, lastRequest, mountWidget, startSandbox } from './test/harness';

beforeAll(() => ensureTemporal());

const NY = 'America/New_York';
const nyClock = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: NY, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** The New York studio on its next weekday (it is open around the clock at weekends), its slots shown. */
async function openNextWeekday() {
  const sb = startSandbox();
  let weekday = getTemporal().PlainDate.from(todayIn(NY)).add({ days: 1 });
  while (weekday.dayOfWeek > 5) weekday = weekday.add({ days: 1 });
  const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: weekday.toString() });
  const slots = await findSlots();
  return { sb, weekday, w, slots, heading: screen.getByRole('heading', { level: 2 }).textContent! };
}

describe(`a New York service seen from ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, { tags: ['hours'] }, () => {
  it('queries the New York day, shows New York clock times and books the instant shown', async () => {
    const T = getTemporal();
    const { sb, weekday, w, slots, heading } = await openNextWeekday();
    const times = lastRequest(sb, '/times')!.body;
    // The window is that New York day's midnight to the next, as UTC instants.
    const day = T.Instant.from(times.from).toZonedDateTimeISO(NY);
    expect(day.toPlainTime().toString()).toBe('00:00:00');
    expect(heading).toBe(formatDateHeading(day.toPlainDate().toString(), 'en-US'));
    expect(day.toPlainDate().toString()).toBe(weekday.toString());
    // On weekdays the studio opens 08:00–22:00 New York time: every label is in that range, whatever the device zone.
    for (const b of slots) {
      const [, h, , ap] = /^(\d+):(\d\d) (AM|PM)/.exec(b.firstElementChild!.textContent!)!;
      const hour = (Number(h) % 12) + (ap === 'PM' ? 12 : 0);
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(22);
    }
    // Dates: today 00:00 to three months ahead 23:59:59.999, in New York.
    const dates = lastRequest(sb, '/dates')!.body;
    const from = T.Instant.from(dates.from).toZonedDateTimeISO(NY);
    const to = T.Instant.from(dates.to).toZonedDateTimeISO(NY);
    expect(from.toPlainDate().toString()).toBe(todayIn(NY));
    expect(from.toPlainTime().toString()).toBe('00:00:00');
    expect(to.toPlainDate().toString()).toBe(T.PlainDate.from(todayIn(NY)).add({ months: 3 }).toString());
    expect(to.toPlainTime().toString()).toBe('23:59:59.999');
    const label = slots[0]!.firstElementChild!.textContent;
    fireEvent.click(slots[0]!);
    const booking = await bookAsGuest(sb, w.events);
    expect(nyClock(booking.startTime)).toBe(label);
    expect(T.Instant.from(booking.startTime).toZonedDateTimeISO(NY).toPlainDate().toString()).toBe(day.toPlainDate().toString());
    // The success text repeats the New York date and time.
    expect(screen.getByText(new RegExp(`on ${heading} at ${label}`))).toBeTruthy();
  });
});

describe.runIf(process.env.TZ === 'Asia/Tokyo')('a visitor in Tokyo books a New York time', { tags: ['hours'] }, () => {
  it('the Form step and the confirmation name New York\'s zone with the time; the description for the platform does not', async () => {
    const { sb, w, slots, heading } = await openNextWeekday();
    const label = slots[0]!.firstElementChild!.textContent!;
    // The Date step says whose times they are.
    expect(screen.getByText('Times are in Eastern Time')).toBeTruthy();
    fireEvent.click(slots[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(new RegExp(`^${heading} ${label} E[SD]T$`))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await findSlots();
    await bookAsGuest(sb, w.events);
    expect(screen.getByText(new RegExp(`on ${heading} at ${label} E[SD]T is confirmed`))).toBeTruthy();
    // What the owner reads in their dashboard is the same whoever booked: the service's clock, no zone.
    expect(lastRequest(sb, '/bookings')!.body.customPurchaseDescription).toMatch(new RegExp(` ${heading} ${label}$`));
  });
});
