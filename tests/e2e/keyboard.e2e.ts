import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { bookingsOf, localOf, purchasesOf } from '../support/sandbox-api';
import { SCREENSHOT_DIR } from '../support/paths';
import { guest, settle } from '../support/driver';
import { expectHeadingFocused, expectIndicator, focused, tabTo, type Focused } from '../support/keyboard';

// Keyboard only: no mouse, no element.click(), no fill(); every action is a key press through
// page.keyboard. After each step change focus must sit on the new step's heading (spec: focus moves on
// step change), and every control the visitor lands on must show a focus indicator.

test('booking a fixed service as a guest with the keyboard only → Booking Confirmed', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await sandbox.reset();
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await expect(w.locator('.bk-day:not([disabled])').first()).toBeVisible({ timeout: 15_000 });

  // Date strip: one Tab stop, arrows move along it, Enter picks the first day with availability.
  await tabTo(page, 'day strip', (f) => f.inWidget && f.cls.includes('bk-day'));
  for (let i = 0; i < 10 && !(await focused(page)).dayWithAvailability; i++) await page.keyboard.press('ArrowRight');
  const day = await focused(page);
  expect(day.dayWithAvailability, `no day with availability reachable by arrows: ${day.label}`).toBe(true);
  expectIndicator(day, 'chosen day');
  await page.keyboard.press('Enter');
  await expect(w.locator('.bk-day[aria-pressed="true"]')).toHaveAttribute('aria-label', day.label);

  // Slots: one Tab stop again; Space on the first slot chooses it.
  await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
  await tabTo(page, 'time slots', (f) => f.inWidget && f.cls.includes('bk-slot'));
  await page.keyboard.press('ArrowRight');
  const slot = await focused(page);
  expectIndicator(slot, 'second slot');
  await page.keyboard.press('Space');
  await expect(w.locator('.bk-slot[aria-pressed="true"]')).toHaveCount(1);

  await tabTo(page, 'Continue', (f) => f.inWidget && f.tag === 'button' && f.text === 'Continue');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /\S/);
  await expect(page.locator('#widget input[name="firstName"]')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/keyboard-form-heading.png` });

  const g = guest('keyboard');
  for (const [name, value] of [['firstName', g.firstName], ['lastName', g.lastName], ['email', g.email]] as const) {
    await tabTo(page, `${name} field`, (f) => f.name === name);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'Book Now', (f) => f.tag === 'button' && f.text === 'Book Now');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Booking Confirmed');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/keyboard-success-heading.png` });

  expect(await bookingsOf(sandbox, g.email)).toHaveLength(1);

  // 'Book Again' goes with the Success screen: the fresh Date step's heading takes focus, not the page.
  await tabTo(page, 'Book Again', (f) => f.tag === 'button' && f.text === 'Book Again');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /\d{4}/);
  expect(pageProblems.pageErrors).toEqual([]);
});

