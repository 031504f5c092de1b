import type { Locator, Page } from '@playwright/test';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { seedState } from '@bookla/sandbox';
import { test, expect } from '../support/fixtures';
import { fillGuest, guest, listRows, pickDotDay, pickSlot, settle, snap } from '../support/driver';
import { SCREENSHOT_DIR } from '../support/paths';

// A site owner who translates every text of the configuration must see no English anywhere: not on a screen,
// not in an accessible name, not in a placeholder. The texts here are a pseudo-translation (every letter of the
// defaults becomes 'x', placeholders kept) in a German locale, so whatever English is left on a screen came from
// neither the configuration nor Intl: a text that is built in, which the issue asks to make configurable.

/** Every string of the model translated: letters become 'x', `{placeholders}` and URLs stay. */
function pseudo(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'locale') return 'de-DE';
    if (key === 'url' || key === 'loginUrl') return value;
    return value.replace(/\{\w+\}|[A-Za-z]/g, (m) => (m.length > 1 ? m : 'x'));
  }
  if (Array.isArray(value)) return value.map((v) => pseudo(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v, k)]));
  return value;
}
const localization = pseudo(DEFAULT_LOCALIZATION) as Record<string, unknown>;

/** The account's own words (service names, plan descriptions, …): an owner's data, not the widget's texts. */
const dataWords = new Set(
  JSON.stringify(seedState(new Date()))
    .match(/[A-Za-z]{3,}/g)!
    .map((w) => w.toLowerCase()),
);

/** English words the widget could show: every word of the default texts, and the usual words of a booking UI. */
const ENGLISH = [
  ...new Set(
    [
      ...JSON.stringify(DEFAULT_LOCALIZATION)
        .replace(/"(locale|url|loginUrl)":"[^"]*"/g, '')
        .replace(/"\w+":/g, '')
        .replace(/\{\w+\}/g, '')
        .match(/[A-Za-z]{3,}/g)!,
      ...'back next previous close remove increase decrease minus plus loading select choose submit cancel total price tax free today tomorrow reload error retry ticket tickets quantity was per with and the you your from until night nights day days week month'.split(' '),
    ].map((w) => w.toLowerCase()),
  ),
].filter((w) => !dataWords.has(w) && !/^x+$/.test(w)); // 'XXXX-XXXX' is the code placeholder, not a word

/** The widget's texts and accessible texts (labels, placeholders, titles, option texts) that hold an English word. */
async function english(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const texts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent!.trim();
        if (text) texts.push(text);
        return;
      }
      if (node instanceof Element) {
        if (node.tagName === 'STYLE' || node.tagName === 'SCRIPT') return;
        for (const a of ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt']) {
          const v = node.getAttribute(a);
          if (v) texts.push(`${a}="${v}"`);
        }
        if (node.shadowRoot) walk(node.shadowRoot);
      }
      node.childNodes.forEach(walk);
    };
    walk(document.querySelector('#widget')!);
    const re = new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');
    return texts.filter((t) => re.test(t));
  }, ENGLISH);
}

/** Checks the screen shown now and keeps a screenshot of it. */
async function noEnglish(page: Page, name: string): Promise<void> {
  await settle(page);
  await snap(page, `${SCREENSHOT_DIR}/pseudo-${name}.png`);
  expect.soft(await english(page), name).toEqual([]);
}

/** The code field (the only field with a validation status). */
const codeField = (w: Locator) => w.locator('.bk-field[data-status] input');

