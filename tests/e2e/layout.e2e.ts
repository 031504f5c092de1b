import type { Locator, Page } from '@playwright/test';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { test, expect } from '../support/fixtures';
import { chooseFirstSlot, expectConfirmed, fillGuest, guest, listRows, pickDotDay, pickAvailableDay, pickSlot, pressMainButton, settle, snap, submitGuestForm } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';
import { contrast } from '../support/contrast';

// What only a real layout engine shows: the slot grid on a phone. Each slot must hold its own text, and
// the texts of the selected slot must stay readable on its selected background.

test.use({ viewport: { width: 375, height: 800 } });

test('phone width: every time slot holds its text, and the selected slot stays readable', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await chooseFirstSlot(page, w);
  await snap(page, `${SCREENSHOT_DIR}/phone-slots.png`);

  const overflowing = await w.locator('.bk-slot').evaluateAll((slots) =>
    slots
      .filter((s) => s.scrollWidth > s.clientWidth + 1)
      .map((s) => `${s.textContent} (${s.scrollWidth}px content in ${s.clientWidth}px)`));
  expect.soft(overflowing).toEqual([]);

  const selected = w.locator('.bk-slot[aria-pressed="true"]');
  const background = await selected.evaluate((el) => getComputedStyle(el).backgroundColor);
  const texts = await selected.locator('*').evaluateAll((els) =>
    els
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) && e.getClientRects().length > 0)
      .filter((e) => getComputedStyle(e).position !== 'absolute') // visually hidden helper text
      .map((e) => ({ text: e.textContent!.trim(), color: getComputedStyle(e).color })));
  expect(texts.length).toBeGreaterThan(0);
  const low = texts
    .map((t) => ({ ...t, ratio: Math.round(contrast(t.color, background) * 100) / 100 }))
    .filter((t) => t.ratio < 4.5);
  expect(low, `on ${background}`).toEqual([]);

  // Clicked and still under the pointer, a slot shows the selected colours at once, not the hover ones.
  const second = w.locator('.bk-slot').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  // Polled, not read once: the colour eases in over 0.2 s, and a single read right after the click caught the
  // start of the transition (a clean-clone CI run). Under the old rule the hover colours won and never changed.
  await expect(second).toHaveCSS('background-color', background);
  await page.mouse.move(0, 0);
  await expect(second).toHaveCSS('background-color', background);
});

// Owners' real-world settings. Each test groups what one owner could set at once and checks the screens
// with them; the screenshots in test-results/screenshots are for people to look at.

/** Elements inside the widget whose content is wider than their box, and the page's sideways scroll. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth + 1) out.push(`page scrolls sideways: ${de.scrollWidth} > ${de.clientWidth}`);
    const root = document.querySelector('#widget')!.shadowRoot!.querySelector('.bk-root')!;
    for (const e of [root, ...root.querySelectorAll('*')] as HTMLElement[]) {
      if (e.closest('.bk-sr-only') || !e.getClientRects().length || getComputedStyle(e).display === 'inline') continue;
      if (e.scrollWidth > e.clientWidth + 1) out.push(`${e.tagName} .${e.className} "${e.textContent!.slice(0, 40)}" ${e.scrollWidth} > ${e.clientWidth}`);
    }
    return out;
  });
}

const COMPOUNDS = ['Verfügbarkeitsüberprüfung', 'Buchungsbestätigungsnachricht', 'Zahlungsabwicklungsdienst'];
/** Every text about 3× longer, German-like: the original first (so the specs' names still match), then compounds. */
function longTexts(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (['locale', 'loginUrl', 'url', 'placeholder'].includes(key)) return value;
    let out = value;
    for (let i = 0; out.length < value.length * 3; i++) out += ' ' + COMPOUNDS[i % COMPOUNDS.length];
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => longTexts(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, longTexts(v, k)]));
  return value;
}
/** What the API says, with long names and descriptions and 1 234 567,89 kr prices. */
function longApi(value: unknown, key = ''): unknown {
  if (typeof value === 'string' && ['name', 'title', 'description'].includes(key)) return `${value} Verfügbarkeitsüberprüfungsdienstleistung mit außergewöhnlich langer Beschreibung`;
  if (key === 'currency') return 'SEK';
  if (typeof value === 'number' && ['price', 'amount'].includes(key)) return 123456789;
  if (typeof value === 'number' && ['comparedPrice', 'comparedAmount'].includes(key)) return 133456789;
  if (Array.isArray(value)) return value.map((v) => longApi(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, longApi(v, k)]));
  return value;
}

