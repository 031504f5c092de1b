import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { generateSnippet } from '@bookla/runtime/config';
import { serve } from '@bookla/dev/configurator-web';
import { test as base, expect } from '../support/fixtures';
import { expectConfirmed, expectPanesScroll, fillGuest, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, settle } from '../support/driver';
import { purchasesOf } from '../support/sandbox-api';
import { SCREENSHOT_DIR } from '../support/paths';
import { PREVIEW, runAxe } from '../support/axe';
import { choose, setColour } from '../support/mantine';
import { expectClosedBackTo, expectCoreFocusBack, expectFocusBack, openByKeyboard } from '../support/focus-return';

// The standalone configurator, as an owner uses it: settings come in (Import), the code goes out (Export →
// clipboard), the code pasted into a blank page on another origin renders the widget from the CDN stand-in
// with those settings on the sandbox and books or buys; a fresh configurator importing that code ends up
// with the same settings (its own export is the same code); drafts survive a reload; a corrupt draft is
// reported, not fatal; both dialogs work by keyboard alone and have no axe violations.

const test = base.extend<{ configurator: string }>({
  configurator: async ({ staticUrl, sandbox }, use) => {
    // As under npm start: the sandbox is also the live API, its second company an owner's own account.
    const server = await serve({ port: 0, cdnBase: staticUrl, demoApiUrl: sandbox.apiUrl, liveApiUrl: sandbox.apiUrl });
    await use(`${server.url}/`);
    await server.close();
  },
});

// Two browser contexts, an export, a paste, a booking or purchase and an import each: longer than one widget test.
test.describe.configure({ timeout: 150_000 });

const COLOUR = '#c2185b';
const COLOUR_RGB = 'rgb(194, 24, 91)';

async function openConfigurator(browser: Browser, url: string, colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeVisible();
  return { context, page };
}

