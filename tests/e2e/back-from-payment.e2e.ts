import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { bookingsOf, purchasesOf } from '../support/sandbox-api';
import { runAxe, WCAG_22_AA } from '../support/axe';
import { fillGuest, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, settle, snap, submitGuestForm } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';

// A visitor sent to the payment page who presses Back before paying. Browsers show the page again from their
// back/forward cache, the widget as it was when the visitor left; Playwright turns that cache off, this file
// turns it back on. The visitor must be able to pay from there, and paying must not book or buy twice.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Marks the host page so that coming back to it can tell the browser's cache from a new load. */
const markRestores = (page: Page) =>
  page.evaluate(() => addEventListener('pageshow', (e) => ((window as unknown as { __restored: boolean }).__restored = e.persisted)));

/** Back from the payment page to the host page as the cache kept it (fails when the page loaded anew). */
async function backFromPayment(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __restored?: boolean }).__restored ?? false)).toBe(true);
  // An animation that was starting when the page was frozen (the Pending step's entrance, a button's colour) can
  // stay 'running' at time 0 after the restore in Chromium on a busy machine, painted in its end state: the page
  // looks right, but `settle` would wait for it for ever. Such animations are finished here, once the others ran.
  await page.waitForTimeout(400);
  await page.evaluate(() => {
    const all = [...document.getAnimations()];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) all.push(...el.shadowRoot.getAnimations());
    for (const a of all) if (a.playState === 'running' && a.currentTime === 0) a.finish();
  });
}

async function pay(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment confirmed. Thank you!')).toBeVisible();
}

const onPaymentPage = (page: Page, origin: string) => page.waitForURL((u) => u.origin === origin && u.pathname.startsWith('/sandbox/pay/'));

test('booking: back from the payment page, Pending links it; paying there confirms the one booking', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const api = new URL(sandbox.url).origin;
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: (sandbox.info.services as Record<string, string>).paid } }] });
  await markRestores(page);
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  const g = guest('back-booking');
  await Promise.all([onPaymentPage(page, api), submitGuestForm(w, g)]);
  const paymentUrl = page.url();

  await backFromPayment(page);
  await expect(w.getByRole('heading', { name: 'Booking Pending' })).toBeVisible();
  const link = w.getByRole('link', { name: 'Complete Payment' });
  await expect(link).toHaveAttribute('href', paymentUrl);
  await expect(w.getByRole('button', { name: 'Book Again' })).toHaveAttribute('data-variant', 'secondary');
  await snap(page, `${SCREENSHOT_DIR}/pending-payment.png`);
  await page.mouse.move(0, 0);
  await settle(page);
  expect((await runAxe(page, { include: ['#widget'] }, WCAG_22_AA)).violations).toEqual([]);
  await Promise.all([onPaymentPage(page, api), link.click()]);
  expect(page.url()).toBe(paymentUrl);
  await pay(page);

  const booked = await bookingsOf(sandbox, g.email);
  expect(booked.map((b) => b.status)).toEqual(['confirmed']);
  expect(pageProblems.pageErrors).toEqual([]);
});

for (const kind of ['subscription', 'giftcard'] as const) {
  test(`${kind}: back from the payment page, the form is as it was; Purchase again pays the same purchase`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    const api = new URL(sandbox.url).origin;
    await openHost('plain', { widgets: [{ type: kind, target: '#widget', config: baseConfig }] });
    await markRestores(page);
    const w = page.locator('#widget');
    await listRows(w).first().click();
    const g = guest(`back-${kind}`);
    await fillGuest(w, g);
    const buy = w.getByRole('button', { name: /^Purchase/ });
    await Promise.all([onPaymentPage(page, api), buy.click()]);
    const paymentUrl = page.url();

    await backFromPayment(page);
    await expect(w.locator('input[name="email"]')).toHaveValue(g.email);
    await expect(buy).toBeEnabled();
    // The same request keeps its idempotency key: the platform answers with the purchase already made.
    await Promise.all([onPaymentPage(page, api), buy.click()]);
    expect(page.url()).toBe(paymentUrl);
    await pay(page);

    const bought = await purchasesOf(sandbox, kind, g.email);
    expect(bought.map((p) => p.status)).toEqual(['active']);
    expect(pageProblems.pageErrors).toEqual([]);
  });
}

test('gift card in a popup: back from the payment page, the dialog is open on the form as it was; paying from it buys once', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const api = new URL(sandbox.url).origin;
  await openHost('popup', { widgets: [{ type: 'giftcard', target: '#widget', config: { ...baseConfig, embed: { mode: 'popup' } } }] });
  await markRestores(page);
  await page.locator('#opener').click();
  const w = page.locator('#widget');
  await listRows(w).first().click();
  const g = guest('back-popup');
  await fillGuest(w, g);
  const buy = w.getByRole('button', { name: /^Purchase/ });
  await Promise.all([onPaymentPage(page, api), buy.click()]);

  await backFromPayment(page);
  await expect(page.locator('#widget dialog')).toBeVisible();
  await expect(w.locator('input[name="email"]')).toHaveValue(g.email);
  await Promise.all([onPaymentPage(page, api), buy.click()]);
  await pay(page);
  expect((await purchasesOf(sandbox, 'giftcard', g.email)).map((p) => p.status)).toEqual(['active']);
  expect(pageProblems.pageErrors).toEqual([]);
});
