import { useId } from 'react';
import { handOff } from '../focus-hand-off';

export interface StepperProps {
  /** Visible name of the quantity; also names the buttons for screen readers. */
  label: string;
  /** What is shown between the buttons (defaults to the value). */
  display?: string;
  value: number;
  /** The decrease button is disabled at or below this. */
  min: number;
  /** The increase button is disabled at or above this; omitted = no upper bound. */
  max?: number;
  /** Disables both buttons (e.g. while loading). */
  disabled?: boolean;
  onDecrease(): void;
  onIncrease(): void;
}

/**
 * A minus / count / plus control: participants, duration and ticket quantities. A button pressed to its
 * limit disables itself; focus then goes to the other one (handOff), not to the page.
 */
export function Stepper({ label, display, value, min, max, disabled, onDecrease, onIncrease }: StepperProps) {
  const id = useId();
  return (
    <div className="bk-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="bk-stepper-label">
        {label}
      </span>
      <button
        type="button"
        className="bk-btn"
        data-variant="icon"
        aria-label={`− ${label}`}
        disabled={disabled || value <= min}
        onClick={(e) => {
          handOff(e.currentTarget);
          onDecrease();
        }}
      >
        −
      </button>
      <output className="bk-stepper-value" aria-live="polite">
        {display ?? value}
      </output>
      <button
        type="button"
        className="bk-btn"
        data-variant="icon"
        aria-label={`+ ${label}`}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={(e) => {
          handOff(e.currentTarget);
          onIncrease();
        }}
      >
        +
      </button>
    </div>
  );
}
