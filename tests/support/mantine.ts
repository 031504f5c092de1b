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
 * Opens a background's colour popover from `button` and sets its first colour to `hex` ('#rrggbb'), leaving the
 * popover open. Mantine's focus trap moves the focus to the popover's first control a timer or two after it opens,
 * and text typed meanwhile went there instead of Colour 1 under a loaded CI: so the fill is tried until the button's
 * own swatch shows the colour, which is when the setting has taken.
 */
export async function setColour(scope: Page | Frame | Locator, button: Locator, hex: string) {
  await button.click();
  await expect(scope.getByRole('radiogroup', { name: 'Gradient type' }).getByRole('radio', { checked: true })).toBeFocused();
  const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  const field = scope.getByRole('textbox', { name: 'Colour 1' });
  await expect(async () => {
    await field.fill(hex);
    await expect(button.locator('[data-colour-preview]')).toHaveCSS('background-color', rgb, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
