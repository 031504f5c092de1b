import { test, expect } from '../support/fixtures';
import { runAxe, WCAG_22_AA } from '../support/axe';
import { listRows, pickSlot, settle, snap } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';

// The dark and automatic colour schemes as a visitor meets them: widget.js fetches the schemes' chunk beside the
// widget's, the widget shows the dark palette (every text and control pair within WCAG AA), and `auto` follows the
// visitor's dark mode while the page is open, keeping what the visitor chose.

const background = (page: import('@playwright/test').Page) =>
  page.locator('#widget').evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.bk-root')!).backgroundColor);
const DARK = 'rgb(17, 24, 39)';
const LIGHT = 'rgb(255, 255, 255)';

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  for (const type of ['booking', 'subscription', 'giftcard'] as const) {
    test(`${type}: dark scheme, axe-core's contrast checks pass`, async ({ page, openHost, sandbox, baseConfig }) => {
      const config = { ...baseConfig, theme: { colorScheme: 'dark' }, ...(type == 'booking' ? { serviceId: sandbox.info.services.fixed } : {}) };
      await openHost('plain', { widgets: [{ type, target: '#widget', config }] });
      const w = page.locator('#widget');
      if (type == 'booking') await pickSlot(w);
      else await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
      expect(await background(page)).toBe(DARK);
      await page.mouse.move(0, 0);
      await settle(page);
      const axe = await runAxe(page, { include: ['#widget'] }, WCAG_22_AA);
      expect(axe.violations).toEqual([]);
      expect(axe.passes).toBeGreaterThan(5);
      await snap(page, `${SCREENSHOT_DIR}/scheme-dark-${type}.png`);
    });
  }
});

test('auto follows the visitor’s dark mode live and keeps the chosen time', async ({ page, openHost, sandbox, baseConfig }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openHost('plain', {
    widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, theme: { colorScheme: 'auto' } } }],
  });
  const w = page.locator('#widget');
  await pickSlot(w);
  expect(await background(page)).toBe(LIGHT);
  const chosen = w.locator('.bk-slot[aria-pressed="true"]');
  const time = await chosen.textContent();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe(DARK);
  await expect(chosen).toHaveText(time!);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(LIGHT);
});

test('a light page fetches no schemes chunk', async ({ page, openHost, sandbox, baseConfig }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  await pickSlot(page.locator('#widget'));
  expect(fetched.some((u) => u.includes('/chunks/booking'))).toBe(true);
  expect(fetched.filter((u) => u.includes('/chunks/scheme-'))).toEqual([]);
});
