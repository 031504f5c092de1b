import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { runAxe, WCAG_22_AA } from '../support/axe';
import { bookingsOf, purchasesOf } from '../support/sandbox-api';
import { expectConfirmed, guest, fillGuest, listRows, pickSlot, pressMainButton, seen, submitGuestForm } from '../support/driver';
import { chooseSlotByKeyboard, tabTo, typeGuestAndBook } from '../support/keyboard';
import { SCREENSHOT_DIR } from '../support/paths';

// Popup and floating widgets as a visitor meets them, through the real widget.js: an element of the page (or our
// launcher) opens the widget in a modal dialog in its Shadow DOM; the widget is booked there, closed, reopened.

const dialog = (page: Page) => page.locator('#widget dialog');
const isOpen = (page: Page, id = 'widget') => page.evaluate((id) => !!document.getElementById(id)!.shadowRoot?.querySelector('dialog')?.open, id);

/** What opens the dialog in each mode: the page's own button, or the launcher the loader draws. */
const openerFor = (page: Page, mode: 'popup' | 'floating') => (mode === 'popup' ? page.locator('#opener') : page.locator('#widget .bk-launcher'));

for (const host of ['popup', 'csp-popup'] as const) {
  for (const mode of ['popup', 'floating'] as const) {
    test(`${host}, ${mode}: the dialog opens, a booking is made in it, closing keeps the choice and the next opening after a success starts afresh`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
      await sandbox.reset();
      const requests: { url: string; at: number }[] = [];
      page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
      await openHost(host, { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode } } }] });
      const loadedAt = await page.evaluate(() => performance.timing.loadEventStart + 0);
      const opener = openerFor(page, mode);
      await expect(dialog(page)).toHaveCount(1);
      // The widget's chunk and its first requests go out at idle after the page's load, not before.
      await expect.poll(() => requests.some((r) => /\/chunks\/booking\.js/.test(r.url))).toBe(true);
      const first = requests.find((r) => /\/chunks\/booking\.js|\/services\//.test(r.url))!;
      expect(first.at).toBeGreaterThanOrEqual(loadedAt - 5);
      expect(await isOpen(page)).toBe(false);

      await opener.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('aria-label', /\S/);
      const w = page.locator('#widget');
      const time = await pickSlot(w);
      // Closing keeps the visitor's choice; reopening shows it.
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(w.locator('.bk-slot[aria-pressed="true"]')).toContainText(time);
      await pressMainButton(w);
      const g = guest(`${host}-${mode}`);
      await submitGuestForm(w, g);
      await expectConfirmed(w);
      expect(await bookingsOf(sandbox, g.email)).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      // After the Success screen, the next opening starts a new booking.
      await opener.click();
      await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
      await expect(w.locator('.bk-slot[aria-pressed="true"]')).toHaveCount(0);
      const events = await page.evaluate(() => (window as unknown as { __bookla: { events: { name: string }[] } }).__bookla.events.map((e) => e.name));
      expect(events).toContain('booking-confirmed');
      expect(await page.evaluate(() => (window as unknown as { __bookla: { csp: string[] } }).__bookla.csp)).toEqual([]);
      expect(pageProblems.pageErrors).toEqual([]);
      expect(pageProblems.refused).toEqual([]);
    });
  }
}

test('keyboard only: Tab to the opener, Enter, book, Escape, the focus back on the opener', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await sandbox.reset();
  await openHost('popup', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode: 'popup' } } }] });
  await expect(dialog(page)).toHaveCount(1);
  await tabTo(page, 'the opener', (f) => !f.inWidget && f.text === 'Book now');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // The dialog has the focus: Tab leads into it, and no further than it (the page behind is inert).
  await tabTo(page, 'close button', (f) => f.label === 'Close');
  await chooseSlotByKeyboard(page, page.locator('#widget'));
  const g = guest('popup-keyboard');
  await typeGuestAndBook(page, g);
  expect(await bookingsOf(sandbox, g.email)).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('#opener')).toBeFocused();
  expect(pageProblems.pageErrors).toEqual([]);
});

