import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { settle, type Guest } from './driver';

// Keyboard-only driving shared by the specs: the focused element followed through open shadow roots (a popup's
// dialog holds the widget's own root), its focus indicator, Tab until a match, the heading a step change focuses.

export interface Focused {
  /** Inside the widget's shadow root (false: on the page or nowhere). */
  inWidget: boolean;
  tag: string;
  cls: string;
  text: string;
  name: string;
  label: string;
  dayWithAvailability: boolean;
  /** Computed focus indicator: outline style and width, box-shadow. */
  outline: string;
  outlineWidth: number;
  boxShadow: string;
}

/** The element that has focus, followed into the widget's (open) shadow root. */
export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    let inWidget = false;
    while (el?.shadowRoot?.activeElement) {
      el = el.shadowRoot.activeElement as HTMLElement;
      inWidget = true;
    }
    if (!el) return { inWidget, tag: '', cls: '', text: '', name: '', label: '', dayWithAvailability: false, outline: 'none', outlineWidth: 0, boxShadow: 'none' };
    const cs = getComputedStyle(el);
    return {
      inWidget,
      tag: el.tagName.toLowerCase(),
      cls: el.className && typeof el.className === 'string' ? el.className : '',
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      name: el.getAttribute('name') ?? '',
      label: el.getAttribute('aria-label') ?? '',
      dayWithAvailability: !!el.querySelector('.bk-dot[data-on="true"]'),
      outline: cs.outlineStyle,
      outlineWidth: parseFloat(cs.outlineWidth) || 0,
      boxShadow: cs.boxShadow,
    };
  });
}

/** A visible focus indicator: an outline (or a box-shadow ring) on the focused element. */
export function expectIndicator(f: Focused, where: string) {
  const ring = (f.outline !== 'none' && f.outlineWidth > 0) || (f.boxShadow !== 'none' && f.boxShadow !== '');
  expect(ring, `${where}: no visible focus indicator on <${f.tag} class="${f.cls}"> (outline ${f.outline} ${f.outlineWidth}px, box-shadow ${f.boxShadow})`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `match` holds for the focused element; fails after `max` presses. */
export async function tabTo(page: Page, what: string, match: (f: Focused) => boolean, { max = 40, back = false } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (match(f)) {
      expectIndicator(f, what);
      return f;
    }
  }
  throw new Error(`${what}: not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses (focus on ${JSON.stringify(await focused(page))})`);
}

/** After a step change: focus is on the new step's heading, and the heading shows that it has it. */
export async function expectHeadingFocused(page: Page, heading: string | RegExp) {
  await expect.poll(async () => { const f = await focused(page); return f.tag === 'h2' && f.inWidget ? f.text : `<${f.tag}> ${f.text.slice(0, 60)}`; }, { timeout: 15_000 })
    .toMatch(typeof heading === 'string' ? new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : heading);
  await settle(page);
  expectIndicator(await focused(page), `heading "${heading}"`);
}

/** Types the guest's name and email into the booking form, Tab by Tab, and books with Book Now. */
export async function typeGuestAndBook(page: Page, g: Guest): Promise<void> {
  for (const [name, value] of [['firstName', g.firstName], ['lastName', g.lastName], ['email', g.email]] as const) {
    await tabTo(page, `${name} field`, (f) => f.name === name);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'Book Now', (f) => f.tag === 'button' && f.text === 'Book Now');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Booking Confirmed');
}

/**
 * The booking widget `w`'s Date step by keyboard: Tab to the day strip, arrows to the first day with availability,
 * Enter; Tab to the slots, `slot` arrows along them (0: the first), Space; Tab to Continue, Enter; the Form step's
 * heading focused.
 */
export async function chooseSlotByKeyboard(page: Page, w: Locator, slot = 0): Promise<void> {
  await expect(w.locator('.bk-day:not([disabled])').first()).toBeVisible({ timeout: 15_000 });
  await tabTo(page, 'day strip', (f) => f.inWidget && f.cls.includes('bk-day'));
  for (let i = 0; i < 10 && !(await focused(page)).dayWithAvailability; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
  await tabTo(page, 'time slots', (f) => f.inWidget && f.cls.includes('bk-slot'));
  for (let i = 0; i < slot; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await tabTo(page, 'Continue', (f) => f.inWidget && f.tag === 'button' && f.text === 'Continue');
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, /\S/);
}
