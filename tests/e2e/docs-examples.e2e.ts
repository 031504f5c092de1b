import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSnippet } from '@bookla/runtime/config';
import { test, expect, type Sandbox } from '../support/fixtures';
import { WIDGET_VERSION } from '../support/paths';

// Every example the site owners' documentation (docs/*.md) marks with `<!-- example: name -->` runs here as
// an owner would paste it, with only the placeholders replaced: the CDN address by the local build, the
// credentials by the sandbox's, and an `apiUrl` added next to `companyId` so the calls reach the sandbox.
// An example that stops working, or one that is added without a test, fails.

const DOCS = fileURLToPath(new URL('../../docs', import.meta.url));
const CDN = `https://cdn.bookla.com/widgets/${WIDGET_VERSION}/widget.js`;

function examples(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(DOCS).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(DOCS, file), 'utf8');
    for (const m of text.matchAll(/<!-- example: ([\w-]+) -->\n```\w+\n([\s\S]*?)\n```/g)) found.set(m[1]!, m[2]!);
  }
  return found;
}
const EXAMPLES = examples();
const TESTED = ['booking', 'attributes', 'several', 'popup', 'floating', 'spa', 'events', 'csp', 'csp-init'];

function localise(code: string, staticUrl: string, sandbox: Sandbox): string {
  const { info, apiUrl } = sandbox;
  return code
    .replaceAll(CDN, `${staticUrl}/${WIDGET_VERSION}/widget.js`)
    .replaceAll('YOUR_API_KEY', info.apiKey)
    .replaceAll('YOUR_OTHER_SERVICE_ID', info.services.group)
    .replaceAll('YOUR_SERVICE_ID', info.services.fixed)
    .replace(/YOUR_COMPANY_ID(["'])/g, `${info.companyId}$1, "apiUrl": "${apiUrl}"`);
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs example</title></head><body>${body}</body></html>`;

test('every marked example in docs/ has a test here', () => {
  expect([...EXAMPLES.keys()].sort()).toEqual([...TESTED].sort());
});

test('the snippet example is exactly what the configurator exports, and it books', async ({ page: p, staticUrl, servePage, sandbox, pageProblems }) => {
  const code = EXAMPLES.get('booking')!;
  const exported = generateSnippet(
    'booking',
    { apiKey: 'YOUR_API_KEY', companyId: 'YOUR_COMPANY_ID', serviceId: 'YOUR_SERVICE_ID' },
    { scriptUrl: CDN, elementId: 'booking' },
  );
  expect(code).toBe(`<div id="bookla-booking"></div>\n${exported.trimEnd()}`);
  await p.goto(servePage('docs-booking', page(localise(code, staticUrl, sandbox))));
  await expect(p.locator('#bookla-booking .bk-day').first()).toBeVisible({ timeout: 15_000 });
  expect(pageProblems.pageErrors).toEqual([]);
});

test('the popup example: the page’s button opens the widget in a dialog', async ({ page: p, staticUrl, servePage, sandbox, pageProblems }) => {
  await p.goto(servePage('docs-popup', page(localise(EXAMPLES.get('popup')!, staticUrl, sandbox))));
  // The example starts the widget by hand, without the exported snippet's queue for an early press: the button works
  // once the dialog is there.
  await expect(p.locator('#bookla-booking dialog')).toHaveCount(1);
  await p.getByRole('button', { name: 'Book now' }).click();
  await expect(p.locator('#bookla-booking dialog')).toBeVisible();
  await expect(p.locator('#bookla-booking .bk-day').first()).toBeVisible({ timeout: 15_000 });
  await p.keyboard.press('Escape');
  await expect(p.getByRole('button', { name: 'Book now' })).toBeFocused();
  expect(pageProblems.pageErrors).toEqual([]);
});

test('the floating example: our button in the bottom left corner opens the widget in a dialog', async ({ page: p, staticUrl, servePage, sandbox, pageProblems }) => {
  await p.goto(servePage('docs-floating', page(localise(EXAMPLES.get('floating')!, staticUrl, sandbox))));
  const launcher = p.getByRole('button', { name: 'Book a table' });
  await expect(launcher).toBeVisible();
  expect((await launcher.boundingBox())!.x).toBe(24);
  await launcher.click();
  await expect(p.locator('#bookla-booking .bk-day').first()).toBeVisible({ timeout: 15_000 });
  expect(pageProblems.pageErrors).toEqual([]);
});

test('the element attributes example opens the other service', async ({ page: p, staticUrl, servePage, sandbox }) => {
  const snippet = EXAMPLES.get('booking')!.replace('<div id="bookla-booking"></div>\n', '');
  const html = localise(`${EXAMPLES.get('attributes')!}\n${snippet}`, staticUrl, sandbox);
  const requested: string[] = [];
  p.on('request', (r) => requested.push(r.url()));
  await p.goto(servePage('docs-attributes', page(html)));
  await expect(p.locator('#bookla-booking .bk-day').first()).toBeVisible({ timeout: 15_000 });
  expect(requested.some((u) => u.includes(`/services/${sandbox.info.services.group}`))).toBe(true);
  expect(requested.some((u) => u.includes(`/services/${sandbox.info.services.fixed}`))).toBe(false);
});

test('several widgets on one page keep their own configuration', async ({ page: p, staticUrl, servePage, sandbox, pageProblems }) => {
  await p.goto(servePage('docs-several', page(localise(EXAMPLES.get('several')!, staticUrl, sandbox))));
  await expect(p.locator('#bookla-massage .bk-day').first()).toBeVisible({ timeout: 15_000 });
  await expect(p.locator('#bookla-gifts').getByText('Give a massage')).toBeVisible();
  expect(pageProblems.pageErrors).toEqual([]);
});

test('the single-page app example mounts, and destroy leaves nothing behind', async ({ page: p, staticUrl, servePage, sandbox, pageProblems }) => {
  await p.goto(servePage('docs-spa', page(localise(EXAMPLES.get('spa')!, staticUrl, sandbox))));
  await expect(p.locator('#app .bk-day').first()).toBeVisible({ timeout: 15_000 });
  await p.evaluate(() => (window as unknown as { leaveBookingPage(): void }).leaveBookingPage());
  await expect(p.locator('#app')).toBeEmpty();
  await p.evaluate(() => (window as unknown as { showBookingPage(): void }).showBookingPage());
  await expect(p.locator('#app .bk-day').first()).toBeVisible({ timeout: 15_000 });
  expect(pageProblems.pageErrors).toEqual([]);
});

test('the events example hears bookla:ready', async ({ page: p, staticUrl, servePage, sandbox }) => {
  await p.goto(servePage('docs-events', page(localise(EXAMPLES.get('events')!, staticUrl, sandbox))));
  await expect(p).toHaveTitle('Booking ready', { timeout: 15_000 });
});

test('the CSP example runs under the strict policy it describes', async ({ page: p, staticUrl, servePage, sandbox, pageProblems }, testInfo) => {
  const init = `bookla-init-${testInfo.workerIndex}.js`;
  writeFileSync(join(process.env.BOOKLA_DIST_SNAPSHOT!, init), localise(EXAMPLES.get('csp-init')!, staticUrl, sandbox));
  const html = localise(EXAMPLES.get('csp')!, staticUrl, sandbox).replace('/bookla-init.js', `/${init}`);
  // The static server sends a strict policy for pages named csp*.html (scripts from itself only,
  // connections only to the `api` origin): the same shape as the example's.
  const url = `${servePage('csp-docs', page(html))}?api=${encodeURIComponent(new URL(sandbox.url).origin)}`;
  const response = await p.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(p.locator('#bookla-booking .bk-day').first()).toBeVisible({ timeout: 15_000 });
  expect(pageProblems.refused).toEqual([]);
  expect(pageProblems.pageErrors).toEqual([]);
});
