import { baseStyles } from '../shared/styles';
import { fieldStyles } from '../shared/form/field-styles';

/**
 * The booking widget's own rules, on top of the shared `baseStyles`: scoped under `.bk-root`, reading only
 * `--bk-*` variables, no `:host`/`:root`, so the same text works in a shadow root and in the page.
 */
const css = `
.bk-root .bk-flow{min-block-size:320px;display:flex;flex-direction:column}
.bk-root .bk-strip{display:flex;align-items:center;gap:8px}
.bk-root .bk-days{flex:1;min-inline-size:0;display:flex;gap:8px}
.bk-root .bk-day{flex:1 1 0;min-inline-size:0;gap:2px;padding-inline:2px}
.bk-root .bk-day[aria-current=date] .bk-day-num{text-decoration:underline;text-underline-offset:3px}
.bk-root .bk-day-num{font-weight:var(--bk-font-weight-medium);font-size:var(--bk-font-size-large)}
.bk-root .bk-dot{inline-size:6px;block-size:6px;border-radius:50%;background:currentColor;opacity:0}
.bk-root .bk-dot[data-on=true]{opacity:.8}
.bk-root .bk-slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,7em),1fr));gap:var(--bk-grid-gap)}
.bk-root .bk-slot{gap:2px;min-inline-size:0;text-align:center}
.bk-root .bk-slot .bk-price{font-size:.85em;display:flex;flex-wrap:wrap;justify-content:center;column-gap:.4em}
.bk-root .bk-slot .bk-price-compared{margin-inline-start:0}
.bk-root .bk-empty{display:flex;flex-direction:column;align-items:flex-start;gap:var(--bk-row-gap)}
.bk-root .bk-stepper{display:flex;align-items:center;gap:12px}
.bk-root .bk-stepper-label{flex:1;font-weight:var(--bk-font-weight-medium)}
.bk-root .bk-stepper-value{min-inline-size:2.5em;text-align:center}
.bk-root .bk-stay{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--bk-row-gap) var(--bk-grid-gap)}
.bk-root .bk-nights{grid-column:1/-1}
`;

/**
 * Everything the booking widget needs before its Form step: the shared rules, the field rules (the Date
 * step has inputs, a code field and terms) and its own. The Form step's `formStyles` come with
 * `PurchaseForm`.
 */
export const bookingStyles = baseStyles + fieldStyles + css;
