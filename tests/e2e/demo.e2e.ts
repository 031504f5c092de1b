import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { popupClosed } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';

// `npm start`'s demo: started as `npm start` starts it (after the build), every port from its environment
// variable (0 = any free port, as tests must never take the documented ones), and a busy port ends it with
// one line naming the variable to change.

const START = fileURLToPath(new URL('../../dev/src/start.mjs', import.meta.url));
const test = base;
const PORT_VARIABLES = ['SANDBOX_PORT', 'CDN_PORT', 'DEMO_PORT', 'CONFIGURATOR_PORT', 'HARNESS_PORT', 'EXTENSION_PORT', 'WEBFLOW_SERVICE_PORT', 'FAKE_WEBFLOW_PORT'];

function run(env: Record<string, string>): { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> } {
  // Every documented port variable at 0, so the apps npm start grows never take a documented port here.
  const free = Object.fromEntries(PORT_VARIABLES.map((name) => [name, '0']));
  // Node itself warns on stderr when both colour variables are set (CI sets them); that line is not ours.
  const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, ...inherited } = process.env;
  // The host service on an in-memory database: a test never touches the developer's webflow-service/.data.
  const child = spawn(process.execPath, [START], { env: { ...inherited, ...free, HOST: '127.0.0.1', DATABASE_URL: 'memory://', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exited };
}

test('a busy port ends npm start with one line naming its variable', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const busy = (blocker.address() as { port: number }).port;
  try {
    for (const name of ['SANDBOX_PORT', 'CDN_PORT', 'DEMO_PORT']) {
      const started = run({ SANDBOX_PORT: '0', CDN_PORT: '0', DEMO_PORT: '0', [name]: String(busy) });
      expect(await started.exited, name).toBe(1);
      const lines = started.err().trim().split('\n');
      expect(lines, started.err()).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${busy}`);
      expect(lines[0]).toContain(`set ${name}`);
      expect(started.err()).not.toMatch(/\n\s+at /);
    }
  } finally {
    blocker.close();
  }
});

test('the demo page shows every service type, the selector, codes, terms, custom fields, the plugins and the popup and floating modes, each with its snippet', async ({ page }) => {
  test.setTimeout(90_000);
  const started = run({ SANDBOX_PORT: '0', CDN_PORT: '0', DEMO_PORT: '0' });
  try {
    await expect.poll(() => started.out(), { timeout: 30_000 }).toContain('Demo page');
    const url = /Demo page[^\n]*?(http:\/\/\S+)\//.exec(started.out())![1]!;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/`);
    const ids = ['fixed', 'flexible', 'group', 'ticket', 'days', 'paid', 'selector', 'code-terms-fields', 'subscription', 'gift-card', 'popup', 'floating'];
    for (const id of ids) {
      const section = page.locator(`#demo-${id}`);
      await expect(section.locator('pre')).toContainText(`bookla-${id}`);
    }
    // Each widget really runs: its first screen is there.
    await expect(page.locator('#bookla-fixed .bk-day').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#bookla-ticket').getByText('Adult')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#bookla-days').getByText('Check-in').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#bookla-selector').getByText('Tennis court')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#bookla-code-terms-fields').getByText('Subscription or Promo Code')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#bookla-subscription').getByText('Annual membership')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#bookla-gift-card').getByText('Gift card, your amount')).toBeVisible({ timeout: 20_000 });
    // The demo data promises nothing the widget cannot do: the "your amount" card asks for its amount.
    await page.locator('#bookla-gift-card').getByText('Gift card, your amount').click();
    await expect(page.locator('#bookla-gift-card').getByLabel('Amount')).toHaveValue('25.00', { timeout: 20_000 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/demo-page.png`, fullPage: true });
    // The popup opens from the page's button, the floating gift cards from the launcher.
    await page.getByRole('button', { name: 'Book a court' }).click();
    await expect(page.locator('#bookla-popup dialog .bk-day').first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await page.locator('#bookla-floating').getByRole('button', { name: 'Buy a gift card' }).click();
    await expect(page.locator('#bookla-floating dialog').getByText('Gift card, your amount')).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  } finally {
    started.child.kill('SIGTERM');
    await started.exited;
  }
});

test("npm start's Webflow side: the harness signs in through the host service, adds a widget, publishes, and the published widget starts", async ({ page, context }) => {
  test.setTimeout(180_000);
  // Every port any free one (the extension's too): the service's CORS list and public URL must follow them.
  const started = run({ SANDBOX_PORT: '0', CDN_PORT: '0', DEMO_PORT: '0' });
  try {
    await expect.poll(() => started.out(), { timeout: 60_000 }).toContain('Webflow host service');
    expect(started.out()).not.toContain('not started');
    const harness = /Webflow harness[^\n]*?(http:\/\/\S+)\//.exec(started.out())![1]!;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${harness}/`);
    await expect(page.locator('#ext')).toHaveAttribute('src', /./);
    const ext = (await (await page.locator('#ext').elementHandle())!.contentFrame())!;
    const popup = page.waitForEvent('popup');
    await ext.getByRole('button', { name: 'Authorize' }).click({ timeout: 60_000 });
    // The fake Webflow asks for consent as Webflow does.
    await (await popup).getByRole('button', { name: 'Authorize app' }).click({ timeout: 30_000 });
    await popupClosed(popup, 30_000);
    await expect(ext.getByRole('button', { name: 'Add to Canvas' })).toBeVisible({ timeout: 30_000 });
    const block = await page.evaluate(() => window.__designer.tree().children[0]!.children.find((c: { type: string }) => c.type === 'Block')!.id as string);
    await page.evaluate((id) => window.__designer.select(id), block);
    await ext.getByRole('button', { name: 'Add to Canvas' }).click();
    await expect(page.locator('#notices li').filter({ hasText: 'Success: Bookla script added to the canvas.' })).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = page.getByRole('link', { name: 'Open the published page' });
    await expect(link).toBeVisible();
    const published = await context.newPage();
    const errors: string[] = [];
    published.on('pageerror', (e) => errors.push(e.message));
    await published.goto((await link.getAttribute('href'))!);
    // The demo booking widget, on the demo API npm start runs: its date strip.
    await expect(published.locator(`#bookla-${block} .bk-day`).first()).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  } finally {
    started.child.kill('SIGTERM');
    await started.exited;
  }
});
