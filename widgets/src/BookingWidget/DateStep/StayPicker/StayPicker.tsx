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
            // Check-out follows check-in, forward or back, within the limits (spec §5).
            if (isDateString(v) && v >= today) onChange(v, moveCheckIn(v, checkIn, checkOut, limits));
          }}
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
            // A check-out outside the limits is ignored (spec §5).
            if (isCheckOutAllowed(checkIn, v, limits)) onChange(checkIn, v);
          }}
        />
      </div>
      <p className="bk-secondary bk-nights" aria-live="polite">
        {nights} {nights === 1 ? texts.night : texts.nights}
      </p>
    </div>
  );
}
