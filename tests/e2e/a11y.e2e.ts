import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { SCREENSHOT_DIR } from '../support/paths';
import { runAxe, WCAG_22_AA, type AxeResult } from '../support/axe';
import { chooseFirstSlot, enabledDays, listRows, pickAvailableDay, pickSlot, pressMainButton, seen, settle } from '../support/driver';

// axe-core in Chromium (real layout and colours, so contrast counts) on every screen of the three widgets,
// at a desktop and a phone width. axe walks open shadow roots, so running it on the widget's host element
// covers what the visitor sees. No rule is disabled. Each test walks several screens; a screen's
// violations are reported under its name (expect.soft), so one run lists every failing screen.

/** Runs axe on the widget's host element once the screen is still. */
async function axe(page: Page, selector: string): Promise<AxeResult> {
  // Step transitions fade in over 0.2 s; contrast measured mid-fade would be of a colour nobody reads.
  await page.mouse.move(0, 0);
  await settle(page);
  return runAxe(page, { include: [selector] }, WCAG_22_AA);
}

/** Runs axe on the widget as it is now; failures name `screen` (and go on to the next screen). */
async function checkScreen(page: Page, screen: string, selector = '#widget'): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    const r = await axe(page, selector);
    expect.soft(r.violations, screen).toEqual([]);
    // In dark mode the widget really shows the dark palette (its page background), so its contrast is what axe judged.
    const dark = await page.evaluate((s) => {
      const root = document.querySelector(s)?.shadowRoot?.querySelector('.bk-root');
      return matchMedia('(prefers-color-scheme: dark)').matches && root ? getComputedStyle(root).backgroundColor : null;
    }, selector);
    if (dark !== null) expect.soft(dark, `${screen}: the dark palette`).toBe('rgb(17, 24, 39)');
    // axe really looked at the widget (a run over nothing passes trivially).
    expect.soft(r.passes, `${screen}: axe found almost nothing to check`).toBeGreaterThan(5);
  });
}

/** Answers every request matching `pattern` (and `method`, if given) with an HTTP error the client does not retry. */
async function failApi(page: Page, pattern: RegExp, method?: string): Promise<void> {
  await page.route(pattern, (route: Route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'validation', message: 'refused by the test' } }) }),
  );
}

const CUSTOM_FIELDS = [
  { type: 'text', labelText: 'Company name', required: true, errorText: '', inputWidth: 'auto / span 2' },
  { type: 'select', labelText: 'Racket size', required: true, errorText: 'Pick a racket size', inputWidth: 'auto / span 1', options: 'Small, Large' },
];

