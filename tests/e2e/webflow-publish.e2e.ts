import { createServer } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { serve } from '@bookla/dev/webflow-harness';
import { DEV_CLIENT, startFakeWebflow, type RunningFakeWebflow } from '@bookla/webflow-fake';
import { startService, type RunningService } from '@bookla/webflow-service';
import { test as base, expect } from '../support/fixtures';
import { enabledDays, guest, pickAvailableDay, popupClosed, pickSlot, pressMainButton, submitGuestForm } from '../support/driver';
import { SCREENSHOT_DIR, WIDGET_VERSION } from '../support/paths';
import { setColour } from '../support/mantine';
import { runAxe } from '../support/axe';
import { CHROMIUM_PARTITIONED_STORAGE } from '../playwright.config';

// The whole Webflow loop with our real host service (in-memory PGlite) and the fake Webflow: authorize in the
// popup, add two widgets to the canvas, publish, and book on the published page, whose only sources are the
// fake Webflow's CDN (the registered loader), our CDN (widget.js) and the API. Then Load from Canvas, and an
// expired session renewed without the owner noticing.

const TITLE = 'Court booked!';
const RULES = 'Bring indoor shoes; outdoor soles mark the court. Arrive ten minutes early to warm up, and leave the court on time for the next players. ';
const DESCRIPTION = `See you on {date} at {time}. We sent the details to {email}. House rules: ${RULES.repeat(6)}`.trim();
const PENDING = `We hold {date} at {time} for you and write to {email} once it is confirmed. ${RULES.repeat(6)}`.trim();

