import { useId } from 'react';
import { checkOutBounds, isCheckOutAllowed, isDateString, moveCheckIn, nightsBetween, type StayLimits } from '@bookla/runtime/time';
import type { Localization } from '@bookla/runtime/config';

export interface StayPickerProps {
  checkIn: string;
  checkOut: string;
  /** Today in the service's zone: the earliest check-in. */
  today: string;
  limits: StayLimits;
  texts: Localization['days'];
  onChange(checkIn: string, checkOut: string): void;
}

/** Days services: check-in and check-out dates within the night limits, and the night count. */
export function StayPicker({ checkIn, checkOut, today, limits, texts, onChange }: StayPickerProps) {
  const id = useId();
  const bounds = checkOutBounds(checkIn, limits);
  const nights = nightsBetween(checkIn, checkOut);
  return (
    <div className="bk-stay">
      <div className="bk-field">
        <label className="bk-label" htmlFor={id + 'i'}>
          {texts.checkIn}
        </label>
        <input
          id={id + 'i'}
          type="date"
          className="bk-input"
          min={today}
          value={checkIn}
          required
          onChange={(e) => {
            const v = e.currentTarget.value;
            // Check-out follows check-in, forward or back, within the limits.
            if (isDateString(v) && v >= today) onChange(v, moveCheckIn(v, checkIn, checkOut, limits));
            else settle(e.currentTarget, checkIn, today);
          }}
          onBlur={(e) => settle(e.currentTarget, checkIn)}
        />
      </div>
      <div className="bk-field">
        <label className="bk-label" htmlFor={id + 'o'}>
          {texts.checkOut}
        </label>
        <input
          id={id + 'o'}
          type="date"
          className="bk-input"
          min={bounds.min}
          max={bounds.max}
          value={checkOut}
          required
          onChange={(e) => {
            const v = e.currentTarget.value;
            // A check-out outside the limits is ignored: the field goes back to the one in force.
            if (isCheckOutAllowed(checkIn, v, limits)) onChange(checkIn, v);
            else settle(e.currentTarget, checkOut, today);
          }}
          onBlur={(e) => settle(e.currentTarget, checkOut)}
        />
      </div>
      <p className="bk-secondary bk-nights" aria-live="polite">
        {nights} {nights === 1 ? texts.night : texts.nights}
      </p>
    </div>
  );
}

/**
 * Puts a date field back to the value in force, so it never shows a date the widget ignored (React restores a
 * controlled input by itself, Preact keeps what was typed). While the visitor is still typing the year a date
 * input reports years like 0002 or 0202: those are left alone until the field loses focus (`today` not
 * given), so the typing can finish.
 */
function settle(input: HTMLInputElement, inForce: string, today = ''): void {
  if (input.value >= today.slice(0, 4)) input.value = inForce;
}
