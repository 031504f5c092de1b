import { generateSnippet } from '@bookla/runtime/config';
import { test, expect } from '../support/fixtures';

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
    { scriptUrl: `${staticUrl}/1.1.1/widget.js`, elementId: 'demo' },
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
    { scriptUrl: `${staticUrl}/1.1.1/widget.js`, elementId: 'demo' },
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
