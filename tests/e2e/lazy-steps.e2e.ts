import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { bookingsOf } from '../support/sandbox-api';
import { chooseFirstSlot, expectConfirmed, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, seen, submitGuestForm } from '../support/driver';

// The steps after the first choice come from lazily imported chunks (booking `later-*`, the plugins'
// `purchase-*`), prefetched after the first render. When that chunk cannot load (the visitor went offline,
// a CDN hiccup) the real built widget must show its Error screen, throw nothing into the page, and recover
// through Reload once the network is back — in Chromium, whose module map is what the unit tests can only mock.
// Each try asks under a URL not tried before (`?r=<n>`): Chromium before 156 fails a URL that failed once again,
// without a request, so these specs also run on Chromium 143 (support/chromium-143.ts).

/**
 * Fails every request for chunks whose name starts with `prefix` (under any query) until `restore` is called;
 * `tries` lists the URLs failed, `loaded` those answered since.
 */
async function failChunks(page: Page, prefix: string) {
  const pattern = new RegExp(`/chunks/${prefix}-[A-Z0-9]{8}\\.js(\\?.*)?$`);
  let failing = true;
  const failed = { tries: [] as string[], loaded: [] as string[], restore: () => (failing = false) };
  await page.route(pattern, (route) => {
    const name = route.request().url().replace(/^.*\/chunks\//, '');
    if (!failing) return failed.loaded.push(name), route.continue();
    failed.tries.push(name);
    return route.abort('internetdisconnected');
  });
  return failed;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('booking: the Form step cannot load → Error screen; back online, Reload → the visitor books', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const chunks = await failChunks(page, 'later');
  const serviceId = sandbox.info.services.fixed;
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  await expect(w.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 15_000 });
  await expect(seen(w, 'An error occurred while processing your request. Please try again later.')).toBeVisible();
  // The prefetch once the first slots showed, then the Form step's own try under a new URL: only that failure shows.
  expect(chunks.tries).toEqual([expect.stringMatching(/^later-[A-Z0-9]{8}\.js$/), `${chunks.tries[0]}?r=1`]);

  chunks.restore();
  await w.getByRole('button', { name: 'Reload' }).click();
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  const g = guest('lazy');
  await submitGuestForm(w, g);
  await expectConfirmed(w);
  expect(chunks.loaded).toEqual([`${chunks.tries[0]}?r=2`]);
  expect(await bookingsOf(sandbox, g.email)).toHaveLength(1);
  expect(pageProblems.pageErrors).toEqual([]);
});

for (const kind of ['subscription', 'giftcard'] as const) {
  test(`${kind}: the purchase step cannot load → Error screen; back online, Reload → the purchase form`, async ({ page, openHost, baseConfig, pageProblems }) => {
    const chunks = await failChunks(page, 'purchase');
    await openHost('plain', { widgets: [{ type: kind, target: '#widget', config: baseConfig }] });
    const w = page.locator('#widget');
    await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
    // The prefetch after the list showed fails first: invisible, the list stays.
    await expect.poll(() => chunks.tries.length).toBe(1);
    await listRows(w).first().click();
    // The step's own try, under a new URL, fails too; only then the Error screen (a failed prefetch alone never shows it).
    await expect(w.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 15_000 });
    expect(chunks.tries).toEqual([expect.stringMatching(/^purchase-[A-Z0-9]{8}\.js$/), `${chunks.tries[0]}?r=1`]);

    chunks.restore();
    await w.getByRole('button', { name: 'Reload' }).click();
    await expect(w.locator('input[name="email"]')).toBeVisible({ timeout: 15_000 });
    await expect(w.getByRole('button', { name: /^Purchase/ })).toBeVisible();
    expect(chunks.loaded).toEqual([`${chunks.tries[0]}?r=2`]);
    expect(pageProblems.pageErrors).toEqual([]);
  });
}

test('the watcher that comes with the later chunk: back on the tab after a minute, the day\'s times are asked once more and the chosen time stays chosen', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await chooseFirstSlot(page, w);
  // The later steps' chunk (the watcher with it) is requested once the slots show.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/later-[\w-]+\.js$/.test(e.name)))).toBe(true);
  await page.waitForTimeout(300);
  const asked: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/times') && asked.push(r.url()));
  // A minute and a second in another tab: the page is hidden, its clock moves on, it is shown again.
  await page.evaluate(() => {
    const now = Date.now;
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
    Date.now = () => now() + 61_000;
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => asked.length).toBe(1);
  const grid = w.getByRole('group', { name: 'Select Time' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(1);
});
