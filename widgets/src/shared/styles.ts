import baseCss from './styles-css';
/** The rules of styles.css (edit them there; the text comes through styles-css.ts, which `npm run css -w @bookla/widgets` writes). */
export const baseStyles = baseCss;
