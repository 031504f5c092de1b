import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { test as base, expect } from '../support/fixtures';
import { SCREENSHOT_DIR } from '../support/paths';
import { pickAvailableDay, pickSlot, settle } from '../support/driver';
import { PREVIEW, runAxe } from '../support/axe';
import { choose, setColour } from '../support/mantine';

// The shared configurator on a harness page (in-memory host adapter, the worker's sandbox as the demo
// company): the Splitter's 32 % and 420 px, every tab and section, a colour edit restyling the mounted
// widget without a remount, axe on every tab, section and dialog, and keyboard-only use.

const ENTRY = fileURLToPath(new URL('../../configurator/e2e-harness/harness.tsx', import.meta.url));

let bundle: Promise<{ js: string; css: string }> | undefined;
function harnessBundle() {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    outdir: '/harness',
    conditions: ['@bookla/source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    logLevel: 'silent',
  }).then((r) => ({
    js: r.outputFiles.find((f) => f.path.endsWith('.js'))!.text,
    css: r.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  }));
  return bundle;
}

const test = base.extend<{ harness: string }>({
  harness: async ({ sandbox }, use) => {
    const { js, css } = await harnessBundle();
    const data = { demo: { apiKey: sandbox.info.apiKey, companyId: sandbox.info.companyId, serviceId: sandbox.info.services.fixed }, demoApiUrl: sandbox.apiUrl };
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bookla Configurator</title><link rel="stylesheet" href="/h.css"></head><body style="margin:0"><script>window.__HARNESS__=${JSON.stringify(data)}</script><div id="root"></div><script type="module" src="/h.js"></script></body></html>`;
    const server: Server = createServer((req, res) => {
      const [type, body] = req.url === '/h.js' ? ['text/javascript', js] : req.url === '/h.css' ? ['text/css', css] : ['text/html', html];
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    await use(`http://127.0.0.1:${port}/`);
    await new Promise((r) => server.close(r));
  },
});
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('tab', { name: 'API' })).toBeVisible();
  // The demo widget has loaded its first data inside its shadow root.
  await expect(page.getByTestId('preview-widget')).toBeVisible();
}

async function expandAll(page: Page) {
  const controls = page.locator('.mantine-Accordion-control[aria-expanded="false"]');
  while ((await controls.count()) > 0) await controls.first().click();
}

/** Axe on the configurator; the preview is the widget's own, tested with the widgets. */
const axeViolations = async (page: Page): Promise<string[]> => (await runAxe(page, { exclude: [PREVIEW] })).violations;

const TABS = ['API', 'Theme', 'Config'] as const;
/** Where both panes sit side by side: a laptop with the web app, and the Webflow Designer's 920×700 panel. */
const WIDE_SCREENS = [
  [1280, 800],
  [920, 700],
] as const;