test('floating: the launcher in its corner opens the dialog, hides while it is open and when printing', async ({ page, openHost, sandbox, baseConfig }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  const launcherSettings = { text: 'Reserve a table', background: '#0f766e', textColor: '#ffffff', side: 'left', sideOffset: 30, bottomOffset: 40 };
  await openHost('popup', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode: 'floating', launcher: launcherSettings } } }] });
  const launcher = page.getByRole('button', { name: 'Reserve a table' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  expect(box.x).toBe(30);
  expect(700 - (box.y + box.height)).toBe(40);
  expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
  await page.emulateMedia({ media: 'print' });
  await expect(launcher).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await launcher.click();
  await expect(dialog(page)).toBeVisible();
  await expect(launcher).toBeHidden();
  await pickSlot(page.locator('#widget'));
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(launcher).toBeVisible();
  await expect(launcher).toBeFocused();
});

for (const [type, host, mode] of [
  ['subscription', 'popup', 'popup'],
  ['subscription', 'popup', 'floating'],
  ['subscription', 'csp-popup', 'popup'],
  ['subscription', 'csp-popup', 'floating'],
  ['giftcard', 'popup', 'popup'],
  ['giftcard', 'popup', 'floating'],
  ['giftcard', 'csp-popup', 'popup'],
  ['giftcard', 'csp-popup', 'floating'],
] as const) {
  test(`${type}, ${host}, ${mode}: open, choose, buy → the payment page, paid (Back: back-from-payment.e2e.ts)`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    await sandbox.reset();
    await openHost(host, { widgets: [{ type, target: '#widget', config: { ...baseConfig, embed: { mode } } }] });
    await openerFor(page, mode).click();
    const w = page.locator('#widget');
    await expect(seen(w, type === 'subscription' ? 'Choose Subscription' : 'Choose Gift Card')).toBeVisible({ timeout: 15_000 });
    await listRows(w).first().click();
    const g = guest(`${host}-${mode}-${type}`);
    await fillGuest(w, g);
    const buy = w.getByRole('button', { name: /^Purchase/ });
    await Promise.all([page.waitForURL((u) => u.origin === new URL(sandbox.url).origin), buy.click()]);
    expect((await purchasesOf(sandbox, type, g.email)).map((p) => p.status)).toEqual(['pending']);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Payment confirmed. Thank you!')).toBeVisible();
    expect((await purchasesOf(sandbox, type, g.email)).map((p) => p.status)).toEqual(['active']);
    expect(pageProblems.pageErrors).toEqual([]);
  });
}

test('two popups on one page, beside an inline widget, each opens on its own and is opened and closed by id', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('popup', {
    widgets: [
      { type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode: 'popup' } } },
      { type: 'giftcard', target: '#other', config: { ...baseConfig, embed: { mode: 'popup' } } },
      { type: 'subscription', target: '#inline', config: baseConfig },
    ],
  });
  // The inline widget is in the page from the start, as ever; neither dialog is open.
  await expect(listRows(page.locator('#inline')).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.locator('#inline dialog').count()).toBe(0);
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.id = 'gift-opener';
    b.textContent = 'Gift a visit';
    b.setAttribute('data-bookla-open', 'other');
    document.querySelector('main')!.prepend(b);
  });
  await page.locator('#gift-opener').click();
  await expect(page.locator('#other dialog')).toBeVisible();
  expect(await isOpen(page, 'widget')).toBe(false);
  await expect(seen(page.locator('#other'), 'Choose Gift Card')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.locator('#gift-opener')).toBeFocused();
  await page.evaluate(() => (window as unknown as { BooklaWidgets: { open(id: string): void } }).BooklaWidgets.open('widget'));
  await expect(dialog(page)).toBeVisible();
  expect(await isOpen(page, 'other')).toBe(false);
  await page.evaluate(() => (window as unknown as { BooklaWidgets: { close(id: string): void } }).BooklaWidgets.close('widget'));
  await expect(dialog(page)).toBeHidden();
  await expect(listRows(page.locator('#inline')).first()).toBeVisible();
});

test('a click on the backdrop closes the dialog, one inside it does not; with reduced motion it opens without its entrance', async ({ page, openHost, sandbox, baseConfig }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHost('popup', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode: 'popup' } } }] });
  await page.locator('#opener').click();
  await expect(dialog(page)).toBeVisible();
  expect(await dialog(page).evaluate((d) => getComputedStyle(d).animationName)).toBe('none');
  await expect(page.locator('#widget .bk-day').first()).toBeVisible({ timeout: 15_000 });
  await page.locator('#widget .bk-day').first().click();
  await expect(dialog(page)).toBeVisible();
  // The backdrop: a point of the page outside the dialog's box.
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('#opener')).toBeFocused();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.locator('#opener').click();
  expect(await dialog(page).evaluate((d) => getComputedStyle(d).animationName)).toBe('bk-popup-in');
});