test('buying a subscription with the keyboard only → the sandbox payment page', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await sandbox.reset();
  await openHost('plain', { widgets: [{ type: 'subscription', target: '#widget', config: baseConfig }] });
  const w = page.locator('#widget');
  await expect(w.locator('.bk-row').first()).toBeVisible({ timeout: 15_000 });

  const row = await tabTo(page, 'first plan', (f) => f.inWidget && f.cls.includes('bk-row'));
  await page.keyboard.press('Enter');
  // The purchase step's heading is the chosen plan's title, which the row starts with.
  await expectHeadingFocused(page, /\S/);
  const heading = (await focused(page)).text;
  expect(row.text.startsWith(heading), `heading "${heading}" is not the chosen plan "${row.text}"`).toBe(true);
  await expect(w.locator('input[name="email"]')).toBeVisible();

  const g = guest('kb-sub');
  for (const [name, value] of [['firstName', g.firstName], ['lastName', g.lastName], ['email', g.email]] as const) {
    await tabTo(page, `${name} field`, (f) => f.name === name);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'Purchase', (f) => f.tag === 'button' && f.text.startsWith('Purchase'));
  await Promise.all([page.waitForURL(/\/sandbox\/pay\//, { timeout: 15_000 }), page.keyboard.press('Enter')]);
  expect(await purchasesOf(sandbox, 'subscription', g.email)).toHaveLength(1);
  expect(pageProblems.pageErrors).toEqual([]);
});

type TimesAnswer = { times: Record<string, { startTime: string }[]> };
/** A times answer without the sessions of the opening day (today at the service): that day has nothing left. */
const withoutToday = (v: TimesAnswer, zone: string): TimesAnswer => {
  const today = localOf(new Date().toISOString(), zone).date;
  return { ...v, times: Object.fromEntries(Object.entries(v.times).map(([r, slots]) => [r, slots.filter((s) => localOf(s.startTime, zone).date !== today)])) };
};

test('a button that disables or removes itself when pressed keeps keyboard focus in the widget', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const w = page.locator('#widget');
  const isButton = (label: string) => (f: Focused) => f.inWidget && f.label === label;

  await test.step('participants: − down to 1 hands focus to +', async () => {
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.group } }] });
    await expect(w.locator('.bk-day:not([disabled])').first()).toBeVisible({ timeout: 15_000 });
    await tabTo(page, '+ participants', isButton('+ Number of Participants'));
    await page.keyboard.press('Enter');
    await tabTo(page, '− participants', isButton('− Number of Participants'), { back: true });
    await page.keyboard.press('Enter');
    await expect(w.getByRole('button', { name: '− Number of Participants' })).toBeDisabled();
    await expect.poll(async () => (await focused(page)).label).toBe('+ Number of Participants');
    expectIndicator(await focused(page), '+ participants after − disabled itself');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/keyboard-stepper-hand-off.png` });
  });

  await test.step('day strip: ‹ back onto the first page hands focus to the strip\'s day', async () => {
    await tabTo(page, 'Next days', isButton('Next days'), { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, 'Previous days', isButton('Previous days'), { back: true });
    await page.keyboard.press('Enter');
    await expect(w.getByRole('button', { name: 'Previous days' })).toBeDisabled();
    await expect.poll(async () => (await focused(page)).cls).toContain('bk-day');
    expectIndicator(await focused(page), 'day after ‹ disabled itself');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/keyboard-strip-hand-off.png` });
  });

  await test.step('tickets: − down to 0 hands focus to +', async () => {
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.ticket } }] });
    await expect(w.getByRole('heading', { name: 'Select Tickets' })).toBeVisible({ timeout: 15_000 });
    await tabTo(page, '+ Adult', isButton('+ Adult'));
    await page.keyboard.press('Enter');
    await tabTo(page, '− Adult', isButton('− Adult'), { back: true });
    await page.keyboard.press('Enter');
    await expect(w.getByRole('button', { name: '− Adult' })).toBeDisabled();
    await expect.poll(async () => (await focused(page)).label).toBe('+ Adult');
    expectIndicator(await focused(page), '+ Adult after − disabled itself');
  });

  await test.step("'Go to next available date' hands focus to the heading naming that date", async () => {
    // The first times answer (the loader's, for today and tomorrow) comes back without today's sessions, so the
    // widget offers the jump to the next available date, whose sessions it then finds in that same answer.
    let first = true;
    let asked = 0;
    await page.route(/\/services\/[^/]+\/times$/, async (route) => {
      if (route.request().method() === 'POST') asked++;
      if (!first) return route.fallback();
      first = false;
      const res = await route.fetch();
      return route.fulfill({ response: res, json: withoutToday(await res.json(), sandbox.info.timeZones.fixed) });
    });
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
    const jump = w.getByRole('button', { name: 'Go to next available date' });
    await expect(jump).toBeVisible({ timeout: 15_000 });
    const before = await w.getByRole('heading', { level: 2 }).innerText();
    await tabTo(page, 'Go to next available date', (f) => f.inWidget && f.text === 'Go to next available date');
    await page.keyboard.press('Enter');
    await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
    // Tomorrow's sessions came with the loader's answer: the jump asked for nothing.
    expect(asked).toBe(1);
    const f = await focused(page);
    expect(f.tag, `focus after the jump: ${JSON.stringify(f)}`).toBe('h2');
    expect(f.text).not.toBe(before);
    expect(f.text).toBe(await w.getByRole('heading', { level: 2 }).innerText());
    expectIndicator(f, 'heading after the jump');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/keyboard-next-available-hand-off.png` });
    await page.unrouteAll();
  });
  expect(pageProblems.pageErrors).toEqual([]);
});

// The form's submit button stays focusable while the purchase runs (aria-disabled, not disabled): a focused
// button that becomes disabled drops focus to the page body, and after a failed purchase the keyboard user
// had to start again from the top of the page.
test('gift card: after a failed purchase keyboard focus is still in the widget', async ({ page, openHost, baseConfig }) => {
  await page.route(/\/plugins\/giftcards\/client\/orders$/, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error: { code: 'validation', message: 'refused by the test' } } }) : route.fallback());
  await openHost('plain', { widgets: [{ type: 'giftcard', target: '#widget', config: baseConfig }] });
  const w = page.locator('#widget');
  await expect(w.locator('.bk-row').first()).toBeVisible({ timeout: 15_000 });
  await tabTo(page, 'first gift card', (f) => f.inWidget && f.cls.includes('bk-row'));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /\S/);
  const g = guest('kb-gift');
  for (const [name, value] of [['firstName', g.firstName], ['lastName', g.lastName], ['email', g.email]] as const) {
    await tabTo(page, `${name} field`, (f) => f.name === name);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'Purchase', (f) => f.tag === 'button' && f.text.startsWith('Purchase'));
  await page.keyboard.press('Enter');
  await expect(w.getByText('Failed to purchase gift card').first()).toBeVisible({ timeout: 15_000 });
  const f = await focused(page);
  expect(f.inWidget, `focus after the failure: <${f.tag}> ${f.text.slice(0, 60)}`).toBe(true);
  expectIndicator(f, 'after a failed purchase');
});
