/**
 * The stylesheet every widget shares, as one plain CSS string so `useAdoptedStyles` (WidgetRoot) can
 * adopt it into a Shadow DOM root or the document without an inline `<style>` (CSP-safe).
 *
 * Rules: every selector starts with `.bk-root` so nothing outside the widget is touched; no `:root`,
 * `html`, `body` or `:host`, so it works the same in a shadow root and in the light DOM. The root resets
 * inherited properties so host CSS cannot bleed in, and element rules use two-class specificity to beat
 * host rules such as `button {}` or `.btn {}`. State lives in `data-*` attributes; spacing uses logical
 * properties for right-to-left. Values come from the `--bk-*` custom properties of `themeToCssVars`.
 * Secondary texts, struck-through prices included, take the secondary colour of the state their container
 * is in (normal, hover, selected): the page-level one can be unreadable on a selected background.
 * Focus rings sit on the widget background, so they take the text colour (readable there by the owner's own
 * choice); the button colour may be a gradient from `_gradients`, which made the outline invalid and dropped it.
 * A row's title and description are the account's own text, maybe in another script than the widget's: each
 * takes its direction from its own first letters (`unicode-bidi:plaintext`), so an English description in a
 * Hebrew widget keeps its full stop at its end.
 * Words longer than their box (German compounds, long service names) break (`overflow-wrap:anywhere` on the root)
 * rather than being cut off by the root's `overflow:hidden`.
 * The tiles (`.bk-item`: days, slots) only the booking widget shows live in its own sheet, not here: the
 * subscription and gift card widgets would download them for nothing.
 */
