// Two modules so a bundle that needs only `fieldStyles` before its form (the booking widget) does not
// carry `formStyles` in the same chunk: a module cannot be split between chunks. See field-styles.ts.
export { fieldStyles } from './field-styles';

/**
 * Rules only the purchase/booking form uses (see `fieldStyles`). The Back button beside the submit button
 * keeps its own width: shrunk by the full-width submit, it broke its word ('Ba' / 'ck') on phones. At most
 * half the row, so a long translation wraps inside it instead of pushing the row wider than the widget.
 */
export const formStyles = `
.bk-root .bk-form{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,max(8em,calc(50% - var(--bk-grid-gap)))),1fr));gap:var(--bk-row-gap) var(--bk-grid-gap)}
.bk-root .bk-form>*{grid-column:1/-1}
.bk-root .bk-form>.bk-field[data-width="1"]{grid-column:auto/span 1}
.bk-root textarea.bk-input{min-block-size:5em;white-space:pre-wrap;resize:vertical}
.bk-root select.bk-input{appearance:auto;cursor:pointer}
.bk-root select.bk-input[multiple]{min-block-size:6em}
.bk-root .bk-choices{display:flex;flex-direction:column;gap:var(--bk-label-gap)}
.bk-root [data-actions]>[data-variant]{flex:none;max-width:50%}
`;