test.describe('a configuration with every text translated shows no English', () => {
  test('the vocabulary is real: the English defaults are caught', async ({ page, openHost, sandbox, baseConfig }) => {
    expect(ENGLISH).toEqual(expect.arrayContaining(['select', 'continue', 'back', 'previous']));
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, serviceId: sandbox.info.services.fixed } }] });
    await pickDotDay(page.locator('#widget'));
    expect(await english(page)).toEqual(expect.arrayContaining([expect.stringMatching(/Select Time|Previous days/)]));
  });

  test('booking: date, code, form with its errors, confirmation', async ({ page, openHost, sandbox, baseConfig }) => {
    const config = {
      ...baseConfig,
      serviceId: sandbox.info.services.fixed,
      localization,
      codeEnabled: true,
      termsEnabled: true,
      customFormFields: [
        { type: 'text', labelText: 'Xxxxx', required: true, errorText: '', inputWidth: 'auto / span 2' },
        { type: 'select', labelText: 'Xxxx', required: false, errorText: '', inputWidth: 'auto / span 1', options: 'Xx, Xxx' },
        // Optional and without its own error text: a value that is no phone number gets the form's invalidText.
        { type: 'phone', labelText: 'Xxxxxx', required: false, errorText: '', inputWidth: 'auto / span 1' },
      ],
    };
    await openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config }] });
    const w = page.locator('#widget');
    await pickDotDay(w);
    await pickSlot(w);
    await noEnglish(page, 'date');
    await codeField(w).fill('NOPE-0000');
    await expect(w.locator('.bk-field-error')).toBeVisible({ timeout: 15_000 });
    await noEnglish(page, 'code-invalid');
    await w.locator('.bk-step button.bk-btn[data-block]').last().click();
    const submit = w.locator('button[type=submit]');
    await expect(submit).toBeVisible();
    await noEnglish(page, 'form');
    await w.locator('input[type=checkbox]').check();
    await w.locator('input[name=xxxxxx_2]').fill('xxxx');
    await submit.click();
    await expect(w.locator('.bk-field-error').first()).toBeVisible();
    const phone = w.locator('input[name=xxxxxx_2]');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Its message is the pseudo-translated invalidText with the label in it ('Xxxxxx xx xxxxxxx').
    const phoneError = w.locator(`[id="${await phone.getAttribute('aria-describedby')}"]`);
    await expect(phoneError).toHaveText(/^Xxxxxx x+ x+$/);
    await noEnglish(page, 'form-errors');
    await fillGuest(w, guest('pseudo'));
    await w.locator('input[name=xxxxx_0]').fill('42');
    await phone.fill('+371 2000 0000');
    await submit.click();
    await expect(w.locator('.bk-step[data-step=success]')).toBeVisible({ timeout: 15_000 });
    await noEnglish(page, 'confirmed');
  });

  test('booking: every service type’s first step, the service list, the missing-parameter and error screens', async ({ page, openHost, sandbox, baseConfig }) => {
    const w = page.locator('#widget');
    const open = (extra: Record<string, unknown>) =>
      openHost('plain', { widgets: [{ type: 'booking', target: '#widget', config: { ...baseConfig, localization, ...extra } }] });

    await open({ serviceId: sandbox.info.services.ticket });
    await expect(w.locator('.bk-stepper').first()).toBeVisible({ timeout: 15_000 });
    await noEnglish(page, 'tickets');

    for (const type of ['days', 'group', 'flexible'] as const) {
      await open({ serviceId: sandbox.info.services[type] });
      await expect(w.locator('.bk-step button.bk-btn[data-block]')).toBeVisible({ timeout: 15_000 });
      await expect(w.locator('[aria-busy=true]')).toHaveCount(0, { timeout: 15_000 });
      await noEnglish(page, type);
    }

    await open({ serviceId: '', showServiceSelector: true });
    await expect(w.locator('.bk-row').first()).toBeVisible({ timeout: 15_000 });
    await noEnglish(page, 'services');

    await open({ serviceId: '' });
    await expect(w.locator('.bk-message[role=alert]')).toBeVisible();
    await noEnglish(page, 'missing');

    await open({ serviceId: 'no-such-service' });
    await expect(w.getByRole('heading', { name: 'Xxxxx' })).toBeVisible({ timeout: 15_000 });
    await noEnglish(page, 'error');
  });

  for (const type of ['subscription', 'giftcard'] as const) {
    test(`${type}: the list, then the purchase step with its errors`, async ({ page, openHost, baseConfig }) => {
      await openHost('plain', { widgets: [{ type, target: '#widget', config: { ...baseConfig, localization, termsEnabled: true } }] });
      const w = page.locator('#widget');
      await expect(listRows(w).first()).toBeVisible({ timeout: 15_000 });
      await noEnglish(page, `${type}-list`);
      await listRows(w).nth(1).click();
      const submit = w.locator('button[type=submit]');
      await expect(submit).toBeVisible();
      await noEnglish(page, `${type}-purchase`);
      await w.locator('input[type=checkbox]').check();
      await submit.click();
      await expect(w.locator('.bk-field-error').first()).toBeVisible();
      await noEnglish(page, `${type}-errors`);
    });
  }
});