// The dark scheme's every screen too: a visitor in dark mode on a page whose owner chose `auto` (widget.js fetches
// the schemes' chunk, the widget shows the dark palette), judged by the same rules, contrast included.
const inAuto = test.extend({
  baseConfig: async ({ baseConfig }, use) => use({ ...baseConfig, theme: { colorScheme: 'auto' } } as typeof baseConfig),
});
for (const [width, scheme] of [[1024, 'light'], [375, 'light'], [375, 'dark']] as const) {
  const t = scheme == 'dark' ? inAuto : test;
  t.describe(`at ${width} px${scheme == 'dark' ? ', in dark mode, colour scheme auto' : ''}`, () => {
    t.use({ viewport: { width, height: 900 }, colorScheme: scheme });
    const at = (screen: string) => `${screen} @${width}px${scheme == 'dark' ? ' dark' : ''}`;

    t('booking: service selector, fixed date step with resources and code, form errors, success', async ({ page, openHost, sandbox, baseConfig }) => {
      await sandbox.reset();
      await openHost('plain', {
        widgets: [{
          type: 'booking', target: '#widget',
          config: { ...baseConfig, showServiceSelector: true, codeEnabled: true, termsEnabled: true, customFormFields: CUSTOM_FIELDS },
        }],
      });
      const w = page.locator('#widget');
      await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('service selector'));

      await listRows(w).filter({ hasText: 'Tennis court' }).click();
      await pickAvailableDay(w);
      await pickSlot(w);
      await expect(w.getByText('Select Resource').first()).toBeVisible();
      await checkScreen(page, at('date step, fixed, multi-resource, slot chosen'));

      const code = w.getByLabel('Subscription or Promo Code');
      await code.fill((sandbox.info.codes as Record<string, string>).invalid);
      await expect(seen(w, 'Code not found')).toBeVisible();
      await checkScreen(page, at('code field, refused code'));
      await code.fill((sandbox.info.codes as Record<string, string>).valid);
      await expect(w.locator('[data-status="valid"]')).toBeVisible();
      await checkScreen(page, at('code field, valid code'));
      await code.fill('');
      await expect(w.locator('[data-status="valid"]')).toHaveCount(0);

      await pressMainButton(w);
      await expect(w.locator('input[name="firstName"]')).toBeVisible();
      await checkScreen(page, at('form step'));
      // Unaccepted terms block the submit; accepted, an empty submit shows every field error.
      await w.getByRole('checkbox').check();
      await w.getByRole('button', { name: 'Book Now' }).click();
      await expect(seen(w, 'Please enter your first name')).toBeVisible();
      await checkScreen(page, at('form step, errors shown'));

      await w.locator('input[name="firstName"]').fill('Erika');
      await w.locator('input[name="lastName"]').fill('Mustermann');
      await w.locator('input[name="email"]').fill(`a11y-${Date.now().toString(36)}@example.com`);
      await w.getByLabel(/Company name/).fill('ACME');
      await w.getByLabel(/Racket size/).selectOption('Large');
      await w.getByRole('button', { name: 'Book Now' }).click();
      await expect(w.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('success screen'));
    });

    t('booking: date steps of flexible, group, days services and the ticket step', async ({ page, openHost, sandbox, baseConfig }) => {
      // Four widgets opened one after another, each walked to a slot and checked with axe.
      test.slow();
      const open = (type: 'flexible' | 'group' | 'days' | 'ticket') =>
        openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services[type] } }] });
      const w = page.locator('#widget');

      await open('flexible');
      await expect(w.getByRole('button', { name: /^\+ Duration/ })).toBeVisible({ timeout: 15_000 });
      await pickAvailableDay(w);
      await pickSlot(w);
      await checkScreen(page, at('date step, flexible (duration picker)'));

      await open('group');
      await expect(w.getByRole('button', { name: /^\+ .*participants/i })).toBeVisible({ timeout: 15_000 });
      await pickAvailableDay(w);
      await pickSlot(w);
      await checkScreen(page, at('date step, group (participants)'));

      await open('days');
      await expect(w.getByLabel('Check-in')).toBeVisible({ timeout: 15_000 });
      await pickSlot(w);
      await checkScreen(page, at('date step, days (stay picker)'));

      await open('ticket');
      await expect(w.getByRole('heading', { name: 'Select Tickets' })).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('ticket step'));
      await w.getByRole('button', { name: /^\+ .*adult/i }).click();
      await w.getByRole('button', { name: /continue/i }).click();
      await expect(enabledDays(w).first()).toBeVisible({ timeout: 15_000 });
      await pickAvailableDay(w);
      await pickSlot(w);
      await checkScreen(page, at('date step, ticket (tickets summary)'));
    });

    t('booking: pending, Error and missing-parameters screens', async ({ page, openHost, sandbox, baseConfig }) => {
      await sandbox.reset();
      const w = page.locator('#widget');
      // Pending without a payment page: the sandbox's prepaid service answers pending with a paymentURL,
      // which the widget would follow; without one it shows its Pending screen.
      await page.route(/\/api\/v1\/client\/bookings$/, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        const res = await route.fetch();
        const body = await res.json();
        return route.fulfill({ response: res, json: { ...body, paymentURL: '' } });
      });
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: (sandbox.info.services as Record<string, string>).paid } }] });
      await pickAvailableDay(w);
      await pickSlot(w);
      await pressMainButton(w);
      await expect(w.locator('input[name="firstName"]')).toBeVisible();
      await w.locator('input[name="firstName"]').fill('Erika');
      await w.locator('input[name="lastName"]').fill('Mustermann');
      await w.locator('input[name="email"]').fill(`pending-${Date.now().toString(36)}@example.com`);
      await w.getByRole('button', { name: 'Book Now' }).click();
      await expect(w.getByRole('heading', { name: 'Booking Pending' })).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('pending screen'));
      await page.unrouteAll();

      await failApi(page, /\/api\/v1\/client\/companies\/[^/]+\/services\/[^/]+$/);
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
      await expect(w.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('booking Error screen (service cannot load)'));
      await page.unrouteAll();

      await failApi(page, /\/api\/v1\/client\/companies\/[^/]+\/services$/);
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, showServiceSelector: true } }] });
      await expect(seen(w, 'Failed to load services. Please try again.')).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('service selector, load error'));
      await page.unrouteAll();

      await failApi(page, /\/api\/v1\/client\/companies\/[^/]+\/services\/[^/]+\/times$/, 'POST');
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
      await expect(seen(w, 'Failed to load available times')).toBeVisible({ timeout: 15_000 });
      await expect(w.getByRole('button', { name: 'Reload' })).toBeVisible();
      await checkScreen(page, at('times load error with its Reload'));
      await page.unrouteAll();

      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: '' } }] });
      await expect(seen(w, 'Missing required parameters. Please provide apiKey, companyId and serviceId.')).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, at('booking missing parameters'));
    });

    for (const type of ['subscription', 'giftcard'] as const) {
      const plugin = type === 'subscription'
        ? { list: /\/plugins\/subscription\/client\/subscriptions/, buy: /\/plugins\/subscription\/client\/purchases$/, idsKey: 'subscriptionsConfig', idKey: 'subscriptionId', empty: 'No subscriptions available', loadError: 'Failed to load subscriptions', buyError: 'Failed to purchase subscription' }
        : { list: /\/plugins\/giftcards\/client\/giftcards/, buy: /\/plugins\/giftcards\/client\/orders$/, idsKey: 'giftCardsConfig', idKey: 'giftCardId', empty: 'No gift cards available', loadError: 'Failed to load gift cards', buyError: 'Failed to purchase gift card' };

      t(`${type}: list, purchase step with errors, purchase failure, empty list, load error, missing parameters`, async ({ page, openHost, sandbox, baseConfig }) => {
        const w = page.locator('#widget');
        await openHost('plain', { widgets: [{ type, target: '#widget', config: { ...baseConfig, termsEnabled: true } }] });
        await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
        await checkScreen(page, at(`${type} list`));

        await listRows(w).first().click();
        const buy = w.getByRole('button', { name: /^Purchase/ });
        await expect(buy).toBeVisible();
        await checkScreen(page, at(`${type} purchase step`));
        await w.getByRole('checkbox').check();
        await buy.click();
        await expect(w.locator('[aria-invalid="true"]').first()).toBeVisible();
        await checkScreen(page, at(`${type} purchase step, form errors shown`));

        await failApi(page, plugin.buy, 'POST');
        await w.locator('input[name="firstName"]').fill('Erika');
        await w.locator('input[name="lastName"]').fill('Mustermann');
        await w.locator('input[name="email"]').fill('erika@example.com');
        await buy.click();
        await expect(seen(w, plugin.buyError)).toBeVisible({ timeout: 15_000 });
        await checkScreen(page, at(`${type} purchase failure`));
        await page.unrouteAll();

        if (type === 'giftcard') {
          // A custom-amount card's purchase step: its amount field, then an amount outside the card's limits refused.
          await openHost('plain', { widgets: [{ type, target: '#widget', config: { ...baseConfig, giftCardId: sandbox.info.giftCards.noTax } }] });
          const amount = w.getByLabel('Amount');
          await expect(amount).toHaveValue('25.00', { timeout: 15_000 });
          await checkScreen(page, at('giftcard custom amount'));
          await amount.fill('5');
          await w.getByRole('button', { name: 'Purchase Gift Card', exact: true }).click();
          await expect(amount).toHaveAttribute('aria-invalid', 'true');
          await checkScreen(page, at('giftcard custom amount refused'));
        }

        await openHost('plain', { widgets: [{ type, target: '#widget', config: { ...baseConfig, [plugin.idsKey]: [{ [plugin.idKey]: '00000000-0000-4000-8000-000000000000' }] } }] });
        await expect(seen(w, plugin.empty)).toBeVisible({ timeout: 15_000 });
        await checkScreen(page, at(`${type} empty list`));

        await failApi(page, plugin.list);
        await openHost('plain', { widgets: [{ type, target: '#widget', config: baseConfig }] });
        await expect(seen(w, plugin.loadError)).toBeVisible({ timeout: 15_000 });
        await checkScreen(page, at(`${type} load error`));
        await page.unrouteAll();

        await openHost('plain', { widgets: [{ type, target: '#widget', config: { ...baseConfig, apiKey: '' } }] });
        await expect(seen(w, 'Missing required parameters. Please provide apiKey and companyId.')).toBeVisible({ timeout: 15_000 });
        await checkScreen(page, at(`${type} missing parameters`));
      });
    }
  });
}

