import { test, expect } from '../support/fixtures';
import { bookingsOf, purchasesOf } from '../support/sandbox-api';
import { fillGuest, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, seen, submitGuestForm, expectConfirmed } from '../support/driver';

// Host pages whose scripts extended the built-in prototypes before widget.js arrived (old libraries,
// careless snippets): every flow must still work, and the widgets must leave the prototypes as they found
// them. Each kind of addition gets its own page: a plain value, a function, a getter that throws.
const POLLUTIONS = {
  'plain value': `Object.prototype.polluted = 'x'; Array.prototype.tag = 'arr';`,
  function: `Object.prototype.helper = function () { return 1; }; Array.prototype.last = function () { return this[this.length - 1]; };`,
  // A throwing getter on Object.prototype itself is left out: Preact's renderer walks props (and its own
  // empty props object) with for…in and reads what it finds, so no Preact-rendered UI survives one.
  'getter that throws (on Array.prototype)': `Object.defineProperty(Array.prototype, 'boom', { get() { throw new Error('page getter'); }, enumerable: true, configurable: true });`,
} as const;

/** Own keys of both prototypes as one string, read in the page: compared before and after the widgets ran. */
const PROTO_KEYS = `Reflect.ownKeys(Object.prototype).map(String).sort().join(',') + ' | ' + Reflect.ownKeys(Array.prototype).map(String).sort().join(',')`;

for (const [kind, script] of Object.entries(POLLUTIONS)) {
  const tag = kind.replace(/\W+/g, '-');
  test.describe(`a page that added a ${kind} to the built-in prototypes`, () => {
    test.beforeEach(async ({ page, sandbox }) => {
      await sandbox.reset();
      await page.addInitScript(`${script}\nwindow.__protoBefore = ${PROTO_KEYS};`);
    });
    test.afterEach(async ({ page, pageProblems }) => {
      // Nothing added to (or taken from) the prototypes by the widgets, and nothing thrown into the page.
      const [before, after] = await page.evaluate(`[window.__protoBefore, ${PROTO_KEYS}]`) as string[];
      expect(after).toBe(before);
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
    });

    for (const plugin of ['subscription', 'giftcard'] as const) {
      test(`${plugin}: a guest reaches the payment page`, async ({ page, openHost, sandbox, baseConfig }) => {
        await openHost('plain', { widgets: [{ type: plugin, target: '#widget', config: baseConfig }] });
        const w = page.locator('#widget');
        await expect(seen(w, plugin === 'subscription' ? 'Choose Subscription' : 'Choose Gift Card')).toBeVisible({ timeout: 15_000 });
        await listRows(w).first().click();
        const g = guest(`polluted-${tag}-${plugin}`);
        await fillGuest(w, g);
        await Promise.all([
          page.waitForURL((u) => u.origin === new URL(sandbox.url).origin),
          w.getByRole('button', { name: /^Purchase/ }).click(),
        ]);
        expect((await purchasesOf(sandbox, plugin, g.email)).map((p) => p.status)).toEqual(['pending']);
      });
    }
  });
}
