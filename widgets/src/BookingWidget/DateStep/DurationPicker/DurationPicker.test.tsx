import { beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ensureTemporal } from '@bookla/runtime/time';
import { DurationPicker } from './DurationPicker';

beforeAll(() => ensureTemporal());

const minus = () => screen.getByRole('button', { name: '− Select Duration' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: '+ Select Duration' }) as HTMLButtonElement;

describe('DurationPicker', () => {
  it('shows its value in words and reports each step at once (the flow debounces)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DurationPicker base={60} step={30} value={60} title="Select Duration" locale="en-US" onChange={onChange} />);
    expect(minus().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('1 hour');
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(90);
    rerender(<DurationPicker base={60} step={30} value={90} title="Select Duration" locale="en-US" onChange={onChange} />);
    expect(screen.getByRole('status').textContent).toBe('1 hour 30 minutes');
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(onChange).toHaveBeenLastCalledWith(60);
  });

  it('resets to the base instead of going to zero or below', () => {
    const onChange = vi.fn();
    // A step larger than what is left above the base.
    render(<DurationPicker base={60} step={90} value={90} title="Select Duration" locale="en-US" onChange={onChange} />);
    fireEvent.click(minus());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(60);
  });

  it('never goes below the base, also when a step lands between zero and the base', () => {
    const onChange = vi.fn();
    render(<DurationPicker base={60} step={45} value={90} title="Select Duration" locale="en-US" onChange={onChange} />);
    fireEvent.click(minus());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(60);
  });
});