test('slot tiles line their times up, with a former price or without one', async ({ page, openHost, sandbox, baseConfig }) => {
  // Tomorrow in the service's zone, the seed books courts 1 and 2 at 10:00 and 10:30, so those times are the
  // indoor court's, priced without a former price, among tiles that show one. Seeded afresh, so "tomorrow"
  // is the seed's tomorrow whatever other tests booked and whenever this runs.
  await sandbox.reset();
  const zone = sandbox.info.timeZones.fixed;
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + 864e5));
  // A wide column: eight narrow tiles a row, where a former price takes a line of its own.
  await page.setViewportSize({ width: 1024, height: 900 });
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, preselectedDate: tomorrow } }] });
  const w = page.locator('#widget');
  await expect(w.locator('.bk-slot').first()).toBeVisible({ timeout: 15_000 });
  const tiles = await w.locator('.bk-slot').evaluateAll((slots) =>
    slots.map((s) => ({
      text: s.textContent,
      compared: !!s.querySelector('.bk-price-compared'),
      offset: Math.round(s.firstElementChild!.getBoundingClientRect().top - s.getBoundingClientRect().top),
    })));
  // Both kinds are on screen, or this test would prove nothing.
  expect(tiles.some((t) => t.compared) && tiles.some((t) => !t.compared), JSON.stringify(tiles)).toBe(true);
  expect(new Set(tiles.map((t) => t.offset)).size, JSON.stringify(tiles)).toBe(1);
  await snap(page, `${SCREENSHOT_DIR}/slots-aligned.png`);
});

test.describe('long texts at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('nothing is wider than its box, the page never scrolls sideways, the form stacks its half-width fields', async ({ page, openHost, sandbox, baseConfig }) => {
    await page.route(/\/api\/v1\/(client\/)?companies\//, async (route) => {
      const res = await route.fetch();
      if (!res.ok() || !(res.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response: res });
      return route.fulfill({ response: res, json: longApi(await res.json()) });
    });
    const localization = { ...(longTexts(DEFAULT_LOCALIZATION) as object), locale: 'sv-SE' };
    const customFormFields = [{ type: 'select', labelText: 'Racket size', required: true, errorText: '', inputWidth: 'auto / span 1', options: 'Small, Large' }];
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, showServiceSelector: true, codeEnabled: true, customFormFields, localization } }] });
    const w = page.locator('#widget');
    await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
    await settle(page);
    await snap(page, `${SCREENSHOT_DIR}/long-320-services.png`);
    expect.soft(await overflowing(page), 'service selector').toEqual([]);

    await listRows(w).filter({ hasText: 'Tennis court' }).click();
    await pickDotDay(w);
    await pickSlot(w);
    await snap(page, `${SCREENSHOT_DIR}/long-320-date.png`);
    expect.soft(await overflowing(page), 'date step').toEqual([]);

    await pressMainButton(w);
    const first = w.locator('input[name="firstName"]');
    await expect(first).toBeVisible();
    await snap(page, `${SCREENSHOT_DIR}/long-320-form.png`);
    expect.soft(await overflowing(page), 'form step').toEqual([]);
    // Side by side, a half-width select would cut its own text ('Select an…'): narrow forms use one column.
    const [a, b] = await Promise.all([first.boundingBox(), w.locator('input[name="lastName"]').boundingBox()]);
    expect(b!.x).toBe(a!.x);
    expect(b!.width).toBe(a!.width);

    await openHost('plain', { widgets: [{ type: 'subscription', target: '#widget', config: { ...baseConfig, localization } }] });
    await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
    await snap(page, `${SCREENSHOT_DIR}/long-320-subscriptions.png`);
    expect.soft(await overflowing(page), 'subscription list').toEqual([]);
  });
});

