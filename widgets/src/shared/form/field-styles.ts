import fieldsCss from './fields-css';
/** The rules of fields.css (edit them there; the text comes through fields-css.ts, which `npm run css -w @bookla/widgets` writes). */
export const fieldStyles = fieldsCss;