async function importText(page: Page, text: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Configuration' });
  await dialog.getByRole('textbox', { name: 'Widget script' }).fill(text);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // The success message shows for one second (its timing is unit-tested); on a loaded machine a poll can
  // miss it, so here only its end is awaited.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

async function exportViaClipboard(page: Page, tab: 'HTML' | 'React' = 'HTML'): Promise<string> {
  await page.getByRole('button', { name: 'Export Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Widget Code' });
  await expect(dialog).toBeVisible();
  if (tab === 'React') await dialog.getByRole('tab', { name: 'React' }).click();
  await page.evaluate(() => navigator.clipboard.writeText('(nothing copied)'));
  await dialog.getByRole('button', { name: 'Copy Code' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('(nothing copied)');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  return text;
}

const TEXT = { booking: 'Reserve this court', subscription: 'Become a member', giftcard: 'Give this card' } as const;

for (const type of ['booking', 'subscription', 'giftcard'] as const) {
  test(`${type}: import settings → export → paste on a blank page → renders with them and ${type === 'booking' ? 'books' : 'buys'} → re-importing the HTML or the React code gives the same code`, async ({
    browser,
    configurator,
    sandbox,
    servePage,
    page,
  }) => {
    await sandbox.reset();
    const info = sandbox.info;
    const overrideTitle = `Owner's ${type} title`;
    const settings: Record<string, unknown> = {
      apiKey: info.apiKey,
      companyId: info.companyId,
      guestEnabled: true,
      transitionType: 'fade',
      theme: { colors: { button: { normal: { background: COLOUR } } } },
      customFormFields: [{ type: 'text', labelText: 'Licence plate', required: false, errorText: '', inputWidth: 'auto / span 2' }],
      localization:
        type === 'booking' ? { bookButton: TEXT.booking } : type === 'subscription' ? { subscriptions: { buyText: TEXT.subscription } } : { giftCards: { buyText: TEXT.giftcard } },
      ...(type === 'booking'
        ? { serviceId: info.services.fixed, showServiceSelector: true, servicesConfig: [{ serviceId: info.services.fixed, title: overrideTitle }] }
        : type === 'subscription'
          ? { subscriptionsConfig: Object.values(info.plans).map((id, i) => ({ subscriptionId: id, ...(i === 0 ? { title: overrideTitle } : {}) })) }
          : { giftCardsConfig: Object.values(info.giftCards).map((id, i) => ({ giftCardId: id, ...(i === 0 ? { title: overrideTitle } : {}) })) }),
    };
    const source = generateSnippet(type, settings as never, { scriptUrl: '/ignored.js', elementId: 'src' });

    const first = await openConfigurator(browser, configurator);
    await importText(first.page, source);
    // The selector follows the imported type.
    await expect(first.page.getByRole('radio', { name: { booking: 'Booking', subscription: 'Subscription', giftcard: 'Gift Card' }[type] })).toBeChecked();
    const html = await exportViaClipboard(first.page);
    expect(html).toContain(`<div id="bookla-${type}-widget"></div>`);
    expect(html).toContain(COLOUR);
    // Own credentials: no demo API base is added, so the page below must say where the sandbox is.
    const react = await exportViaClipboard(first.page, 'React');
    expect(react).toContain(TEXT[type]);
    await first.page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-${type}.png` });
    await first.context.close();

    // The owner's blank page on another origin (the static server), the code pasted as is. The sandbox is
    // not the production API the snippet would otherwise call; the page points the widget at it.
    const pasted = html.replace('"_widgetType"', `"apiUrl": ${JSON.stringify(sandbox.apiUrl)},\n    "_widgetType"`);
    const url = servePage(`configurator-${type}`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Owner</title></head><body><main>${pasted}</main></body></html>`);
    await page.goto(url);
    const w = page.locator(`#bookla-${type}-widget`);
    if (type === 'booking') {
      // The service selector lists the override's title for the fixed service.
      await w.getByText(overrideTitle).first().click();
      await pickAvailableDay(w);
      await pickSlot(w);
      await pressMainButton(w);
      await expect(w.getByText('Licence plate')).toBeVisible();
      await fillGuest(w, guest('cfg'));
      const book = w.getByRole('button', { name: TEXT.booking });
      await expect(book).toHaveCSS('background-color', COLOUR_RGB);
      await book.click();
      await expectConfirmed(w);
    } else {
      await expect(w.getByText(overrideTitle).first()).toBeVisible({ timeout: 15_000 });
      await listRows(w).first().click();
      await expect(w.getByText('Licence plate')).toBeVisible();
      const buy = w.getByRole('button', { name: TEXT[type] });
      await expect(buy).toHaveCSS('background-color', COLOUR_RGB);
      const g = guest(`cfg-${type}`);
      await fillGuest(w, g);
      await Promise.all([page.waitForURL((u) => u.origin === new URL(sandbox.url).origin), buy.click()]);
      expect((await purchasesOf(sandbox, type, g.email)).map((p) => p.status)).toEqual(['pending']);
    }

    // A fresh configurator imports the exported code: it holds the same settings, so it exports the same code.
    const second = await openConfigurator(browser, configurator);
    await importText(second.page, html);
    // The settings UI shows what was imported: the sandbox's key is the demo one, which the API tab shows as
    // its placeholder; the Config tab's General section holds the imported transition.
    await second.page.getByRole('tab', { name: 'API' }).click();
    await expect(second.page.getByRole('textbox', { name: 'API key' })).toHaveAttribute('placeholder', 'Demo API key');
    await second.page.getByRole('tab', { name: 'Config' }).click();
    await second.page.getByRole('button', { name: 'General' }).click();
    await expect(second.page.getByLabel('Transition', { exact: true })).toHaveValue('Fade');
    // ...and its store holds every setting: its own export is the very same code.
    expect(await exportViaClipboard(second.page)).toBe(html);
    await second.context.close();

    // The React tab's code imports too: the same settings, so the same HTML.
    const third = await openConfigurator(browser, configurator);
    await importText(third.page, react);
    expect(await exportViaClipboard(third.page)).toBe(html);
    await third.context.close();
  });
}

test("the docs' hand-written code imports: the booking of docs/embedding.md's two-widget example, with its service; the gift card left out is named", async ({ browser, configurator }) => {
  // The example as the docs write it (bare names, single quotes, trailing commas): the first init call by the
  // spec's order is the booking one.
  const docs = readFileSync(fileURLToPath(new URL('../../docs/embedding.md', import.meta.url)), 'utf8');
  const example = /<!-- example: several -->\n```html\n([\s\S]*?)\n```/.exec(docs)![1]!;
  expect(example).toContain("apiKey: 'YOUR_API_KEY'");
  const { context, page } = await openConfigurator(browser, configurator);
  await importText(page, example);
  // The notice stays after the dialog has closed, until the owner dismisses it.
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'This code starts 2 widgets.' })).toContainText(
    'This code starts 2 widgets. The Booking widget (bookla-massage) was imported; the Gift Card widget (bookla-gifts) was not. To edit it, import its code on its own.',
  );
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue('YOUR_API_KEY');
  await expect(page.getByRole('textbox', { name: 'Company ID' })).toHaveValue('YOUR_COMPANY_ID');
  await expect(page.getByRole('textbox', { name: 'Service ID' })).toHaveValue('YOUR_SERVICE_ID');
  await context.close();
});

