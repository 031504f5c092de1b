import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { parseSnippet } from '@bookla/runtime/config';
import { serve } from '@bookla/dev/webflow-harness';
import { DEFAULT_WORLD } from '@bookla/webflow-fake';
import { test as base, expect } from '../support/fixtures';
import { expectPanesScroll, pickAvailableDay, popupClosed } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';
import { contrast } from '../support/contrast';
import { PREVIEW, runAxe } from '../support/axe';
import { CHROMIUM_PARTITIONED_STORAGE } from '../playwright.config';
import { expectClosedBackTo, expectCoreFocusBack, expectFocusBack, openByKeyboard } from '../support/focus-return';

// The Webflow extension in the fake Designer, as an owner meets it: the extension's page on its own origin in
// an iframe of the Designer's, the `webflow` global answered by the harness over postMessage. The host
// service here is a stand-in speaking the service's calls (token exchange, authorize popup, register, read and
// remove an element's script) with CORS for the extension's origin only, so these specs check the extension's side
// of the contract; the service has its own tests.

interface StandIn {
  url: string;
  authorized: boolean;
  /** The owner removed the app from the site: every call with a session answers 'reauthorize', as the service does. */
  revoked: boolean;
  tokenCalls: number;
  /** The sessions handed out and not ended. */
  sessions: Set<string>;
  /** The sessions ended by a sign-out. */
  signedOut: string[];
  scripts: Map<string, { sourceCode: string; pageId: string; siteId: string }>;
  close(): Promise<void>;
}

