import { expect, type Frame, type Locator, type Page } from '@playwright/test';

// A dialog, popover or calendar of the configurators gives the focus back to what opened it, however it closes:
// the checks both configurators' specs run on every one of theirs and on the core's.

/** A way to close what is open: Escape, a button inside it (by its name), or something done in it. */
export type Close = 'Escape' | string | ((shown: Locator) => Promise<void>);

/** Opens as a keyboard user does: the opener focused, then Enter. */
export async function openByKeyboard(opener: Locator): Promise<void> {
  await opener.focus();
  await opener.page().keyboard.press('Enter');
}

async function close(shown: Locator, how: Close) {
  if (how === 'Escape') await shown.page().keyboard.press('Escape');
  else if (typeof how === 'string') await shown.getByRole('button', { name: how, exact: true }).click();
  else await how(shown);
}

/**
 * Closes `shown` (open) one way and checks the focus went back to `opener`. A dialog is closed once its focus trap has
 * taken the focus in (a timer after it opens, which no person outruns): a loaded CI pressed Escape before it, and the
 * trap's late move into the closing dialog then left the focus on the page's body.
 */
export async function expectClosedBackTo(opener: Locator, shown: Locator, how: Close): Promise<void> {
  if ((await shown.getAttribute('role')) === 'dialog') await expect(shown.locator(':focus')).toHaveCount(1);
  await close(shown, how);
  await expect(shown).toBeHidden();
  await expect(opener, `closed by ${typeof how === 'function' ? 'what it does' : how}`).toBeFocused();
}

/**
 * Opens `shown` from `opener` by keyboard once per way in `closes`, closes it that way and checks the focus is back
 * on `opener` each time: the first of them is the first opening (unless the caller opened it before).
 */
export async function expectFocusBack(opener: Locator, shown: Locator, closes: readonly Close[]): Promise<void> {
  for (const how of closes) {
    await openByKeyboard(opener);
    await expect(shown).toBeVisible();
    await expectClosedBackTo(opener, shown, how);
  }
}

/** A section of the open settings tab, opened. */
async function openSection(scope: Page | Frame, title: string) {
  const control = scope.getByRole('button', { name: title, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  return scope.getByRole('region', { name: title });
}

const THREE_WAYS: readonly Close[] = ['Escape', 'Close dialog', 'Cancel'];

/**
 * The core's dialogs and popovers, in either host: Start over, a section's Reset, the gradient picker, the custom
 * field dialog (adding, then editing the field added), and the preselected date's calendar (closed by Escape and by
 * a day picked).
 */
export async function expectCoreFocusBack(scope: Page | Frame): Promise<void> {
  await expectFocusBack(scope.getByRole('button', { name: 'Start over', exact: true }), scope.getByRole('dialog', { name: 'Start over?' }), THREE_WAYS);

  await scope.getByRole('tab', { name: 'Theme' }).click();
  const theme = await openSection(scope, 'Theme');
  await expectFocusBack(theme.getByRole('button', { name: 'Reset section' }), scope.getByRole('dialog', { name: 'Reset Theme?' }), THREE_WAYS);
  const gradient = theme.getByRole('button', { name: /^Background: / });
  // The popover holds the gradient's type, a named radio group.
  const picker = scope.locator('.mantine-Popover-dropdown').filter({ has: scope.getByRole('radiogroup', { name: 'Gradient type' }) });
  await expectFocusBack(gradient, picker, ['Escape', 'Escape']);

  await scope.getByRole('tab', { name: 'Config' }).click();
  const form = await openSection(scope, 'Form');
  const add = form.getByRole('button', { name: 'Add form field' });
  const adding = scope.getByRole('dialog', { name: 'Add Form Field' });
  await expectFocusBack(add, adding, [
    ...THREE_WAYS,
    async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Label text' }).fill('Room');
      await dialog.getByRole('button', { name: 'Save field' }).click();
    },
  ]);
  await expectFocusBack(form.getByRole('button', { name: 'Edit Room' }), scope.getByRole('dialog', { name: 'Edit Form Field' }), THREE_WAYS);

  const general = await openSection(scope, 'General');
  const date = general.getByRole('button', { name: 'Preselected date' });
  const calendar = scope.locator('[data-dates-dropdown]');
  await expectFocusBack(date, calendar, ['Escape', async (shown) => shown.locator('table button:not([disabled])').last().click()]);
}
