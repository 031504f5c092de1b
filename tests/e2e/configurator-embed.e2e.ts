import type { Browser, BrowserContext, Page } from '@playwright/test';
import { serve } from '@bookla/dev/configurator-web';
import { test as base, expect } from '../support/fixtures';
import { runAxe, PREVIEW } from '../support/axe';
import { SCREENSHOT_DIR } from '../support/paths';
import { bookingsOf } from '../support/sandbox-api';
import { expectConfirmed, guest, pickSlot, pressMainButton, submitGuestForm } from '../support/driver';
import { chooseSlotByKeyboard, tabTo, typeGuestAndBook } from '../support/keyboard';

// How the page shows a widget, as an owner sets it in the standalone configurator: Popup exports the snippet with
// an example opener button and the config's embed; Floating exports the launcher's text, colours and place, and a
// fresh configurator importing that code shows the same settings and exports the same code. And the whole way: a
// popup exported, pasted with an own link into a blank page, and booked through by mouse and by keyboard.

const test = base.extend<{ configurator: string }>({
  configurator: async ({ staticUrl, sandbox }, use) => {
    const server = await serve({ port: 0, cdnBase: staticUrl, demoApiUrl: sandbox.apiUrl, liveApiUrl: sandbox.apiUrl });
    await use(`${server.url}/`);
    await server.close();
  },
});

async function openConfigurator(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeVisible();
  await page.getByRole('tab', { name: 'Embed' }).click();
  await expect(page.getByRole('radiogroup', { name: 'How the page shows the widget' })).toBeVisible();
  return { context, page };
}

