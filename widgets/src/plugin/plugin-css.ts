// Generated from plugin.css by widgets/scripts/css.mjs: edit the .css file, then run `npm run css -w @bookla/widgets`.
export default ".bk-root .bk-list-area{min-block-size:var(--bk-list-min-height);display:flex;flex-direction:column}.bk-root .bk-note{font-size:.875em;color:inherit;opacity:.85}.bk-root .bk-summary-row{display:flex;justify-content:space-between;gap:var(--bk-grid-gap)}";
