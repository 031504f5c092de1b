import type { CustomFormField, Localization } from '@bookla/runtime/config';

/** What a purchase/booking form hands to its `onSubmit`: trimmed guest fields and non-empty custom values. */
export interface PurchaseFormData {
  firstName: string;
  lastName: string;
  email: string;
  /** Keyed by `customFieldKey(label, index)`; multiselect answers are `string[]`. */
  customFields: Record<string, string | string[]>;
}

export type GuestData = Pick<PurchaseFormData, 'firstName' | 'lastName' | 'email'>;
export type GuestErrors = Partial<Record<keyof GuestData, string>>;
/** Raw custom field values by key; multiselect holds `string[]`. */
export type CustomValues = Record<string, string | string[] | undefined>;
export type FieldErrors = Record<string, string>;

// Deliberately simple: something@something.tld without spaces; the platform checks the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s\-().]{3,}$/;

/** Guest rules (names and email required, email shaped), checked on trimmed values; an empty result means valid. */
export function validateGuest(data: GuestData, texts: Localization['guestForm']): GuestErrors {
  const errors: GuestErrors = {};
  if (!data.firstName.trim()) errors.firstName = texts.firstNameFieldError;
  if (!data.lastName.trim()) errors.lastName = texts.lastNameFieldError;
  const email = data.email.trim();
  if (!email) errors.email = texts.emailFieldError;
  else if (!EMAIL.test(email)) errors.email = texts.emailFieldInvalidError;
  return errors;
}

/**
 * Key of a custom field's answer: lowercased, trimmed label with each run of whitespace turned into one
 * underscore, then `_` and the field's index ('Dog Name', 0 → 'dog_name_0'). The index keeps two fields
 * with the same label apart.
 */
export function customFieldKey(label: string, index: number): string {
  return `${label.trim().toLowerCase().replace(/\s+/g, '_')}_${index}`;
}

/** Options of a select/multiselect field: comma- or newline-separated, trimmed, empty ones dropped. */
export function parseOptions(options: string | undefined): string[] {
  return (options ?? '')
    .split(/[,\n]/)
    .map((o) => o.trim())
    .filter(Boolean);
}

const isEmpty = (v: string | string[] | undefined): boolean =>
  v === undefined || (Array.isArray(v) ? v.length === 0 : !v.trim());

function validUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `text` for `label`: '{label}' replaced, or (an owner's text without it) a suffix after the label. */
const labelled = (text: string, label: string): string =>
  text.includes('{label}') ? text.replace('{label}', label) : `${label} ${text}`.trim();

/** Text of a '{label} is required' message; `isRequiredText` may hold '{label}' or be a suffix. */
export function requiredMessage(field: CustomFormField, isRequiredText: string): string {
  return field.errorText?.trim() ? field.errorText : labelled(isRequiredText, field.labelText);
}

/** Type-specific check of a non-empty value; returns false when the value does not fit the type. */
export function fitsType(type: string, value: string): boolean {
  const v = value.trim();
  if (type === 'number') return v !== '' && !Number.isNaN(Number(v));
  if (type === 'url') return validUrl(v);
  if (type === 'phone' || type === 'tel') return PHONE.test(v);
  // The form is sent with noValidate (its messages are the widget's, in its language): the browser's own
  // check of an email input stops nothing.
  if (type === 'email') return EMAIL.test(v);
  return true;
}

/**
 * Custom field rules: required and empty → the field's errorText or the form's isRequiredText ('{label} is
 * required'); a number/url/phone/tel/email that does not parse → the field's errorText or the form's invalidText ('{label}
 * is invalid'), both in the widget's language.
 */
export function validateCustomFields(
  fields: CustomFormField[],
  values: CustomValues,
  texts: Pick<Localization['form'], 'isRequiredText' | 'invalidText'>,
): FieldErrors {
  const errors: FieldErrors = {};
  fields.forEach((field, index) => {
    const key = customFieldKey(field.labelText, index);
    const value = values[key];
    if (isEmpty(value)) {
      if (field.required) errors[key] = requiredMessage(field, texts.isRequiredText);
    } else if (typeof value === 'string' && !fitsType(field.type, value)) {
      errors[key] = field.errorText?.trim() || labelled(texts.invalidText, field.labelText);
    }
  });
  return errors;
}

/** Only non-empty answers, trimmed; multiselect stays `string[]`. */
export function collectCustomFields(fields: CustomFormField[], values: CustomValues): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  fields.forEach((field, index) => {
    const key = customFieldKey(field.labelText, index);
    const value = values[key];
    if (Array.isArray(value)) {
      if (value.length) out[key] = [...value];
    } else if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  });
  return out;
}
