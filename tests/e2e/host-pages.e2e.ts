import { readFileSync } from 'node:fs';
import { test, expect, hostUrl } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { enabledDays, expectConfirmed, fillGuest, guest, listRows, pickAvailableDay, pickSlot, pressMainButton, seen, snap, submitGuestForm } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';

// The widget inside pages we do not control: hostile CSS and globals, three widgets at once, a single-
// page app that destroys and re-creates them, a strict CSP, and an API that fails.

const PROBED = ['color', 'font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'text-transform',
  'margin-top', 'padding-top', 'display', 'box-sizing', 'background-color', 'border-top-width'];

test('hostile page: the widget renders, is usable, and its styles do not leak into the host', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await openHost('hostile', {
    manual: true,
    widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }],
  });
  const snapshot = () => page.evaluate((props) => {
    const pick = (el: Element | null) => {
      if (!el) return null;
      const cs = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
    };
    return {
      probe: pick(document.getElementById('leak-probe')),
      body: pick(document.body),
      h1: pick(document.querySelector('h1')),
      hostButton: pick(document.getElementById('host-button')),
      nav: pick(document.querySelector('nav a')),
      // Widget rules are scoped under .bk-root, so a leak would not restyle the probes above: count
      // the document's own sheets too (a <style>/<link> in head or a sheet adopted by the document).
      sheets: document.styleSheets.length,
      adopted: document.adoptedStyleSheets.length,
    };
  }, PROBED);
  const before = await snapshot();
  await page.evaluate(() => (window as unknown as { __bookla: { init(): void } }).__bookla.init());

  const w = page.locator('#widget');
  // Host rules hide every <button>: the widget's own buttons must still show and work.
  await expect(enabledDays(w).first()).toBeVisible({ timeout: 15_000 });
  await pickAvailableDay(w);
  const label = await pickSlot(w);
  expect(label).toMatch(/\d{1,2}:\d{2}/);
  await snap(page, `${SCREENSHOT_DIR}/hostile.png`);
  // Host typography must not reach into the widget: not the 44px uppercase Comic Sans of #widget.
  const slotStyle = await w.locator('.bk-slot').first().evaluate((el) => {
    const cs = getComputedStyle(el);
    return { display: cs.display, fontSize: parseFloat(cs.fontSize), transform: cs.textTransform, family: cs.fontFamily, letter: cs.letterSpacing };
  });
  expect(slotStyle.display).not.toBe('none');
  expect(slotStyle.fontSize).toBeLessThan(24);
  expect(slotStyle.transform).toBe('none');
  expect(slotStyle.family).not.toMatch(/Comic Sans/);
  expect(slotStyle.letter).not.toBe('3px');

  expect(await snapshot()).toEqual(before);
  // The host's own framework keeps running and its globals were left alone.
  const host = await page.evaluate(() => ({
    react: (window as unknown as { React: { version: string } }).React.version,
    renders: (window as unknown as { __hostRenders: number }).__hostRenders,
  }));
  expect(host.react).toBe('0.0.0-host');
  expect(host.renders).toBeGreaterThan(0);
  expect(pageProblems.pageErrors).toEqual([]);
});

test('three widgets on one page are all interactive', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await openHost('three', {
    widgets: [
      { type: 'booking', target: '#booking', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } },
      { type: 'subscription', target: '#subscription', config: baseConfig },
      { type: 'giftcard', target: '#giftcard', config: baseConfig },
    ],
  });
  const booking = page.locator('#booking');
  const subs = page.locator('#subscription');
  const cards = page.locator('#giftcard');
  await expect(seen(subs, 'Choose Subscription')).toBeVisible({ timeout: 15_000 });
  await expect(seen(cards, 'Choose Gift Card')).toBeVisible();
  await pickAvailableDay(booking);
  await pickSlot(booking);
  await listRows(subs).first().click();
  await expect(subs.getByRole('button', { name: /^Purchase/ })).toBeVisible();
  await listRows(cards).first().click();
  await expect(cards.getByRole('button', { name: /^Purchase Gift Card/ })).toBeVisible();
  // Each acted alone: the booking widget still has its selected slot.
  await expect(booking.locator('.bk-slot[aria-pressed="true"]')).toHaveCount(1);
  await snap(page, `${SCREENSHOT_DIR}/three.png`);
  expect(pageProblems.pageErrors).toEqual([]);
  expect(pageProblems.consoleErrors).toEqual([]);
});