const b64url = (s: string) => Buffer.from(s).toString('base64url');
/** A session token as the service signs one: its payload names the owner; `n` makes each session its own. */
const session = (n: number) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ user: { firstName: 'Ada', email: 'ada@example.com' }, jti: `s${n}` }))}.sig`;
const REAUTHORIZE = 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.';

async function startStandIn(extensionOrigin: () => string): Promise<StandIn> {
  const state: Omit<StandIn, 'url' | 'close'> = { authorized: false, revoked: false, tokenCalls: 0, sessions: new Set(), signedOut: [], scripts: new Map() };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const cors = { 'Access-Control-Allow-Origin': extensionOrigin(), 'Access-Control-Allow-Headers': 'authorization, content-type', 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE' };
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return void (res.writeHead(204, cors), res.end());
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method === 'GET' && url.pathname === '/authorize') {
      state.authorized = true;
      state.revoked = false;
      // The service's page after Webflow's consent: tell the extension (its exact origin) and close.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end(`<!doctype html><title>Authorized</title><p>Bookla is authorized.</p><script>window.opener&&window.opener.postMessage('authComplete', ${JSON.stringify(extensionOrigin())});setTimeout(()=>window.close(),300)</script>`);
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      state.tokenCalls++;
      if (!state.authorized || state.revoked) return json(401, { error: { code: 'not_installed', message: 'site not authorized' } });
      const token = session(state.tokenCalls);
      state.sessions.add(token);
      return json(200, { sessionToken: token, exp: Date.now() + 3_600_000 });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (req.method === 'DELETE' && url.pathname === '/token') {
      if (state.sessions.delete(bearer)) state.signedOut.push(bearer);
      return void (res.writeHead(204, cors), res.end());
    }
    if (!state.sessions.has(bearer)) return json(401, { error: { code: 'session_ended', message: 'no session' } });
    if (state.revoked) {
      state.sessions.clear();
      return json(401, { error: { code: 'reauthorize', message: REAUTHORIZE } });
    }
    const register = /^\/sites\/([^/]+)\/register_bookla(?:\/([^/]+))?$/.exec(url.pathname);
    if (register && req.method === 'POST' && !register[2]) {
      const b = JSON.parse(body) as { sourceCode: string; pageId: string; elementId: string };
      state.scripts.set(b.elementId, { sourceCode: b.sourceCode, pageId: b.pageId, siteId: decodeURIComponent(register[1]!) });
      return json(200, { ok: true });
    }
    const listed = /^\/sites\/([^/]+)\/pages\/([^/]+)\/widgets$/.exec(url.pathname);
    if (listed && req.method === 'GET') {
      const pageId = decodeURIComponent(listed[2]!);
      return json(200, { widgets: [...state.scripts].filter(([, s]) => s.pageId === pageId).map(([elementId]) => ({ elementId })) });
    }
    if (register && req.method === 'DELETE' && register[2]) {
      return state.scripts.delete(decodeURIComponent(register[2])) ? json(200, { ok: true }) : json(404, { error: { message: 'not found' } });
    }
    if (register && req.method === 'GET' && register[2]) {
      const s = state.scripts.get(decodeURIComponent(register[2]));
      return s ? json(200, { script: s.sourceCode }) : json(404, { error: { message: 'not found' } });
    }
    json(404, { error: { message: 'no route' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, { url, close: () => new Promise<void>((r) => {
        server.close(() => r());
        // The browser keeps connections alive: close them, or close() waits for them.
        server.closeAllConnections();
      }) }) as StandIn;
}

const test = base.extend<{ harness: { url: string; service: StandIn } }>({
  harness: async ({ staticUrl, sandbox }, use) => {
    let origin = '';
    const service = await startStandIn(() => origin);
    const server = await serve({ port: 0, extensionPort: 0, serviceUrl: service.url, cdnBase: staticUrl, demoApiUrl: sandbox.apiUrl });
    origin = new URL(server.extensionUrl).origin;
    await use({ url: `${server.url}/`, service });
    await server.close();
    await service.close();
  },
});

test.describe.configure({ timeout: 120_000 });
// The panel is a cross-site iframe: its storage partitioned as in Chrome, not blocked (see the config).
test.use({ launchOptions: CHROMIUM_PARTITIONED_STORAGE });

const extension = async (page: Page): Promise<Frame> => {
  await expect(page.locator('#ext')).toHaveAttribute('src', /designer=/);
  const handle = await page.locator('#ext').elementHandle();
  return (await handle!.contentFrame())!;
};
const notices = (page: Page) => page.locator('#notices li');
/** Axe on the panel; the preview is the widget's own, tested with the widgets. */
const panelViolations = async (ext: Frame): Promise<string[]> => (await runAxe(ext, { exclude: [PREVIEW] })).violations;
const firstBlock = (page: Page) => page.evaluate(() => window.__designer.tree().children[0]!.children.find((c: { type: string }) => c.type === 'Block')!.id);


test('authorize in the popup, add a styled booking widget to the canvas, load it back', async ({ page, harness, pageProblems }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(harness.url);
  const ext = await extension(page);
  // A site that has not authorized Bookla: the Authorization view, no error.
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible({ timeout: 30_000 });
  await expect(notices(page)).toHaveCount(0);
  // The Designer's default appearance is dark, and so is the panel from its first view.
  await expect(ext.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The Authorization view is the panel's whole page, in either appearance: no axe violations (it had no main
  // landmark, so its logo and heading sat outside every landmark).
  expect(await panelViolations(ext)).toEqual([]);
  await page.evaluate(() => window.__designer.setTheme('light'));
  await expect(ext.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.waitForTimeout(500);
  expect(await panelViolations(ext)).toEqual([]);
  await page.evaluate(() => window.__designer.setTheme('darkDefault'));
  await expect(ext.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  const popup = page.waitForEvent('popup');
  await ext.getByRole('button', { name: 'Authorize' }).click();
  await popupClosed(popup, 15_000);
  // 'authComplete' (or the closed popup) runs the exchange again: the main view in the 920×700 panel.
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#ext')).toHaveCSS('width', '920px');
  await expect(page.locator('#ext')).toHaveCSS('height', '700px');

  // Nothing selected: the spec's warning, nothing registered.
  await page.evaluate(() => window.__designer.select(null));
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).last()).toHaveText('Warning: Please select an element on the canvas to add the script to.');
  expect(harness.service.scripts.size).toBe(0);

  const id = await firstBlock(page);
  await page.evaluate((i) => window.__designer.select(i), id);
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1);
  const tree = await page.evaluate(() => window.__designer.tree());
  const block = tree.children[0].children.find((c: { id: string }) => c.id === id);
  expect(block.domId).toBe(`bookla-${id}`);
  expect(block.children).toHaveLength(1);
  expect(block.children[0].children.map((c: { type: string; text: string }) => [c.type, c.text])).toEqual([['Heading', 'Publish to see Bookla Widget']]);
  const stored = harness.service.scripts.get(id)!;
  expect(stored.pageId).toBe(DEFAULT_WORLD.sites[0]!.pages[0]!.id);
  const parsed = parseSnippet(stored.sourceCode);
  expect(parsed.ok && parsed.type).toBe('booking');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/webflow-harness-added.png` });
  // The panel is the extension's whole page: the demo booking widget scrolls in the preview pane, not the panel.
  await expect(ext.getByTestId('preview-widget').getByText('Select Time')).toBeVisible({ timeout: 15_000 });
  // A later day than today, whose slots run out in the service's evening: a whole day is taller than the pane.
  await pickAvailableDay(ext.getByTestId('preview-widget'));
  await expect(ext.getByTestId('preview-widget').locator('.bk-slot').nth(11)).toBeVisible({ timeout: 15_000 });
  await expectPanesScroll(ext, 'Add to Canvas');

  await ext.getByRole('button', { name: 'Load from Canvas' }).click();
  await expect(notices(page).last()).toHaveText('Success: Configuration imported successfully!');

  // The 920×700 panel has no axe violations, in the Designer's dark appearance and, switched live, its light one.
  expect(await panelViolations(ext)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/webflow-harness-panel.png` });
  await page.evaluate(() => window.__designer.setTheme('light'));
  await expect(ext.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Axe reads colours mid-transition (the segmented controls ease theirs over 0.2 s) as too faint.
  await page.waitForTimeout(500);
  expect(await panelViolations(ext)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/webflow-harness-panel-light.png` });
  await page.evaluate(() => window.__designer.setTheme('darkBrighter'));
  await expect(ext.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(pageProblems.pageErrors).toEqual([]);
});

