import { test, expect } from '../support/fixtures';
import { bookingsOf, localOf } from '../support/sandbox-api';
import { SCREENSHOT_DIR } from '../support/paths';
import {
  expectConfirmed, fillGuest, guest, increase, pickAvailableDay, pickSlot, pressMainButton, slotClock, submitGuestForm, seen, snap,
} from '../support/driver';

// Each service type booked end to end through the real widget.js on the plain host page, then checked
// against what the sandbox stored: exactly one new booking, at the slot the visitor chose.

test.describe('booking each service type on the plain host page', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
  });

  for (const type of ['fixed', 'flexible', 'group'] as const) {
    test(`${type}: date, slot, guest form → Booking Confirmed, one booking at that start`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
      const serviceId = sandbox.info.services[type];
      const zone = sandbox.info.timeZones[type];
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId } }] });
      const w = page.locator('#widget');

      if (type === 'group') await increase(w, /participants|people|spots/i, 2);
      if (type === 'flexible') {
        // The duration applies 500 ms after the last click (so quick clicks cost one query) and re-queries the dates with it.
        const requery = page.waitForRequest((r) => /\/(dates|times)$/.test(r.url()) && r.postDataJSON()?.duration === 'PT1H30M');
        await increase(w, /duration/i, 1);
        await requery;
      }
      const date = await pickAvailableDay(w);
      const label = await pickSlot(w);
      await snap(page, `${SCREENSHOT_DIR}/plain-${type}.png`);
      await pressMainButton(w);
      const g = guest(type);
      await submitGuestForm(w, g);
      await expectConfirmed(w);

      const booked = await bookingsOf(sandbox, g.email);
      expect(booked).toHaveLength(1);
      expect(booked[0].serviceID).toBe(serviceId);
      expect(localOf(booked[0].startTime, zone)).toEqual({ date, time: slotClock(label) });
      if (type === 'group') expect(booked[0].spots).toBe(3);
      if (type === 'flexible') expect(booked[0].duration).toBe('PT1H30M');
      expect(pageProblems.pageErrors).toEqual([]);
    });
  }

  test('ticket: tickets, date, slot, guest form → one booking with the tickets', async ({ page, openHost, sandbox, baseConfig }) => {
    const serviceId = sandbox.info.services.ticket;
    const zone = sandbox.info.timeZones.ticket;
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId } }] });
    const w = page.locator('#widget');

    await expect(w.getByRole('heading', { name: 'Select Tickets' })).toBeVisible({ timeout: 15_000 });
    const cont = w.getByRole('button', { name: /continue/i });
    await expect(cont).toBeDisabled();
    await increase(w, /adult/i, 2);
    await increase(w, /child/i, 1);
    await cont.click();
    const date = await pickAvailableDay(w);
    const label = await pickSlot(w);
    await expect(w.getByRole('heading', { name: 'Tickets Summary' })).toBeVisible();
    await pressMainButton(w);
    const g = guest('ticket');
    await submitGuestForm(w, g);
    await expectConfirmed(w);

    const booked = await bookingsOf(sandbox, g.email);
    expect(booked).toHaveLength(1);
    expect(localOf(booked[0].startTime, zone)).toEqual({ date, time: slotClock(label) });
    const tickets = Object.values(booked[0].tickets ?? {}).map((t) => t.spots).sort();
    expect(tickets).toEqual([1, 2]);
  });

  test('days: check-in, check-out, cabin, guest form → one stay of two nights', async ({ page, openHost, sandbox, baseConfig }) => {
    const serviceId = sandbox.info.services.days;
    const zone = sandbox.info.timeZones.days;
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId } }] });
    const w = page.locator('#widget');

    const checkIn = w.getByLabel('Check-in');
    const checkOut = w.getByLabel('Check-out');
    await expect(checkIn).toBeVisible({ timeout: 15_000 });
    // A week ahead, so the seeded stays (two days ahead) never collide with this one.
    const inDate = await checkIn.getAttribute('min').then((min) => addDays(min!, 7));
    await checkIn.fill(inDate);
    await checkOut.fill(addDays(inDate, 2));
    await expect(seen(w, /2 nights/i)).toBeVisible();
    const resourceName = await pickSlot(w);
    expect(resourceName).toMatch(/Cabin/);
    await pressMainButton(w);
    const g = guest('days');
    await submitGuestForm(w, g);
    await expectConfirmed(w);

    const booked = await bookingsOf(sandbox, g.email);
    expect(booked).toHaveLength(1);
    expect(localOf(booked[0].startTime, zone).date).toBe(inDate);
    expect(booked[0].duration).toBe('P2D');
  });

  test('days: a stay across a month end offers one stay per cabin starting on check-in, books it and confirms its range', async ({ page, openHost, sandbox, baseConfig }) => {
    const serviceId = sandbox.info.services.days;
    const zone = sandbox.info.timeZones.days;
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId } }] });
    const w = page.locator('#widget');
    const checkIn = w.getByLabel('Check-in');
    await expect(checkIn).toBeVisible({ timeout: 15_000 });
    // The last day of next month: three nights always cross a month end (and on Dec 31 a year end).
    const min = (await checkIn.getAttribute('min'))!;
    const inDate = addDays(`${nextMonthFirst(nextMonthFirst(min))}`, -1);
    const outDate = addDays(inDate, 3);
    const times = page.waitForResponse((r) => r.url().endsWith('/times') && r.request().postDataJSON()?.duration === 'P3D');
    await checkIn.fill(inDate);
    await w.getByLabel('Check-out').fill(outDate);
    await expect(seen(w, /3 nights/i)).toBeVisible();
    // The answer for the check-in-to-check-out window holds a stay for every start day of it.
    const answer = (await (await times).json()) as { times: Record<string, { startTime: string }[]> };
    const startDays = new Set(Object.values(answer.times).flat().map((x) => localOf(x.startTime, zone).date));
    expect(startDays.size).toBeGreaterThan(1);

    const tiles = w.locator('.bk-slot');
    await expect(tiles.first()).toBeVisible();
    const names = await tiles.evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ''));
    expect(names.length).toBe(Object.values(answer.times).filter((list) => list.some((x) => localOf(x.startTime, zone).date === inDate)).length);
    expect(new Set(names).size).toBe(names.length);
    await tiles.last().click();
    await pressMainButton(w);
    const g = guest('days');
    await submitGuestForm(w, g);
    await expectConfirmed(w);

    const booked = await bookingsOf(sandbox, g.email);
    expect(booked).toHaveLength(1);
    expect(localOf(booked[0].startTime, zone).date).toBe(inDate);
    expect(booked[0].duration).toBe('P3D');
    const [iy, im, id] = inDate.split('-').map(Number);
    const [oy, om, od] = outDate.split('-').map(Number);
    const long = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const confirmation = w.getByText(/is confirmed/);
    await expect(confirmation).toContainText(long(iy!, im!, id!));
    await expect(confirmation).toContainText(long(oy!, om!, od!));
  });
});

