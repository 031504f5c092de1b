import { test, expect } from '../support/fixtures';
import { loaderManifest } from '../support/paths';
import { bookingsOf, purchasesOf } from '../support/sandbox-api';
import { expectConfirmed, fillGuest, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, seen, submitGuestForm } from '../support/driver';

// The Temporal polyfill is its own chunk, fetched only when the browser lacks Temporal. Chromium 156
// has it natively, so deleting it before any script runs stands in for Safari/Firefox visitors.

/** The polyfill chunk's file name comes from the build's own manifest (`t`), never a guess. */
function isPolyfill(url: string): boolean {
  const POLYFILL = loaderManifest().t;
  if (!POLYFILL) throw new Error('the build manifest names no Temporal polyfill chunk');
  return new URL(url).pathname.endsWith(`/${POLYFILL}`);
}

/** Stands in for a browser without Temporal: deleted before widget.js (or anything else) runs. */
async function withoutTemporal(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    (window as unknown as { __temporalAtStart: string }).__temporalAtStart = typeof (globalThis as { Temporal?: unknown }).Temporal;
  });
}

test('Temporal missing: the polyfill chunk is requested and booking still works', async ({ page, openHost, sandbox, baseConfig }) => {
  await sandbox.reset();
  await withoutTemporal(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  expect(requested.filter(isPolyfill)).toHaveLength(1);
  // Whatever Temporal exists now is the polyfill's, not the browser's.
  expect(await page.evaluate(() => {
    const T = (globalThis as { Temporal?: { PlainDate: unknown } }).Temporal;
    return T ? Function.prototype.toString.call(T.PlainDate).includes('[native code]') : 'absent';
  })).not.toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __temporalAtStart: string }).__temporalAtStart)).toBe('undefined');
  await pressMainButton(w);
  const g = guest('nopolyfill');
  await submitGuestForm(w, g);
  await expectConfirmed(w);
  expect(await bookingsOf(sandbox, g.email)).toHaveLength(1);
});

test('Temporal present: the polyfill chunk is never requested', async ({ page, openHost, sandbox, baseConfig }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object');
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  // Chunks were fetched (the check would be vacuous otherwise), just not the polyfill.
  expect(requested.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(1);
  expect(requested.filter(isPolyfill)).toEqual([]);
});

// The subscription and gift card widgets (their lazy purchase steps included) never use Temporal, so the
// loader does not request the polyfill for them (build manifest `temporal`): 20 KB these visitors never pay.
for (const kind of ['subscription', 'giftcard'] as const) {
  test(`Temporal missing: ${kind} is bought end to end and the polyfill is never requested`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    await sandbox.reset();
    await withoutTemporal(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await openHost('plain', { widgets: [{ type: kind, target: '#widget', config: baseConfig }] });
    const w = page.locator('#widget');
    await expect(seen(w, kind === 'subscription' ? 'Choose Subscription' : 'Choose Gift Card')).toBeVisible({ timeout: 15_000 });
    await listRows(w).first().click();
    const buy = w.getByRole('button', { name: kind === 'subscription' ? /^Purchase/ : /^Purchase Gift Card/ });
    await expect(buy).toBeVisible();
    const g = guest(`notemporal-${kind}`);
    await fillGuest(w, g);
    // Still no Temporal at all on the shop page: nothing installed a polyfill behind the loader's back.
    expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('undefined');
    // Everything the widget runs has run by now: the list, the lazy purchase step, its validated request.
    await Promise.all([page.waitForURL((u) => u.origin === new URL(sandbox.url).origin), buy.click()]);
    expect(pageProblems.pageErrors).toEqual([]);
    expect(requested.filter((u) => /\/chunks\/.+\.js$/.test(u)).length).toBeGreaterThan(2);
    expect(requested.filter(isPolyfill)).toEqual([]);
    expect(await purchasesOf(sandbox, kind, g.email)).toHaveLength(1);
    const pay = page.getByRole('button', { name: /^Pay / });
    await pay.click();
    await expect(page.getByText('Payment confirmed. Thank you!')).toBeVisible();
    expect((await purchasesOf(sandbox, kind, g.email))[0].status).toBe('active');
  });
}