test('layout: sidebar 32 %, preview at least 420 px; screenshots of each tab at 1280×800 and 920×700', async ({ page, harness }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [w, h] of WIDE_SCREENS) {
    await page.setViewportSize({ width: w, height: h });
    await open(page, harness);
    const sidebar = await page.getByRole('tab', { name: 'API' }).evaluate((el) => el.closest('.mantine-Splitter-pane')!.getBoundingClientRect().width);
    expect(Math.abs(sidebar - w * 0.32)).toBeLessThan(w * 0.02 + 4);
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-core-${tab.toLowerCase()}-${w}x${h}.png` });
    }
    // Dragging the separator far right stops with the preview at its 420 px minimum.
    const sep = page.getByRole('separator').first();
    const box = (await sep.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(w - 5, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    const preview = await page.getByTestId('preview').evaluate((el) => el.closest('.mantine-Splitter-pane')!.getBoundingClientRect().width);
    expect(preview).toBeGreaterThanOrEqual(419);
    expect(preview).toBeLessThan(440);
  }
});

for (const [w, h] of [
  [375, 700],
  // A 1280×800 laptop zoomed to 200 %.
  [640, 400],
] as const) {
  test(`narrow screen ${w}×${h}: one pane at a time under a View switch, each the full width, both keeping their state; axe clean`, async ({ page, harness }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(harness);
    await expect(page.getByRole('tab', { name: 'API' })).toBeVisible();
    // The preview loads behind the settings all the same.
    await expect.poll(() => page.getByTestId('preview-widget').evaluate((el) => !!el.shadowRoot?.querySelector('.bk-root'))).toBe(true);
    const settings = page.getByRole('region', { name: 'Settings' });
    const preview = page.getByRole('region', { name: 'Preview' });
    const view = (name: string) => page.getByRole('radio', { name, exact: true });
    const width = (region: typeof settings) => region.evaluate((el) => el.getBoundingClientRect().width);
    await expect(view('Settings')).toBeChecked();
    await expect(settings).toBeVisible();
    await expect(preview).toBeHidden();
    await expect(page.getByRole('separator')).toBeHidden();
    expect(await width(settings)).toBe(w);
    // Nothing wider than the screen: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(w);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-core-narrow-settings-${w}x${h}.png` });

    // An edit in the settings, then the preview: the same mounted widget, restyled.
    const widget = page.getByTestId('preview-widget');
    await widget.evaluate((el) => ((el as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('tab', { name: 'Theme' }).click();
    await setColour(page, page.getByRole('button', { name: /^Background: solid/ }).first(), '#c2185b');
    await page.keyboard.press('Escape');
    await view('Preview').evaluate((el) => (el as HTMLInputElement).click());
    await expect(preview).toBeVisible();
    await expect(settings).toBeHidden();
    expect(await width(preview)).toBe(w);
    await expect.poll(() => widget.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.bk-root')!).backgroundColor)).toBe('rgb(194, 24, 91)');
    expect(await widget.evaluate((el) => (el as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(w);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-core-narrow-preview-${w}x${h}.png` });

    // Back to the settings: still on the Theme tab.
    await view('Settings').evaluate((el) => (el as HTMLInputElement).click());
    await expect(page.getByRole('tab', { name: 'Theme' })).toHaveAttribute('aria-selected', 'true');

    // Wide again (the zoom reset): side by side, no switch.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(view('Settings')).toHaveCount(0);
    await expect(preview).toBeVisible();
    await expect(settings).toBeVisible();
    expect(await width(settings)).toBeLessThan(700);
  });
}

async function everyTabAndSection(page: Page, types: string[]) {
  for (const type of types) {
    await page.getByRole('radio', { name: type, exact: true }).evaluate((el) => (el as HTMLInputElement).click());
    await expect(page.getByRole('radio', { name: type, exact: true })).toBeChecked();
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await expandAll(page);
      for (const p of await page.locator('.mantine-Accordion-panel').all()) await expect(p).toBeVisible();
      expect(await axeViolations(page), `${type} ${tab}`).toEqual([]);
    }
  }
}

test('booking: every tab and section opens with no axe violations; nor in the dialogs', async ({ page, harness }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  await everyTabAndSection(page, ['Booking']);
  // Dialogs: the section reset confirmation and the custom field dialog (with its messages shown).
  await page.getByRole('button', { name: 'Reset section' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Axe reads colours mid fade-in as too faint: let the modal's transition end.
  await page.waitForTimeout(500);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add form field' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Form Field' });
  await dialog.getByRole('button', { name: 'Save field' }).click();
  await expect(dialog.getByText('Label text is required')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('dark scheme (the Webflow Designer\'s default, a system setting for the web app): every tab and section of each type, the dialogs and a contrast warning with no axe violations', async ({ page, harness }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-dark.png` });
  await everyTabAndSection(page, ['Subscription', 'Gift Card', 'Booking']);
  // A low-contrast warning (its amber title) and a field's error message, each in its dark colour.
  await page.getByRole('tab', { name: 'Theme' }).click();
  const text = page.getByRole('textbox', { name: 'Text', exact: true }).first();
  await text.fill('#ffffff');
  await text.blur();
  await expect(page.getByText('Low contrast').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Config' }).click();
  await expandAll(page);
  await page.getByRole('button', { name: 'Add form field' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Form Field' });
  await dialog.getByRole('button', { name: 'Save field' }).click();
  await expect(dialog.getByText('Label text is required')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-dark-field-dialog.png` });
  expect(await axeViolations(page)).toEqual([]);
});

test('every kind of popover open, light and dark: a colour picker, a gradient of each type, the radial position list, the field type list, the date calendar, the override list; no axe violations', async ({ page, harness }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Mantine names a field's dropdown after the field (the colour field's is not a '-Popover-dropdown').
  const POPOVER = ['[role="listbox"]', '[role="dialog"]', '.mantine-Popover-dropdown', '.mantine-ColorInput-dropdown'];
  /** Axe on what is open: popovers and lists render in a portal at the end of the body. */
  const audit = async (what: string) => {
    await settle(page);
    expect((await runAxe(page, { include: POPOVER })).violations, what).toEqual([]);
  };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, harness);
    await page.getByRole('tab', { name: 'Theme' }).click();
    // A colour field's picker: its sliders were unnamed.
    const colour = page.getByRole('textbox', { name: 'Text', exact: true }).first();
    await colour.click();
    await expect(page.locator('.mantine-ColorInput-dropdown')).toBeVisible();
    await audit(`${scheme} colour picker`);
    await page.keyboard.press('Escape');
    // The gradient popover in each type; radial's position list has 9 choices, which scrolled (axe: a
    // scrollable region with nothing focusable in it).
    await page.getByRole('button', { name: 'Background: solid' }).first().click();
    const popover = page.locator('.mantine-Popover-dropdown', { has: page.getByRole('radiogroup', { name: 'Gradient type' }) });
    for (const type of ['Solid', 'Linear', 'Radial']) {
      await popover.getByText(type, { exact: true }).click();
      await audit(`${scheme} gradient ${type}`);
    }
    const position = popover.getByRole('combobox', { name: 'Position' });
    await position.click();
    await expect(page.getByRole('option', { name: 'bottom right' })).toBeVisible();
    await audit(`${scheme} radial position list`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Config' }).click();
    await expandAll(page);
    // The custom field dialog's type list (7 choices).
    await page.getByRole('button', { name: 'Add form field' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Form Field' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await expect(page.getByRole('option', { name: 'Multi-select' })).toBeVisible();
    await audit(`${scheme} field type list`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The preselected date's calendar.
    await page.getByRole('button', { name: 'Preselected date' }).click();
    await expect(page.getByRole('dialog', { name: 'Preselected date' })).toBeVisible();
    await audit(`${scheme} date calendar`);
    await page.keyboard.press('Escape');
    // The list of the account's services to add an override for.
    const add = page.getByRole('combobox', { name: 'Add a service override' });
    await add.click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await audit(`${scheme} service override list`);
    await page.keyboard.press('Escape');
  }
});

test("Theme tab at 1280×800 and 920×700: every border's width and style show their whole values", async ({ page, harness }) => {
  for (const [w, h] of WIDE_SCREENS) {
    await page.setViewportSize({ width: w, height: h });
    await open(page, harness);
    await page.getByRole('tab', { name: 'Theme' }).click();
    await expandAll(page);
    const fields = page.locator('input[aria-label$=" width"], input[aria-label$=" style"]');
    expect(await fields.count()).toBeGreaterThan(4);
    // A field squeezed beside a second 'Border' label showed '1p' and 'sol'.
    const cut = await fields.evaluateAll((els) =>
      (els as HTMLInputElement[]).filter((el) => el.scrollWidth > el.clientWidth).map((el) => `${el.getAttribute('aria-label')}: ${el.value}`),
    );
    expect(cut, `${w}×${h}`).toEqual([]);
  }
});

test('forced colours (Windows contrast themes): the chosen segment, a switch and its state, and colour swatches still show', async ({ page, harness }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  const bg = (l: ReturnType<Page['locator']>) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Mantine shows the chosen segment with a sliding background, which forced colours drop.
  const type = page.getByRole('radiogroup', { name: 'Widget type' });
  expect(await bg(type.locator('label[data-active]'))).not.toBe(await bg(type.locator('label:not([data-active])').first()));
  // A switch is a track and a thumb drawn with backgrounds: it vanished; on and off must differ.
  await page.getByRole('tab', { name: 'Config' }).click();
  const toggle = page.getByRole('switch', { name: 'Service selector' });
  const track = page.locator('.mantine-Switch-track').first();
  expect(await track.evaluate((el) => `${getComputedStyle(el).borderTopWidth} ${getComputedStyle(el).borderTopStyle}`)).toBe('1px solid');
  expect(await bg(page.locator('.mantine-Switch-thumb').first())).not.toBe(await bg(track));
  const off = await bg(track);
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  expect(await bg(track)).not.toBe(off);
  // A swatch shows the colour being chosen: it keeps it (#111827, the default text colour).
  await page.getByRole('tab', { name: 'Theme' }).click();
  const swatch = page.locator('.mantine-ColorInput-root', { has: page.getByRole('textbox', { name: 'Text', exact: true }) }).locator('.mantine-ColorSwatch-colorOverlay');
  expect(await bg(swatch)).toBe('rgb(17, 24, 39)');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-forced-colors.png` });
});

test('reduced motion: sections open without their height animation; without the preference they animate', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const transitionOnOpen = async () => {
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('button', { name: 'Layout', exact: true }).click();
    const panel = page.locator('.mantine-Accordion-panel').nth(1);
    await expect(panel).toBeVisible();
    return panel.evaluate((el) => el.getAttribute('style') ?? '');
  };
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, harness);
  expect(await transitionOnOpen()).not.toContain('transition');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await open(page, harness);
  expect(await transitionOnOpen()).toContain('transition');
});

test('subscription and gift card: every tab and section opens with no axe violations', async ({ page, harness }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  await everyTabAndSection(page, ['Subscription', 'Gift Card']);
});

test("the preview's width and backdrop: 375 and 768 px, then full; a backdrop colour; the choices are read with their unit", async ({ page, harness }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  const widget = page.getByTestId('preview-widget');
  const width = () => widget.evaluate((el) => Math.round(el.getBoundingClientRect().width));
  const widths = page.getByRole('radiogroup', { name: 'Preview width' });
  expect(await width()).toBeGreaterThan(800);
  await widths.getByText('375').click();
  await expect(widths.getByRole('radio', { name: '375 pixels, phone' })).toBeChecked();
  await expect.poll(width).toBe(375);
  await widths.getByText('768').click();
  await expect(widths.getByRole('radio', { name: '768 pixels, tablet' })).toBeChecked();
  await expect.poll(width).toBe(768);
  await widths.getByText('Full').click();
  await expect(widths.getByRole('radio', { name: 'Full width' })).toBeChecked();
  await expect.poll(width).toBeGreaterThan(800);

  const backdrop = () => page.getByTestId('preview').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await backdrop()).toBe('rgb(46, 46, 51)');
  const field = page.getByRole('textbox', { name: 'Preview background' });
  await field.fill('#f1f3f5');
  await expect.poll(backdrop).toBe('rgb(241, 243, 245)');
  // Half a colour changes nothing, and leaving the field puts the last whole colour back in it.
  await field.fill('#12');
  await field.blur();
  await expect(field).toHaveValue('#f1f3f5');
  expect(await backdrop()).toBe('rgb(241, 243, 245)');
});

test('a colour edit restyles the preview without a remount; undo and redo by keyboard', async ({ page, harness }) => {
  await open(page, harness);
  const widget = page.getByTestId('preview-widget');
  await widget.evaluate((el) => ((el as unknown as { __marker: number }).__marker = 1));
  const bg = () => widget.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.bk-root')!).backgroundColor);
  const before = await bg();
  await page.getByRole('tab', { name: 'Theme' }).click();
  await setColour(page, page.getByRole('button', { name: /^Background: solid/ }).first(), '#c2185b');
  await expect.poll(bg).toBe('rgb(194, 24, 91)');
  expect(await widget.evaluate((el) => (el as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Control+z');
  await expect.poll(bg).toBe(before);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(bg).toBe('rgb(194, 24, 91)');
  // Ctrl+Z typed into a field of the previewed widget (inside its shadow root) is the field's own undo.
  await pickAvailableDay(widget);
  await pickSlot(widget);
  await widget.getByRole('button', { name: 'Continue' }).click();
  const first = widget.locator('input[name="firstName"]');
  await first.click();
  await page.keyboard.type('Ann');
  await page.keyboard.press('Control+z');
  await expect(first).toHaveValue('');
  expect(await bg()).toBe('rgb(194, 24, 91)');
});

test("a colour dragged through a picker is one undo step, in a colour field and in a background's gradient picker: one Undo and Undo is disabled", async ({ page, harness }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  const widget = page.getByTestId('preview-widget');
  const undo = page.getByRole('button', { name: 'Undo' });
  await page.getByRole('tab', { name: 'Theme' }).click();
  const theme = page.getByRole('region', { name: 'Theme' });
  const style = (property: 'backgroundColor' | 'color') => widget.evaluate((el, p) => getComputedStyle(el.shadowRoot!.querySelector('.bk-root')!)[p], property);
  /** Presses in the open colour picker's area and drags across it through many colours, then lets go. */
  const dragAcrossPicker = async () => {
    const area = page.locator('.mantine-ColorInput-saturation:visible');
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.8, { steps: 25 });
    await page.mouse.up();
  };
  for (const [what, property, openPicker] of [
    ['the text colour field', 'color', async () => theme.getByRole('textbox', { name: 'Text', exact: true }).click()],
    [
      "the page background's gradient picker",
      'backgroundColor',
      async () => {
        await theme.getByRole('button', { name: /^Background: solid/ }).click();
        await page.getByRole('textbox', { name: 'Colour 1' }).click();
      },
    ],
  ] as const) {
    const before = await style(property);
    await openPicker();
    await dragAcrossPicker();
    // The picker stays open through the drag: a press in it is no click outside the gradient's popover.
    await expect(page.locator('.mantine-ColorInput-saturation:visible')).toHaveCount(1);
    await expect.poll(() => style(property), { message: what }).not.toBe(before);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect(undo, what).toBeEnabled();
    await undo.click();
    await expect.poll(() => style(property), { message: what }).toBe(before);
    await expect(undo, what).toBeDisabled();
    // Redo brings the dragged colour back.
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => style(property), { message: what }).not.toBe(before);
    await undo.click();
    await expect(undo, what).toBeDisabled();
  }
});

test('keyboard only: tabs, the Splitter, a section and a dialog', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  await page.getByRole('tab', { name: 'API' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Theme' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Config' })).toHaveAttribute('aria-selected', 'true');
  // The handle is named after the pane whose width it holds, and says which pane that is.
  const sep = page.getByRole('separator', { name: 'Settings pane width' });
  await expect(sep).toHaveAttribute('aria-controls', await page.getByRole('region', { name: 'Settings' }).getAttribute('id') ?? 'no id');
  const width = () => page.getByRole('tab', { name: 'API' }).evaluate((el) => el.closest('.mantine-Splitter-pane')!.getBoundingClientRect().width);
  const w0 = await width();
  // Its value (what a screen reader reads after the name) is that width in px, and follows it.
  const value = async () => Number(await sep.getAttribute('aria-valuenow'));
  const v0 = await value();
  expect(Math.abs(v0 - w0)).toBeLessThan(3);
  await sep.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  expect(await width()).toBeGreaterThan(w0 + 30);
  expect(await value()).toBeGreaterThan(v0 + 30);
  // Into the Config panel: the Form section, then its dialog, all by keyboard.
  const formSection = page.getByRole('button', { name: 'Form', exact: true });
  await formSection.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('button', { name: 'Add form field' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Form Field' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test("Config tab: the terms links and a service's own resource picker, through their controls; the preview follows; axe clean", async ({ page, harness }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, harness);
  await page.getByRole('tab', { name: 'Config' }).click();
  const widget = page.getByTestId('preview-widget');

  await page.getByRole('button', { name: 'Terms and conditions' }).click();
  await page.getByRole('switch', { name: 'Require terms' }).evaluate((el) => (el as HTMLInputElement).click());
  await page.getByRole('button', { name: 'Add link' }).click();
  const url = page.getByLabel('URL', { exact: true }).nth(1);
  await url.fill('javascript:alert(1)');
  await expect(page.getByText('Use an http(s) address or a path such as /terms')).toBeVisible();
  await url.blur();
  await expect(url).toHaveValue('/terms');
  await page.getByLabel('Link text', { exact: true }).nth(1).fill('privacy policy');
  await page.getByLabel('Link text', { exact: true }).nth(1).blur();
  await url.fill('https://example.com/privacy');
  await url.blur();
  // The preview's terms line links to both: on the date step once there is no form step (guests off).
  await page.getByRole('button', { name: 'Guest Mode' }).click();
  await page.getByRole('switch', { name: 'Guests allowed' }).evaluate((el) => (el as HTMLInputElement).click());
  await expect(widget.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', 'https://example.com/privacy');
  await expect(widget.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-core-terms-links.png` });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Service List' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Add a service override' }));
  const picker = page.getByRole('combobox', { name: 'Resource picker' });
  await expect(picker).toHaveValue('As set in Resource');
  await choose(page, picker, 'Hidden');
  await expect(page.getByLabel(/Resource title/)).toHaveCount(0);
  await choose(page, picker, 'Shown');
  await page.getByLabel(/Resource title/).fill('Pick a court');
  await page.getByLabel(/Resource title/).blur();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-core-service-override.png` });
  expect(await axeViolations(page)).toEqual([]);
});
