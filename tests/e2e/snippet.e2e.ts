import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { generateSnippet } from '@bookla/runtime/config';
import { test, expect } from '../support/fixtures';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { WIDGET_VERSION } from '../support/paths';

// The snippet a site owner pastes , exactly as the configurators
// export it: loads the script once even when pasted twice (calls queued before widget.js arrives:
// queue-replay.e2e.ts, and embed-loader/src/snippet.test.ts),
// and lets the element's attributes override the service and the preselected date.
test('the pasted snippet: one widget.js and one widget when pasted twice, element attributes win', async ({
  page,
  staticUrl,
  servePage,
  sandbox,
  baseConfig,
  pageProblems,
}) => {
  const snippet = generateSnippet(
    'booking',
    { ...baseConfig, serviceId: sandbox.info.services.fixed },
    { scriptUrl: `${staticUrl}/${WIDGET_VERSION}/widget.js`, elementId: 'demo' },
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted snippet</title></head>
<body><main><h1>Owner's page</h1>
<div id="bookla-demo" service-id="${sandbox.info.services.group}" selected-date="not-a-date"></div>
${snippet}
${snippet}
</main></body></html>`;
  const pageUrl = servePage('pasted', html);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });

  await page.goto(pageUrl);
  const widget = page.locator('#bookla-demo');
  await expect(widget.locator('.bk-day').first()).toBeVisible({ timeout: 15_000 });

  expect(requested.filter((u) => new URL(u).pathname.endsWith('/widget.js'))).toHaveLength(1);
  // service-id on the element replaced the snippet's serviceId: the group service's participants picker shows.
  expect(requested.some((u) => u.includes(`/services/${sandbox.info.services.group}`))).toBe(true);
  expect(requested.some((u) => u.includes(`/services/${sandbox.info.services.fixed}`))).toBe(false);
  // An invalid selected-date warns and is ignored; the widget still opens on today.
  expect(warnings.some((w) => /selected-date/i.test(w))).toBe(true);
  // Pasted twice, one widget: a single shadow root with a single widget root.
  expect(await widget.evaluate((el) => el.shadowRoot?.querySelectorAll('.bk-root').length)).toBe(1);
  expect(pageProblems.pageErrors).toEqual([]);
});

// A shop page's hero image on a slow connection holds back the window's load event. The snippet starts as soon
// as its element exists, so the widget's chunks and API requests do not wait for it (until 2026-11-25 the
// snippet waited for `load`; this page then showed no widget at all while the image was loading).
test('the widget shows while the page’s images are still loading', async ({ page, staticUrl, servePage, sandbox, baseConfig, pageProblems }) => {
  let releaseImage: () => void = () => {};
  const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
  await page.route('**/hero.png', async (route) => {
    await imageHeld;
    await route.fulfill({ status: 404, body: '' }).catch(() => {});
  });
  const snippet = generateSnippet(
    'booking',
    { ...baseConfig, serviceId: sandbox.info.services.fixed },
    { scriptUrl: `${staticUrl}/${WIDGET_VERSION}/widget.js`, elementId: 'demo' },
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slow images</title></head>
<body><main><h1>Owner's page</h1><img src="/hero.png" alt="Our studio" width="600" height="300">
<div id="bookla-demo"></div>
${snippet}
</main></body></html>`;
  try {
    await page.goto(servePage('slow-image', html), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#bookla-demo .bk-day').first()).toBeVisible({ timeout: 15_000 });
    // The image is still on its way: the page has not loaded, the widget did not wait for it.
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  } finally {
    releaseImage();
  }
  expect(pageProblems.pageErrors).toEqual([]);
});

// The snippet opens the connection to the API (another origin) while widget.js downloads, so the widget's first
// API request does not first set up its own: on a slow mobile network DNS, TCP and TLS are several round trips.
// Counted where it happens: a TCP relay in front of the sandbox sees the browser connect while widget.js is still
// held back (so before any API request can exist); without the preconnect line it sees nothing until widget.js
// runs, which shows that the check can fail. Chromium preconnects only for a regular profile, not in the
// off-the-record contexts a test's `page` lives in: this test opens a persistent context of its own.
test('the snippet opens the API connection before widget.js has arrived', async ({ staticUrl, servePage, sandbox, baseConfig }) => {
  const target = new URL(sandbox.apiUrl);
  const accepted: number[] = [];
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    accepted.push(Date.now());
    sockets.add(client);
    const upstream = connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    const close = () => (client.destroy(), upstream.destroy(), sockets.delete(client));
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((ok) => relay.listen(0, '127.0.0.1', ok));
  const apiUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}${target.pathname}`;
  const profile = mkdtempSync(join(tmpdir(), 'bk-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, headless: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const snippet = generateSnippet(
      'booking',
      { ...baseConfig, apiUrl, serviceId: sandbox.info.services.fixed },
      { scriptUrl: `${staticUrl}/${WIDGET_VERSION}/widget.js`, elementId: 'demo' },
    );
    const visit = async (name: string, code: string) => {
      accepted.length = 0;
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/widget.js', async (route) => (await held, route.continue()));
      await page.goto(servePage(name, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preconnect</title></head>
<body><main><h1>Owner's page</h1><div id="bookla-demo"></div>
${code}
</main></body></html>`), { waitUntil: 'domcontentloaded' });
      // widget.js is held: no API request can have been made yet.
      await page.waitForTimeout(500);
      const whileHeld = accepted.length;
      release();
      await expect(page.locator('#bookla-demo .bk-day').first()).toBeVisible({ timeout: 15_000 });
      await page.unroute('**/widget.js');
      const links = await page.evaluate(() => [...document.querySelectorAll('link[rel=preconnect]')].map((l) => `${l.getAttribute('href')} ${l.getAttribute('crossorigin')}`));
      // The next visit starts without a kept-alive connection to reuse.
      for (const socket of sockets) socket.destroy();
      return { whileHeld, links, afterwards: accepted.length };
    };
    const withLine = await visit('preconnect', snippet);
    expect(withLine.links).toEqual([`${new URL(apiUrl).origin} anonymous`]);
    expect(withLine.whileHeld).toBeGreaterThan(0);

    const without = snippet.replace(/\n\s*const c = document\.createElement\('link'\);[\s\S]*?appendChild\(c\);/, '');
    expect(without).not.toContain('preconnect');
    const control = await visit('no-preconnect', without);
    expect(control.links).toEqual([]);
    expect(control.whileHeld).toBe(0);
    // …and connected once widget.js ran.
    expect(control.afterwards).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await new Promise<void>((ok) => relay.close(() => ok()));
  }
});