test('single-page app: destroy and re-init leave no DOM or style sheets behind and log no errors', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await openHost('spa', {
    widgets: [
      { type: 'booking', target: '#booking', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } },
      { type: 'subscription', target: '#subscription', config: baseConfig },
      { type: 'giftcard', target: '#giftcard', config: baseConfig },
    ],
  });
  const mounted = () => page.evaluate(() => ['#booking', '#subscription', '#giftcard'].map((sel) => {
    const el = document.querySelector(sel)!;
    return { children: el.children.length, shadow: el.shadowRoot ? el.shadowRoot.childNodes.length : 0, sheets: el.shadowRoot?.adoptedStyleSheets.length ?? 0 };
  }));
  let firstSheets: number[] | undefined;
  for (let round = 0; round < 3; round++) {
    await expect(enabledDays(page.locator('#booking')).first()).toBeVisible({ timeout: 15_000 });
    await expect(listRows(page.locator('#subscription')).first()).toBeVisible();
    await expect(listRows(page.locator('#giftcard')).first()).toBeVisible();
    // Re-mounting must not pile up adopted style sheets on the (permanent) shadow roots.
    const sheets = (await mounted()).map((m) => m.sheets);
    firstSheets ??= sheets;
    expect(sheets).toEqual(firstSheets);
    if (round == 0) {
      // The Form step adopts sheets of its own into the booking's shadow root: destroy must take them too.
      await pickAvailableDay(page.locator('#booking'));
      await pickSlot(page.locator('#booking'));
      await pressMainButton(page.locator('#booking'));
      await expect(page.locator('#booking input[name="email"]')).toBeVisible();
      expect((await mounted())[0]!.sheets).toBeGreaterThan(firstSheets[0]!);
    }
    await page.getByRole('button', { name: 'Destroy widgets' }).click();
    // A shadow root cannot be detached; what must go is everything in it, its adopted sheets included,
    // and any light-DOM leftovers.
    await expect.poll(() => mounted()).toEqual([
      { children: 0, shadow: 0, sheets: 0 },
      { children: 0, shadow: 0, sheets: 0 },
      { children: 0, shadow: 0, sheets: 0 },
    ]);
    // Nothing left in the light DOM either: no portals, no <style> in head.
    expect(await page.evaluate(() => ({
      stray: document.querySelectorAll('[class*="bk-"], [data-widget]').length,
      styles: document.querySelectorAll('style').length,
    }))).toEqual({ stray: 0, styles: 0 });
    await page.getByRole('button', { name: 'Init widgets' }).click();
  }
  await pickAvailableDay(page.locator('#booking'));
  await pickSlot(page.locator('#booking'));
  const state = await page.evaluate(() => (window as unknown as { __bookla: { errors: string[]; initCount: number; destroyCount: number } }).__bookla);
  expect(state.errors).toEqual([]);
  expect(state.initCount).toBe(4);
  expect(state.destroyCount).toBe(3);
  expect(pageProblems.pageErrors).toEqual([]);
  expect(pageProblems.consoleErrors).toEqual([]);
});

test("a page's keyboard shortcuts do not take what the visitor types into the widget", async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  // Shortcuts as sites write them (Algolia DocSearch's '/', fullPage.js's Space): skipped while the visitor types
  // in a field, told by the event's target, which past a shadow root is the widget's host element.
  await page.evaluate(() => {
    const search = document.body.appendChild(Object.assign(document.createElement('input'), { id: 'site-search', placeholder: 'Search the site' }));
    const taken: string[] = ((window as unknown as { __taken: string[] }).__taken = []);
    document.addEventListener('keydown', (e) => {
      const t = e.target as HTMLElement;
      if (e.key == 'Escape') taken.push('Escape');
      if (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) return;
      if (e.key == '/') (e.preventDefault(), search.focus(), taken.push('/'));
      if (e.key == ' ') (e.preventDefault(), taken.push('Space'));
    });
  });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  const first = w.locator('input[name="firstName"]');
  await first.click();
  await page.keyboard.type('Ann/Marie Lee');
  await expect(first).toHaveValue('Ann/Marie Lee');
  await expect(first).toBeFocused();
  expect(await page.locator('#site-search').inputValue()).toBe('');
  // The page still hears Escape (its dialogs close on it) and Tab still moves on.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(w.locator('input[name="lastName"]')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __taken: string[] }).__taken)).toEqual(['Escape']);
  await fillGuest(w, { ...guest('shortcuts'), firstName: 'Ann/Marie' });
  await w.getByRole('button', { name: 'Book Now' }).click();
  await expectConfirmed(w);
  expect(pageProblems.pageErrors).toEqual([]);
});

