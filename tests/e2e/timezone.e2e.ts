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
      // The answer for the chosen day (choosing a later day than the first one shown asks again).
      const startsOf = async () => Object.values((await answers[answers.length - 1]!).times).flat().map((s) => s.startTime);
      await expect.poll(async () => answers.length && [...new Set((await startsOf()).map((s) => localOf(s, zone).date))]).toEqual([date]);
      const starts = await startsOf();
      expect(starts.length).toBeGreaterThan(0);
      const expected = [...new Set(starts.map((s) => localOf(s, zone).time))].sort();
      await expect(w.locator('.bk-slot').first()).toBeVisible();
      const shownNow = async () => (await w.locator('.bk-slot > span:first-child').allInnerTexts()).map(slotClock);
      await expect.poll(shownNow).toEqual(expected);
      const shown = await shownNow();
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
