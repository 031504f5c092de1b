export { PurchaseForm, type PurchaseFormProps } from './PurchaseForm';
export { GuestFields, type GuestFieldsProps } from './GuestFields';
export { CustomFields, type CustomFieldsProps } from './CustomFields';
export { TermsCheckbox, type TermsCheckboxProps } from './TermsCheckbox';
export { Field, type FieldProps } from './Field';
export { fieldStyles, formStyles } from './styles';
export {
  validateGuest,
  validateCustomFields,
  collectCustomFields,
  customFieldKey,
  parseOptions,
  fitsType,
  requiredMessage,
  type PurchaseFormData,
  type GuestData,
  type GuestErrors,
  type CustomValues,
  type FieldErrors,
} from './validate';
