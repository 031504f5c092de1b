import { beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ensureTemporal } from '@bookla/runtime/time';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { StayPicker } from './StayPicker';

beforeAll(() => ensureTemporal());

const setup = (checkIn: string, checkOut: string, limits = { minNights: 2, maxNights: 5 }) => {
  const onChange = vi.fn();
  render(
    <StayPicker checkIn={checkIn} checkOut={checkOut} today="2030-01-10" limits={limits} texts={DEFAULT_LOCALIZATION.days} onChange={onChange} />,
  );
  return {
    onChange,
    checkIn: screen.getByLabelText('Check-in') as HTMLInputElement,
    checkOut: screen.getByLabelText('Check-out') as HTMLInputElement,
  };
};

describe('StayPicker', () => {
  it('bounds check-in by today and check-out by the night limits', () => {
    const { checkIn, checkOut } = setup('2030-01-10', '2030-01-12');
    expect(checkIn.min).toBe('2030-01-10');
    expect(checkOut.min).toBe('2030-01-12');
    expect(checkOut.max).toBe('2030-01-15');
    // The count is announced when the dates change.
    expect(screen.getByText('2 nights').getAttribute('aria-live')).toBe('polite');
  });

  it('uses the singular label for one night and leaves max open when maxNights is 0', () => {
    const { checkOut } = setup('2030-01-10', '2030-01-11', { minNights: 1, maxNights: 0 });
    expect(screen.getByText('1 night')).toBeTruthy();
    expect(checkOut.max).toBe('');
  });

  it('moves check-out with check-in, keeping the stay inside the limits', () => {
    const { checkIn, onChange } = setup('2030-01-10', '2030-01-13');
    fireEvent.change(checkIn, { target: { value: '2030-01-20' } });
    expect(onChange).toHaveBeenLastCalledWith('2030-01-20', '2030-01-23');
    fireEvent.change(checkIn, { target: { value: '2030-01-09' } });
    // Malformed text (it sorts after today as a string) is ignored too: browsers without a date picker
    // fall back to a text field, so the value is not always sanitised.
    checkIn.type = 'text';
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    fireEvent.change(checkIn, { target: { value: '2030-1-20' } });
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes today as check-in', () => {
    const { checkIn, onChange } = setup('2030-01-12', '2030-01-14');
    fireEvent.change(checkIn, { target: { value: '2030-01-10' } });
    expect(onChange).toHaveBeenCalledWith('2030-01-10', '2030-01-12');
  });

  it('ignores a check-out outside the limits', () => {
    const { checkOut, onChange } = setup('2030-01-10', '2030-01-12');
    fireEvent.change(checkOut, { target: { value: '2030-01-11' } });
    fireEvent.change(checkOut, { target: { value: '2030-01-16' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(checkOut, { target: { value: '2030-01-15' } });
    expect(onChange).toHaveBeenCalledWith('2030-01-10', '2030-01-15');
  });
});

describe('StayPicker never shows a date it ignored', () => {
  it('a check-out before check-in goes back to the check-out in force; the night count stays', () => {
    const { checkOut, onChange } = setup('2030-01-12', '2030-01-14');
    fireEvent.change(checkOut, { target: { value: '2030-01-11' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(checkOut.value).toBe('2030-01-14');
    expect(screen.getByText('2 nights')).toBeTruthy();
  });

  it('a check-out past the most nights goes back too', () => {
    const { checkOut, onChange } = setup('2030-01-12', '2030-01-14');
    fireEvent.change(checkOut, { target: { value: '2030-02-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(checkOut.value).toBe('2030-01-14');
  });

  it('a check-in before today goes back to the check-in in force', () => {
    const { checkIn, onChange } = setup('2030-01-12', '2030-01-14');
    fireEvent.change(checkIn, { target: { value: '2030-01-05' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(checkIn.value).toBe('2030-01-12');
  });

  it('a year still being typed (0203) is not taken, and the field shows the date in force once left', () => {
    const { checkOut, onChange } = setup('2030-01-12', '2030-01-14');
    fireEvent.change(checkOut, { target: { value: '0203-01-14' } });
    expect(onChange).not.toHaveBeenCalled();
    // Leaving the field (blur and focusout, as a browser sends both).
    fireEvent.blur(checkOut);
    fireEvent.focusOut(checkOut);
    expect(checkOut.value).toBe('2030-01-14');
  });
});