test.describe('right-to-left host page, Hebrew locale', () => {
  test('the strip and the back button point the right way, texts start on the right, dates and prices follow he-IL', async ({ page, openHost, sandbox, baseConfig }) => {
    const localization = { locale: 'he-IL' };
    await openHost('rtl', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, localization } }] });
    const w = page.locator('#widget');
    await pickDotDay(w);
    await pickSlot(w);
    await snap(page, `${SCREENSHOT_DIR}/rtl-date.png`);
    const [prev, next] = await Promise.all(['Previous days', 'Next days'].map((name) => w.getByRole('button', { name }).boundingBox()));
    expect(next!.x).toBeLessThan(prev!.x);
    // Text starts on the right: the heading's text ends where its box ends.
    const gap = await w.locator('h2.bk-title').evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return h.getBoundingClientRect().right - range.getBoundingClientRect().right;
    });
    expect(Math.abs(gap)).toBeLessThan(2);
    await expect(w.locator('h2.bk-title')).toContainText(/[\u0590-\u05FF]/); // Hebrew weekday and month
    await expect(w.locator('.bk-slot .bk-price').first()).toContainText('€');

    await openHost('rtl', { widgets: [{ type: 'giftcard', target: '#widget', config: { ...baseConfig, localization } }] });
    await listRows(w).first().click();
    const back = w.getByRole('button', { name: 'Back' });
    await expect(back).toBeVisible();
    await snap(page, `${SCREENSHOT_DIR}/rtl-gift-card.png`);
    // Back must point away from the start: '‹' is Bidi_Mirrored (drawn › on a right-to-left line), '←' is not.
    expect(await back.textContent()).toBe('‹');
    const heading = (await w.locator('h2.bk-title').boundingBox())!;
    expect((await back.boundingBox())!.x).toBeGreaterThan(heading.x);
  });
});