for (const sandboxed of [false, true]) {
  test(`a widget on a page shown in a ${sandboxed ? 'sandboxed frame that may not move the window' : 'frame of another site'}: the payment page opens in ${sandboxed ? 'the frame' : 'the whole window'}`, async ({ page, servePage, staticUrl, sandbox, baseConfig, pageProblems }) => {
    // The owner's page with the widget, on another site (localhost, not 127.0.0.1), framed by a page of ours.
    const inner = hostUrl(staticUrl.replace('127.0.0.1', 'localhost'), sandbox, 'plain', { widgets: [{ type: 'giftcard', target: '#widget', config: baseConfig }] });
    const attrs = sandboxed ? ' sandbox="allow-scripts allow-same-origin allow-forms"' : '';
    await page.goto(servePage('framed', `<!doctype html><html lang="en"><title>Framing page</title><h1>Gift cards</h1><iframe title="Gift cards" src="${inner}"${attrs} style="width:100%;height:700px;border:0"></iframe></html>`));
    const w = page.frameLocator('iframe').locator('#widget');
    await listRows(w).first().click();
    await fillGuest(w, guest('framed'));
    await w.getByRole('button', { name: /^Purchase Gift Card/ }).click();
    const paymentPage = (url: string) => new URL(url).origin === new URL(sandbox.url).origin && url.includes('/sandbox/pay/');
    if (sandboxed) {
      await expect.poll(() => page.frames().some((f) => f !== page.mainFrame() && paymentPage(f.url())), { timeout: 15_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toMatch(/^\/framed-/);
    } else {
      await page.waitForURL((u) => paymentPage(u.href), { timeout: 15_000 });
      await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
    }
    expect(pageProblems.pageErrors).toEqual([]);
  });
}

/** The host harness's list of `securitypolicyviolation` reports (script-src, Trusted Types, …). */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __bookla: { csp: string[] } }).__bookla.csp);