test("an 'authComplete' from another origin is ignored; the owner closing the popup re-checks", async ({ page, harness }) => {
  await page.goto(harness.url);
  const ext = await extension(page);
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible({ timeout: 30_000 });
  const popup = page.waitForEvent('popup');
  // The popup is opened; before it reports, the Designer page (another origin) posts 'authComplete'.
  harness.service.authorized = false;
  const before = harness.service.tokenCalls;
  await page.context().route('**/authorize**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Consent</title><p>Waiting</p>' }));
  await ext.getByRole('button', { name: 'Authorize' }).click();
  const opened = await popup;
  await page.evaluate(() => (document.getElementById('ext') as HTMLIFrameElement).contentWindow!.postMessage('authComplete', '*'));
  await page.waitForTimeout(1_500);
  expect(harness.service.tokenCalls).toBe(before);
  await expect(ext.getByRole('button', { name: 'Authorizing...' })).toBeVisible();
  // The owner closes the popup: the exchange runs again (still unauthorized: back to Authorize).
  await opened.close();
  await expect.poll(() => harness.service.tokenCalls, { timeout: 10_000 }).toBe(before + 1);
  await expect(ext.getByRole('button', { name: 'Authorize' })).toBeEnabled();
});

test('Sign out from the account button ends the session on the service; a site whose authorization ended goes to Authorize with the reason, no renewal', async ({ page, harness, pageProblems }) => {
  harness.service.authorized = true;
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(harness.url);
  const ext = await extension(page);
  const account = ext.getByRole('button', { name: 'Account: Ada' });
  await expect(account).toBeVisible({ timeout: 30_000 });
  const [signedIn] = [...harness.service.sessions];
  // By keyboard: the dialog takes the focus, Escape closes it and gives the focus back.
  await account.focus();
  await page.keyboard.press('Enter');
  const dialog = ext.getByRole('dialog', { name: 'Account: Ada' });
  await expect(dialog.getByText('Signed in as ada@example.com')).toBeVisible();
  const signOut = dialog.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeFocused();
  expect(await panelViolations(ext)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/webflow-harness-account.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(account).toBeFocused();
  expect(harness.service.signedOut).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notices(page).last()).toHaveText('Success: Signed out of Bookla.');
  await expect(ext.getByRole('button', { name: 'Authorize' })).toBeFocused();
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible();
  expect(harness.service.signedOut).toEqual([signedIn]);
  // The next panel does not find the session it forgot.
  expect(await ext.evaluate(() => localStorage.getItem('bookla-webflow-session'))).toBeNull();

  const popup = page.waitForEvent('popup');
  await ext.getByRole('button', { name: 'Authorize' }).click();
  await popupClosed(popup, 15_000);
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });

  // The owner removed the app from the site: the service answers 'reauthorize' to the add.
  harness.service.revoked = true;
  const exchanges = harness.service.tokenCalls;
  await page.evaluate((i) => window.__designer.select(i), await firstBlock(page));
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).last()).toHaveText(`Warning: ${REAUTHORIZE}`);
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible();
  await expect(ext.getByRole('button', { name: 'Authorize' })).toBeFocused();
  // No renewal was tried: none could help.
  expect(harness.service.tokenCalls).toBe(exchanges);
  expect(harness.service.scripts.size).toBe(0);
  expect(await panelViolations(ext)).toEqual([]);
  expect(pageProblems.pageErrors).toEqual([]);
});

