import { describe, it, expect } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Stepper } from './Stepper';

function Counter({ start, min, max }: { start: number; min: number; max?: number }) {
  const [n, setN] = useState(start);
  return <Stepper label="Adult" value={n} min={min} max={max} onDecrease={() => setN(n - 1)} onIncrease={() => setN(n + 1)} />;
}

const tick = () => new Promise((r) => setTimeout(r, 20));
const btn = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Stepper', () => {
  it('names its buttons by the label and disables them at the limits', () => {
    render(<Counter start={0} min={0} max={2} />);
    expect(btn('− Adult').disabled).toBe(true);
    fireEvent.click(btn('+ Adult'));
    fireEvent.click(btn('+ Adult'));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(btn('+ Adult').disabled).toBe(true);
    expect(btn('− Adult').disabled).toBe(false);
  });

  it('− pressed down to the minimum hands keyboard focus to +, not to the page (it disables itself)', async () => {
    render(<Counter start={1} min={0} />);
    const minus = btn('− Adult');
    minus.focus();
    fireEvent.click(minus);
    expect(minus.disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(btn('+ Adult')));
  });

  it('+ pressed up to the maximum hands keyboard focus to −', async () => {
    render(<Counter start={9} min={1} max={10} />);
    const plus = btn('+ Adult');
    plus.focus();
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(btn('− Adult')));
  });

  it('moves no focus when the pressed button stays enabled or never had focus', async () => {
    render(<Counter start={3} min={0} />);
    const minus = btn('− Adult');
    minus.focus();
    fireEvent.click(minus);
    await tick();
    expect(document.activeElement).toBe(minus);
    minus.blur();
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(minus.disabled).toBe(true);
    await tick();
    expect(document.activeElement).toBe(document.body);
  });
});
