import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an option of a Mantine select: from the list this combobox controls (the page's first option can be
 * the preview's native resource <select>, searched through its shadow root, which no click reaches). Mantine
 * hides a dropdown whose field has scrolled out of its pane (hideDetached): once in a loaded full run the
 * settings pane moved just after the click and the list stayed hidden until the test timed out. So the field is
 * brought to the middle of the pane and the choice tried again until it takes.
 */
export async function choose(page: Page, combobox: Locator, name?: string) {
  await expect(async () => {
    await combobox.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    const list = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
    await (name ? list.getByRole('option', { name }) : list.getByRole('option').first()).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens a background's colour popover and waits for its focus trap, which moves the focus to the popover's first
 * control (the gradient type) a timer after it opens: text filled into Colour 1 before that went to that control
 * under a loaded CI, and the colour was never set.
 */
export async function openColours(scope: Page | Frame | Locator, button: Locator) {
  await button.click();
  await expect(scope.getByRole('radiogroup', { name: 'Gradient type' }).getByRole('radio', { checked: true })).toBeFocused();
}