test.describe('Hebrew widget on a left-to-right page', () => {
  const localization = {
    locale: 'he-IL',
    times: { selectDateTitle: 'בחירת תאריך', selectTimeTitle: 'בחירת שעה', previousDays: 'הימים הקודמים', nextDays: 'הימים הבאים' },
    guestForm: { firstNameFieldLabel: 'שם פרטי', lastNameFieldLabel: 'שם משפחה', emailFieldLabel: 'דוא"ל' },
    backButton: 'חזרה',
    bookButton: 'להזמנה',
  };

  test('the widget sets dir=rtl itself: strip, arrow keys, form grid and texts mirror; prices and dates follow he-IL', async ({ page, openHost, sandbox, baseConfig }) => {
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, localization } }] });
    const w = page.locator('#widget');
    await expect(w.locator('.bk-root')).toHaveAttribute('dir', 'rtl');
    await expect(w.locator('.bk-root')).toHaveAttribute('lang', 'he-IL');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr');
    await pickDotDay(w);
    await pickSlot(w);
    await settle(page);
    await snap(page, `${SCREENSHOT_DIR}/he-date.png`);
    const [prev, next] = await Promise.all([localization.times.previousDays, localization.times.nextDays].map((name) => w.getByRole('button', { name }).boundingBox()));
    expect(next!.x).toBeLessThan(prev!.x);
    // Days run from right to left, and ArrowLeft moves to the next (later) day.
    const days = w.locator('.bk-day');
    const [first, second] = [(await days.nth(0).boundingBox())!, (await days.nth(1).boundingBox())!];
    expect(second.x).toBeLessThan(first.x);
    const enabled = w.locator('.bk-day:not(:disabled)');
    await enabled.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(enabled.nth(1)).toBeFocused();
    await expect(w.locator('.bk-slot .bk-price').first()).toContainText('€');

    await pressMainButton(w);
    const firstName = w.getByLabel(localization.guestForm.firstNameFieldLabel);
    await expect(firstName).toBeVisible();
    await settle(page);
    await snap(page, `${SCREENSHOT_DIR}/he-form.png`);
    // The form grid mirrors: the first field of a row is on the right.
    const [given, family] = [(await firstName.boundingBox())!, (await w.getByLabel(localization.guestForm.lastNameFieldLabel).boundingBox())!];
    expect(family.x).toBeLessThan(given.x);
    const back = w.getByRole('button', { name: localization.backButton });
    const submit = w.locator('[data-actions] button[type=submit]');
    expect((await back.boundingBox())!.x).toBeGreaterThan((await submit.boundingBox())!.x);

    await fillGuest(w, guest('rtl'));
    await submit.click();
    await expect(w.locator('.bk-step[data-step=success]')).toBeVisible();
    await settle(page);
    await snap(page, `${SCREENSHOT_DIR}/he-confirmed.png`);

    await openHost('plain', { widgets: [{ type: 'subscription', target: '#widget', config: { ...baseConfig, localization } }] });
    await expect(listRows(w).first()).toBeVisible();
    await expect(w.locator('.bk-root')).toHaveAttribute('dir', 'rtl');
    // A row's price is on its left, its title on its right.
    const row = listRows(w).first();
    expect((await row.locator('.bk-row-side').boundingBox())!.x).toBeLessThan((await row.locator('.bk-row-main').boundingBox())!.x);
    await settle(page);
    await snap(page, `${SCREENSHOT_DIR}/he-plans.png`);
    await row.click();
    const buy = w.locator('button[type=submit]');
    await expect(buy).toBeVisible();
    // Forward slides in from the left on a right-to-left line (the mirror of bk-slide).
    await expect(w.locator('.bk-step')).toHaveCSS('animation-name', 'bk-slide-back');
    // The back button sits at the start (the right) of the purchase step's header.
    const back2 = (await w.getByRole('button', { name: localization.backButton }).boundingBox())!;
    expect(back2.x).toBeGreaterThan((await w.locator('h2.bk-title').boundingBox())!.x);
    await settle(page);
    await snap(page, `${SCREENSHOT_DIR}/he-plan-purchase.png`);

    // The other screens, for people to look at in Hebrew: each must be mirrored like the ones above.
    const screens: [name: string, type: 'booking' | 'giftcard', extra: Record<string, unknown>, ready: string][] = [
      ['he-gift-cards', 'giftcard', {}, '.bk-row'],
      ['he-tickets', 'booking', { serviceId: sandbox.info.services.ticket }, '.bk-stepper'],
      ['he-days', 'booking', { serviceId: sandbox.info.services.days }, '.bk-slot'],
      ['he-services', 'booking', { serviceId: '', showServiceSelector: true }, '.bk-row'],
      ['he-error', 'booking', { serviceId: 'no-such-service' }, '.bk-step[data-step=error]'],
    ];
    for (const [name, type, extra, ready] of screens) {
      await openHost('plain', { widgets: [{ type, target: '#widget', config: { ...baseConfig, localization, ...extra } }] });
      await expect(w.locator(ready).first()).toBeVisible({ timeout: 15_000 });
      await expect(w.locator('.bk-root')).toHaveAttribute('dir', 'rtl');
      // Headings start on the right (the Error screen's is centred, like its text).
      const title = w.locator('h2.bk-title').first();
      const [left, right] = await title.evaluate((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const [box, text] = [h.getBoundingClientRect(), range.getBoundingClientRect()];
        return [Math.round(text.left - box.left), Math.round(box.right - text.right)];
      });
      if (name === 'he-error') expect(Math.abs(left - right), name).toBeLessThan(2);
      else expect(right, name).toBeLessThan(2);
      if (name === 'he-services') {
        // The account's English description keeps its full stop at its end (right), not flipped to the left.
        const [word, stop] = await w.locator('.bk-row .bk-secondary').first().evaluate((el) => {
          const text = el.firstChild!;
          const at = (i: number) => {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            return range.getBoundingClientRect().left;
          };
          return [at(text.textContent!.length - 2), at(text.textContent!.length - 1)];
        });
        expect(stop, 'the full stop is right of the last word').toBeGreaterThan(word);
      }
      await settle(page);
      await snap(page, `${SCREENSHOT_DIR}/${name}.png`);
    }
  });

  test('an English widget stays left to right on a right-to-left page', async ({ page, openHost, sandbox, baseConfig }) => {
    await openHost('rtl', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
    const w = page.locator('#widget');
    await expect(w.locator('.bk-root')).toHaveAttribute('dir', 'ltr');
    await expect(w.locator('.bk-root')).toHaveAttribute('lang', 'en-US');
    await pickDotDay(w);
    const [prev, next] = await Promise.all(['Previous days', 'Next days'].map((name) => w.getByRole('button', { name }).boundingBox()));
    expect(next!.x).toBeGreaterThan(prev!.x);
  });
});