export const baseStyles = `
.bk-root{all:initial;display:flex;flex-direction:column;position:relative;box-sizing:border-box;
font-family:var(--bk-font-family),system-ui,sans-serif;font-size:var(--bk-font-size);font-weight:var(--bk-font-weight);
line-height:var(--bk-line-height);color:var(--bk-text);background:var(--bk-bg);padding:var(--bk-padding);
border-radius:var(--bk-radius);min-block-size:var(--bk-min-height);overflow:hidden;text-align:start;
-webkit-text-size-adjust:100%;overflow-wrap:anywhere}
.bk-root *,.bk-root *::before,.bk-root *::after{box-sizing:border-box}
.bk-root :where(div,span,p,h1,h2,h3,ul,ol,li,label,fieldset,legend,form,a,strong,s){margin:0;padding:0;border:0;
font:inherit;color:inherit;background:none;letter-spacing:normal;text-transform:none;text-decoration:none;list-style:none}
.bk-root .bk-title{font-size:var(--bk-font-size-large);font-weight:var(--bk-font-weight-medium);line-height:var(--bk-line-height-title)}
.bk-root :is(.bk-title,.bk-loading):focus{outline:none}
.bk-root .bk-subtitle,.bk-root .bk-secondary{color:var(--bk-secondary-text)}
.bk-root .bk-stack{display:flex;flex-direction:column;gap:var(--bk-section-gap)}
.bk-root .bk-heading{display:flex;flex-direction:column;gap:var(--bk-text-gap)}
.bk-root .bk-header{display:flex;align-items:center;gap:var(--bk-grid-gap)}
.bk-root .bk-sr-only{position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.bk-root .bk-btn{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;
cursor:pointer;font:inherit;font-weight:var(--bk-font-weight-medium);text-align:center;
padding:var(--bk-button-padding);border-radius:var(--bk-button-radius);
background:var(--bk-button-normal-bg);color:var(--bk-button-normal-text);border:var(--bk-button-normal-border);
transition:background-color .2s,color .2s,border-color .2s}
.bk-root .bk-btn:hover:not(:disabled){background:var(--bk-button-hover-bg);color:var(--bk-button-hover-text);border:var(--bk-button-hover-border)}
.bk-root .bk-btn:disabled{cursor:not-allowed;background:var(--bk-button-disabled-bg);color:var(--bk-button-disabled-text);border:var(--bk-button-disabled-border)}
.bk-root .bk-btn[data-variant=secondary]{background:var(--bk-secondary-button-normal-bg);color:var(--bk-secondary-button-normal-text);border:var(--bk-secondary-button-normal-border)}
.bk-root .bk-btn[data-variant=secondary]:hover:not(:disabled){background:var(--bk-secondary-button-hover-bg);color:var(--bk-secondary-button-hover-text);border:var(--bk-secondary-button-hover-border)}
.bk-root .bk-btn[data-variant=secondary]:disabled{background:var(--bk-secondary-button-disabled-bg);color:var(--bk-secondary-button-disabled-text);border:var(--bk-secondary-button-disabled-border)}
.bk-root .bk-btn[data-variant=icon]{padding:var(--bk-icon-button-padding);border-radius:var(--bk-icon-button-radius);min-inline-size:32px;min-block-size:32px;
background:var(--bk-icon-button-normal-bg);color:var(--bk-icon-button-normal-text);border:var(--bk-icon-button-normal-border)}
.bk-root .bk-btn[data-variant=icon]:hover:not(:disabled){background:var(--bk-icon-button-hover-bg);color:var(--bk-icon-button-hover-text);border:var(--bk-icon-button-hover-border)}
.bk-root .bk-btn[data-variant=icon]:disabled{background:var(--bk-icon-button-disabled-bg);color:var(--bk-icon-button-disabled-text);border:var(--bk-icon-button-disabled-border)}
.bk-root .bk-btn[data-block]{inline-size:100%}
.bk-root .bk-btn[aria-busy=true]{cursor:progress}
.bk-root :is(.bk-title,.bk-loading,.bk-btn,.bk-row,.bk-item):focus-visible{outline:2px solid var(--bk-text);outline-offset:2px}
.bk-root .bk-message[data-tone=error]{color:var(--bk-error)}
.bk-root .bk-message{display:block;padding-block:8px}
.bk-root .bk-center{margin-block:auto;text-align:center}
.bk-root .bk-message[data-tone=success]{color:var(--bk-success)}
.bk-root .bk-list{display:flex;flex-direction:column;gap:var(--bk-row-gap);min-block-size:var(--bk-list-min-height)}
.bk-root .bk-row{all:unset;box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--bk-grid-gap);
cursor:pointer;text-align:start;inline-size:100%;padding:var(--bk-list-padding);border-radius:var(--bk-list-radius);
background:var(--bk-list-normal-bg);color:var(--bk-list-normal-text);border:var(--bk-list-normal-border);transition:background-color .2s,border-color .2s}
.bk-root .bk-row :is(.bk-secondary,.bk-price-compared){color:var(--bk-list-normal-secondary-text)}
.bk-root .bk-row:hover,.bk-root .bk-row[data-selected=true]{background:var(--bk-list-selected-bg);color:var(--bk-list-selected-text);border:var(--bk-list-selected-border)}
.bk-root .bk-row:hover :is(.bk-secondary,.bk-price-compared),.bk-root .bk-row[data-selected=true] :is(.bk-secondary,.bk-price-compared){color:var(--bk-list-selected-secondary-text)}
.bk-root .bk-row-main{display:flex;flex-direction:column;gap:var(--bk-text-gap);flex:1 1 10em}
.bk-root .bk-row-title{font-weight:var(--bk-font-weight-medium)}
.bk-root .bk-row-main>*{unicode-bidi:plaintext}
.bk-root .bk-row-side{display:flex;flex-direction:column;align-items:flex-end;text-align:end;margin-inline-start:auto}
.bk-root .bk-row-side .bk-price{display:flex;flex-direction:column;align-items:flex-end}
.bk-root .bk-summary{display:flex;flex-direction:column;gap:var(--bk-text-gap);padding:var(--bk-summary-padding);border-radius:var(--bk-summary-radius);
background:var(--bk-summary-bg);color:var(--bk-summary-text);border:var(--bk-summary-border)}
.bk-root .bk-summary :is(.bk-secondary,.bk-price-compared){color:var(--bk-summary-secondary-text)}
.bk-root .bk-price{font-weight:var(--bk-font-weight-medium);white-space:nowrap}
.bk-root .bk-price-compared{text-decoration:line-through;color:var(--bk-secondary-text);font-weight:var(--bk-font-weight);margin-inline-start:.5em}
.bk-root .bk-loading{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding-block:24px;color:var(--bk-secondary-text)}
.bk-root .bk-spinner{display:inline-block;inline-size:1.5em;block-size:1.5em;border-radius:50%;border:.2em solid currentColor;border-inline-end-color:transparent;animation:bk-spin .8s linear infinite}
.bk-root .bk-btn .bk-spinner{inline-size:1em;block-size:1em}
.bk-root .bk-step{display:flex;flex-direction:column;gap:var(--bk-section-gap);animation:.2s ease-out}
.bk-root .bk-step[data-transition=slide]{animation-name:bk-slide}
.bk-root .bk-step[data-transition=slide][data-direction=back],.bk-root[dir=rtl] .bk-step[data-transition=slide]{animation-name:bk-slide-back}
.bk-root[dir=rtl] .bk-step[data-transition=slide][data-direction=back]{animation-name:bk-slide}
.bk-root .bk-step[data-transition=fade]{animation-name:bk-fade}
.bk-root .bk-step[data-transition=flip]{animation-name:bk-flip;transform-origin:center}
.bk-root .bk-step[data-transition=stack]{animation-name:bk-stack}
@keyframes bk-spin{to{transform:rotate(360deg)}}
@keyframes bk-slide{from{opacity:0;transform:translateX(24px)}to{opacity:1;transform:none}}
@keyframes bk-slide-back{from{opacity:0;transform:translateX(-24px)}to{opacity:1;transform:none}}
@keyframes bk-fade{from{opacity:0}to{opacity:1}}
@keyframes bk-flip{from{opacity:0;transform:perspective(800px) rotateY(-70deg)}to{opacity:1;transform:none}}
@keyframes bk-stack{from{opacity:0;transform:translateY(12px) scale(.98)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.bk-root .bk-step[data-transition],.bk-root :is(.bk-btn,.bk-row){animation:none;transition:none}
.bk-root .bk-spinner{animation-duration:2.4s}}
`;
