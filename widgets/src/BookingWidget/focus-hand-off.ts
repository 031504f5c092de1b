/**
 * For buttons that disable or remove themselves when pressed (− at its minimum, ‹ back on the first page,
 * 'Next available date'): Chromium then drops keyboard focus to the page body and the visitor has to Tab
 * in again. Called from the click handler: once the render that follows has run (a task later, in React
 * and Preact alike), focus moves to `to()` (default: the first enabled control beside this one) if the
 * pressed button had it and is now disabled or gone. A button without focus (a mouse click in Safari)
 * hands nothing on.
 */
export function handOff(
  b: HTMLButtonElement,
  to: () => HTMLElement | null | undefined = () => b.parentNode!.querySelector<HTMLElement>('button:not(:disabled)'),
): void {
  if (b.matches(':focus')) setTimeout(() => (b.disabled || !b.isConnected) && to()?.focus());
}
