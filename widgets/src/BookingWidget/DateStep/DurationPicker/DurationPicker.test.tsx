import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ensureTemporal } from '@bookla/runtime/time';
import { DurationPicker } from './DurationPicker';

beforeAll(() => ensureTemporal());
afterEach(() => vi.useRealTimers());

describe('DurationPicker', () => {
  it('steps by the interval, never below the base, and applies after 500 ms', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<DurationPicker base={60} step={30} value={60} title="Select Duration" locale="en-US" onChange={onChange} />);
    const minus = screen.getByRole('button', { name: '− Select Duration' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: '+ Select Duration' });
    expect(minus.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 hour');
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByRole('status').textContent).toBe('2 hours');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(120);
    fireEvent.click(minus);
    expect(screen.getByRole('status').textContent).toBe('1 hour 30 minutes');
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).toHaveBeenLastCalledWith(90);
  });

  it('resets to the base instead of going to zero or below', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    // A step larger than what is left above the base.
    render(<DurationPicker base={60} step={90} value={90} title="Select Duration" locale="en-US" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '− Select Duration' }));
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).toHaveBeenCalledWith(60);
  });
});