test('the app fills the browser window: the preview scrolls in its pane, Export Code and Copy Code stay in view', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  // The demo booking widget's Date step with a whole day of slots: taller than the 900 px window. A later day
  // than today, whose slots run out in the service's evening (the test failed in CI at 17:00 in Riga).
  await expect(page.getByTestId('preview-widget').getByText('Select Time')).toBeVisible({ timeout: 15_000 });
  await pickAvailableDay(page.getByTestId('preview-widget'));
  await expect(page.getByTestId('preview-widget').locator('.bk-slot').nth(11)).toBeVisible({ timeout: 15_000 });
  await expectPanesScroll(page, 'Export Code');
  // A preview shorter than its pane (the gift card list): the preview background still reaches the pane's bottom.
  await page.getByRole('radio', { name: 'Gift Card' }).evaluate((el) => (el as HTMLInputElement).click());
  await expect(page.getByTestId('preview-widget').getByText('Choose Gift Card')).toBeVisible({ timeout: 15_000 });
  const [above, bottom] = await page.getByRole('region', { name: 'Preview' }).evaluate((pane) => {
    const colour = (x: number, y: number) => {
      for (let el = document.elementFromPoint(x, y); el; el = el.parentElement) {
        const c = getComputedStyle(el).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
      }
      return 'none';
    };
    const r = pane.getBoundingClientRect();
    // Beside the widget (its left margin, clear of the splitter's handle) at mid height, and at the pane's bottom.
    return [colour(r.left + 24, r.top + r.height / 2), colour(r.left + 24, r.bottom - 4)];
  });
  expect(bottom).toBe(above);
  expect(bottom).toBe('rgb(46, 46, 51)');

  // A short window (a 1366×768 laptop's): the Export dialog's code takes the room left, and Copy Code shows
  // without scrolling the dialog.
  await page.getByRole('radio', { name: 'Booking' }).evaluate((el) => (el as HTMLInputElement).click());
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.getByRole('button', { name: 'Export Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Widget Code' });
  await expect(dialog.getByText('Warning: Demo Data is Being Used')).toBeVisible();
  await expect(dialog.getByTestId('export-code-html')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Code' })).toBeInViewport({ ratio: 1 });
  expect(await dialog.evaluate((el) => el.scrollHeight - el.clientHeight), 'the dialog itself scrolls').toBeLessThanOrEqual(1);
  await context.close();
});

test('while the app\'s script is on its way the page says it is loading, in the system\'s scheme; the app replaces the text', async ({ browser, configurator }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 }, colorScheme: 'dark' });
  const page = await context.newPage();
  // Every script of the app held back until released, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the module script, which is held.
  await page.goto(configurator, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bookla Configurator' })).toBeVisible();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeVisible();
  // Dark system: light text on the dark canvas, not black on black.
  expect(await loading.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(0, 0, 0)');
  expect((await runAxe(page)).violations, 'axe on the loading page').toEqual([]);
  release();
  // Every script of the app arrives only now, through the route, all at once: longer than one expectation's wait
  // on a busy machine.
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await context.close();
});