test('the page keeps its scroll position and its width while the dialog is open', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('popup', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode: 'popup' } } }] });
  await expect(dialog(page)).toHaveCount(1);
  await page.locator('#second-opener').scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => ({ y: scrollY, width: document.documentElement.clientWidth, opener: document.getElementById('second-opener')!.getBoundingClientRect().x }));
  await page.locator('#second-opener').click();
  await expect(dialog(page)).toBeVisible();
  const during = await page.evaluate(() => ({ y: scrollY, width: document.documentElement.clientWidth, opener: document.getElementById('second-opener')!.getBoundingClientRect().x }));
  expect(during).toEqual(before);
  // The wheel does not scroll the page behind the dialog.
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => scrollY)).toBe(before.y);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => ({ y: scrollY, width: document.documentElement.clientWidth, opener: document.getElementById('second-opener')!.getBoundingClientRect().x }))).toEqual(before);
  // The link used as an opener went nowhere.
  expect(new URL(page.url()).hash).toBe('');
});

for (const [name, locale, width] of [['320px', 'en-GB', 320], ['rtl', 'ar', 800]] as const) {
  test(`axe-core with the dialog open: no violations (${name}), screenshot`, async ({ page, openHost, sandbox, baseConfig }) => {
    await page.setViewportSize({ width, height: 700 });
    await openHost('popup', {
      widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, localization: { locale }, embed: { mode: 'floating' } } }],
    });
    await page.locator('#widget .bk-launcher').click();
    const w = page.locator('#widget');
    await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
    // A full-screen sheet below 640 px (once its entrance has ended).
    if (width < 640) await expect.poll(() => dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width, height: 700 });
    const box = (await dialog(page).boundingBox())!;
    if (locale == 'ar') {
      expect(await dialog(page).getAttribute('dir')).toBe('rtl');
      // Mirrored: the close button sits at the start of a right-to-left line, the left.
      const close = (await page.getByRole('button', { name: 'Close' }).boundingBox())!;
      expect(close.x).toBeLessThan(box.x + box.width / 2);
    }
    await page.mouse.move(0, 0);
    const axe = await runAxe(page, {}, WCAG_22_AA);
    expect(axe.violations).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/popup-${name}.png` });
  });
}

test('50 openings and closings, and 50 inits and destroys, leave no nodes, listeners or heap behind', async ({ page, openHost, sandbox, baseConfig }) => {
  const config = { ...baseConfig, serviceId: sandbox.info.services.fixed, embed: { mode: 'floating' } };
  await openHost('popup', { widgets: [{ type: 'booking', target: '#widget', config }] });
  const w = page.locator('#widget');
  await page.locator('#widget .bk-launcher').click();
  await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  const cdp = await page.context().newCDPSession(page);
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const counters = await cdp.send('Memory.getDOMCounters');
    return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
  };
  const cycle = async (n: number, fn: () => Promise<void>) => {
    for (let i = 0; i < n; i++) await fn();
  };
  const openClose = async () => {
    await page.evaluate(() => {
      const api = (window as unknown as { BooklaWidgets: { open(id: string): void; close(id: string): void } }).BooklaWidgets;
      api.open('widget');
      api.close('widget');
    });
  };
  await cycle(5, openClose);
  const before = await measure();
  await cycle(50, openClose);
  const after = await measure();
  expect(after.nodes).toBeLessThanOrEqual(before.nodes + 20);
  expect(after.listeners).toBeLessThanOrEqual(before.listeners);
  expect(after.heap).toBeLessThan(before.heap * 1.1 + 200_000);

  const initDestroy = () =>
    page.evaluate((config) => {
      const api = (window as unknown as { BooklaWidgets: { initBookingWidget(t: string, c: object): { destroy(): void } } }).BooklaWidgets;
      api.initBookingWidget('#other', config).destroy();
    }, config);
  await cycle(5, initDestroy);
  const settled = await measure();
  await cycle(50, initDestroy);
  const end = await measure();
  expect(end.nodes).toBeLessThanOrEqual(settled.nodes + 20);
  expect(end.listeners).toBeLessThanOrEqual(settled.listeners);
  expect(end.heap).toBeLessThan(settled.heap * 1.1 + 200_000);
});