interface Loop {
  harnessUrl: string;
  fake: RunningFakeWebflow;
  service: RunningService;
  /** The service's log lines ('POST /token 200 12ms', …): what the extension asked of it. */
  serviceLog: string[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const test = base.extend<{ loop: Loop; sessionTtlHours: string }>({
  sessionTtlHours: ['8', { option: true }],
  loop: async ({ staticUrl, sandbox, sessionTtlHours }, use) => {
    // Webflow's consent is a page the owner reads and answers, taking their time: so is the fake's here.
    const fake = await startFakeWebflow({ consent: 'page' });
    const serviceLog: string[] = [];
    // The service's address goes into the harness, the extension's origin into the service's CORS list.
    const servicePort = await freePort();
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    const harness = await serve({ port: 0, extensionPort: 0, serviceUrl, cdnBase: staticUrl, demoApiUrl: sandbox.apiUrl, fakeWebflowUrl: fake.url });
    const service = await startService({
      env: {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        WEBFLOW_SERVICE_PORT: String(servicePort),
        PUBLIC_URL: serviceUrl,
        DATABASE_URL: 'memory://',
        WEBFLOW_CLIENT_ID: DEV_CLIENT.id,
        WEBFLOW_CLIENT_SECRET: DEV_CLIENT.secret,
        WEBFLOW_API_BASE: fake.url,
        WEBFLOW_AUTH_BASE: fake.url,
        EXTENSION_ORIGINS: new URL(harness.extensionUrl).origin,
        WIDGET_SCRIPT_URL: `${staticUrl}/${WIDGET_VERSION}/widget.js`,
        SESSION_SECRET: Buffer.alloc(32, 7).toString('base64'),
        STATE_SECRET: Buffer.alloc(32, 8).toString('base64'),
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
        SESSION_TTL_HOURS: sessionTtlHours,
      },
      log: (line: string) => serviceLog.push(line),
    });
    await use({ harnessUrl: `${harness.url}/`, fake, service, serviceLog });
    await harness.close();
    await service.close();
    await fake.close();
  },
});

// A fresh PGlite per test takes 5–50 s to start on a loaded 2-core machine.
test.describe.configure({ timeout: 300_000 });
// The panel is a cross-site iframe: its storage partitioned as in Chrome, not blocked (see the config).
test.use({ launchOptions: CHROMIUM_PARTITIONED_STORAGE });

const extension = async (page: Page): Promise<Frame> => {
  await expect(page.locator('#ext')).toHaveAttribute('src', /designer=/);
  return (await (await page.locator('#ext').elementHandle())!.contentFrame())!;
};
const notices = (page: Page) => page.locator('#notices li');
const blocks = (page: Page) => page.evaluate(() => window.__designer.tree().children[0]!.children.filter((c: { type: string }) => c.type === 'Block').map((c: { id: string }) => c.id));

/** The owner authorizes Bookla in the popup; the panel then offers Add to Canvas. */
async function authorize(page: Page, ext: Frame) {
  const opening = page.waitForEvent('popup');
  await ext.getByRole('button', { name: 'Authorize' }).click({ timeout: 60_000 });
  await (await opening).getByRole('button', { name: 'Authorize app' }).click({ timeout: 30_000 });
  await popupClosed(opening, 30_000);
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
}

/** The Designer's Publish button: the published page's address, once the harness shows it. */
async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const link = page.getByRole('link', { name: 'Open the published page' });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}


test('authorize, add a booking and a gift card widget, publish, and book on the published page', async ({ page, context, loop, sandbox, pageProblems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(loop.harnessUrl);
  const ext = await extension(page);
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible({ timeout: 60_000 });

  // First the owner cancels at Webflow's consent: our callback says so and stays open; closing it brings the
  // Authorize button back.
  const cancelling = page.waitForEvent('popup');
  await ext.getByRole('button', { name: 'Authorize' }).click();
  const cancelled = await cancelling;
  await cancelled.getByRole('button', { name: 'Cancel' }).click({ timeout: 30_000 });
  await expect(cancelled.getByRole('heading', { name: 'Authorization cancelled' })).toBeVisible();
  await expect(ext.getByRole('button', { name: 'Authorizing...' })).toBeDisabled();
  await cancelled.close();
  await expect(ext.getByRole('button', { name: 'Authorize' })).toBeEnabled({ timeout: 10_000 });
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toHaveCount(0);

  // The popup walks our service → Webflow's consent → our callback, which tells the extension and closes.
  const opening = page.waitForEvent('popup');
  await ext.getByRole('button', { name: 'Authorize' }).click();
  const popup = await opening;
  await expect(popup.getByRole('heading', { name: 'Authorize app' })).toBeVisible({ timeout: 30_000 });
  // The owner reads the consent page: the extension keeps waiting for the popup, and has not asked for its
  // session yet (our service's pages once cut the popup off from its opener, which then saw it closed at once).
  const exchanges = () => loop.serviceLog.filter((line) => line.startsWith('POST /token ')).length;
  const before = exchanges();
  await page.waitForTimeout(2_000);
  await expect(ext.getByRole('button', { name: 'Authorizing...' })).toBeDisabled();
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
  await popup.getByRole('button', { name: 'Authorize app' }).click();
  await popupClosed(Promise.resolve(popup), 30_000);
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
  expect(exchanges()).toBe(before + 1);

  // Style it: a background colour, and the success screen's texts, its description a long set of house rules
  // (the script is then far over Webflow's 2000 characters for an inline script).
  await ext.getByRole('tab', { name: 'Theme' }).click();
  await setColour(ext, ext.getByRole('button', { name: /^Background: solid/ }).first(), '#c2185b');
  await ext.getByRole('textbox', { name: 'Colour 1' }).press('Escape');
  await ext.getByRole('tab', { name: 'Config' }).click();
  await ext.getByRole('button', { name: 'Success Screen' }).click();
  const success = ext.getByRole('region', { name: 'Success Screen' });
  for (const [label, text] of [['Title', TITLE], ['Description', DESCRIPTION]] as const) {
    await success.getByRole('textbox', { name: label, exact: true }).fill(text);
    await success.getByRole('textbox', { name: label, exact: true }).press('Enter');
  }
  await ext.getByRole('button', { name: 'Pending Screen' }).click();
  const pending = ext.getByRole('region', { name: 'Pending Screen' }).getByRole('textbox', { name: 'Description', exact: true });
  await pending.fill(PENDING);
  await pending.press('Enter');

  const [first, second] = await blocks(page);
  await page.evaluate((id) => window.__designer.select(id), first!);
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1, { timeout: 30_000 });
  // Everything set was kept: no warning about dropped settings.
  await expect(notices(page).filter({ hasText: 'Warning:' })).toHaveCount(0);
  // The widget's placeholder element on the canvas, its DOM id set to the snippet's bookla-{id}.
  const placed = (await page.evaluate(() => window.__designer.tree())).children[0].children.find((c: { id: string }) => c.id === first);
  expect(placed.domId).toBe(`bookla-${first}`);
  expect(placed.children[0].children.map((c: { type: string; text: string }) => [c.type, c.text])).toEqual([['Heading', 'Publish to see Bookla Widget']]);

  await ext.getByRole('radiogroup', { name: 'Widget type' }).getByText('Gift Card', { exact: true }).click();
  await page.evaluate((id) => window.__designer.select(id), second!);
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(2, { timeout: 30_000 });

  // Webflow holds one registered loader and one entry on the page, carrying both widgets.
  const siteId = loop.fake.fake.world.sites[0]!.id;
  const pageId = loop.fake.fake.world.sites[0]!.pages[0]!.id;
  expect(loop.fake.fake.registered(siteId)).toHaveLength(1);
  const applied = loop.fake.fake.pageCode(pageId);
  expect(applied).toHaveLength(1);
  expect(Object.keys(applied[0]!.attributes!).sort()).toEqual(['data-bookla-src', 'data-bookla-w0', 'data-bookla-w1']);
  expect(Object.values(applied[0]!.attributes!).join("").length, JSON.stringify(applied[0]!.attributes)).toBeGreaterThan(2000);

  const publishedUrl = await publish(page);
  const link = page.getByRole('link', { name: 'Open the published page' });

  // The published page. The widgets were added with the demo credentials, so they name the demo API (the
  // sandbox here), as the standalone configurator's exported snippets do.
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (e) => errors.push(e.message));
  const sources: string[] = [];
  const scripts: string[] = [];
  visitor.on('request', (r) => {
    sources.push(new URL(r.url()).origin);
    if (/\.js$/.test(new URL(r.url()).pathname)) scripts.push(new URL(r.url()).pathname);
  });
  await visitor.setViewportSize({ width: 900, height: 1000 });
  await visitor.goto(publishedUrl);
  const booking = visitor.locator(`#bookla-${first}`);
  const giftcard = visitor.locator(`#bookla-${second}`);
  await expect(giftcard.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await pickAvailableDay(booking);
  await pickSlot(booking);
  await pressMainButton(booking);
  // The widget starts from what was published: the colour, then the texts on its success screen.
  await expect.poll(() => booking.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.bk-root')!).backgroundColor)).toBe('rgb(194, 24, 91)');
  await submitGuestForm(booking, guest('webflow'));
  await expect(booking.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 15_000 });
  await expect(booking.getByText('Bring indoor shoes', { exact: false }).first()).toBeVisible();
  await visitor.waitForTimeout(400);
  await visitor.screenshot({ path: `${SCREENSHOT_DIR}/webflow-published-page.png`, fullPage: true });
  // Nothing on the published page comes from our host service.
  expect(new Set(sources)).not.toContain(loop.service.url);
  // The loader preloads each widget type's first-paint code beside widget.js, once each.
  expect(await visitor.locator('link[rel=modulepreload]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname.split('/').pop()))).toEqual(['booking.js', 'gift-card.js']);
  expect(scripts.filter((p) => /\/chunks\/(booking|gift-card)\.js$/.test(p))).toHaveLength(2);
  // …and opens the connection to the API (the sandbox here, another origin) once, anonymously (since loader 1.2.0).
  expect(await visitor.locator('link[rel=preconnect]').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('href')} ${(l as HTMLLinkElement).crossOrigin}`))).toEqual([
    `${new URL(sandbox.apiUrl).origin} anonymous`,
  ]);
  expect(errors).toEqual([]);

  // A new extension session (the Designer reopened: the iframe's memory is gone, the site still authorized):
  // Load from Canvas brings every setting back into the controls.
  await page.reload();
  const again = await extension(page);
  await expect(again.getByRole('button', { name: 'Load from Canvas' })).toBeVisible({ timeout: 60_000 });
  await page.evaluate((id) => window.__designer.select(id), first!);
  await again.getByRole('button', { name: 'Load from Canvas' }).click();
  await expect(notices(page).last()).toHaveText('Success: Configuration imported successfully!');
  await expect(again.getByRole('radio', { name: 'Booking' })).toBeChecked();
  await again.getByRole('tab', { name: 'Theme' }).click();
  await again.getByRole('button', { name: /^Background: solid/ }).first().click();
  await expect(again.getByRole('textbox', { name: 'Colour 1' })).toHaveValue('#c2185b');
  await again.getByRole('textbox', { name: 'Colour 1' }).press('Escape');
  await again.getByRole('tab', { name: 'Config' }).click();
  await again.getByRole('button', { name: 'Success Screen' }).click();
  await expect(again.getByRole('region', { name: 'Success Screen' }).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(TITLE);
  await expect(again.getByRole('region', { name: 'Success Screen' }).getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(DESCRIPTION);
  await again.getByRole('button', { name: 'Pending Screen' }).click();
  await expect(again.getByRole('region', { name: 'Pending Screen' }).getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(PENDING);

  // Re-adding to the same element replaces its widget: still one loader, one page entry, two widgets.
  await again.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1, { timeout: 30_000 });
  expect(loop.fake.fake.registered(siteId)).toHaveLength(1);
  expect(loop.fake.fake.pageCode(pageId)).toHaveLength(1);
  expect(Object.keys(loop.fake.fake.pageCode(pageId)[0]!.attributes!).filter((k) => k.startsWith('data-bookla-w'))).toHaveLength(2);

  // The owner deletes the gift card's element on the canvas (Webflow tells no extension) and publishes again.
  // The page's entry still lists that widget; its visitors download nothing for it, and see no console error.
  await page.evaluate((id) => window.__designer.remove(id), second!);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(link).toHaveAttribute('href', publishedUrl);
  // Publishing takes its time (the site's pages are written again): the page is read once it is.
  await expect.poll(async () => (await fetch(publishedUrl)).text(), { timeout: 20_000 }).not.toContain(`bookla-${second}"`);
  const later = await context.newPage();
  const laterScripts: string[] = [];
  const consoleLines: string[] = [];
  later.on('request', (r) => laterScripts.push(new URL(r.url()).pathname));
  later.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  later.on('pageerror', (e) => errors.push(e.message));
  await later.goto(publishedUrl);
  await expect(enabledDays(later.locator(`#bookla-${first}`)).first()).toBeVisible({ timeout: 30_000 });
  expect(await later.locator('link[rel=modulepreload]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname.split('/').pop()))).toEqual(['booking.js']);
  expect(laterScripts.filter((p) => p.endsWith('/gift-card.js'))).toEqual([]);
  expect(consoleLines.filter((l) => l.startsWith('error'))).toEqual([]);
  expect(consoleLines).toContain(`warning: Bookla: no element with id "bookla-${second}" on this page: its widget is skipped`);

  // Remove from Canvas with the booking's placeholder heading selected (what a click on the canvas selects): asked
  // first (Cancel by default, no axe violation), then the widget of the element around it leaves the page's code
  // and the canvas; the element stays, without its placeholder and DOM id.
  const heading = (await page.evaluate(() => window.__designer.tree())).children[0].children.find((c: { id: string }) => c.id === first).children[0].children[0];
  expect(heading.text).toBe('Publish to see Bookla Widget');
  await page.evaluate((id) => window.__designer.select(id), heading.id);
  await again.getByRole('button', { name: 'Remove from Canvas' }).click();
  const confirm = again.getByRole('dialog', { name: 'Remove the widget?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await later.waitForTimeout(300); // the dialog's fade-in: contrast is measured on what the owner reads
  expect((await runAxe(again, { include: ['[role="dialog"]'] })).violations).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/webflow-remove-confirm.png` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla widget removed from the canvas.' })).toHaveCount(1, { timeout: 30_000 });
  await expect(notices(page).filter({ hasText: 'Publish the site to take the widget off the published page.' })).toHaveCount(1);
  const kept = (await page.evaluate(() => window.__designer.tree())).children[0].children.find((c: { id: string }) => c.id === first);
  expect(kept.domId).toBe('');
  expect(kept.children).toEqual([]);
  const remaining = loop.fake.fake.pageCode(pageId).flatMap((e) => Object.keys(e.attributes ?? {}).filter((k) => k.startsWith('data-bookla-w')).map((k) => JSON.parse(e.attributes![k]!).e));
  expect(remaining).toEqual([second]);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(async () => (await fetch(publishedUrl)).text(), { timeout: 20_000 }).not.toContain(`bookla-${first}"`);
  const last = await context.newPage();
  const lastScripts: string[] = [];
  last.on('request', (r) => lastScripts.push(new URL(r.url()).pathname));
  last.on('pageerror', (e) => errors.push(e.message));
  await last.goto(publishedUrl);
  await last.waitForLoadState('load');
  // Nothing of Bookla's is fetched: the one widget left listed has no element either.
  expect(lastScripts.filter((p) => p.endsWith('.js') && !p.includes('bookla_loader'))).toEqual([]);
  await expect(last.locator(`#bookla-${first}`)).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(pageProblems.pageErrors).toEqual([]);
});

test("the owner removes the app from the site: the next change sends the panel to Authorize with the reason; authorizing again works; Sign out ends that session at the service", async ({ page, loop, pageProblems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(loop.harnessUrl);
  const ext = await extension(page);
  const add = async (id: string, count: number) => {
    await page.evaluate((i) => window.__designer.select(i), id);
    await ext.getByRole('button', { name: 'Add to Canvas' }).click();
    await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(count, { timeout: 30_000 });
  };
  await authorize(page, ext);
  const [first, second] = await blocks(page);
  await add(first!, 1);

  // In Webflow's site settings the owner removes the app (the harness's button stands for them).
  await page.getByRole('button', { name: 'Remove app from site' }).click();
  await expect(page.getByRole('status')).toHaveText('Removed: the app has no access to this site now.');
  const exchanges = () => loop.serviceLog.filter((line) => line.startsWith('POST /token ')).length;
  const before = exchanges();
  await page.evaluate((i) => window.__designer.select(i), second!);
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).last()).toHaveText('Warning: Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.', { timeout: 30_000 });
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible();
  expect(loop.serviceLog.filter((line) => / \/sites\/[^/]+\/register_bookla 401 /.test(line))).toHaveLength(1);
  // The service ended the site's access: no renewal was asked for, and nothing of the refused add was kept.
  expect(exchanges()).toBe(before);
  expect(loop.serviceLog.some((line) => /^site access ended: \w+ \(Webflow answered 403\)/.test(line))).toBe(true);
  const placed = (await page.evaluate(() => window.__designer.tree())).children[0].children.find((c: { id: string }) => c.id === second);
  expect(placed.domId).toBeFalsy();

  // Authorizing again: a new grant, and the add goes through.
  await authorize(page, ext);
  await add(second!, 2);

  // Sign out: the session the panel held is refused by the service from then on.
  const stored = JSON.parse((await ext.evaluate(() => localStorage.getItem('bookla-webflow-session')))!) as { sessionToken: string };
  const siteId = loop.fake.fake.world.sites[0]!.id;
  const withStored = () => fetch(`${loop.service.url}/sites/${siteId}/register_bookla/${first}`, { headers: { authorization: `Bearer ${stored.sessionToken}` } });
  expect((await withStored()).status).toBe(200);
  await ext.getByRole('button', { name: /^Account: / }).click();
  await ext.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(notices(page).last()).toHaveText('Success: Signed out of Bookla.');
  await expect(ext.getByRole('button', { name: 'Authorize' })).toBeFocused();
  const refused = await withStored();
  expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([401, 'session_ended']);
  expect(pageProblems.pageErrors).toEqual([]);
});

test.describe('a session that runs out', () => {
  // Sessions of three seconds: the owner works on past one without being asked to authorize again.
  test.use({ sessionTtlHours: String(3 / 3600) });

  test('is renewed from a fresh ID token: the owner stays signed in and the add goes through', async ({ page, loop }) => {
    await page.goto(loop.harnessUrl);
    const ext = await extension(page);
    await authorize(page, ext);
    const resolves = () => loop.fake.fake.log.filter((r) => r.path === '/beta/token/resolve' && r.status === 200).length;
    const before = resolves();
    await page.waitForTimeout(3_500);
    const [first] = await blocks(page);
    await page.evaluate((id) => window.__designer.select(id), first!);
    await ext.getByRole('button', { name: 'Add to Canvas' }).click();
    await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1, { timeout: 30_000 });
    expect(resolves()).toBeGreaterThan(before);
    await expect(ext.getByText('Bookla needs access to this website.')).toHaveCount(0);
  });
});

// Popup and floating widgets through the same loop: the owner's own button opens a booking popup, and a launcher
// the loader draws opens a gift card; both are published through the one loader entry and booked from the
// published page, then read back and taken off the canvas, the owner's button kept.
test('a popup on the owner\u2019s button and a floating launcher: added, published, booked from the published page, loaded and removed', async ({ page, context, loop, pageProblems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(loop.harnessUrl);
  const ext = await extension(page);
  await authorize(page, ext);

  await ext.getByRole('tab', { name: 'Config' }).click();
  await ext.getByRole('button', { name: 'Success Screen' }).click();
  const title = ext.getByRole('region', { name: 'Success Screen' }).getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(TITLE);
  await title.press('Enter');
  const siteId = loop.fake.fake.world.sites[0]!.id;
  const pageId = loop.fake.fake.world.sites[0]!.pages[0]!.id;
  await expect.poll(() => ext.evaluate((key) => localStorage.getItem(key), `bookla.webflow.draft.${siteId}.booking`)).toContain(TITLE);
  // The modes as the owner chooses them, in the panel's Embed tab.
  const chooseMode = async (name: string) => {
    await ext.getByRole('tab', { name: 'Embed' }).click();
    await ext.getByRole('radiogroup', { name: 'How the page shows the widget' }).getByText(name, { exact: true }).click();
    await expect(ext.getByRole('radio', { name })).toBeChecked();
  };
  await chooseMode('Popup');

  // The owner's "Book a court" button, placed in the page's section from Webflow's Add panel.
  const section = (await page.evaluate(() => window.__designer.tree())).children[0].id as string;
  const button = await page.evaluate((id) => window.__designer.add(id, 'Link', 'Book a court'), section);

  // Popup: with the button selected, it becomes the opener of a host added at the end of the page.
  await page.evaluate((id) => window.__designer.select(id), button);
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla popup added: the selected button or link opens it.' })).toHaveCount(1, { timeout: 30_000 });
  await expect(notices(page).filter({ hasText: 'Warning:' })).toHaveCount(0);
  const tree = () => page.evaluate(() => window.__designer.tree());
  const hostsOf = (t: { children: { attributes: Record<string, string>; id: string }[] }) => t.children.filter((c) => 'data-bookla-host' in c.attributes).map((c) => c.id);
  const [popupHost] = hostsOf(await tree());
  const ownButton = async () => (await tree()).children[0].children.find((c: { id: string }) => c.id === button);
  expect(await ownButton()).toMatchObject({ type: 'Link', text: 'Book a court', attributes: { 'data-bookla-open': `bookla-${popupHost}` } });

  // Floating: nothing selected, the gift card's launcher host goes to the page.
  await page.evaluate(() => window.__designer.select(null));
  await ext.getByRole('radiogroup', { name: 'Widget type' }).getByText('Gift Card', { exact: true }).click();
  await chooseMode('Floating button');
  const launcherFields = ext.getByRole('region', { name: 'Launcher button' });
  for (const [label, value] of [['Text', 'Gift a session'], ['Background', '#0f766e'], ['Side offset', '16px'], ['Bottom offset', '32px']]) {
    const field = launcherFields.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.press('Tab');
    await expect(field).toHaveValue(value);
  }
  await launcherFields.getByRole('radiogroup', { name: 'Side' }).getByText('Left', { exact: true }).click();
  await expect(launcherFields.getByRole('radio', { name: 'Left' })).toBeChecked();
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla launcher added to the page.' })).toHaveCount(1, { timeout: 30_000 });
  const launcherHost = hostsOf(await tree()).find((id) => id !== popupHost)!;
  expect(launcherHost).toBeTruthy();

  // One registered loader, one entry on the page carrying both, each with its mode.
  expect(loop.fake.fake.registered(siteId)).toHaveLength(1);
  const applied = loop.fake.fake.pageCode(pageId);
  expect(applied).toHaveLength(1);
  const listed = Object.entries(applied[0]!.attributes!).filter(([k]) => k.startsWith('data-bookla-w')).map(([, v]) => JSON.parse(v) as { e: string; c: { embed?: { mode?: string } } });
  expect(listed.map((w) => [w.e, w.c.embed?.mode]).sort()).toEqual([[launcherHost, 'floating'], [popupHost, 'popup']].sort());

  const publishedUrl = await publish(page);
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (e) => errors.push(e.message));
  await visitor.setViewportSize({ width: 900, height: 1000 });
  await visitor.goto(publishedUrl);
  // Only the popup chunk (the dialogs and the launcher) is preloaded: the widgets' code waits until it is wanted.
  await visitor.waitForLoadState('load');
  expect(await visitor.locator('link[rel=modulepreload]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname.split('/').pop()))).toEqual(['popup.js']);

  // The owner's button opens the booking popup; the visitor books in it, closes it, and is back on the button.
  const opener = visitor.getByRole('link', { name: 'Book a court' });
  await opener.click();
  const popup = visitor.locator(`#bookla-${popupHost}`).getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await pickAvailableDay(popup);
  await pickSlot(popup);
  await pressMainButton(popup);
  await submitGuestForm(popup, guest('webflow-popup'));
  await expect(popup.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 15_000 });
  await visitor.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();

  // The launcher, drawn by the loader in the gift card's host, opens the gift card.
  const launcher = visitor.locator(`#bookla-${launcherHost}`).getByRole('button', { name: 'Gift a session' });
  await expect(launcher).toBeVisible({ timeout: 30_000 });
  await launcher.click();
  const giftDialog = visitor.locator(`#bookla-${launcherHost}`).getByRole('dialog');
  await expect(giftDialog.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await visitor.screenshot({ path: `${SCREENSHOT_DIR}/webflow-published-launcher.png` });
  await visitor.keyboard.press('Escape');
  await expect(giftDialog).toBeHidden();
  expect(errors).toEqual([]);

  // Load from Canvas with the button selected brings the popup's settings back, its mode included (the panel's
  // draft is what it shows).
  await page.evaluate((id) => window.__designer.select(id), button);
  await ext.getByRole('button', { name: 'Load from Canvas' }).click();
  await expect(notices(page).last()).toHaveText('Success: Configuration imported successfully!');
  await expect(ext.getByRole('radio', { name: 'Booking' })).toBeChecked();
  await expect
    .poll(() => ext.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { config?: { embed?: { mode?: string } } }).config?.embed?.mode, `bookla.webflow.draft.${siteId}.booking`))
    .toBe('popup');

  // Remove from Canvas with the button selected: the popup's host goes, the button stays without the attribute.
  await ext.getByRole('button', { name: 'Remove from Canvas' }).click();
  await ext.getByRole('dialog', { name: 'Remove the widget?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla widget removed from the canvas.' })).toHaveCount(1, { timeout: 30_000 });
  expect(await ownButton()).toMatchObject({ type: 'Link', text: 'Book a court', attributes: {} });
  // …and the launcher, its host selected.
  await page.evaluate((id) => window.__designer.select(id), launcherHost);
  await ext.getByRole('button', { name: 'Remove from Canvas' }).click();
  await ext.getByRole('dialog', { name: 'Remove the widget?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla widget removed from the canvas.' })).toHaveCount(2, { timeout: 30_000 });
  expect(hostsOf(await tree())).toEqual([]);
  expect(loop.fake.fake.pageCode(pageId)).toEqual([]);
  expect(pageProblems.pageErrors).toEqual([]);
});
