import { test, expect } from '../support/fixtures';

// The performance issue's critical path, in a real browser through the real widget.js: the booking widget's
// first bookable slot needs nothing after the loader's own requests (the opening day's times come with them),
// and nothing the first screen does not need (request schemas, the later steps' chunk) is fetched before it.

/** A day with sessions of `serviceId`, a few days ahead (so it is after today in every zone). */
async function dayWithSlots(apiUrl: string, apiKey: string, companyId: string, serviceId: string): Promise<string> {
  const now = Date.now();
  const res = await fetch(`${apiUrl}/v1/client/companies/${companyId}/services/${serviceId}/dates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ from: new Date(now + 3 * 864e5).toISOString(), to: new Date(now + 40 * 864e5).toISOString(), resourceIDs: [] }),
  });
  const body = (await res.json()) as { dates: Record<string, string[]> };
  const days = [...new Set(Object.values(body.dates).flat())].sort();
  // Not the window's first day: its first hours may fall before `from` in the service's zone.
  return days[1]!;
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('booking: the opening day\'s slots come with the loader\'s requests; schemas and later steps only after them', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const serviceId = sandbox.info.services.fixed;
  const day = await dayWithSlots(baseConfig.apiUrl, baseConfig.apiKey, baseConfig.companyId, serviceId);
  const requests: { path: string; method: string }[] = [];
  page.on('request', (r) => requests.push({ path: new URL(r.url()).pathname, method: r.method() }));
  // The page's own clock at the moment the first enabled slot enters the widget's shadow root: a mutation
  // observer sees the render that adds it (frame-by-frame polling saw it up to a frame late, and a chunk
  // imported right after that render then looked early). A chunk imported because the slots showed starts
  // after it (its effect runs after the paint).
  await page.addInitScript(() => {
    const w = window as unknown as { __slotAt: number };
    const watch = () => {
      const root = document.getElementById('widget')?.shadowRoot;
      if (!root) return void requestAnimationFrame(watch);
      const seen = () => {
        if (!w.__slotAt && root.querySelector('.bk-slot:not([disabled])')) w.__slotAt = performance.now();
      };
      new MutationObserver(seen).observe(root, { subtree: true, childList: true, attributes: true });
      seen();
    };
    requestAnimationFrame(watch);
  });

  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId, preselectedDate: day } }] });
  const w = page.locator('#widget');
  const slot = w.locator('.bk-slot:not([disabled])').first();
  await expect(slot).toBeVisible({ timeout: 20_000 });

  // One times request, the loader's, and none by the widget.
  expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/times'))).toHaveLength(1);
  // …sent before any widget chunk was requested (resource timing, the page's clock).
  const timing = () =>
    page.evaluate(() => ({
      slotAt: (window as unknown as { __slotAt: number }).__slotAt,
      entries: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
  let t = await timing();
  const start = (re: RegExp) => t.entries.filter((e) => re.test(e.path)).map((e) => e.start);
  expect(start(/\/chunks\/booking\.js$/)).toHaveLength(1);
  expect(Math.max(...start(/\/times$/))).toBeLessThanOrEqual(Math.min(...start(/\/chunks\/booking\.js$/)));
  // Nothing the first screen does not need before its first slot (request schemas, the later steps), but
  // both right after it, so Continue and the booking do not wait for them.
  await expect.poll(async () => (t = await timing()).entries.filter((e) => /\/chunks\/(request-schemas|later)-/.test(e.path)).length, { timeout: 10_000 }).toBe(2);
  expect(t.slotAt).toBeGreaterThan(0);
  for (const at of start(/\/chunks\/(request-schemas|later)-/)) expect(at).toBeGreaterThanOrEqual(t.slotAt);

  // The slots shown are the opening day's: the day the widget opened on is the preselected one.
  await expect(w.locator('.bk-day[aria-pressed="true"]')).toHaveAttribute('aria-label', new RegExp(String(Number(day.slice(8)))));
  // And the visitor goes on as before: a slot, Continue, the guest form.
  await slot.click();
  await w.getByRole('button', { name: 'Continue' }).click();
  await expect(w.getByLabel(/First name/i)).toBeVisible();
  expect(pageProblems.pageErrors).toEqual([]);
  expect(pageProblems.consoleErrors).toEqual([]);
});

test('booking in multi-service mode: the list it opens on is the loader\'s request, and no service it does not show is asked for', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const requests: { path: string; method: string }[] = [];
  page.on('request', (r) => requests.push({ path: new URL(r.url()).pathname, method: r.method() }));
  // A serviceId beside the selector, as a configurator leaves it: the list shows, so that service's data is not asked.
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, showServiceSelector: true } }] });
  const w = page.locator('#widget');
  await expect(w.getByRole('button', { name: /Tennis court/ })).toBeVisible({ timeout: 20_000 });
  const api = requests.filter((r) => r.path.includes('/v1/') && r.method !== 'OPTIONS');
  expect(api).toEqual([{ path: `/api/v1/client/companies/${baseConfig.companyId}/services`, method: 'GET' }]);
  // Sent by widget.js before the chunk was requested (resource timing, the page's clock).
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })));
  const list = entries.find((e) => e.path.endsWith('/services'))!;
  const chunk = entries.find((e) => /\/chunks\/booking\.js$/.test(e.path))!;
  expect(list.start).toBeLessThanOrEqual(chunk.start);
  // Choosing a service: its row is the service, so only its dates and times are asked for.
  const before = requests.length;
  await w.getByRole('button', { name: /Tennis court/ }).click();
  await expect(w.locator('.bk-slot, .bk-btn:has-text("Go to next available date")').first()).toBeVisible({ timeout: 20_000 });
  const chosen = requests.slice(before).filter((r) => r.path.includes('/v1/') && r.method !== 'OPTIONS');
  const service = `/api/v1/client/companies/${baseConfig.companyId}/services/${sandbox.info.services.fixed}`;
  expect(chosen.slice(0, 2).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
    { path: `${service}/dates`, method: 'POST' },
    { path: `${service}/times`, method: 'POST' },
  ]);
  expect(chosen.filter((r) => r.method === 'GET')).toEqual([]);
  expect(pageProblems.pageErrors).toEqual([]);
  expect(pageProblems.consoleErrors).toEqual([]);
});