const PAD = '4px 8px 12px 16px';
const flat = (background: string, text: string) => ({ background, text, border: 'none' });
const withSecondary = (background: string, text: string, secondaryText: string) => ({ background, text, secondaryText, border: 'none' });
/** An owner's dark theme: no borders, large radius, gradients, an uneven padding, a 22 px font. */
const DARK = {
  colors: {
    background: '#0f172a', text: '#f1f5f9', secondaryText: '#cbd5e1', error: '#fca5a5', success: '#86efac', border: 'none',
    button: { normal: flat('#6366f1', '#ffffff'), hover: flat('#4f46e5', '#ffffff'), disabled: flat('#334155', '#cbd5e1') },
    secondaryButton: { normal: flat('#1e293b', '#e0e7ff'), hover: flat('#334155', '#ffffff'), disabled: flat('#1e293b', '#94a3b8') },
    iconButton: { normal: flat('#1e293b', '#f1f5f9'), hover: flat('#334155', '#ffffff'), disabled: flat('#1e293b', '#94a3b8') },
    item: { normal: withSecondary('#1e293b', '#f1f5f9', '#cbd5e1'), selected: withSecondary('#6366f1', '#ffffff', '#e0e7ff'), hover: withSecondary('#334155', '#ffffff', '#e2e8f0'), disabled: withSecondary('#0f172a', '#94a3b8', '#94a3b8') },
    list: { normal: withSecondary('#1e293b', '#f1f5f9', '#cbd5e1'), selected: withSecondary('#312e81', '#ffffff', '#e0e7ff') },
    form: { normal: flat('#1e293b', '#f1f5f9'), error: flat('#450a0a', '#fecaca') },
    summary: withSecondary('#1e293b', '#f1f5f9', '#cbd5e1'),
  },
  _gradients: {
    background: { type: 'linear', angle: 135, colors: ['#0f172a', '#1e1b4b'] },
    'button.normal': { type: 'linear', angle: 90, colors: ['#6366f1', '#a855f7'] },
    'item.selected': { type: 'radial', position: 'top', colors: ['#6366f1', '#4338ca'] },
  },
  spacing: {
    padding: PAD, borderRadius: 28,
    ...Object.fromEntries(['button', 'iconButton', 'item', 'list', 'form', 'summary'].map((k) => [k, { padding: PAD, borderRadius: 28 }])),
  },
  typography: { fontSize: { base: 22, large: 28 } },
};

test.describe('dark theme with gradients and a 22 px font', () => {
  test('focus rings show on the dark background, titles keep their room beside prices, the checkbox grows with the font', async ({ page, openHost, baseConfig }) => {
    await openHost('plain', { widgets: [{ type: 'subscription', target: '#widget', config: { ...baseConfig, termsEnabled: true, theme: DARK } }] });
    const w = page.locator('#widget');
    await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Tab');
    const row = page.locator('#widget .bk-row:focus');
    await expect(row).toHaveCount(1);
    await snap(page, `${SCREENSHOT_DIR}/dark-subscriptions.png`);
    // The ring used the button colour, which a gradient turns into an image: the outline was dropped.
    const ring = await row.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, color: getComputedStyle(el).outlineColor }));
    expect(ring.style).not.toBe('none');
    expect(contrast(ring.color, 'rgb(15, 23, 42)')).toBeGreaterThanOrEqual(3);
    expect.soft(await overflowing(page)).toEqual([]);
    // A price beside the title must not squeeze it to a word per line: at 22 px the title keeps 10em or the price moves below.
    for (const main of await w.locator('.bk-row-main').all()) expect((await main.boundingBox())!.width).toBeGreaterThanOrEqual(220);

    await listRows(w).first().click();
    const box = w.getByRole('checkbox');
    await expect(box).toBeVisible();
    await snap(page, `${SCREENSHOT_DIR}/dark-purchase.png`);
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(22);
    expect.soft(await overflowing(page)).toEqual([]);
  });
});

