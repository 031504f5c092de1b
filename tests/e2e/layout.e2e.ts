import { test, expect } from '../support/fixtures';
import { pickAvailableDay, pickSlot, settle, snap } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';

// What only a real layout engine shows: the slot grid on a phone. Each slot must hold its own text, and
// the texts of the selected slot must stay readable on its selected background.

test.use({ viewport: { width: 375, height: 800 } });

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('phone width: every time slot holds its text, and the selected slot stays readable', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w, 0);
  await page.mouse.move(0, 0);
  await settle(page);
  await snap(page, `${SCREENSHOT_DIR}/phone-slots.png`);

  const overflowing = await w.locator('.bk-slot').evaluateAll((slots) =>
    slots
      .filter((s) => s.scrollWidth > s.clientWidth + 1)
      .map((s) => `${s.textContent} (${s.scrollWidth}px content in ${s.clientWidth}px)`));
  expect.soft(overflowing).toEqual([]);

  const selected = w.locator('.bk-slot[aria-pressed="true"]');
  const background = await selected.evaluate((el) => getComputedStyle(el).backgroundColor);
  const texts = await selected.locator('*').evaluateAll((els) =>
    els
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) && e.getClientRects().length > 0)
      .filter((e) => getComputedStyle(e).position !== 'absolute') // visually hidden helper text
      .map((e) => ({ text: e.textContent!.trim(), color: getComputedStyle(e).color })));
  expect(texts.length).toBeGreaterThan(0);
  const low = texts
    .map((t) => ({ ...t, ratio: Math.round(contrast(t.color, background) * 100) / 100 }))
    .filter((t) => t.ratio < 4.5);
  expect(low, `on ${background}`).toEqual([]);
});
