import { afterEach, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { CodeField } from './CodeField';
import type { CodeStatus } from '../../state/flow';

afterEach(() => vi.useRealTimers());

const view = (status: CodeStatus, onCode = vi.fn()) => (
  <CodeField status={status} texts={DEFAULT_LOCALIZATION.code} loadingText="Loading..." onCode={onCode} />
);

describe('CodeField', () => {
  it('is labelled, has the placeholder and commits 500 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onCode = vi.fn();
    render(view('idle', onCode));
    const input = screen.getByLabelText('Subscription or Promo Code') as HTMLInputElement;
    expect(input.placeholder).toBe('XXXX-XXXX');
    fireEvent.change(input, { target: { value: 'DEMO' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'DEMO-SUBS' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onCode).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCode).toHaveBeenCalledExactlyOnceWith('DEMO-SUBS');
  });

  it("shows 'Code not found' for an invalid code and 'Invalid code' once the text is gone", () => {
    const { rerender } = render(view('idle'));
    const input = screen.getByLabelText('Subscription or Promo Code');
    fireEvent.change(input, { target: { value: 'NOPE' } });
    rerender(view('invalid'));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Code not found');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
  });

  it("shows 'Invalid code', not 'Code not found', when only spaces are left (the flow trims the code)", () => {
    const { rerender } = render(view('idle'));
    fireEvent.change(screen.getByLabelText('Subscription or Promo Code'), { target: { value: '   ' } });
    rerender(view('invalid'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
  });

  it('shows the loading and valid states without an error', () => {
    const { rerender } = render(view('idle'));
    const input = screen.getByLabelText('Subscription or Promo Code');
    fireEvent.change(input, { target: { value: 'DEMO' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    // Idle: neither busy nor applied.
    expect(input.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(view('loading'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByLabelText('Subscription or Promo Code').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(view('valid'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('✓ Code applied');
    // The check is over: no longer busy, its loading text gone.
    expect(input.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Loading...')).toBeNull();
    rerender(view('invalid'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a valid code says so with the price it gives, in the owner’s words', () => {
    render(
      <CodeField status="valid" texts={{ ...DEFAULT_LOCALIZATION.code, appliedText: 'Code angewendet' }} loadingText="…" onCode={vi.fn()} price={<span>€0.00</span>} />,
    );
    expect(screen.getByRole('status').textContent).toBe('✓ Code angewendet · €0.00');
  });
});