test.describe('native parts follow the theme', () => {
  const scheme = (l: Locator) => l.evaluate((el) => getComputedStyle(el).colorScheme);
  const schemes = async (w: Locator) => ({
    root: await scheme(w.locator('.bk-root')),
    dates: await w.locator('input[type=date]').evaluateAll((els) => els.map((el) => getComputedStyle(el).colorScheme)),
    select: await scheme(w.locator('select')),
    selectAppearance: await w.locator('select').evaluate((el) => getComputedStyle(el).appearance),
  });
  // The calendar icons of the date inputs, a select's open list and scrollbars are the browser's: drawn for a
  // light page unless told otherwise, they were black on the dark fields (screenshot). The scheme comes from
  // the text colours, the fields' own from the form's. And the resource picker is a select: it had no arrow
  // until a form step had been shown (the rule giving it back lived in the form's stylesheet).
  test('a dark theme draws them light, a light field in it keeps them dark, the default theme light', async ({ page, openHost, sandbox, baseConfig }) => {
    const days = { ...baseConfig, serviceId: sandbox.info.services.days };
    const open = (config: Record<string, unknown>) => openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config }] });
    const w = page.locator('#widget');
    await open({ ...days, theme: DARK });
    await expect(w.locator('input[type=date]')).toHaveCount(2, { timeout: 15_000 });
    await snap(page, `${SCREENSHOT_DIR}/dark-stay.png`);
    expect(await schemes(w)).toEqual({ root: 'dark', dates: ['dark', 'dark'], select: 'dark', selectAppearance: 'auto' });

    const lightFields = { ...DARK, colors: { ...DARK.colors, form: { normal: flat('#ffffff', '#111827'), error: flat('#fef2f2', '#7f1d1d') } } };
    await open({ ...days, theme: lightFields });
    await expect(w.locator('input[type=date]')).toHaveCount(2, { timeout: 15_000 });
    expect(await schemes(w)).toEqual({ root: 'dark', dates: ['light', 'light'], select: 'light', selectAppearance: 'auto' });

    await open(days);
    await expect(w.locator('input[type=date]')).toHaveCount(2, { timeout: 15_000 });
    expect(await schemes(w)).toEqual({ root: 'light', dates: ['light', 'light'], select: 'light', selectAppearance: 'auto' });
  });
});

test('prefers-reduced-motion: the step transitions do not animate; without it they take 0.2 s', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const step = page.locator('#widget .bk-step').first();
  await expect(step).toBeVisible({ timeout: 15_000 });
  const motion = () => step.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
  // The step the widget settles on (a step shown while it loads may carry no transition yet).
  await expect.poll(motion).toEqual([expect.stringMatching(/^bk-/), '0.2s']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(async () => (await motion())[1]).toBe('0s');
});

for (const touch of [true, false]) {
  test.describe(touch ? 'a touch screen and a 14 px theme' : 'a mouse and a 14 px theme', () => {
    test.use({ hasTouch: touch, isMobile: touch });
    // iOS Safari zooms the whole page in on a focused field whose text is under 16px and leaves it zoomed.
    test(touch ? 'the fields\' text is 16 px, the labels keep the theme\'s 14 px' : 'the fields keep the theme\'s 14 px', async ({ page, openHost, sandbox, baseConfig }) => {
      const theme = { typography: { fontSize: { base: 14 } } };
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, codeEnabled: true, theme } }] });
      const w = page.locator('#widget');
      const size = (l: Locator) => l.evaluate((el) => getComputedStyle(el).fontSize);
      const field = touch ? '16px' : '14px';
      await expect(w.locator('input[type=date]')).toBeVisible({ timeout: 15_000 });
      expect(await size(w.locator('input[type=date]'))).toBe(field);
      expect(await size(w.getByRole('textbox').first())).toBe(field);
      expect(await size(w.locator('.bk-label').first())).toBe('14px');
      await pickAvailableDay(w);
      await pickSlot(w);
      await pressMainButton(w);
      const first = w.getByRole('textbox', { name: DEFAULT_LOCALIZATION.guestForm.firstNameFieldLabel });
      await expect(first).toBeVisible();
      expect(await size(first)).toBe(field);
    });

    test('a stay\'s dates show whole at 320 px with a 12 px theme', async ({ page, openHost, sandbox, baseConfig }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      const theme = { typography: { fontSize: { base: 12 } } };
      await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.days, theme } }] });
      const w = page.locator('#widget');
      await expect(w.getByLabel('Check-in')).toBeVisible({ timeout: 15_000 });
      await settle(page);
      // What Chromium's date input needs for '11/26/2026' and its icon: 144 px at 16 px (see the stays test below).
      const needed = touch ? 144 : 108;
      for (const label of ['Check-in', 'Check-out']) {
        const box = await w.getByLabel(label).boundingBox();
        expect(box!.width, label).toBeGreaterThanOrEqual(needed);
      }
    });

    test('half-width fields at 320 px with a 12 px theme sit side by side only where their text size fits', async ({ page, openHost, baseConfig }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      const half = { required: false, errorText: '', inputWidth: 'auto / span 1' };
      const customFormFields = [{ ...half, type: 'select', labelText: 'Size', options: 'Small,Medium' }, { ...half, type: 'text', labelText: 'Team' }];
      await openHost('plain', { widgets: [{ type: 'giftcard', target: '#widget', config: { ...baseConfig, customFormFields, theme: { typography: { fontSize: { base: 12 } } } } }] });
      const w = page.locator('#widget');
      await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
      await listRows(w).first().click();
      await expect(w.getByLabel('Team')).toBeVisible();
      await settle(page);
      const [size, team] = await Promise.all([w.getByLabel('Size').boundingBox(), w.getByLabel('Team').boundingBox()]);
      // 124 px halves hold 12 px text, not the 16 px a touch screen gets ('Select an option' cut to 'Select an').
      if (touch) expect(team!.x, 'stacked').toBe(size!.x);
      else expect(team!.y, 'side by side').toBe(size!.y);
    });
  });
}

