import { test, expect } from '../support/fixtures';
import { loaderManifest } from '../support/paths';
import { bookingsOf } from '../support/sandbox-api';
import { expectConfirmed, guest, pickAvailableDay, pickSlot, pressMainButton, submitGuestForm } from '../support/driver';

// The Temporal polyfill is its own chunk, fetched only when the browser lacks Temporal. Chromium 156
// has it natively, so deleting it before any script runs stands in for Safari/Firefox visitors.

/** The polyfill chunk's file name comes from the build's own manifest (`t`), never a guess. */
function isPolyfill(url: string): boolean {
  const POLYFILL = loaderManifest().t;
  if (!POLYFILL) throw new Error('the build manifest names no Temporal polyfill chunk');
  return new URL(url).pathname.endsWith(`/${POLYFILL}`);
}

test('Temporal missing: the polyfill chunk is requested and booking still works', async ({ page, openHost, sandbox, baseConfig }) => {
  await sandbox.reset();
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    (window as unknown as { __temporalAtStart: string }).__temporalAtStart = typeof (globalThis as { Temporal?: unknown }).Temporal;
  });
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
