import { formatFlexibleDuration, humanDuration } from '@bookla/runtime/time';
import { Stepper } from '../../Stepper/Stepper';

export interface DurationPickerProps {
  /** The service's duration in minutes: the minimum. */
  base: number;
  /** settings.timeInterval, else the duration, in minutes. */
  step: number;
  /** The duration shown, in minutes (the flow applies it after its 500 ms debounce). */
  value: number;
  title: string;
  locale: string;
  /** Called at once with every new duration; debouncing is the flow's, so it survives step changes. */
  onChange(minutes: number): void;
}

/** Flexible services: longer or shorter bookings in steps, never below the service's duration. */
export function DurationPicker({ base, step, value, title, locale, onChange }: DurationPickerProps) {
  // Never below the base; a decrease reaching zero resets to the base.
  const set = (n: number) => onChange(n <= 0 || n < base ? base : n);
  return (
    <Stepper
      label={title}
      display={humanDuration(formatFlexibleDuration(0, value), locale)}
      value={value}
      min={base}
      onDecrease={() => set(value - step)}
      onIncrease={() => set(value + step)}
    />
  );
}