// A phone's connection that drops while widget.js and the widget's code are on their way: the snippet asks for
// widget.js again (and widget.js for the code), so the widget shows without the visitor reloading the page. In
// Chromium before 156 the snippet's failed modulepreload of the code fails widget.js's first import of it too,
// without a request: widget.js asks again 2 s later under a URL not tried (`?r=1`), and the widget shows then.
test('widget.js and the widget code fail to arrive at first: both are asked for again and the widget shows', async ({
  page,
  staticUrl,
  servePage,
  sandbox,
  baseConfig,
  pageProblems,
}) => {
  const snippet = generateSnippet('booking', { ...baseConfig, serviceId: sandbox.info.services.fixed }, { scriptUrl: `${staticUrl}/${WIDGET_VERSION}/widget.js`, elementId: 'demo' });
  const pageUrl = servePage('dropped', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dropped</title></head>
<body><div id="bookla-demo"></div>
${snippet}
</body></html>`);
  let failing = true;
  const asked: string[] = [];
  await page.route(/\/1\.1\.1\/(widget|chunks\/booking)\.js(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname.split('/').pop()! + url.search);
    return failing ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto(pageUrl);
  await expect.poll(() => asked.filter((f) => f === 'widget.js').length).toBe(1);
  await page.waitForTimeout(500);
  failing = false;
  await expect(page.locator('#bookla-demo .bk-day').first()).toBeVisible({ timeout: 10_000 });
  // One retry each (about 2 s after a failure), no loop: widget.js twice, the code at most twice (the modulepreload,
  // then widget.js's import, which older Chromium answers from the failed preload without a request, hence `?r=1`).
  expect(asked.filter((f) => f === 'widget.js')).toHaveLength(2);
  expect(asked.filter((f) => f.startsWith('booking.js')).length).toBeLessThanOrEqual(2);
  expect(await page.locator('script[src$="widget.js"]').count()).toBe(1);
  expect(pageProblems.pageErrors).toEqual([]);
});
