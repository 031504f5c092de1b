// Generated from calendar.css by widgets/scripts/css.mjs: edit the .css file, then run `npm run css -w @bookla/widgets`.
export default ".bk-root .bk-calendar{display:grid;gap:8px}";
