import { useEffect, useState } from 'react';
import { formatFlexibleDuration, humanDuration } from '@bookla/runtime/time';
import { useDebouncedCallback } from '../../../shared';
import { Stepper } from '../../Stepper/Stepper';

/** Spec §4: duration changes are applied 500 ms after the last click. */
export const DURATION_DEBOUNCE_MS = 500;

export interface DurationPickerProps {
  /** The service's duration in minutes: the minimum. */
  base: number;
  /** settings.timeInterval, else the duration, in minutes. */
  step: number;
  /** The applied duration in minutes. */
  value: number;
  title: string;
  locale: string;
  onChange(minutes: number): void;
}

/** Flexible services: longer or shorter bookings in steps, never below the service's duration. */
export function DurationPicker({ base, step, value, title, locale, onChange }: DurationPickerProps) {
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  const apply = useDebouncedCallback(onChange, DURATION_DEBOUNCE_MS);
  // Spec §5: never below the base; a decrease reaching zero resets to the base.
  const set = (n: number) => {
    const next = n <= 0 || n < base ? base : n;
    setShown(next);
    apply(next);
  };
  return (
    <Stepper
      label={title}
      display={humanDuration(formatFlexibleDuration(0, shown), locale)}
      value={shown}
      min={base}
      onDecrease={() => set(shown - step)}
      onIncrease={() => set(shown + step)}
    />
  );
}