test('phone width: the Back button beside the submit button keeps its word on one line', async ({ page, openHost, sandbox, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const w = page.locator('#widget');
  await pickAvailableDay(w);
  await pickSlot(w);
  await pressMainButton(w);
  const back = w.locator('[data-actions] button', { hasText: 'Back' });
  await expect(back).toBeVisible();
  // One client rect per line the text takes.
  const lines = await back.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});

test('phone width: a plan with a former price keeps its prices beside its title, one under the other', async ({ page, openHost, baseConfig }) => {
  await openHost('plain', { widgets: [{ type: 'subscription', target: '#widget', config: baseConfig }] });
  const w = page.locator('#widget');
  await listRows(w).first().waitFor();
  await settle(page);
  await snap(page, `${SCREENSHOT_DIR}/phone-plans.png`);
  const rows = await listRows(w).evaluateAll((els) =>
    els.map((row) => {
      const box = (sel: string) => row.querySelector(sel)!.getBoundingClientRect();
      const [main, side] = [box('.bk-row-main'), box('.bk-row-side')];
      const compared = row.querySelector('.bk-price-compared')?.getBoundingClientRect();
      return { text: row.textContent, sideBeside: side.left >= main.right && side.top < main.bottom, comparedBelow: !compared || compared.top >= box('.bk-price > span').bottom - 1 };
    }));
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.some((r) => /€147/.test(r.text ?? '')), 'the seed has a plan with a former price').toBe(true);
  expect(rows.filter((r) => !r.sideBeside || !r.comparedBelow)).toEqual([]);
});

/** How far a screen's content sits from the top and the bottom of the widget's content box. */
async function gaps(root: Locator, content: Locator): Promise<{ top: number; bottom: number }> {
  const r = await root.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return { top: b.top + parseFloat(s.paddingTop), bottom: b.bottom - parseFloat(s.paddingBottom) };
  });
  const c = (await content.boundingBox())!;
  return { top: Math.round(c.y - r.top), bottom: Math.round(r.bottom - (c.y + c.height)) };
}

for (const width of [375, 560]) {
  test(`${width} px: the confirmation and the missing-parameter message sit in the middle of the widget, not on top of an empty box`, async ({ page, openHost, sandbox, baseConfig }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: '' } }] });
    const w = page.locator('#widget');
    const message = w.locator('.bk-message[role=alert]');
    await expect(message).toBeVisible();
    const missing = await gaps(w.locator('.bk-root'), message);
    expect(missing.top, JSON.stringify(missing)).toBeGreaterThan(100);
    expect(Math.abs(missing.top - missing.bottom), JSON.stringify(missing)).toBeLessThan(8);
    await snap(page, `${SCREENSHOT_DIR}/missing-${width}.png`);

    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
    await pickAvailableDay(w);
    await pickSlot(w);
    await pressMainButton(w);
    await submitGuestForm(w, guest('centred'));
    await expectConfirmed(w);
    await settle(page);
    // Centred: as far from the top as from the bottom (both 0 where the screen, with Add to calendar, fills the box).
    const done = await gaps(w.locator('.bk-root'), w.locator('.bk-step'));
    expect(done.top, JSON.stringify(done)).toBeGreaterThanOrEqual(0);
    expect(Math.abs(done.top - done.bottom), JSON.stringify(done)).toBeLessThan(8);
    await snap(page, `${SCREENSHOT_DIR}/confirmed-${width}.png`);
  });
}

