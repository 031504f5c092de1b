import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { addDays, ensureTemporal, todayIn } from '@bookla/runtime/time';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { bookAsGuest, click, fillGuest, findSlots, fixedDay, mountWidget, startSandbox, type } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

/** The .ics files the widget made, by their Blob URL, and the URLs it released. */
function blobs() {
  const made = new Map<string, Blob>();
  const released: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost/${made.size + 1}`;
    made.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void released.push(url));
  return { made, released };
}

const basic = (iso: string) => new Date(iso).toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
const calendar = () => screen.findByRole('group', { name: 'Add to calendar' });

describe('Add to calendar on the Success screen', { tags: ['hours'] }, () => {
  it('a timed booking: Google and Outlook links at its UTC times, and its .ics file as a download', async () => {
    const files = blobs();
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    fireEvent.click((await findSlots())[0]!);
    const booking = await bookAsGuest(sb, w.events);
    const group = await calendar();
    const google = new URL(within(group).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe(`${basic(booking.startTime)}/${basic(booking.endTime)}`);
    expect(google.searchParams.get('text')).toBe('Tennis court');
    const resource = sb.store.state.resources.find((r) => r.id === booking.resourceID)!.name;
    expect(google.searchParams.get('details')!.split('\n')[0]).toBe(resource);
    expect(google.searchParams.get('details')).toContain('(Europe/Riga)');
    const outlook = new URL(within(group).getByRole('link', { name: 'Outlook' }).getAttribute('href')!);
    expect(new Date(outlook.searchParams.get('startdt')!).getTime()).toBe(Date.parse(booking.startTime));
    expect(new Date(outlook.searchParams.get('enddt')!).getTime()).toBe(Date.parse(booking.endTime));
    // Both open beside the widget's page, which keeps its confirmation.
    for (const name of ['Google Calendar', 'Outlook']) expect(within(group).getByRole('link', { name }).getAttribute('target')).toBe('_blank');

    const file = await within(group).findByRole('link', { name: 'Apple Calendar and others (.ics)' });
    expect(file.getAttribute('download')).toBe('Tennis court.ics');
    const ics = await files.made.get(file.getAttribute('href')!)!.text();
    expect(files.made.get(file.getAttribute('href')!)!.type).toBe('text/calendar;charset=utf-8');
    expect(ics).toContain(`\r\nUID:${booking.id}@bookla.com\r\n`);
    expect(ics).toContain(`\r\nDTSTART:${basic(booking.startTime)}\r\n`);
    expect(ics).toContain('\r\nSUMMARY:Tennis court\r\n');
    await expectNoAxeViolations(w.container);

    // The file is released when the screen goes.
    click('Book Again');
    await findSlots();
    expect(files.released).toEqual([file.getAttribute('href')]);
  });

  it('a days stay: an all-day event from check-in to check-out', async () => {
    const files = blobs();
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days });
    await screen.findByRole('heading', { name: 'Select Date' });
    const checkIn = addDays(todayIn('Europe/Riga'), 3);
    type('Check-in', checkIn);
    type('Check-out', addDays(checkIn, 2));
    fireEvent.click((await findSlots())[0]!);
    await bookAsGuest(sb, w.events);
    const group = await calendar();
    const dates = `${checkIn.replace(/-/g, '')}/${addDays(checkIn, 2).replace(/-/g, '')}`;
    expect(new URL(within(group).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!).searchParams.get('dates')).toBe(dates);
    const outlook = new URL(within(group).getByRole('link', { name: 'Outlook' }).getAttribute('href')!).searchParams;
    expect([outlook.get('startdt'), outlook.get('enddt'), outlook.get('allday')]).toEqual([checkIn, addDays(checkIn, 2), 'true']);
    const file = await within(group).findByRole('link', { name: 'Apple Calendar and others (.ics)' });
    const ics = await files.made.get(file.getAttribute('href')!)!.text();
    expect(ics).toContain(`\r\nDTSTART;VALUE=DATE:${dates.split('/')[0]}\r\nDTEND;VALUE=DATE:${dates.split('/')[1]}\r\n`);
  });

  it('its texts follow the localization', async () => {
    blobs();
    const sb = startSandbox();
    const w = mountWidget(sb, {
      serviceId: DEMO_SERVICE_IDS.fixed,
      localization: { successScreen: { addToCalendar: 'In den Kalender', googleCalendar: 'Google', outlookCalendar: 'Outlook.com', calendarFile: 'ICS-Datei' } },
    });
    fireEvent.click((await findSlots())[0]!);
    await bookAsGuest(sb, w.events);
    const group = await screen.findByRole('group', { name: 'In den Kalender' });
    expect(within(group).getAllByRole('link').map((a) => a.textContent)).toEqual(['Google', 'Outlook.com', 'ICS-Datei']);
  });

  it('switched off, the Success screen offers none', async () => {
    const files = blobs();
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, calendarEnabled: false });
    fireEvent.click((await findSlots())[0]!);
    await bookAsGuest(sb, w.events);
    expect(screen.getByRole('button', { name: 'Book Again' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(files.made.size).toBe(0);
  });

  it('a pending booking offers none: nothing is confirmed yet', async () => {
    const files = blobs();
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.paid });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await fillGuest();
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Pending' });
    await waitFor(() => expect(w.navigate).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Add to calendar' })).toBeNull();
    expect(files.made.size).toBe(0);
  });
});
