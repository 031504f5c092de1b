import formCss from './form-css';
// Two modules so a bundle that needs only `fieldStyles` before its form (the booking widget) does not
// carry `formStyles` in the same chunk: a module cannot be split between chunks. See field-styles.ts.
export { fieldStyles } from './field-styles';

/** The rules of form.css (edit them there; the text comes through form-css.ts, which `npm run css -w @bookla/widgets` writes). */
export const formStyles = formCss;