// Forced colours (Windows contrast themes): the browser replaces every colour and background with the
// system's. What only a background showed (the chosen day and time, a day's availability dot) and buttons
// without a border (Continue, the strip's arrows) must still be seen.
test('forced colours: the chosen day and time stand out, available days keep their dot, every button has a line', async ({ page, openHost, sandbox, baseConfig }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await chooseFirstSlot(page, w);
  const look = (l: ReturnType<typeof w.locator>) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, color: s.color, border: `${s.borderTopWidth} ${s.borderTopStyle}` };
    });
  const chosenSlot = await look(w.locator('.bk-slot[aria-pressed="true"]'));
  const otherSlot = await look(w.locator('.bk-slot[aria-pressed="false"]').first());
  const chosenDay = await look(w.locator('.bk-day[aria-pressed="true"]'));
  const otherDay = await look(w.locator('.bk-day[aria-pressed="false"]').first());
  expect(chosenSlot.bg).not.toBe(otherSlot.bg);
  expect(chosenDay.bg).not.toBe(otherDay.bg);
  // The chosen slot's texts (time, prices) all take its text colour, not the page's on its selection colour.
  const texts = await w.locator('.bk-slot[aria-pressed="true"] *').evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).color))]);
  expect(texts).toEqual([chosenSlot.color]);
  expect(chosenSlot.color).not.toBe(chosenSlot.bg);
  // An available day's dot is drawn (a background, which forced colours would otherwise drop).
  const dot = await w.locator('.bk-day[aria-pressed="false"] .bk-dot[data-on="true"]').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(dot).not.toBe('rgba(0, 0, 0, 0)');
  expect(dot).not.toBe(otherDay.bg);
  for (const button of [w.getByRole('button', { name: 'Continue' }), w.locator('.bk-strip .bk-btn').first()])
    expect((await look(button)).border).toBe('1px solid');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/forced-colors-booking.png` });
});
