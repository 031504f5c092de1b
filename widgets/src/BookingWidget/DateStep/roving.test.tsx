import { describe, it, expect } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { onRovingKey } from './roving';

/** A group like the day strip's: A, B (disabled), C, D as roving items, plus a control that is not one. */
const setup = (dir?: 'rtl') => {
  render(
    <div role="group" dir={dir} onKeyDown={onRovingKey}>
      <button type="button" data-r>A</button>
      <button type="button" data-r disabled>B</button>
      <button type="button" data-r>C</button>
      <button type="button" data-r>D</button>
      <button type="button">Other</button>
    </div>,
  );
  return (name: string) => screen.getByRole('button', { name });
};

describe('onRovingKey', () => {
  it('skips disabled items and claims the arrow keys so the page does not scroll', () => {
    const b = setup();
    b('A').focus();
    // fireEvent returns false when the handler called preventDefault.
    expect(fireEvent.keyDown(b('A'), { key: 'ArrowRight' })).toBe(false);
    expect(document.activeElement).toBe(b('C'));
    expect(fireEvent.keyDown(b('C'), { key: 'ArrowUp' })).toBe(false);
    expect(document.activeElement).toBe(b('A'));
    fireEvent.keyDown(b('A'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(b('C'));
  });

  it('stops at the ends without wrapping, and lets other keys through untouched', () => {
    const b = setup();
    b('A').focus();
    expect(fireEvent.keyDown(b('A'), { key: 'ArrowLeft' })).toBe(true);
    expect(document.activeElement).toBe(b('A'));
    fireEvent.keyDown(b('A'), { key: 'End' });
    expect(document.activeElement).toBe(b('D'));
    expect(fireEvent.keyDown(b('D'), { key: 'ArrowRight' })).toBe(true);
    expect(document.activeElement).toBe(b('D'));
    // Tab and Enter keep their native meaning (leave the group, press the button).
    expect(fireEvent.keyDown(b('D'), { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(b('D'), { key: 'Enter' })).toBe(true);
    expect(document.activeElement).toBe(b('D'));
  });

  it('ignores keys pressed on a control of the group that is not one of its items', () => {
    const b = setup();
    b('Other').focus();
    expect(fireEvent.keyDown(b('Other'), { key: 'ArrowRight' })).toBe(true);
    expect(document.activeElement).toBe(b('Other'));
  });

  it('mirrors left and right on a right-to-left line (the next item is on the left); up and down do not change', () => {
    const b = setup('rtl');
    b('A').focus();
    expect(fireEvent.keyDown(b('A'), { key: 'ArrowLeft' })).toBe(false);
    expect(document.activeElement).toBe(b('C'));
    fireEvent.keyDown(b('C'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(b('A'));
    fireEvent.keyDown(b('A'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(b('C'));
  });
});
