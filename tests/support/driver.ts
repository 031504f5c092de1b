import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { clock24 } from './sandbox-api';

// How the specs drive the widgets. Selectors follow the widgets' own markup: day buttons `.bk-day`
// (aria-label = the full date), slots `.bk-slot`, steppers named by their label, guest inputs by `name`.

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
}

export function guest(tag: string): Guest {
  return { firstName: 'Erika', lastName: 'Mustermann', email: `${tag}-${Date.now().toString(36)}@example.com` };
}

/** The enabled day buttons of the date strip. */
export function enabledDays(widget: Locator): Locator {
  return widget.locator('.bk-day:not([disabled])');
}

/** 'Monday, November 23, 2026' (en-US heading) → '2026-11-23'. */
export function isoFromHeading(label: string): string {
  const m = /([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(label);
  if (!m) throw new Error(`no date in "${label}"`);
  const month = new Date(`${m[1]} 1, 2000`).getMonth() + 1;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/**
 * Picks the first day with availability (a dot) on the strip, paging forward if needed, and returns
 * its ISO date (in the service's zone, as the strip shows it).
 */
export async function pickAvailableDay(widget: Locator): Promise<string> {
  await expect(enabledDays(widget).first()).toBeVisible({ timeout: 15_000 });
  for (let page = 0; page < 6; page++) {
    const withDot = widget.locator('.bk-day:not([disabled]):has(.bk-dot[data-on="true"])');
    // A later day before today: late in the service's day, today's last times can be gone by the time the
    // test reaches them (the dot came with the dates answer a moment earlier).
    const later = withDot.and(widget.locator(':not([aria-label*="Today"])'));
    if (await withDot.count()) {
      const day = (await later.count()) ? later.first() : withDot.first();
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      return isoFromHeading((await day.getAttribute('aria-label')) ?? '');
    }
    await widget.getByRole('button', { name: /next days/i }).click();
  }
  throw new Error('no day with availability in six strip pages');
}

/** Waits for the slot grid, clicks slot `index` and returns its label (clock time or resource name). */
export async function pickSlot(widget: Locator, index = 0): Promise<string> {
  const slots = widget.locator('.bk-slot');
  await expect(slots.first()).toBeVisible({ timeout: 15_000 });
  const slot = slots.nth(index);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return (await slot.locator('span').first().innerText()).trim();
}

/** The 24 h clock time shown on a slot label. */
export const slotClock = clock24;

/** The Date step's main button (continue to the form, or book). */
export async function pressMainButton(widget: Locator): Promise<void> {
  const button = widget.getByRole('button', { name: /^(continue|book)/i }).last();
  await expect(button).toBeEnabled();
  await button.click();
}

export async function fillGuest(widget: Locator, g: Guest): Promise<void> {
  await widget.locator('input[name="firstName"]').fill(g.firstName);
  await widget.locator('input[name="lastName"]').fill(g.lastName);
  await widget.locator('input[name="email"]').fill(g.email);
}

/** Fills the guest form and submits it ('Book Now'). */
export async function submitGuestForm(widget: Locator, g: Guest): Promise<void> {
  await expect(widget.locator('input[name="firstName"]')).toBeVisible();
  await fillGuest(widget, g);
  await widget.getByRole('button', { name: 'Book Now' }).click();
}

/**
 * Text the visitor sees. The widgets also announce step titles and errors in a visually hidden live
 * region, which would otherwise match too.
 */
export function seen(widget: Locator, text: string | RegExp): Locator {
  return widget.getByText(text).and(widget.locator(':not(.bk-sr-only)'));
}

export async function expectConfirmed(widget: Locator): Promise<void> {
  await expect(widget.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 15_000 });
}

/** Presses the + button of a stepper `times` times (participants, duration, tickets). */
export async function increase(widget: Locator, label: RegExp, times: number): Promise<void> {
  const plus = widget.getByRole('button', { name: new RegExp(`^\\+ .*${label.source}`, 'i') });
  for (let i = 0; i < times; i++) await plus.first().click();
}

/** The first row of a subscription / gift card list. */
export function listRows(widget: Locator): Locator {
  return widget.locator('.bk-row');
}

/** Waits until no animation or transition runs, shadow roots included (step fades last 0.2 s). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const all = [...document.getAnimations()];
    // Animations inside shadow roots are listed by the root, not always by the document.
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) all.push(...el.shadowRoot.getAnimations());
    return all.every((a) => a.playState !== 'running');
  });
}

/** Chooses the first available day and its first time, then moves the pointer away and waits for stillness:
 * the chosen slot shows its chosen colours, not its hover ones. */
export async function chooseFirstSlot(page: Page, widget: Locator): Promise<void> {
  await pickAvailableDay(widget);
  await pickSlot(widget, 0);
  await page.mouse.move(0, 0);
  await settle(page);
}

/** A screenshot once the page is still: for people to look at, not compared. */
export async function snap(page: Page, path: string): Promise<void> {
  await page.mouse.move(0, 0);
  await settle(page);
  await page.screenshot({ path, fullPage: true });
}

/** Clicks the first day with availability on the strip, whatever the language (pickAvailableDay reads English dates). */
export async function pickDotDay(w: Locator): Promise<void> {
  await expect(w.locator('.bk-day:not([disabled])').first()).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < 6; i++) {
    const day = w.locator('.bk-day:not([disabled]):has(.bk-dot[data-on="true"])').first();
    if (await day.count()) return day.click();
    await w.locator('.bk-strip .bk-btn').last().click();
  }
  throw new Error('no day with availability in six strip pages');
}

/**
 * Waits until the popup `opening` resolves to has closed. Not `popup.waitForEvent('close')`: Playwright does not
 * check whether the page is closed already, and an OAuth popup that walks local redirects can close before the
 * listener is attached (both driver messages dispatched in one batch on a loaded machine), which then waits for
 * a close that already happened.
 */
export async function popupClosed(opening: Promise<Page>, timeout: number): Promise<void> {
  const popup = await opening;
  await expect.poll(() => popup.isClosed(), { timeout, message: 'the popup closes itself' }).toBe(true);
}

/**
 * The configurator fills its frame (a tab, the Webflow panel): the document itself never scrolls; a preview
 * taller than the frame scrolls in its own pane, and the top bar's `button` stays on screen meanwhile.
 */
export async function expectPanesScroll(app: Page | Frame, button: string): Promise<void> {
  const [documentHeight, frameHeight] = await app.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
  expect(documentHeight, 'the document scrolls: the top bar would scroll away with the preview').toBeLessThanOrEqual(frameHeight);
  // The preview's nearest scrolling box, scrolled to its end.
  const scrolled = await app.getByTestId('preview').evaluate((el) => {
    let box: Element | null = el;
    while (box && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
    if (!box) return 0;
    box.scrollTop = box.scrollHeight;
    return box.scrollTop;
  });
  expect(scrolled, 'the preview is taller than its pane and scrolls in it').toBeGreaterThan(0);
  await expect(app.getByRole('button', { name: button })).toBeInViewport();
}
