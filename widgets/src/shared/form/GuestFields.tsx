import type { Localization } from '@bookla/runtime/config';
import { Field } from './Field';
import type { GuestData, GuestErrors } from './validate';

export interface GuestFieldsProps {
  /** Prefix for element ids (unique per form, from `useId`). */
  idPrefix: string;
  values: GuestData;
  errors: GuestErrors;
  onChange: (name: keyof GuestData, value: string) => void;
  texts: Localization['guestForm'];
}

/** First name and last name side by side, then email: who a guest is. */
export function GuestFields({ idPrefix, values, errors, onChange, texts }: GuestFieldsProps) {
  const rows = [
    ['firstName', texts.firstNameFieldLabel, 'given-name', 'text', 1],
    ['lastName', texts.lastNameFieldLabel, 'family-name', 'text', 1],
    ['email', texts.emailFieldLabel, 'email', 'email', 2],
  ] as const;
  return (
    <>
      {rows.map(([name, label, autoComplete, type, width]) => (
        <Field key={name} id={`${idPrefix}-${name}`} label={label} error={errors[name]} width={width}>
          {(aria) => (
            <input
              {...aria}
              className="bk-input"
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              value={values[name]}
              onChange={(e) => onChange(name, e.currentTarget.value)}
            />
          )}
        </Field>
      ))}
    </>
  );
}