test('custom fields of native input types (email, date, time) are the browser\'s own inputs, checked and booked', async ({ page, openHost, sandbox, baseConfig }) => {
  await sandbox.reset();
  const field = (type: string, labelText: string) => ({ type, labelText, required: false, errorText: '', inputWidth: 'auto / span 1' });
  const customFormFields = [field('email', 'Work email'), field('date', 'Date of birth'), field('time', 'Arrival time')];
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, customFormFields } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  const g = guest('native-fields');
  await expect(w.locator('input[name="firstName"]')).toBeVisible();
  await fillGuest(w, g);
  const email = w.getByLabel('Work email');
  await expect(email).toHaveAttribute('type', 'email');
  await w.getByLabel('Date of birth').fill('1990-05-17');
  await w.getByLabel('Arrival time').fill('09:30');
  // The widget's own check, in its own words: the form is sent with noValidate.
  await email.fill('erika at example.com');
  await w.getByRole('button', { name: 'Book Now' }).click();
  await expect(seen(w, 'Work email is invalid')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('erika@work.example.com');
  await w.getByRole('button', { name: 'Book Now' }).click();
  await expectConfirmed(w);
  const booked = await bookingsOf(sandbox, g.email);
  expect(booked).toHaveLength(1);
  expect(booked[0].metaData).toEqual({ work_email_0: 'erika@work.example.com', date_of_birth_1: '1990-05-17', arrival_time_2: '09:30' });
});

test('flexible: a duration changed just before Continue is the duration booked', async ({ page, openHost, sandbox, baseConfig }) => {
  // A visitor quicker than the 500 ms debounce: +, slot, Continue. Whatever the widget does, it must not
  // book a duration other than the one it shows.
  await sandbox.reset();
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.flexible } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await expect(w.locator('.bk-slot').first()).toBeVisible();
  // +, a slot, Continue within ~100 ms, well inside the 500 ms debounce, clicked in the page itself so
  // the runner's own latency cannot stretch the gap.
  const continued = await w.evaluate(async (host) => {
    const root = host.shadowRoot!;
    const pause = () => new Promise((r) => setTimeout(r, 40));
    const button = (pred: (b: HTMLButtonElement) => boolean) => [...root.querySelectorAll('button')].find(pred);
    button((b) => /^\+ Duration/.test(b.getAttribute('aria-label') ?? ''))!.click();
    await pause();
    // While the change is pending the widget may have cleared the grid: then there is no slot to hit.
    (root.querySelectorAll('.bk-slot')[1] as HTMLButtonElement | undefined)?.click();
    await pause();
    const next = button((b) => b.textContent?.trim() === 'Continue');
    if (!next || next.disabled) return false;
    next.click();
    return true;
  });
  await page.waitForTimeout(1_000);
  if (!continued) {
    // The widget refused the stale pick (slot cleared, Continue disabled while the duration was pending):
    // the visitor picks again once the new duration's slots are shown.
    await expect(w.locator('.bk-stepper-value')).toHaveText('1 hour 30 minutes');
    await expect(w.locator('.bk-slot[aria-pressed="true"]')).toHaveCount(0);
    await pickSlot(w, 1);
    await w.getByRole('button', { name: 'Continue' }).click();
  }
  // Either way, the booking carries the duration the widget showed.
  const g = guest('flexfast');
  await submitGuestForm(w, g);
  await expectConfirmed(w);
  const booked = await bookingsOf(sandbox, g.email);
  expect(booked.map((b) => b.duration)).toEqual(['PT1H30M']);
});

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day of the month after `iso`'s month. */
function nextMonthFirst(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 1)).toISOString().slice(0, 10);
}