test('the first screen\'s scripts are announced with the page; the Theme and Config tabs come in a chunk fetched right after it; a chunk that fails to arrive is reported in the tab and Try again loads it', async ({ browser, configurator }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  // The page announces every script the entry imports (modulepreload): none waits for the entry to arrive first.
  const html = await (await page.request.get(configurator)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)">/g)].map((m) => m[1]!);
  const entry = /<script type="module" src="\.\/([^"]+)">/.exec(html)![1]!;
  const entryCode = await (await page.request.get(new URL(entry, configurator).href)).text();
  const staticImports = [...entryCode.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((m) => new URL(m[1]!, `https://x/${entry}`).pathname.slice(1));
  expect(staticImports.length).toBeGreaterThan(0);
  expect(preloaded.sort()).toEqual([...new Set(staticImports)].sort());
  // The first visit: the tabs' chunks are asked for before anything is clicked.
  await page.goto(configurator);
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeVisible();
  await expect.poll(() => scripts.filter((s) => /\/(ThemeTab|ConfigTab)-/.test(s)).length).toBe(2);
  await page.getByRole('tab', { name: 'Theme' }).click();
  await expect(page.getByRole('button', { name: 'Theme', exact: true })).toBeVisible();

  // A second page whose connection drops the Theme tab's chunk. The configurator fetches a lazy chunk (and the
  // chunks it imports) before it imports it, so no import of it ever fails: Chromium before 156 would fail a
  // module whose fetch failed once again, without a request.
  const offline = await context.newPage();
  const failedImports: string[] = [];
  offline.on('requestfailed', (r) => r.resourceType() === 'script' && failedImports.push(r.url()));
  await offline.route(/\/ThemeTab-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await offline.goto(configurator);
  await offline.getByRole('tab', { name: 'Theme' }).click();
  const panel = offline.getByRole('tabpanel', { name: 'Theme' });
  await expect(panel.getByRole('alert')).toContainText('Could not load the theme settings');
  await expect(panel.getByRole('alert')).toContainText('Check your connection and try again. Your settings are kept.');
  expect((await runAxe(offline, { exclude: [PREVIEW] })).violations).toEqual([]);
  // The rest of the configurator works on: the Config tab and the preview.
  await offline.getByRole('tab', { name: 'Config' }).click();
  await expect(offline.getByRole('textbox', { name: 'Loading text' })).toBeVisible();
  await expect(offline.getByTestId('preview-widget')).toBeVisible();
  await offline.getByRole('tab', { name: 'Theme' }).click();
  await expect(panel.getByRole('alert')).toContainText('Could not load the theme settings');
  await offline.unroute(/\/ThemeTab-[^/]+\.js$/);
  // By keyboard: focus stays in the tab when the button goes with the failure.
  await offline.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(offline.getByRole('button', { name: 'Theme', exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await offline.keyboard.press('Tab');
  await expect(offline.getByRole('button', { name: 'Theme', exact: true })).toBeFocused();
  expect(failedImports).toEqual([]);
  await context.close();
});

test('drafts: the settings come back on reload; a corrupt draft is discarded with a notice, never a crash', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await importText(page, generateSnippet('giftcard', { apiKey: 'own-key', companyId: 'own-co' }, { scriptUrl: '/w.js', elementId: 'g' }));
  const before = await exportViaClipboard(page);
  await page.reload();
  await page.getByText('Gift Card', { exact: true }).click();
  expect(await exportViaClipboard(page)).toBe(before);

  await page.evaluate(() => localStorage.setItem('bookla.configurator.draft.booking', '{"v":1,"config":'));
  await page.reload();
  await expect(page.getByText('Your saved booking draft could not be read and was discarded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('bookla.configurator.draft.booking'))).not.toBe('{"v":1,"config":');
  expect(problems).toEqual([]);
  await context.close();
});

/** Closes the tab as a person does (its unload handlers run) and waits until it is gone: with `runBeforeUnload`
 * Playwright's close does not wait, and a tab opened at once could read the storage before the old one wrote. */
async function closeTab(page: Page) {
  const gone = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await gone;
}

test('what was typed last is kept when the tab is closed without leaving the field', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  // Fields apply when left; closing the tab leaves none.
  await page.getByRole('textbox', { name: 'API key' }).fill('typed-then-closed');
  await closeTab(page);
  let again = await context.newPage();
  await again.goto(configurator);
  await expect(again.getByRole('textbox', { name: 'API key' })).toHaveValue('typed-then-closed');
  await again.getByRole('tab', { name: 'Config' }).click();
  await again.getByRole('button', { name: 'Success Screen' }).click();
  await again.getByRole('region', { name: 'Success Screen' }).getByRole('textbox', { name: 'Title', exact: true }).fill('See you on court');
  await closeTab(again);
  again = await context.newPage();
  await again.goto(configurator);
  await again.getByRole('tab', { name: 'Config' }).click();
  await again.getByRole('button', { name: 'Success Screen' }).click();
  await expect(again.getByRole('region', { name: 'Success Screen' }).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('See you on court');
  await context.close();
});

test('a browser that keeps nothing (storage full or blocked): the owner is told once to export before leaving', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.reload();
  const notice = page.getByText('Your changes cannot be kept in this browser (its storage is blocked or full). Export the code before you close this tab.');
  await page.getByRole('textbox', { name: 'API key' }).fill('own-key');
  await page.getByRole('textbox', { name: 'Company ID' }).click();
  await expect(notice).toBeVisible();
  await page.getByRole('textbox', { name: 'Company ID' }).fill('own-co');
  await page.getByRole('textbox', { name: 'API key' }).click();
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeEnabled();
  await page.waitForTimeout(1000); // past the draft's save delay: a second failed save says nothing more
  await expect(notice).toHaveCount(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('two tabs: each takes the drafts the other saves, so the tab left behind never saves over newer work', async ({ browser, configurator }) => {
  const { context, page: older } = await openConfigurator(browser, configurator);
  const problems: string[] = [];
  older.on('pageerror', (e) => problems.push(e.message));
  const newer = await context.newPage();
  newer.on('pageerror', (e) => problems.push(e.message));
  await newer.goto(configurator);
  // The newer tab's work: a gift card widget on the owner's own company.
  await importText(newer, generateSnippet('giftcard', { apiKey: 'own-key', companyId: 'own-co' }, { scriptUrl: '/w.js', elementId: 'g' }));

  // Back in the tab opened first: told, and its gift card is the newer tab's.
  await older.bringToFront();
  await expect(older.getByText('Your gift card draft was changed in another tab and is shown here now. Undo brings back what this tab had.')).toBeVisible();
  await older.getByText('Gift Card', { exact: true }).click();
  await expect(older.getByRole('textbox', { name: 'Company ID' })).toHaveValue('own-co');
  // An edit there saves the gift card draft: with the newer tab's company, not over it.
  await older.getByRole('textbox', { name: 'API key' }).fill('second-key');
  await older.getByRole('textbox', { name: 'API key' }).blur();

  await newer.bringToFront();
  await expect(newer.getByRole('textbox', { name: 'API key' })).toHaveValue('second-key');
  await expect(newer.getByText('Your gift card draft was changed in another tab', { exact: false })).toBeVisible();
  const both = await exportViaClipboard(newer);
  expect(both).toContain('"apiKey": "second-key"');
  expect(both).toContain('"companyId": "own-co"');
  // And after closing both, the next visit starts from it.
  await older.close();
  await newer.reload();
  await newer.getByText('Gift Card', { exact: true }).click();
  expect(await exportViaClipboard(newer)).toBe(both);
  expect(problems).toEqual([]);
  await context.close();
});

test("a purchase in the preview opens the payment page in a new tab: the configurator stays, with its settings", async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  await page.getByText('Gift Card', { exact: true }).click();
  await page.getByRole('textbox', { name: 'API key' }).click();
  const w = page.getByTestId('preview-widget');
  await w.locator('.bk-row').first().click();
  await w.locator('input[name="firstName"]').fill('Ann');
  await w.locator('input[name="lastName"]').fill('Lee');
  await w.locator('input[name="email"]').fill('ann@example.com');
  const tab = context.waitForEvent('page');
  await w.getByRole('button', { name: /^Purchase/ }).click();
  const payment = await tab;
  await payment.waitForLoadState();
  expect(payment.url()).toMatch(/\/sandbox\/pay\/giftcard\//);
  // The new tab cannot reach back into the configurator.
  expect(await payment.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toBe(configurator);
  await expect(page.getByRole('button', { name: 'Export Code' })).toBeVisible();
  await expect(w.locator('input[name="firstName"]')).toHaveValue('Ann');
  await context.close();
});

test('the dialogs by keyboard alone, and no axe violations with each open', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  const audit = async () => {
    // A dialog fades in: contrast measured mid-fade is of colours nobody reads (and fails).
    await settle(page);
    expect((await runAxe(page, { include: ['[role="dialog"]'] })).violations).toEqual([]);
  };
  const focusButton = async (name: string) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
    }
    throw new Error(`${name} not reached by Tab`);
  };

  // Export: open with Enter, switch tab with the arrow key, copy with Enter, close with Escape.
  await focusButton('Export Code');
  await page.keyboard.press('Enter');
  const exp = page.getByRole('dialog', { name: 'Export Widget Code' });
  await expect(exp).toBeVisible();
  await expect(exp.getByText('Warning: Demo Data is Being Used')).toBeVisible();
  await audit();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-export.png` });
  await exp.getByRole('tab', { name: 'HTML' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(exp.getByRole('tab', { name: 'React' })).toHaveAttribute('aria-selected', 'true');
  await focusButton('Copy Code');
  await page.keyboard.press('Enter');
  await expect(exp.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("from '@bookla/widgets/booking'");
  await page.keyboard.press('Escape');
  await expect(exp).toBeHidden();

  // Import: the text area has the focus on open; Tab reaches Import; an empty import says so.
  await page.getByRole('button', { name: 'Export Code' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const imp = page.getByRole('dialog', { name: 'Import Configuration' });
  await expect(imp.getByRole('textbox', { name: 'Widget script' })).toBeFocused();
  await focusButton('Import');
  await page.keyboard.press('Enter');
  await expect(imp.getByText('Please enter a script to import')).toBeVisible();
  await audit();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-import.png` });
  // A script that is not ours: the message and the text in the field, both in the error colour, both readable
  // (Mantine's red 6 typed text was 3.3:1 on white).
  await imp.getByRole('textbox', { name: 'Widget script' }).fill('<script>alert(1)</script>');
  await imp.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(imp.getByText("Failed to parse the script. Please ensure it's a valid Bookla widget script.")).toBeVisible();
  await audit();
  await imp.getByRole('textbox', { name: 'Widget script' }).fill('');
  await imp.getByRole('textbox', { name: 'Widget script' }).focus();
  await page.keyboard.insertText(generateSnippet('subscription', { apiKey: 'k', companyId: 'c' }, { scriptUrl: '/w.js', elementId: 's' }));
  await focusButton('Import');
  await page.keyboard.press('Enter');
  await expect(imp).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('radio', { name: 'Subscription' })).toBeChecked();

  // Start over: confirmation by keyboard.
  await page.getByRole('button', { name: 'Start over' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Start over?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await audit();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Export Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Export Widget Code' }).getByText('Warning: Demo Data is Being Used')).toBeVisible();
  await context.close();
});

test('every dialog and popover gives the focus back to what opened it, by keyboard: Export Code and Import on their first opening (their code still loading) and later ones, and the core\'s', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator);
  for (const [button, chunk, title, closes] of [
    ['Export Code', 'ExportDialog', 'Export Widget Code', ['Close dialog', 'Close']],
    ['Import', 'ImportDialog', 'Import Configuration', ['Close dialog', 'Cancel']],
  ] as const) {
    // The dialog's code is held back until its button is seen busy, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(new RegExp(`/${chunk}-[^/]*\\.js$`), async (route) => {
      await held;
      await route.continue();
    });
    const opener = page.getByRole('button', { name: button, exact: true });
    const dialog = page.getByRole('dialog', { name: title });
    await openByKeyboard(opener);
    await expect(opener).toHaveAttribute('data-loading', 'true');
    release();
    await expect(dialog).toBeVisible();
    await expectClosedBackTo(opener, dialog, 'Escape');
    await expectFocusBack(opener, dialog, ['Escape', ...closes]);
  }
  await expectCoreFocusBack(page);
  await context.close();
});

