import { test, expect } from '../support/fixtures';
import { clientTokens, ownBookings, purchasesOf, localOf } from '../support/sandbox-api';
import { fillGuest, guest, listRows, pickAvailableDay, pickSlot, slotClock, expectConfirmed, seen } from '../support/driver';

// Purchases go through the sandbox's payment page (the stand-in for the payment provider): the widget
// sends the visitor to paymentURL, the visitor pays, and the sandbox marks the purchase paid.

for (const kind of ['subscription', 'giftcard'] as const) {
  test(`${kind}: choose, fill the guest form, pay on the payment page → purchase confirmed`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    await sandbox.reset();
    await openHost('plain', { widgets: [{ type: kind, target: '#widget', config: baseConfig }] });
    const w = page.locator('#widget');
    await expect(seen(w, kind === 'subscription' ? 'Choose Subscription' : 'Choose Gift Card')).toBeVisible({ timeout: 15_000 });
    const row = listRows(w).first();
    const title = (await row.locator('.bk-row-title').innerText()).trim();
    await row.click();
    const buy = w.getByRole('button', { name: kind === 'subscription' ? /^Purchase/ : /^Purchase Gift Card/ });
    await expect(buy).toBeVisible();
    await expect(seen(w, title).first()).toBeVisible();
    const g = guest(kind);
    await fillGuest(w, g);
    await Promise.all([page.waitForURL((u) => u.origin === new URL(sandbox.url).origin), buy.click()]);
    expect(pageProblems.pageErrors).toEqual([]);

    // The sandbox payment page.
    const pending = await purchasesOf(sandbox, kind, g.email);
    expect(pending.map((p) => p.status)).toEqual(['pending']);
    const pay = page.getByRole('button', { name: /^Pay / });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(page.getByText('Payment confirmed. Thank you!')).toBeVisible();

    const bought = await purchasesOf(sandbox, kind, g.email);
    expect(bought).toHaveLength(1);
    expect(bought[0].status).toBe('active');
    const itemId = kind === 'subscription' ? bought[0].subscriptionID : bought[0].giftCardID;
    expect(Object.values(kind === 'subscription' ? sandbox.info.plans : sandbox.info.giftCards)).toContain(itemId);
  });
}

test('gift card of a custom amount: the visitor chooses its value, pays that amount, and owns a card of it', async ({ page, openHost, sandbox, baseConfig }) => {
  await sandbox.reset();
  await openHost('plain', { widgets: [{ type: 'giftcard', target: '#widget', config: { ...baseConfig, giftCardId: sandbox.info.giftCards.noTax } }] });
  const w = page.locator('#widget');
  const amount = w.getByLabel('Amount');
  await expect(amount).toHaveValue('25.00', { timeout: 15_000 });
  await expect(seen(w, 'Enter an amount from €10.00 to €500.00')).toBeVisible();
  const g = guest('custom-amount');
  await fillGuest(w, g);
  // Outside the card's limits: refused in the widget, the field focused, nothing bought.
  await amount.fill('5');
  await w.getByRole('button', { name: 'Purchase Gift Card', exact: true }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  expect(await purchasesOf(sandbox, 'giftcard', g.email)).toEqual([]);
  await amount.fill('42.50');
  await Promise.all([page.waitForURL((u) => u.origin === new URL(sandbox.url).origin), w.getByRole('button', { name: 'Purchase Gift Card €42.50' }).click()]);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment confirmed. Thank you!')).toBeVisible();
  const bought = await purchasesOf(sandbox, 'giftcard', g.email);
  expect(bought).toMatchObject([{ giftCardID: sandbox.info.giftCards.noTax, amount: 4250, status: 'active' }]);
});

test('signed-in booking: tokens in the config, no guest form, booking is the client’s own', async ({ page, openHost, sandbox, baseConfig }) => {
  await sandbox.reset();
  const tokens = await clientTokens(sandbox);
  const before = await ownBookings(sandbox, tokens.accessToken);
  const serviceId = sandbox.info.services.fixed;
  await openHost('plain', {
    widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId, guestEnabled: false, tokens } }],
  });
  const w = page.locator('#widget');
  const date = await pickAvailableDay(w);
  const label = await pickSlot(w, 1);
  // Signed in, nothing else to ask: the button books directly.
  await w.getByRole('button', { name: 'Book Now' }).click();
  await expectConfirmed(w);
  // No email was typed: the confirmation leaves out the sentence that would name it ('… sent to .').
  await expect(seen(w, /is confirmed\.$/)).toBeVisible();
  await expect(w.getByText(/sent to/)).toHaveCount(0);
  await expect(w.locator('input[name="firstName"]')).toHaveCount(0);

  const after = await ownBookings(sandbox, tokens.accessToken);
  const added = after.filter((b) => !before.some((o) => o.id === b.id));
  expect(added).toHaveLength(1);
  expect(localOf(added[0].startTime, 'Europe/Riga')).toEqual({ date, time: slotClock(label) });
});