/** The Export dialog's HTML code as Copy Code puts it on the clipboard; the dialog stays open for the caller. */
async function exportHtml(page: Page) {
  await page.getByRole('button', { name: 'Export Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Widget Code' });
  await expect(dialog).toBeVisible();
  // The dialog opens on the tab it was left on.
  await dialog.getByRole('tab', { name: 'HTML' }).click();
  await page.evaluate(() => navigator.clipboard.writeText('(nothing copied)'));
  await dialog.getByRole('button', { name: 'Copy Code' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('(nothing copied)');
  return { dialog, html: await page.evaluate(() => navigator.clipboard.readText()) };
}

async function close(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The config object of a snippet, as JSON. */
const configOf = (html: string) => JSON.parse(/const config = (\{[\s\S]*?\n {2}\});/.exec(html)![1]!) as Record<string, unknown>;

const launcher = (page: Page) => page.getByRole('region', { name: 'Launcher button' });
/** A mode chosen as a person does: a click on its label (the radio itself is visually hidden). */
const chooseMode = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'How the page shows the widget' }).getByText(name, { exact: true }).click();

/** A text or colour field filled and left, then checked to hold the value (colour fields revert what they refuse). */
async function fillField(page: Page, label: string, value: string) {
  const field = launcher(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
  await expect(field).toHaveValue(value);
}

test('popup: the export holds an example opener and the embed; floating: the launcher goes out and comes back in', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);

  // Popup.
  await chooseMode(page, 'Popup');
  await expect(page.getByRole('radio', { name: 'Popup' })).toBeChecked();
  await expect(page.getByTestId('embed-mode-note')).toContainText('opens in a dialog');
  await expect(launcher(page)).toHaveCount(0);
  const popup = await exportHtml(page);
  await expect(popup.dialog.getByText(/Put data-bookla-open="bookla-booking-widget" on any element/)).toBeVisible();
  const opener = '<button type="button" data-bookla-open="bookla-booking-widget">Book now</button>\n<div id="bookla-booking-widget"></div>\n<script>';
  expect(popup.html.startsWith(opener), popup.html.slice(0, 200)).toBe(true);
  expect(configOf(popup.html).embed).toEqual({ mode: 'popup' });
  // The React component renders its own opener and the dialog: its config carries the mode, and the tab says so.
  await popup.dialog.getByRole('tab', { name: 'React' }).click();
  await expect(popup.dialog.getByText(/The component renders its own button that opens the widget in a dialog/)).toBeVisible();
  await expect(popup.dialog.getByTestId('export-code-react')).toContainText('"mode": "popup"');
  await close(popup.dialog);

  // The preview shows the page: the example opener, and the dialog opening inside the preview with the widget.
  const preview = page.getByTestId('preview-page');
  await preview.getByRole('button', { name: 'Book now' }).click();
  const shownDialog = preview.locator('dialog');
  await expect(shownDialog).toBeVisible();
  await expect(shownDialog.locator('.bk-day').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-embed-popup-preview.png` });
  await page.keyboard.press('Escape');
  await expect(shownDialog).toBeHidden();
  await expect(preview.getByRole('button', { name: 'Book now' })).toBeFocused();

  // Floating: the launcher's fields, with a contrast warning while its text is hard to read.
  await chooseMode(page, 'Floating button');
  await expect(launcher(page)).toBeVisible();
  await fillField(page, 'Text', 'Reserve a table');
  await fillField(page, 'Background', '#0f766e');
  await fillField(page, 'Text colour', '#5eead4');
  await expect(launcher(page).getByRole('alert')).toContainText('Button text on its background has contrast');
  await fillField(page, 'Text colour', '#ffffff');
  await expect(launcher(page).getByRole('alert')).toHaveCount(0);
  await launcher(page).getByRole('radiogroup', { name: 'Side' }).getByText('Left', { exact: true }).click();
  await expect(launcher(page).getByRole('radio', { name: 'Left' })).toBeChecked();
  await fillField(page, 'Side offset', '8px');
  await fillField(page, 'Bottom offset', '96px');
  expect((await runAxe(page, { exclude: [PREVIEW] })).violations).toEqual([]);
  await page.getByRole('region', { name: 'Settings' }).screenshot({ path: `${SCREENSHOT_DIR}/configurator-embed-floating.png` });

  const floating = await exportHtml(page);
  await expect(floating.dialog.getByText('Paste this code into each page that should show the button opening the booking widget.')).toBeVisible();
  await close(floating.dialog);
  expect(floating.html.startsWith('<div id="bookla-booking-widget"></div>\n<script>'), floating.html.slice(0, 200)).toBe(true);
  expect(floating.html).not.toContain('data-bookla-open');
  const embed = { mode: 'floating', launcher: { text: 'Reserve a table', background: '#0f766e', side: 'left', sideOffset: 8, bottomOffset: 96 } };
  expect(configOf(floating.html).embed).toEqual(embed);

  // A fresh configurator (its own storage) imports the code: the same settings show, and its export is the same code.
  const fresh = await openConfigurator(browser, configurator);
  await expect(fresh.page.getByRole('radio', { name: 'Inline' })).toBeChecked();
  await fresh.page.getByRole('button', { name: 'Import', exact: true }).click();
  const importer = fresh.page.getByRole('dialog', { name: 'Import Configuration' });
  await importer.getByRole('textbox', { name: 'Widget script' }).fill(floating.html);
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importer).toBeHidden({ timeout: 10_000 });
  await expect(fresh.page.getByRole('radio', { name: 'Floating button' })).toBeChecked();
  const shown = launcher(fresh.page);
  await expect(shown.getByLabel('Text', { exact: true })).toHaveValue('Reserve a table');
  await expect(shown.getByLabel('Background', { exact: true })).toHaveValue('#0f766e');
  await expect(shown.getByLabel('Text colour', { exact: true })).toHaveValue('#ffffff');
  await expect(shown.getByRole('radio', { name: 'Left' })).toBeChecked();
  await expect(shown.getByLabel('Side offset', { exact: true })).toHaveValue('8px');
  await expect(shown.getByLabel('Bottom offset', { exact: true })).toHaveValue('96px');
  const again = await exportHtml(fresh.page);
  expect(again.html).toBe(floating.html);

  await close(again.dialog);

  // On a phone the settings take the whole width: the mode's labels and the launcher's fields fit in it, unclipped.
  await fresh.page.setViewportSize({ width: 320, height: 700 });
  for (const box of [fresh.page.getByRole('radiogroup', { name: 'How the page shows the widget' }), shown.getByRole('radiogroup', { name: 'Side' })]) {
    await expect(box).toBeVisible();
    expect(await box.evaluate((el) => [...el.querySelectorAll('label')].every((l) => l.scrollWidth <= l.clientWidth + 1))).toBe(true);
  }
  await fresh.page.getByRole('region', { name: 'Settings' }).screenshot({ path: `${SCREENSHOT_DIR}/configurator-embed-phone.png` });
  await fresh.page.setViewportSize({ width: 1280, height: 900 });

  // The popup's code imports back too, its opener button and all.
  await fresh.page.getByRole('button', { name: 'Import', exact: true }).click();
  await importer.getByRole('textbox', { name: 'Widget script' }).fill(popup.html);
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importer).toBeHidden({ timeout: 10_000 });
  await expect(fresh.page.getByRole('radio', { name: 'Popup' })).toBeChecked();
  await context.close();
  await fresh.context.close();
});

test('an owner exports a popup, pastes the code and an own link into a blank page; a visitor books through the dialog by mouse, another by keyboard', async ({ browser, configurator, page, servePage, sandbox, pageProblems }) => {
  await sandbox.reset();
  const owner = await openConfigurator(browser, configurator);
  await chooseMode(owner.page, 'Popup');
  const { html } = await exportHtml(owner.page);
  await owner.context.close();
  // The owner's own element in place of the example button: a link in the page's header, any text.
  const snippet = html.slice(html.indexOf('<div id="bookla-booking-widget">'));
  expect(snippet).toContain('"apiUrl"');
  const url = servePage(
    'owner-popup',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Owner</title></head><body><header><a href="#book" data-bookla-open="bookla-booking-widget">Reserve now</a></header><main><h1>Studio</h1>${snippet}</main></body></html>`,
  );

  // By mouse.
  await page.goto(url);
  const link = page.getByRole('link', { name: 'Reserve now' });
  await link.click();
  const w = page.locator('#bookla-booking-widget');
  await expect(w.locator('dialog')).toBeVisible();
  await pickSlot(w);
  await pressMainButton(w);
  const byMouse = guest('owner-popup-mouse');
  await submitGuestForm(w, byMouse);
  await expectConfirmed(w);
  expect(await bookingsOf(sandbox, byMouse.email)).toHaveLength(1);
  await w.getByRole('button', { name: 'Close' }).click();
  await expect(link).toBeFocused();

  // By keyboard, on a fresh visit.
  await page.goto(url);
  await tabTo(page, 'the owner’s link', (f) => !f.inWidget && f.text === 'Reserve now');
  await page.keyboard.press('Enter');
  await expect(w.locator('dialog')).toBeVisible();
  // The second slot: the first is the mouse's booking now.
  await chooseSlotByKeyboard(page, w, 1);
  const byKeyboard = guest('owner-popup-keyboard');
  await typeGuestAndBook(page, byKeyboard);
  expect(await bookingsOf(sandbox, byKeyboard.email)).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(w.locator('dialog')).toBeHidden();
  await expect(link).toBeFocused();
  expect(pageProblems.pageErrors).toEqual([]);
});