test("the preselected date's calendar, in both schemes: laid out, named, past days disabled, a day picked by keyboard reaches the preview and the code; axe clean", async ({ browser, configurator }) => {
  for (const scheme of ['light', 'dark'] as const) {
    const { context, page } = await openConfigurator(browser, configurator, scheme);
    await page.getByRole('tab', { name: 'Config' }).click();
    const field = page.getByRole('button', { name: 'Preselected date' });
    await field.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Preselected date' });
    await expect(calendar).toBeVisible();
    await settle(page);
    // Laid out as a calendar: without Mantine's dates sheet the app showed a 750 px wide popover with chevrons
    // 100 px tall over a bare table, and nothing but a look failed.
    const box = (await calendar.boundingBox())!;
    expect(box.width).toBeLessThan(360);
    const next = calendar.getByRole('button', { name: 'Next month' });
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.height).toBeLessThan(40);
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // An American owner's week (the browser's en-US) starts on Sunday.
    await expect(calendar.locator('thead th').first()).toHaveText('Su');
    expect((await runAxe(page, { include: ['[data-dates-dropdown]'] })).violations).toEqual([]);
    if (scheme === 'light') await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-date-picker.png` });

    // Keyboard: to next month, then the first day of the grid that can be picked, with Enter.
    await next.focus();
    await page.keyboard.press('Enter');
    const day = calendar.locator('td button:not([disabled]):not([data-outside])').first();
    const label = (await day.getAttribute('aria-label'))!;
    await day.focus();
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const picked = new Date(`${label} 12:00`);
    const iso = `${picked.getFullYear()}-${String(picked.getMonth() + 1).padStart(2, '0')}-${String(picked.getDate()).padStart(2, '0')}`;
    await expect(field).toHaveText(iso);
    // The preview opens on that day, and the code carries it.
    const weekday = picked.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    await expect(page.getByTestId('preview-widget').getByRole('heading', { name: weekday })).toBeVisible();
    expect(await exportViaClipboard(page)).toMatch(new RegExp(String.raw`preselectedDate\W+${iso}\W`));
    await context.close();
  }
});

test('a phone, a laptop zoomed to 200 %: the top bar wraps its actions whole; the export dialog shows its warning whole and never covers its code', async ({ browser, configurator }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
  const page = await context.newPage();
  await page.goto(configurator);
  await page.getByRole('radio', { name: 'Preview', exact: true }).evaluate((el) => (el as HTMLInputElement).click());
  const actions = ['Start over', 'Import', 'Export Code'].map((name) => page.getByRole('button', { name, exact: true }));
  for (const action of actions) {
    await expect(action).toBeVisible();
    // A squeezed Mantine button cuts its label: the label's text would be wider than its box.
    expect(await action.evaluate((el) => { const label = el.querySelector('.mantine-Button-label') ?? el; return label.scrollWidth <= label.clientWidth; })).toBe(true);
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-375-preview.png` });

  const dialog = page.getByRole('dialog', { name: 'Export Widget Code' });
  const warning = dialog.getByRole('status');
  const code = dialog.getByTestId('export-code-html');
  const copy = dialog.getByRole('button', { name: 'Copy Code' });
  const rect = (l: typeof code) => l.evaluate((el) => { const r = el.closest('.mantine-ScrollArea-root')?.getBoundingClientRect() ?? el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; });
  await page.getByRole('button', { name: 'Export Code', exact: true }).click();
  await expect(dialog).toBeVisible();
  await settle(page);
  // The warning was squeezed by the code beside it in the dialog's column and cut its last line.
  expect(await warning.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  await expect(copy).toBeInViewport({ ratio: 1 });
  expect((await rect(code)).height).toBeGreaterThan(100);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-375-export.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 1280×800 at 200 %: too short for the code to share the window, so the dialog scrolls; the buttons sit below
  // the code, not over it.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.getByRole('button', { name: 'Export Code', exact: true }).click();
  await expect(dialog).toBeVisible();
  await settle(page);
  expect(await warning.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const box = await rect(code);
  expect(box.height).toBeGreaterThan(100);
  await copy.scrollIntoViewIfNeeded();
  expect((await copy.boundingBox())!.y).toBeGreaterThanOrEqual((await rect(code)).bottom);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-640x400-export.png` });
  await context.close();
});

test('a notice (the settings an import dropped): readable in both schemes, its close button named, clear of the top bar', async ({ browser, configurator }) => {
  const snippet = `<div id="bookla-booking-widget"></div><script>(() => { window.BooklaWidgets.initBookingWidget(document.getElementById('bookla-booking-widget'), {"apiKey":"k","companyId":"c","serviceId":"s","theme":{"colors":{"background":"#12"}}}); })();</script>`;
  for (const scheme of ['light', 'dark'] as const) {
    const { context, page } = await openConfigurator(browser, configurator, scheme);
    await importText(page, snippet);
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'theme.colors.background' });
    await expect(notice).toBeVisible();
    await settle(page);
    // Mantine's dimmed grey under a title was 3.3:1 on white, its close button an unnamed icon.
    expect((await runAxe(page, { include: ['.mantine-Notifications-root'] })).violations, scheme).toEqual([]);
    // A warning stays until dismissed: it must not sit on the top bar's actions meanwhile.
    const [n, e] = [(await notice.boundingBox())!, (await page.getByRole('button', { name: 'Export Code' }).boundingBox())!];
    expect(n.y > e.y + e.height || n.y + n.height < e.y || n.x > e.x + e.width || n.x + n.width < e.x, 'the notice covers Export Code').toBe(true);
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toBeHidden();
    await context.close();
  }
});

test('a dark system setting: the app and its dialogs are dark, with no axe violations', async ({ browser, configurator }) => {
  const { context, page } = await openConfigurator(browser, configurator, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The blank page before the app renders is dark too (index.html's color-scheme), not a white flash.
  expect(await page.evaluate(() => document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'))).toBe('light dark');
  const audit = async () => {
    await settle(page);
    return (await runAxe(page, { exclude: [PREVIEW] })).violations;
  };
  expect(await audit()).toEqual([]);

  await page.getByRole('button', { name: 'Export Code' }).click();
  const exp = page.getByRole('dialog', { name: 'Export Widget Code' });
  await expect(exp.getByText('Warning: Demo Data is Being Used')).toBeVisible();
  expect(await audit()).toEqual([]);
  // The code keeps its light panel and dark text, whatever the scheme: its token colours are chosen for it.
  const code = exp.getByTestId('export-code-html');
  expect(await code.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(248, 249, 250)', 'rgb(56, 58, 66)']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-export-dark.png` });
  await page.keyboard.press('Escape');
  await expect(exp).toBeHidden();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const imp = page.getByRole('dialog', { name: 'Import Configuration' });
  await imp.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(imp.getByText('Please enter a script to import')).toBeVisible();
  expect(await audit()).toEqual([]);
  // Text in a field in error takes the error colour too: Mantine's red 8 on the dark field was 3:1.
  await imp.getByRole('textbox', { name: 'Widget script' }).fill('<script>alert(1)</script>');
  await imp.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(imp.getByText("Failed to parse the script. Please ensure it's a valid Bookla widget script.")).toBeVisible();
  expect(await audit()).toEqual([]);
  await context.close();
});