test('the settings being edited come back when the panel opens again, for this site only; Start over clears them', async ({ page, harness }) => {
  harness.service.authorized = true;
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(harness.url);
  let ext = await extension(page);
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
  const successTitle = async (frame: Frame) => {
    await frame.getByRole('tab', { name: 'Config' }).click();
    const section = frame.getByRole('button', { name: 'Success Screen' });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    return frame.getByRole('region', { name: 'Success Screen' }).getByRole('textbox', { name: 'Title', exact: true });
  };
  await (await successTitle(ext)).fill('See you on court');
  // The Designer reloaded (or the panel closed and opened): nothing was added to the canvas, nothing is lost.
  await page.reload();
  ext = await extension(page);
  await expect(await successTitle(ext)).toHaveValue('See you on court');
  // Drafts are kept per site (the extension's origin is the same for all of an owner's sites).
  const keys = await ext.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bookla.webflow.draft.')));
  expect(keys).toEqual([`bookla.webflow.draft.${DEFAULT_WORLD.sites[0]!.id}.booking`]);

  await ext.getByRole('button', { name: 'Start over' }).click();
  await ext.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
  await expect(notices(page).last()).toHaveText('Info: All settings are back to their defaults.');
  await expect(await successTitle(ext)).toHaveValue('Booking Confirmed');
  await page.reload();
  ext = await extension(page);
  await expect(await successTitle(ext)).toHaveValue('Booking Confirmed');
});

