import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { settle } from './driver';

// Keyboard-only driving shared by the specs: the focused element followed through open shadow roots (a popup's
// dialog holds the widget's own root), its focus indicator, Tab until a match, the heading a step change focuses.

export interface Focused {
  /** Inside the widget's shadow root (false: on the page or nowhere). */
  inWidget: boolean;
  tag: string;
  cls: string;
  text: string;
  name: string;
  label: string;
  dayWithAvailability: boolean;
  /** Computed focus indicator: outline style and width, box-shadow. */
  outline: string;
  outlineWidth: number;
  boxShadow: string;
}

/** The element that has focus, followed into the widget's (open) shadow root. */
export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    let inWidget = false;
    while (el?.shadowRoot?.activeElement) {
      el = el.shadowRoot.activeElement as HTMLElement;
      inWidget = true;
    }
    if (!el) return { inWidget, tag: '', cls: '', text: '', name: '', label: '', dayWithAvailability: false, outline: 'none', outlineWidth: 0, boxShadow: 'none' };
    const cs = getComputedStyle(el);
    return {
      inWidget,
      tag: el.tagName.toLowerCase(),
      cls: el.className && typeof el.className === 'string' ? el.className : '',
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      name: el.getAttribute('name') ?? '',
      label: el.getAttribute('aria-label') ?? '',
      dayWithAvailability: !!el.querySelector('.bk-dot[data-on="true"]'),
      outline: cs.outlineStyle,
      outlineWidth: parseFloat(cs.outlineWidth) || 0,
      boxShadow: cs.boxShadow,
    };
  });
}

/** A visible focus indicator: an outline (or a box-shadow ring) on the focused element. */
export function expectIndicator(f: Focused, where: string) {
  const ring = (f.outline !== 'none' && f.outlineWidth > 0) || (f.boxShadow !== 'none' && f.boxShadow !== '');
  expect(ring, `${where}: no visible focus indicator on <${f.tag} class="${f.cls}"> (outline ${f.outline} ${f.outlineWidth}px, box-shadow ${f.boxShadow})`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `match` holds for the focused element; fails after `max` presses. */
export async function tabTo(page: Page, what: string, match: (f: Focused) => boolean, { max = 40, back = false } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (match(f)) {
      expectIndicator(f, what);
      return f;
    }
  }
  throw new Error(`${what}: not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses (focus on ${JSON.stringify(await focused(page))})`);
}

/** After a step change: focus is on the new step's heading, and the heading shows that it has it. */
export async function expectHeadingFocused(page: Page, heading: string | RegExp) {
  await expect.poll(async () => { const f = await focused(page); return f.tag === 'h2' && f.inWidget ? f.text : `<${f.tag}> ${f.text.slice(0, 60)}`; }, { timeout: 15_000 })
    .toMatch(typeof heading === 'string' ? new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : heading);
  await settle(page);
  expectIndicator(await focused(page), `heading "${heading}"`);
}
