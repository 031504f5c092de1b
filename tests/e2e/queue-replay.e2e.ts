import { generateSnippet } from '@bookla/runtime/config';
import { test, expect } from '../support/fixtures';
import { bookingsOf } from '../support/sandbox-api';
import { expectConfirmed, guest, pickAvailableDay, pickSlot, pressMainButton, submitGuestForm } from '../support/driver';
import { WIDGET_VERSION } from '../support/paths';

type QueuedWindow = Window & { BooklaWidgets?: { q?: unknown; version?: string; initBookingWidget?: (...args: unknown[]) => unknown } };

// The queue replay in a real browser (happy-dom covers it in embed-loader/src/snippet.test.ts): a page that
// mounts at once (an SPA, a tag manager) calls the snippet's stub before widget.js has arrived. The call
// waits in BooklaWidgets.q, widget.js replays it, and that widget books like any other. widget.js is held
// back by the test until the queued call is seen, so the order is certain, not a race the fast loopback
// server would usually win. The pasted gift card snippet above it starts at once too (its element is already
// there), so two calls wait, in page order, and both widgets start from the replay.
test('a call queued before widget.js arrives is replayed, and that widget books', async ({
  page,
  staticUrl,
  servePage,
  sandbox,
  baseConfig,
  pageProblems,
}) => {
  await sandbox.reset();
  const serviceId = sandbox.info.services.fixed;
  const snippet = generateSnippet('giftcard', baseConfig, { scriptUrl: `${staticUrl}/${WIDGET_VERSION}/widget.js`, elementId: 'cards' });
  const early = { ...baseConfig, serviceId };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queued init</title></head>
<body><main><h1>Owner's app</h1>
<div id="early"></div>
<div id="bookla-cards"></div>
${snippet}
<script>window.BooklaWidgets.initBookingWidget('#early', ${JSON.stringify(early)});</script>
</main></body></html>`;
  const pageUrl = servePage('queued', html);

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let widgetJsRequests = 0;
  await page.route(`**/${WIDGET_VERSION}/widget.js`, async (route) => {
    widgetJsRequests++;
    await released;
    await route.continue();
  });

  await page.goto(pageUrl, { waitUntil: 'domcontentloaded' });
  // widget.js is still on its way: the stub holds the calls, nothing is installed, nothing rendered.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(JSON.stringify((window as QueuedWindow).BooklaWidgets?.q ?? null))))
    .toEqual([['initGiftCardWidget', {}, { _widgetType: 'giftcard', ...baseConfig, region: 'us' }], ['initBookingWidget', '#early', early]]);
  expect(await page.evaluate(() => (window as QueuedWindow).BooklaWidgets?.version)).toBeUndefined();
  expect(await page.locator('#early').evaluate((el) => el.shadowRoot)).toBeNull();
  expect(widgetJsRequests).toBe(1);

  release();
  const w = page.locator('#early');
  await expect(w.locator('.bk-day').first()).toBeVisible({ timeout: 15_000 });
  // Installed in place: the stub object is the API now and its queue runs later pushes at once.
  expect(
    await page.evaluate(() => {
      const b = (window as QueuedWindow).BooklaWidgets!;
      return { version: b.version, queueIsArray: Array.isArray(b.q), init: typeof b.initBookingWidget };
    }),
  ).toEqual({ version: WIDGET_VERSION, queueIsArray: false, init: 'function' });
  // The snippet's queued call was replayed too: its gift card widget is there.
  await expect(page.locator('#bookla-cards').getByRole('button').first()).toBeVisible({ timeout: 15_000 });

  // The replayed widget works end to end: day, slot, guest form, one booking in the sandbox.
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  const g = guest('queued');
  await submitGuestForm(w, g);
  await expectConfirmed(w);
  const booked = await bookingsOf(sandbox, g.email);
  expect(booked).toHaveLength(1);
  expect(booked[0].serviceID).toBe(serviceId);

  expect(widgetJsRequests).toBe(1);
  expect(await page.locator('#early').evaluate((el) => el.shadowRoot?.querySelectorAll('.bk-root').length)).toBe(1);
  expect(pageProblems.pageErrors).toEqual([]);
  expect(pageProblems.consoleErrors).toEqual([]);
});
