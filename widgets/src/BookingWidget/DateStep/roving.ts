import type { KeyboardEvent } from 'react';

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Arrow keys (left and right mirrored in right-to-left), Home and End move focus between the enabled `[data-r]` buttons of a group; only the chosen
 * (or first) button is in the tab order, so Tab leaves the group at once (roving tabindex). Enter and
 * Space select through the buttons' native click.
 */
export function onRovingKey(e: KeyboardEvent<HTMLElement>): void {
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-r]:not(:disabled)'));
  const i = items.indexOf(e.target as HTMLButtonElement);
  if (i < 0) return;
  let step = STEP[e.key];
  // Left and right follow the writing direction: on a right-to-left line the next item is on the left. The
  // widget's root always states its direction (`dir` from its locale), so the nearest `dir` is the one in force.
  if ((e.key[5] == 'L' || e.key[5] == 'R') && e.currentTarget.closest<HTMLElement>('[dir]')?.dir == 'rtl') step = -step!;
  const next = e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : step ? i + step : -1;
  if (next < 0 || next >= items.length) return;
  e.preventDefault();
  items[next]!.focus();
}
