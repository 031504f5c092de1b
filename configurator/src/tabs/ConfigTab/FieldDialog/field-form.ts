import type { CustomFieldType, CustomFormField, InputWidth } from '@bookla/runtime/config';

const FIELD_TYPES: { value: CustomFieldType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'textarea', label: 'Text area' },
  { value: 'phone', label: 'Phone' },
  { value: 'url', label: 'URL' },
  { value: 'select', label: 'Select' },
  { value: 'multiselect', label: 'Multi-select' },
];
/** The native input types a configuration may also name; the dialog keeps one an imported field has. */
const NATIVE_TYPES: Partial<Record<CustomFieldType, string>> = { email: 'Email', tel: 'Phone (tel)', date: 'Date', time: 'Time' };

/** The types the dialog offers: the seven kinds, plus the field's own native type so editing keeps and shows it. */
export function typeChoices(current: CustomFieldType): { value: CustomFieldType; label: string }[] {
  const native = Object.hasOwn(NATIVE_TYPES, current) && NATIVE_TYPES[current];
  return native ? [...FIELD_TYPES, { value: current, label: native }] : FIELD_TYPES;
}

export const WIDTHS: { value: InputWidth; label: string }[] = [
  { value: 'auto / span 1', label: 'Single column' },
  { value: 'auto / span 2', label: 'Full width' },
];

export interface FieldValues {
  type: CustomFieldType;
  labelText: string;
  required: boolean;
  errorText: string;
  inputWidth: InputWidth;
  options: string;
}

const isSelect = (t: CustomFieldType) => t === 'select' || t === 'multiselect';

/** The dialog's three rules, in the order an owner meets them. */
export const fieldRules = {
  labelText: (v: string) => (v.trim() ? null : 'Label text is required'),
  errorText: (v: string, f: FieldValues) => (f.required && !v.trim() ? 'Error text is required for required fields' : null),
  // Options are typed comma-separated or one per line; blanks between separators do not count.
  options: (v: string, f: FieldValues) => (isSelect(f.type) && !splitOptions(v).length ? 'Options are required for select fields' : null),
};

export function splitOptions(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function toValues(f?: CustomFormField): FieldValues {
  return {
    type: f?.type ?? 'text',
    labelText: f?.labelText ?? '',
    required: f?.required ?? false,
    errorText: f?.errorText ?? '',
    inputWidth: f?.inputWidth ?? 'auto / span 1',
    options: f?.options ?? '',
  };
}

export function toField(v: FieldValues): CustomFormField {
  const field: CustomFormField = { type: v.type, labelText: v.labelText.trim(), required: v.required, errorText: v.errorText.trim(), inputWidth: v.inputWidth };
  if (isSelect(v.type)) field.options = splitOptions(v.options).join(', ');
  return field;
}
