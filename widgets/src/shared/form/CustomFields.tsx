import type { CustomFormField, Localization } from '@bookla/runtime/config';
import { Field } from './Field';
import { customFieldKey, parseOptions, type CustomValues, type FieldErrors } from './validate';

export interface CustomFieldsProps {
  idPrefix: string;
  fields: CustomFormField[];
  values: CustomValues;
  errors: FieldErrors;
  onChange: (key: string, value: string | string[]) => void;
  texts: Pick<Localization['form'], 'selectOption'>;
}

// Field types map to native inputs; any other native type named in a config is allowed only from this list.
const INPUT_TYPES: Record<string, string> = {
  text: 'text',
  number: 'number',
  phone: 'tel',
  url: 'url',
  email: 'email',
  date: 'date',
  time: 'time',
  tel: 'tel',
};

/** The site owner's extra questions (custom form fields), in a two-column grid. */
export function CustomFields({ idPrefix, fields, values, errors, onChange, texts }: CustomFieldsProps) {
  return (
    <>
      {fields.map((field, index) => {
        const key = customFieldKey(field.labelText, index);
        const id = `${idPrefix}-cf-${index}`;
        const width = field.inputWidth === 'auto / span 1' ? 1 : 2;
        const error = errors[key];
        const value = values[key];
        if (field.type === 'multiselect') {
          const chosen = Array.isArray(value) ? value : [];
          const errorId = `${id}-error`;
          return (
            <fieldset key={key} className="bk-field" data-width={width} aria-describedby={error ? errorId : undefined}>
              <legend className="bk-label">{field.labelText}</legend>
              <div className="bk-choices">
                {parseOptions(field.options).map((option, i) => (
                  <label key={option} className="bk-check">
                    <input
                      type="checkbox"
                      id={i === 0 ? id : undefined}
                      name={key}
                      value={option}
                      checked={chosen.includes(option)}
                      aria-invalid={!!error}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) =>
                        onChange(
                          key,
                          e.currentTarget.checked ? [...chosen, option] : chosen.filter((o) => o !== option),
                        )
                      }
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
              {error ? (
                <span className="bk-field-error" id={errorId}>
                  {error}
                </span>
              ) : null}
            </fieldset>
          );
        }
        const text = typeof value === 'string' ? value : '';
        return (
          <Field key={key} id={id} label={field.labelText} error={error} width={width}>
            {(aria) => {
              // What the three kinds of control have in common.
              const control = {
                ...aria,
                className: 'bk-input',
                name: key,
                required: field.required,
                value: text,
                onChange: (e: { currentTarget: { value: string } }) => onChange(key, e.currentTarget.value),
              };
              return field.type === 'textarea' ? (
                <textarea {...control} />
              ) : field.type === 'select' ? (
                <select {...control}>
                  <option value="">{texts.selectOption}</option>
                  {parseOptions(field.options).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  type={INPUT_TYPES[field.type] ?? 'text'}
                  inputMode={field.type === 'number' ? 'decimal' : undefined}
                  // A phone field asks for the visitor's number: the browser can offer it (WCAG 1.3.5).
                  autoComplete={INPUT_TYPES[field.type] === 'tel' ? 'tel' : undefined}
                />
              );
            }}
          </Field>
        );
      })}
    </>
  );
}
