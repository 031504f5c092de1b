import pluginCss from './plugin-css';
/** The rules of plugin.css (edit them there; the text comes through plugin-css.ts, which `npm run css -w @bookla/widgets` writes). */
export const pluginStyles = pluginCss;
