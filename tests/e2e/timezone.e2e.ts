import { test, expect } from '../support/fixtures';
import { bookingsOf, localOf } from '../support/sandbox-api';
import { expectConfirmed, guest, pickAvailableDay, pickSlot, pressMainButton, slotClock, submitGuestForm } from '../support/driver';

// A visitor far from the service: times are shown and booked in the service's zone (Riga), whatever
// the browser's zone says.

for (const timezoneId of ['Pacific/Auckland', 'America/Los_Angeles']) {
  test.describe(`visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('slots show the service’s local times and the booking starts at the chosen slot', async ({ page, openHost, sandbox, baseConfig }) => {
      await sandbox.reset();
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const serviceId = sandbox.info.services.fixed;
      const zone = 'Europe/Riga';
      // Every answer to a times query, in arrival order; the last one is what the grid shows. Listening from
      // before the page opens: when the first available day is today, the widget's first times answer (sent
      // as soon as it loads) is the only one, and a listener added after openHost could miss it.
      const answers: Promise<{ times: Record<string, { startTime: string }[]> }>[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/times') && r.request().method() === 'POST' && r.ok()) answers.push(r.json());
      });
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId } }] });
      const w = page.locator('#widget');
      const date = await pickAvailableDay(w);
      await expect(w.locator('.bk-slot').first()).toBeVisible();
      // The chosen day's sessions in the last answer: the widget's own query for that day, or the loader's, which
      // holds today and tomorrow and from which the widget keeps the chosen day's (choosing a day outside it asks again).
      const startsOf = async () =>
        Object.values((await answers[answers.length - 1]!).times).flat().map((s) => s.startTime).filter((s) => localOf(s, zone).date === date);
      const clocksOf = (starts: string[]) => [...new Set(starts.map((s) => localOf(s, zone).time))].sort();
      const shownNow = async () => (await w.locator('.bk-slot > span:first-child').allInnerTexts()).map(slotClock);
      // Until the grid shows what the last answer holds for the day (a day the loader's answer covers only in
      // part is asked for again: its sessions there are not the whole day's).
      await expect
        .poll(async () => {
          const [expected, shown] = [clocksOf(answers.length ? await startsOf() : []), await shownNow()];
          return expected.length > 0 && JSON.stringify(shown) === JSON.stringify(expected) ? 'same' : { expected, shown };
        })
        .toBe('same');
      const starts = await startsOf();
      const expected = clocksOf(starts);
      const shown = await shownNow();
      expect(shown).toEqual(expected);
      // Whose times they are, told under the title: the visitor's clock reads otherwise.
      await expect(w.getByRole('region', { name: 'Select Time' }).getByText('Times are in Eastern European Time', { exact: true })).toBeVisible();
      // Not vacuous: in the visitor's own zone the first slot reads differently.
      expect(localOf(starts.sort()[0], timezoneId).time).not.toBe(expected[0]);

      const label = await pickSlot(w, Math.min(2, shown.length - 1));
      await pressMainButton(w);
      const g = guest('tz');
      await submitGuestForm(w, g);
      await expectConfirmed(w);
      const booked = await bookingsOf(sandbox, g.email);
      expect(booked).toHaveLength(1);
      expect(localOf(booked[0].startTime, zone)).toEqual({ date, time: slotClock(label) });
    });
  });
}

// A visitor in the service's zone, or in a neighbouring one with the same clock, reads the times as theirs: no note.
for (const timezoneId of ['Europe/Riga', 'Europe/Tallinn']) {
  test.describe(`visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the times carry no time zone note', async ({ page, openHost, sandbox, baseConfig }) => {
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
      const w = page.locator('#widget');
      await pickAvailableDay(w);
      const times = w.getByRole('region', { name: 'Select Time' });
      await expect(times.locator('.bk-slot').first()).toBeVisible();
      await expect(times.locator('p')).toHaveCount(0);
      // The New York service is told: its clock is not the visitor's.
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.flexible } }] });
      await pickAvailableDay(w);
      await expect(times.getByText('Times are in Eastern Time', { exact: true })).toBeVisible();
    });
  });
}