test('nightly stays: check-in and check-out sit side by side only while each shows its whole date', async ({ page, openHost, sandbox, baseConfig }) => {
  // 144 px is what Chromium's date input needs at the default 16 px for '11/26/2026' and its calendar icon
  // (measured by screenshots: at 136 px it shows '11/26/202', at 123 px '11/26/20').
  const NEEDED = 144;
  await page.setViewportSize({ width: 320, height: 800 });
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.days } }] });
  const w = page.locator('#widget');
  const boxes = async () => {
    await expect(w.getByLabel('Check-in')).toBeVisible({ timeout: 15_000 });
    // Measured at rest: during the step's slide-in the two boxes, read one after the other, sat 0.1 px apart.
    await settle(page);
    return Promise.all([w.getByLabel('Check-in').boundingBox(), w.getByLabel('Check-out').boundingBox()]);
  };
  let [checkIn, checkOut] = await boxes();
  await snap(page, `${SCREENSHOT_DIR}/stay-320.png`);
  expect(checkOut!.x, 'stacked at 320 px').toBe(checkIn!.x);
  expect(checkOut!.y).toBeGreaterThan(checkIn!.y + checkIn!.height);
  expect(Math.min(checkIn!.width, checkOut!.width)).toBeGreaterThanOrEqual(NEEDED);

  await page.setViewportSize({ width: 800, height: 800 });
  [checkIn, checkOut] = await boxes();
  expect(checkOut!.y, 'side by side at 800 px').toBe(checkIn!.y);
  expect(checkOut!.x).toBeGreaterThan(checkIn!.x + checkIn!.width);
  expect(Math.min(checkIn!.width, checkOut!.width)).toBeGreaterThanOrEqual(NEEDED);
});

test('the day strip keeps each weekday and day number on one line: fewer days in a narrow column or with large type', async ({ page, openHost, sandbox, baseConfig }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const w = page.locator('#widget');
  // Each day button's weekday and number take one line each; `count` days show.
  const expectWholeDays = async (label: string) => {
    await expect(w.locator('.bk-day').first()).toBeVisible({ timeout: 15_000 });
    await settle(page);
    const days = await w.locator('.bk-day').evaluateAll((buttons) =>
      buttons.map((b) => [...b.querySelectorAll('span:not(.bk-dot)')].map((s) => {
        const range = document.createRange();
        range.selectNodeContents(s);
        return `${s.textContent}: ${new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size} line(s)`;
      })));
    expect(days.flat().filter((d) => !d.endsWith(': 1 line(s)')), label).toEqual([]);
    return days.length;
  };
  // A 200 px column (a sidebar): 3 days would get 33 px each.
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  await w.evaluate((el) => (el.style.width = '200px'));
  // The strip counts its days again once the narrower box is observed, a frame or more later on a busy machine.
  await expect.poll(() => w.locator('.bk-day').count(), { timeout: 15_000 }).toBeLessThan(3);
  expect(await expectWholeDays('200 px column')).toBeLessThan(3);
  await snap(page, `${SCREENSHOT_DIR}/strip-200px.png`);
  // The whole phone, 32 px type: 3 days would break 'Thu' and '26' (seen with the least width fixed at 44 px).
  const theme = { typography: { fontSize: { base: 32, large: 40 } } };
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, theme } }] });
  expect(await expectWholeDays('32 px type')).toBeLessThan(3);
  await snap(page, `${SCREENSHOT_DIR}/strip-32px-type.png`);
  // Wider strips with large type: 64 px days broke '26' at 28/44 px type on a 390 px phone and in a 700 px
  // column, and a 64 px large size alone (the day number's) breaks it at the usual 16 px.
  for (const [width, base, large] of [[390, 28, 44], [700, 28, 44], [700, 16, 64]] as const) {
    await page.setViewportSize({ width, height: 800 });
    const theme = { typography: { fontSize: { base, large } } };
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed, theme } }] });
    expect(await expectWholeDays(`${width} px, ${base}/${large} px type`)).toBeGreaterThanOrEqual(width > 400 ? 3 : 2);
  }
  await snap(page, `${SCREENSHOT_DIR}/strip-64px-numbers.png`);
  // The owner raising the type in the configurator's preview: the widget re-renders in place, the strip follows.
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  const usual = await expectWholeDays('700 px, default type');
  await page.evaluate(() =>
    (window as unknown as { __bookla: { handles: { update(c: object): void }[] } }).__bookla.handles[0]!.update({ theme: { typography: { fontSize: { base: 28, large: 44 } } } }),
  );
  await expect.poll(() => w.locator('.bk-day').count()).toBeLessThan(usual);
  await expectWholeDays('700 px, type raised in place');
  await page.setViewportSize({ width: 320, height: 800 });
  // The usual phone keeps its 3 days.
  await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
  expect(await expectWholeDays('default type')).toBe(3);
});
