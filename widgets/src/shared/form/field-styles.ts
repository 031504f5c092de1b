/**
 * The form controls' rules, split from `baseStyles` so a widget adopts them only when it shows controls.
 * `fieldStyles` (labelled fields, inputs and their error state, checkboxes, links) is what any control
 * needs: the booking widget's Date step has inputs and terms on first paint, so `bookingStyles` includes
 * it; `formStyles` (the two-column purchase form, textarea/select, multi-choice groups) only the form.
 * `PurchaseForm` adopts both itself when it mounts, so a widget that loads its form lazily ships neither
 * before then; a root that already holds a text (e.g. inside `bookingStyles`) gets nothing twice.
 * Same rules as `baseStyles`: every selector under `.bk-root`, values from `--bk-*` variables.
 */
export const fieldStyles = `
.bk-root .bk-field{display:flex;flex-direction:column;gap:var(--bk-label-gap);min-inline-size:0}
.bk-root .bk-label{font-weight:var(--bk-font-weight-medium)}
.bk-root .bk-input{all:unset;box-sizing:border-box;display:block;inline-size:100%;font:inherit;
padding:var(--bk-form-padding);border-radius:var(--bk-form-radius);background:var(--bk-form-normal-bg);
color:var(--bk-form-normal-text);border:var(--bk-form-normal-border)}
.bk-root .bk-input[aria-invalid=true]{background:var(--bk-form-error-bg);color:var(--bk-form-error-text);border:var(--bk-form-error-border)}
.bk-root .bk-field-error{color:var(--bk-error)}
.bk-root .bk-check{display:flex;align-items:flex-start;gap:8px;cursor:pointer}
.bk-root .bk-check input{font:inherit;margin:.2em 0 0;inline-size:1em;block-size:1em;accent-color:var(--bk-button-normal-bg);flex:none}
.bk-root .bk-link{color:inherit;text-decoration:underline;cursor:pointer}
.bk-root :is(.bk-input,.bk-check input,.bk-link):focus-visible{outline:2px solid var(--bk-text);outline-offset:2px}
`;
