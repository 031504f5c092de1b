import { useId } from 'react';

export interface ResourcePickerProps {
  resources: readonly { id: string; name: string }[];
  /** '' = any resource. */
  value: string;
  /** 'Select Resource' or the per-service override. */
  title: string;
  /** 'Any Resource' or the per-service override. */
  anyLabel: string;
  onChange(id: string): void;
}

/** Narrows availability to one resource, or any. */
export function ResourcePicker({ resources, value, title, anyLabel, onChange }: ResourcePickerProps) {
  const id = useId();
  return (
    <div className="bk-field">
      <label htmlFor={id} className="bk-label">
        {title}
      </label>
      <select id={id} className="bk-input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{anyLabel}</option>
        {resources.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
}
