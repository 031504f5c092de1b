import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { AXE_PATH } from '../support/paths';
import { listRows, pickAvailableDay, pickSlot, pressMainButton, seen, settle } from '../support/driver';

// axe-core on each widget's first step and on the booking form step. axe walks open shadow roots, so
// running it on the widget's host element covers what the visitor sees. No rule is disabled.

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: unknown[]; failureSummary: string }[] }[];
  passes: unknown[];
}

async function axe(page: Page, selector: string): Promise<AxeResult> {
  // Step transitions fade in over 0.2 s; contrast measured mid-fade would be of a colour nobody reads.
  await page.mouse.move(0, 0);
  await settle(page);
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (sel) => {
    const w = window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } };
    const r = await w.axe.run({ include: [sel] }, { resultTypes: ['violations'] });
    return { violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })), passes: r.passes };
  }, selector);
}

function expectClean(result: AxeResult) {
  expect(result.violations, JSON.stringify(result.violations, null, 2)).toEqual([]);
  // axe really looked at the widget (a run over nothing passes trivially).
  expect(result.passes.length).toBeGreaterThan(5);
}

test('booking: date step and form step have no axe violations', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  expectClean(await axe(page, '#widget'));
  await pressMainButton(w);
  await expect(w.locator('input[name="firstName"]')).toBeVisible();
  // Errors tied to fields must pass too: submit empty to show them.
  await w.getByRole('button', { name: 'Book Now' }).click();
  await expect(seen(w, 'Please enter your first name')).toBeVisible();
  expectClean(await axe(page, '#widget'));
});

test('booking: ticket step has no axe violations', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.ticket } }] });
  await expect(page.locator('#widget').getByRole('heading', { name: 'Select Tickets' })).toBeVisible({ timeout: 15_000 });
  expectClean(await axe(page, '#widget'));
});

for (const type of ['subscription', 'giftcard'] as const) {
  test(`${type}: list step and purchase step have no axe violations`, async ({ page, openHost, baseConfig }) => {
    await openHost('plain', { widgets: [{ type, target: '#widget', config: baseConfig }] });
    const w = page.locator('#widget');
    await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
    expectClean(await axe(page, '#widget'));
    await listRows(w).first().click();
    await expect(w.getByRole('button', { name: /^Purchase/ })).toBeVisible();
    expectClean(await axe(page, '#widget'));
  });
}
