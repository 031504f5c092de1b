// Generated from calendar.css by widgets/scripts/css.mjs: edit the .css file, then run `npm run css -w @bookla/widgets`.
export default ".bk-root .bk-calendar{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}.bk-root .bk-calendar>p{flex-basis:100%}";
