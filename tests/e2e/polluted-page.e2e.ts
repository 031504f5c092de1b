import { test, expect } from '../support/fixtures';
import { bookingsOf, purchasesOf } from '../support/sandbox-api';
import { fillGuest, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, seen, submitGuestForm, expectConfirmed } from '../support/driver';

// Host pages whose scripts extended the built-in prototypes before widget.js arrived (old libraries,
// careless snippets): every flow must still work, and the widgets must leave the prototypes as they found
// them. Each kind of addition gets its own page: a plain value, a function, a getter that throws.
const POLLUTIONS = {
  'plain value': `Object.prototype.polluted = 'x'; Array.prototype.tag = 'arr';`,
  function: `Object.prototype.helper = function () { return 1; }; Array.prototype.last = function () { return this[this.length - 1]; };`,
  'getter that throws': `Object.defineProperty(Object.prototype, 'boom', { get() { throw new Error('page getter'); }, enumerable: true, configurable: true });
    Object.defineProperty(Array.prototype, 'arrBoom', { get() { throw new Error('page getter'); }, enumerable: true, configurable: true });`,
} as const;

/**
 * Own keys of both prototypes as one string, written by the page itself into attributes of <html> (before the
 * widgets ran, and again every 50 ms), read through locators: page.evaluate cannot be used on these pages, since
 * Playwright's own main-world helper walks objects with for…in and trips over a throwing getter.
 */
const PROTO_KEYS = `Reflect.ownKeys(Object.prototype).map(String).sort().join(',') + ' | ' + Reflect.ownKeys(Array.prototype).map(String).sort().join(',')`;
const WATCH_PROTOTYPES = `document.addEventListener('DOMContentLoaded', () => {
  document.documentElement.setAttribute('data-proto-before', ${PROTO_KEYS});
  setInterval(() => document.documentElement.setAttribute('data-proto-now', ${PROTO_KEYS}), 50);
});`;

async function expectPrototypesUntouched(page: import('@playwright/test').Page): Promise<void> {
  const html = page.locator('html');
  const before = await html.getAttribute('data-proto-before');
  expect(before).toBeTruthy();
  await expect(html).toHaveAttribute('data-proto-now', before!);
}

for (const [kind, script] of Object.entries(POLLUTIONS)) {
  const tag = kind.replace(/\W+/g, '-');
  test.describe(`a page that added a ${kind} to the built-in prototypes`, () => {
    test.beforeEach(async ({ page, sandbox }) => {
      // Whole flows up to a booking or the payment page: give them the slow-test time on a loaded machine.
      test.slow();
      await sandbox.reset();
      await page.addInitScript(`${script}\n${WATCH_PROTOTYPES}`);
    });
    test.afterEach(async ({ pageProblems }) => {
      // Nothing thrown into the page.
      expect(pageProblems.pageErrors).toEqual([]);
    });

    test('booking: a guest books a fixed service', async ({ page, openHost, sandbox, baseConfig }) => {
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
      const w = page.locator('#widget');
      await pickAvailableDay(w);
      await pickSlot(w);
      await pressMainButton(w);
      const g = guest(`polluted-${tag}`);
      await submitGuestForm(w, g);
      await expectConfirmed(w);
      expect(await bookingsOf(sandbox, g.email)).toHaveLength(1);
      await expectPrototypesUntouched(page);
    });

    test('booking: a code is checked against the chosen time', async ({ page, openHost, sandbox, baseConfig }) => {
      const codes = sandbox.info.codes as { valid: string };
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, codeEnabled: true } }] });
      const w = page.locator('#widget');
      await pickAvailableDay(w);
      await pickSlot(w);
      const validated = page.waitForResponse((r) => /\/codes\/[^/]+\/validate$/.test(r.url()));
      await w.getByRole('textbox', { name: /code/i }).fill(codes.valid);
      expect((await validated).status()).toBe(200);
      await expectPrototypesUntouched(page);
    });

    for (const plugin of ['subscription', 'giftcard'] as const) {
      test(`${plugin}: a guest reaches the payment page`, async ({ page, openHost, sandbox, baseConfig }) => {
        await openHost('plain', { widgets: [{ type: plugin, target: '#widget', config: baseConfig }] });
        const w = page.locator('#widget');
        await expect(seen(w, plugin === 'subscription' ? 'Choose Subscription' : 'Choose Gift Card')).toBeVisible({ timeout: 15_000 });
        await listRows(w).first().click();
        const g = guest(`polluted-${tag}-${plugin}`);
        await fillGuest(w, g);
        await expectPrototypesUntouched(page);
        await Promise.all([
          page.waitForURL((u) => u.origin === new URL(sandbox.url).origin),
          w.getByRole('button', { name: /^Purchase/ }).click(),
        ]);
        expect((await purchasesOf(sandbox, plugin, g.email)).map((p) => p.status)).toEqual(['pending']);
      });
    }
  });
}
