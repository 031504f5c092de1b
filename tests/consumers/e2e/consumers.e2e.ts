// A React developer's apps, built from the packed packages (run.mjs): the configurator's React tab code for each
// widget type renders, a visitor books on the sandbox through it, the callbacks fire, and the browser reports no
// error and no hydration warning. The Next.js app renders the booking widget's box on the server.
import { test as base, expect, type Locator } from '@playwright/test';
import { bookingsOf } from '../../support/sandbox-api';
import { expectConfirmed, guest, listRows, pickSlot, pressMainButton, submitGuestForm } from '../../support/driver';
import { CONSUMER_APPS, sandboxApiUrl } from '../apps.mjs';

/** The sandbox of the app a test's project serves (each app has its own). */
function sandboxOf(project: string): Parameters<typeof bookingsOf>[0] {
  const apiUrl = sandboxApiUrl(CONSUMER_APPS.find((app) => app.name === project)!);
  return { url: new URL(apiUrl).origin, apiUrl } as Parameters<typeof bookingsOf>[0];
}

/** Console errors, page errors and anything React says about hydration, seen during the test: none may appear. */
const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The `nth` day after today with free times, its first time, the guest form: returns the guest's email. Tests of
 * one app that run side by side book on different days (a time taken elsewhere also takes the times it overlaps).
 */
async function book(widget: Locator, tag: string, nth: number): Promise<string> {
  const days = widget.locator('.bk-day:not([disabled]):has(.bk-dot[data-on="true"]):not([aria-label*="Today"])');
  await expect(days.nth(nth)).toBeVisible({ timeout: 15_000 });
  const day = days.nth(nth);
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await expect(widget.locator(`.bk-day[aria-label="${label}"]`)).toHaveAttribute('aria-pressed', 'true');
  await pickSlot(widget, 0);
  await pressMainButton(widget);
  const g = guest(tag);
  await submitGuestForm(widget, g);
  await expectConfirmed(widget);
  return g.email;
}

test('the React tab’s booking widget: a visitor books on the sandbox', async ({ page, request }, info) => {
  if (info.project.name === 'next') {
    // The server's HTML holds the widget's box and nothing the browser would have to correct.
    const html = await (await request.get('/')).text();
    expect(html).toContain('<div data-bookla-widget="booking" style="min-height:400px"></div>');
  }
  await page.goto('/');
  const widget = page.locator('[data-bookla-widget="booking"]');
  await expect(widget.locator('.bk-root')).toBeVisible();
  const email = await book(widget, `consumer-${info.project.name}`, 0);
  expect(await bookingsOf(sandboxOf(info.project.name), email)).toHaveLength(1);
});

test('the booking widget’s callbacks report the booking', async ({ page }, info) => {
  await page.goto(info.project.name === 'next' ? '/callbacks' : '/?widget=callbacks');
  const widget = page.locator('[data-bookla-widget="booking"]');
  await book(widget, `callbacks-${info.project.name}`, 1);
  await expect(page.getByRole('status')).toHaveText(/^Booking \S+ confirmed for \d{4}-\d\d-\d\dT/);
});

test('a popup booking widget: its opener opens the dialog, a visitor books in it, Escape gives the focus back', async ({ page, request }, info) => {
  const path = info.project.name === 'next' ? '/popup' : '/?widget=popup';
  if (info.project.name === 'next') {
    // The server writes the opener; the dialog and the widget come in the browser.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<button type="button" data-bookla-open="[^"]+">Book a session<\/button><div id="[^"]+" data-bookla-widget="booking"><\/div>/);
  }
  await page.goto(path);
  const opener = page.getByRole('button', { name: 'Book a session' });
  await opener.click();
  const host = page.locator('[data-bookla-widget="booking"]');
  await expect(host.locator('dialog')).toBeVisible();
  const email = await book(host, `popup-${info.project.name}`, 2);
  expect(await bookingsOf(sandboxOf(info.project.name), email)).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(host.locator('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

for (const [type, path] of [
  ['subscription', { next: '/subscription', vite: '/?widget=subscription' }],
  ['giftcard', { next: '/gift-card', vite: '/?widget=giftcard' }],
] as const) {
  test(`the React tab’s ${type} widget lists what the sandbox sells`, async ({ page }, info) => {
    await page.goto(path[info.project.name as 'next' | 'vite']);
    await expect(listRows(page.locator(`[data-bookla-widget="${type}"]`)).first()).toBeVisible({ timeout: 15_000 });
  });
}