test('CSP-strict page with Trusted Types: a booking is made with no violation', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
  const responses: (string | null)[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/pages/csp.html')) responses.push(await r.headerValue('content-security-policy'));
  });
  await sandbox.reset();
  await openHost('csp', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  // Styles were applied (a blocked stylesheet would leave unstyled buttons).
  const bg = await w.locator('.bk-slot[aria-pressed="true"]').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).not.toBe('rgba(0, 0, 0, 0)');
  await snap(page, `${SCREENSHOT_DIR}/csp.png`);
  // The later steps come in chunks of their own: the form, then the confirmation.
  await pressMainButton(w);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/v1/client/bookings'));
  await submitGuestForm(w, guest('csp'));
  await expectConfirmed(w);
  // Add to calendar: the .ics file downloads from its Blob URL with no script on the click, the policy notwithstanding.
  const booking = await (await answer).json();
  const calendar = w.getByRole('group', { name: 'Add to calendar' });
  await expect(calendar.getByRole('link')).toHaveCount(3);
  await snap(page, `${SCREENSHOT_DIR}/csp-success.png`);
  const [download] = await Promise.all([page.waitForEvent('download'), calendar.getByRole('link', { name: 'Apple Calendar and others (.ics)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  const basic = (iso: string) => new Date(iso).toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
  expect(ics).toContain(`\r\nUID:${booking.id}@bookla.com\r\n`);
  expect(ics).toContain(`\r\nDTSTART:${basic(booking.startTime)}\r\nDTEND:${basic(booking.endTime)}\r\n`);
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  const google = new URL((await calendar.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe(`${basic(booking.startTime)}/${basic(booking.endTime)}`);
  expect(await violations(page)).toEqual([]);
  expect(pageProblems.refused).toEqual([]);
  expect(pageProblems.pageErrors).toEqual([]);

  // The policy really was in force (otherwise the above proves nothing): header as intended, Trusted
  // Types refuse script text without a policy, and an inline script made through the test's own policy
  // is still refused by script-src. DevTools evaluation bypasses CSP, so eval cannot be probed here.
  expect(responses[0]).toContain(`script-src ${new URL(page.url()).origin};`);
  expect(responses[0]).toContain(`connect-src ${new URL(sandbox.url).origin};`);
  expect(responses[0]).toContain("require-trusted-types-for 'script'");
  expect(responses[0]).not.toMatch(/unsafe-(eval|inline)/);
  expect(await page.evaluate(() => {
    try {
      document.createElement('script').textContent = 'void 0';
      return 'accepted';
    } catch (e) {
      return (e as Error).name;
    }
  })).toBe('TypeError');
  expect(await page.evaluate(async () => {
    const tt = (window as unknown as { trustedTypes: { createPolicy(n: string, r: object): { createScript(s: string): string } } }).trustedTypes;
    const s = document.createElement('script');
    s.textContent = tt.createPolicy('probe', { createScript: (x: string) => x }).createScript('window.__inlineRan = true');
    document.head.append(s);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  })).toBe(false);
  await expect.poll(async () => (await violations(page)).filter((v) => v.startsWith('script-src'))).toHaveLength(1);
});

for (const kind of ['subscription', 'giftcard'] as const) {
  test(`CSP-strict page with Trusted Types: the ${kind} widget reaches the payment page with no violation`, async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    await openHost('csp', { widgets: [{ type: kind, target: '#widget', config: baseConfig }] });
    const w = page.locator('#widget');
    await listRows(w).first().click();
    await fillGuest(w, guest(`csp-${kind}`));
    const buy = w.getByRole('button', { name: /^Purchase/ });
    expect(await violations(page)).toEqual([]);
    await Promise.all([page.waitForURL((u) => u.origin === new URL(sandbox.url).origin), buy.click()]);
    expect(pageProblems.refused).toEqual([]);
    expect(pageProblems.pageErrors).toEqual([]);
  });
}

test.describe('an API that fails', () => {
  test('bad apiKey: the widget shows its error text and the host page keeps working', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    await openHost('spa', {
      widgets: [
        { type: 'booking', target: '#booking', config: { ...baseConfig, apiKey: 'not-a-key', serviceId: sandbox.info.services.fixed } },
        { type: 'subscription', target: '#subscription', config: { ...baseConfig, apiKey: 'not-a-key' } },
        { type: 'giftcard', target: '#giftcard', config: { ...baseConfig, apiKey: 'not-a-key' } },
      ],
    });
    await expect(seen(page.locator('#booking'), /Failed to load service (data|information)/)).toBeVisible({ timeout: 20_000 });
    await expect(seen(page.locator('#subscription'), 'Failed to load subscriptions')).toBeVisible({ timeout: 20_000 });
    await expect(seen(page.locator('#giftcard'), 'Failed to load gift cards')).toBeVisible({ timeout: 20_000 });
    // The host's own UI still works after the failures.
    await page.getByRole('button', { name: 'Destroy widgets' }).click();
    expect(await page.evaluate(() => (window as unknown as { __bookla: { destroyCount: number } }).__bookla.destroyCount)).toBe(1);
    expect(pageProblems.pageErrors).toEqual([]);
  });

  test('a server fault on times: the widget says so, no uncaught error; once the server is back its Reload shows the times', async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    const res = await fetch(`${sandbox.url}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        pathPrefix: `/api/v1/client/companies/${sandbox.info.companyId}/services/${sandbox.info.services.fixed}/times`,
        status: 500,
        count: 100,
      }),
    });
    expect(res.ok).toBe(true);
    try {
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
      const w = page.locator('#widget');
      await pickAvailableDay(w);
      await expect(seen(w, 'Failed to load available times')).toBeVisible({ timeout: 20_000 });
      expect(pageProblems.pageErrors).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/times-failed.png` });
      expect((await fetch(`${sandbox.url}/sandbox/faults`, { method: 'DELETE' })).ok).toBe(true);
      // By keyboard: the button goes while the times load, and focus with it to the day's heading.
      await w.getByRole('button', { name: 'Reload' }).focus();
      await page.keyboard.press('Enter');
      await expect(w.getByRole('group', { name: 'Select Time' })).toBeVisible();
      await expect(w.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(seen(w, 'Failed to load available times')).toHaveCount(0);
    } finally {
      await sandbox.reset();
    }
  });
});

test.describe('a connection that drops while the widget code is on its way', () => {
  test("the booking code fails to arrive: it is asked for again and the widget shows, no reload", async ({ page, openHost, sandbox, baseConfig, pageProblems }) => {
    // The first request for the widget's code fails as a dropped mobile connection does (this page has no
    // snippet, so no modulepreload: the loader's import is the only request until its retry).
    let failing = true;
    const asked: string[] = [];
    await page.route(/\/chunks\/booking\.js(\?.*)?$/, (route) => {
      asked.push(new URL(route.request().url()).search);
      return failing ? route.abort('internetdisconnected') : route.continue();
    });
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
    const w = page.locator('#widget');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await w.locator('.bk-day').count()).toBe(0);
    failing = false;
    await expect(w.locator('.bk-day').first()).toBeVisible({ timeout: 5_000 });
    // Asked again about 2 s after the failure, not at once in a loop, and under a URL not tried before: Chromium
    // before 156 fails a URL that failed once again, without a request.
    expect(asked).toEqual(['', '?r=1']);
    // Reported once, as the loader's failure; nothing uncaught.
    expect(pageProblems.consoleErrors.filter((e) => /could not load \S*\/chunks\/booking\.js/.test(e))).toHaveLength(1);
    expect(pageProblems.pageErrors).toEqual([]);
  });
});