test("every dialog and popover gives the focus back to what opened it, by keyboard: Remove from Canvas's confirmation on its first opening (the widget still being looked up) and later ones, after Remove once done, and the core's", async ({ page, harness }) => {
  harness.service.authorized = true;
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(harness.url);
  const ext = await extension(page);
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
  const id = await firstBlock(page);
  await page.evaluate((i) => window.__designer.select(i), id);
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1);

  // The page's widgets are read before the confirmation opens: held until the button is seen busy.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.context().route(/\/pages\/[^/]+\/widgets$/, async (route) => {
    await held;
    await route.continue();
  });
  const remove = ext.getByRole('button', { name: 'Remove from Canvas' });
  const confirm = ext.getByRole('dialog', { name: 'Remove the widget?' });
  await openByKeyboard(remove);
  await expect(ext.getByRole('button', { name: 'Removing from canvas...' })).toBeVisible();
  release();
  await expect(confirm).toBeVisible();
  await expectClosedBackTo(remove, confirm, 'Escape');
  await expectFocusBack(remove, confirm, ['Escape', 'Close dialog', 'Cancel']);
  // Remove: the button is busy while the widget is taken off, then has the focus again.
  await expectFocusBack(remove, confirm, ['Remove']);
  await expect(notices(page).filter({ hasText: 'Bookla widget removed from the canvas.' })).toHaveCount(1);
  expect(harness.service.scripts.has(id)).toBe(false);

  await expectCoreFocusBack(ext);
});

test("a browser that keeps nothing for the panel: the owner is told once to add the widget before closing it; adding still works", async ({ page, harness, pageProblems }) => {
  // Full storage in every frame (a browser that blocks the panel's storage outright, as Playwright's own Chromium
  // does for a cross-site iframe, reads as the same 'cannot be kept' and is unit-tested).
  await page.context().addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  harness.service.authorized = true;
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(harness.url);
  const ext = await extension(page);
  await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
  await ext.getByRole('textbox', { name: 'API key' }).fill('own-key');
  await ext.getByRole('textbox', { name: 'Company ID' }).fill('own-co');
  await ext.getByRole('textbox', { name: 'API key' }).click();
  const told = notices(page).filter({ hasText: 'Warning: Your changes cannot be kept in this browser' });
  await expect(told).toHaveCount(1);
  await expect(told).toHaveText('Warning: Your changes cannot be kept in this browser (its storage is blocked or full). Add the widget to the canvas before you close this panel.');
  await page.waitForTimeout(1_000); // past the draft's save delay: the next failed save says nothing more
  await ext.getByRole('textbox', { name: 'Company ID' }).fill('own-co-2');
  await ext.getByRole('textbox', { name: 'API key' }).click();
  await page.waitForTimeout(1_000);
  await expect(told).toHaveCount(1);
  await page.evaluate((i) => window.__designer.select(i), await firstBlock(page));
  await ext.getByRole('button', { name: 'Add to Canvas' }).click();
  await expect(notices(page).filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1);
  expect(pageProblems.pageErrors).toEqual([]);
});

test("while the panel's script is on its way it says it is loading, readable on the Designer's dark or light panel; the app replaces it", async ({ page, harness }) => {
  // The extension's own scripts held back until released, as on a slow connection (the harness's fake
  // `webflow` global is not: it stands for what the Designer injects).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'load': that waits for the panel's module script, which is held.
  await page.goto(harness.url, { waitUntil: 'commit' });
  const ext = await extension(page);
  await expect(ext.getByRole('heading', { level: 1, name: 'Bookla' })).toBeVisible();
  const loading = ext.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeVisible();
  // The panel's colour is the Designer's and unknown here: large text (bold, at least 18.66px) at WCAG's 3:1 on
  // white and on the Designer's darkest grey alike.
  const text = await loading.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, size: parseFloat(s.fontSize), weight: Number(s.fontWeight) };
  });
  expect(text.size).toBeGreaterThanOrEqual(18.66);
  expect(text.weight).toBeGreaterThanOrEqual(700);
  expect(contrast(text.color, 'rgb(255, 255, 255)'), 'on a light panel').toBeGreaterThanOrEqual(3);
  expect(contrast(text.color, 'rgb(30, 30, 30)'), 'on a dark panel').toBeGreaterThanOrEqual(3);
  expect(await panelViolations(ext)).toEqual([]);
  release();
  await expect(ext.getByText('Bookla needs access to this website.')).toBeVisible({ timeout: 30_000 });
  await expect(ext.getByText('Loading…', { exact: true })).toHaveCount(0);
  await expect(ext.getByRole('main')).toHaveCount(1);
});
