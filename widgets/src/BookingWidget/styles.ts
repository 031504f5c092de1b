import { baseStyles } from '../shared/styles';
import { fieldStyles } from '../shared/form/field-styles';

/**
 * The booking widget's own rules, on top of the shared `baseStyles`: scoped under `.bk-root`, reading only
 * `--bk-*` variables, no `:host`/`:root`, so the same text works in a shadow root and in the page. First the
 * tiles (`.bk-item`: days, slots, tickets) in their states; the rules after them refine particular tiles. A slot's
 * time sits at the top of its tile, so times line up along a row whether a tile shows a former price or not.
 */
const css = `
.bk-root .bk-item{all:unset;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;cursor:pointer;
padding:var(--bk-item-padding);border-radius:var(--bk-item-radius);background:var(--bk-item-normal-bg);color:var(--bk-item-normal-text);
border:var(--bk-item-normal-border);transition:background-color .2s,border-color .2s}
.bk-root .bk-item :is(.bk-secondary,.bk-price-compared){color:var(--bk-item-normal-secondary-text)}
.bk-root .bk-item:where(:hover:not(:disabled)){background:var(--bk-item-hover-bg);color:var(--bk-item-hover-text);border:var(--bk-item-hover-border)}
.bk-root .bk-item:where(:hover:not(:disabled)) :is(.bk-secondary,.bk-price-compared){color:var(--bk-item-hover-secondary-text)}
.bk-root .bk-item:is([data-selected=true],[aria-pressed=true]){background:var(--bk-item-selected-bg);color:var(--bk-item-selected-text);border:var(--bk-item-selected-border)}
.bk-root .bk-item:is([data-selected=true],[aria-pressed=true]) :is(.bk-secondary,.bk-price-compared){color:var(--bk-item-selected-secondary-text)}
.bk-root .bk-item:disabled{cursor:not-allowed;background:var(--bk-item-disabled-bg);color:var(--bk-item-disabled-text);border:var(--bk-item-disabled-border)}
@media (prefers-reduced-motion:reduce){.bk-root .bk-item{transition:none}}
.bk-root .bk-flow{min-block-size:320px;display:flex;flex-direction:column;flex-grow:1}
.bk-root .bk-step:is([data-step=success],[data-step=pending],[data-step=error]){margin-block:auto;text-align:center}
.bk-root .bk-strip{display:flex;align-items:center;gap:8px}
.bk-root .bk-days{flex:1;min-inline-size:0;display:flex;gap:8px}
.bk-root .bk-day{flex:1 1 0;min-inline-size:0;gap:2px;padding-inline:2px}
.bk-root .bk-day[aria-current=date] .bk-day-num{text-decoration:underline;text-underline-offset:3px}
.bk-root .bk-day-num{font-weight:var(--bk-font-weight-medium);font-size:var(--bk-font-size-large)}
.bk-root .bk-dot{inline-size:6px;block-size:6px;border-radius:50%;background:currentColor;opacity:0}
.bk-root .bk-dot[data-on=true]{opacity:.8}
.bk-root .bk-slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,7em),1fr));gap:var(--bk-grid-gap)}
.bk-root .bk-slot{gap:2px;min-inline-size:0;text-align:center;justify-content:flex-start}
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
