import { MAX_SPOTS, MIN_SPOTS } from '../../state/flow';
import { Stepper } from '../../Stepper/Stepper';

export interface ParticipantsPickerProps {
  value: number;
  title: string;
  onChange(n: number): void;
}

/** Group services: how many spots to book (1–10). */
export function ParticipantsPicker({ value, title, onChange }: ParticipantsPickerProps) {
  return (
    <Stepper
      label={title}
      value={value}
      min={MIN_SPOTS}
      max={MAX_SPOTS}
      onDecrease={() => onChange(value - 1)}
      onIncrease={() => onChange(value + 1)}
    />
  );
}