test('live state: an owner\'s own account (the sandbox\'s second company) replaces the demo in the preview and the code', async ({ browser, configurator, sandbox }) => {
  const live = sandbox.info.liveCompany;
  const { context, page } = await openConfigurator(browser, configurator);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const preview = page.getByTestId('preview');
  await expect(preview).toHaveAttribute('data-mode', 'demo');
  await expect(preview).toHaveAttribute('data-credentials', 'demo');
  await expect(page.getByText('Demo Mode. Connect the Bookla API to view live data')).toBeVisible();
  // Update on blur: each field applies when the owner leaves it; in between the preview says what is missing.
  const fields = [['API key', live.apiKey], ['Company ID', live.companyId], ['Service ID', live.serviceId]] as const;
  for (const [i, [label, value]] of fields.entries()) {
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel(label, { exact: true }).blur();
    if (i === fields.length - 1) break;
    // Some of the owner's credentials, the rest still the demo's: no company to show yet.
    await expect(preview).toHaveAttribute('data-credentials', 'partial');
    await expect(page.getByText('Almost there. Complete all fields to connect the Bookla API')).toBeVisible();
    await expect(page.getByText('Demo Mode. Connect the Bookla API to view live data')).toHaveCount(0);
    await expect(page.getByTestId('preview-skeleton')).toBeAttached();
  }
  await expect(preview).toHaveAttribute('data-mode', 'live');
  await expect(preview).toHaveAttribute('data-credentials', 'own');
  await expect(page.getByText(/^(Demo Mode|Almost there)\./)).toHaveCount(0);
  // The widget in the preview asks the owner's company: its own service's days with times (dots on the strip).
  const widget = page.getByTestId('preview-widget');
  await expect.poll(() => widget.evaluate((el) => el.shadowRoot?.querySelectorAll('.bk-dot[data-on="true"]').length ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(asked.some((u) => u.includes(`/companies/${live.companyId}/services/${live.serviceId}`))).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/configurator-web-live.png` });
  // The exported code carries the owner's credentials and the live API base, not the demo's, with no warning.
  await page.getByRole('button', { name: 'Export Code' }).click();
  const exp = page.getByRole('dialog', { name: 'Export Widget Code' });
  await expect(exp.getByRole('button', { name: 'Copy Code' })).toBeVisible();
  await expect(exp.getByText('Warning: Demo Data is Being Used')).toHaveCount(0);
  await exp.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(exp).toBeHidden();
  const code = await exportViaClipboard(page);
  expect(code).toContain(live.companyId);
  expect(code).toContain(live.apiKey);
  expect(code).toContain(sandbox.apiUrl);
  expect(code).not.toContain(sandbox.info.companyId);
  expect(pageErrors).toEqual([]);
  await context.close();
});

// Per type: where its own text and its override list are, and the account item the override names.
const CONTROLS = {
  booking: { label: 'Booking', textSection: 'Buttons', text: 'Book button', overrides: 'Service List', noun: 'service', item: 'Tennis court' },
  subscription: { label: 'Subscription', textSection: 'Subscriptions', text: 'Buy text', overrides: 'Subscriptions', noun: 'subscription', item: 'Monthly pass' },
  giftcard: { label: 'Gift Card', textSection: 'Gift Cards', text: 'Buy text', overrides: 'Gift Cards', noun: 'gift card', item: 'Gift card €50' },
} as const;

for (const type of ['booking', 'subscription', 'giftcard'] as const) {
  test(`${type}: settings made with the controls themselves (colour, text, guest mode, custom field, override) → export → a fresh configurator imports the code and each control shows its value`, async ({ browser, configurator }) => {
    const k = CONTROLS[type];
    const { context, page } = await openConfigurator(browser, configurator);
    // The widget type selector (a segmented control: its label takes the click, the radio sits under it).
    await page.locator('.mantine-SegmentedControl-label', { hasText: new RegExp(`^${k.label}$`) }).click();
    await expect(page.getByRole('radio', { name: k.label })).toBeChecked();
    const section = (name: string) => page.locator('.mantine-Accordion-item', { has: page.getByRole('button', { name, exact: true }) });
    const open = async (name: string) => {
      const control = page.getByRole('button', { name, exact: true });
      if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
      return section(name);
    };

    // Theme → Buttons: the primary button's background.
    await page.getByRole('tab', { name: 'Theme' }).click();
    const buttons = await open('Buttons');
    await setColour(page, buttons.getByRole('button', { name: /^Background: solid/ }), COLOUR);
    await page.keyboard.press('Escape');
    // Config: a text, guest mode off, a custom field, a service override with its title.
    await page.getByRole('tab', { name: 'Config' }).click();
    const guest = await open('Guest Mode');
    const guests = guest.getByRole('switch', { name: 'Guests allowed' });
    await expect(guests).toBeChecked();
    await guests.click({ force: true });
    await expect(guests).not.toBeChecked();
    const texts = await open(k.textSection);
    await texts.getByLabel(k.text, { exact: true }).fill('Reserve now');
    await texts.getByLabel(k.text, { exact: true }).blur();
    const form = await open('Form');
    await form.getByRole('button', { name: 'Add form field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Form Field' });
    await dialog.getByLabel('Label text').fill('Licence plate');
    await dialog.getByRole('button', { name: 'Save field' }).click();
    await expect(dialog).toBeHidden();
    const overrides = await open(k.overrides);
    await choose(page, overrides.getByRole('combobox', { name: `Add a ${k.noun} override` }), k.item);
    // The override's own Title (the section's texts have a 'Title' too), in the entry named after the item.
    const entry = overrides.locator('.mantine-Paper-root', { hasText: k.item });
    await entry.getByLabel('Title', { exact: true }).fill('Centre court');
    await entry.getByLabel('Title', { exact: true }).blur();

    const html = await exportViaClipboard(page);
    expect(html).toContain(COLOUR);
    expect(html).toContain('"guestEnabled": false');
    expect(html).toContain('Reserve now');
    expect(html).toContain('Licence plate');
    expect(html).toContain('Centre court');
    expect(html).toContain(`<div id="bookla-${type}-widget"></div>`);
    await context.close();

    // A fresh configurator imports that code: every control shows what the owner set.
    const second = await openConfigurator(browser, configurator);
    const p2 = second.page;
    await importText(p2, html);
    const open2 = async (name: string) => {
      const control = p2.getByRole('button', { name, exact: true });
      if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
      return p2.locator('.mantine-Accordion-item', { has: control });
    };
    await p2.getByRole('tab', { name: 'Theme' }).click();
    const buttons2 = await open2('Buttons');
    await buttons2.getByRole('button', { name: /^Background: solid/ }).click();
    await expect(p2.getByRole('textbox', { name: 'Colour 1' })).toHaveValue(COLOUR);
    await p2.keyboard.press('Escape');
    await p2.getByRole('tab', { name: 'Config' }).click();
    await expect((await open2('Guest Mode')).getByRole('switch', { name: 'Guests allowed' })).not.toBeChecked();
    await expect(p2.getByRole('radio', { name: k.label })).toBeChecked();
    await expect((await open2(k.textSection)).getByLabel(k.text, { exact: true })).toHaveValue('Reserve now');
    await expect((await open2('Form')).getByText('Licence plate')).toBeVisible();
    const entry2 = (await open2(k.overrides)).locator('.mantine-Paper-root', { hasText: k.item });
    await expect(entry2.getByLabel('Title', { exact: true })).toHaveValue('Centre court');
    // …and the same code comes out again.
    expect(await exportViaClipboard(p2)).toBe(html);
    await second.context.close();
  });
}
