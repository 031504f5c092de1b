/**
 * The dialog's and the launcher's stylesheet, adopted into the popup host's shadow root (a constructable sheet: no
 * `<style>`, no inline style, so a strict CSP's `style-src 'self'` is enough). Logical properties throughout, so the
 * close button sits at the end of a right-to-left dialog's top edge. The launcher's colours and place come from the
 * owner's settings, as custom properties set by a second sheet (`launcherCss`).
 */
export const POPUP_CSS = `:host{display:contents}
dialog{box-sizing:border-box;width:min(640px,calc(100% - 32px));max-width:none;max-height:calc(100% - 32px);padding:0;border:0;border-radius:12px;background:var(--bk-popup-bg,#fff);color:inherit;box-shadow:0 24px 64px rgb(0 0 0/.3);overflow:auto;overscroll-behavior:contain}
dialog[open]{animation:bk-popup-in .18s ease-out}
dialog::backdrop{background:rgb(15 23 42/.55)}
dialog:focus{outline:none}
dialog:focus-visible{outline:3px solid #2563eb;outline-offset:-3px}
.bk-popup-bar{position:sticky;z-index:1;top:0;display:flex;justify-content:flex-end;padding:4px;background:var(--bk-popup-bg,#fff)}
.bk-popup-close{display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:none;color:var(--bk-popup-fg,#1f2937);cursor:pointer}
.bk-popup-close:hover{background:rgb(128 128 128/.18)}
.bk-popup-close:focus-visible{outline:3px solid currentColor;outline-offset:-3px}
.bk-popup-close svg{width:20px;height:20px;stroke:currentColor;stroke-width:2.5;stroke-linecap:round;fill:none}
.bk-popup-box{display:block}
.bk-launcher{position:fixed;z-index:2147483000;bottom:calc(var(--bk-launcher-bottom) + env(safe-area-inset-bottom,0px));min-height:48px;max-width:calc(100vw - 32px);padding:12px 22px;border:0;border-radius:999px;background:var(--bk-launcher-bg);color:var(--bk-launcher-fg);font:600 16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;cursor:pointer;box-shadow:0 6px 20px rgb(0 0 0/.25);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bk-launcher:focus-visible{outline:3px solid var(--bk-launcher-bg);outline-offset:3px}
.bk-launcher-right{right:calc(var(--bk-launcher-side) + env(safe-area-inset-right,0px))}
.bk-launcher-left{left:calc(var(--bk-launcher-side) + env(safe-area-inset-left,0px))}
dialog[open]~.bk-launcher{display:none}
@media (max-width:639.98px){dialog{width:100%;height:100%;max-height:none;margin:0;border-radius:0}}
@media (prefers-reduced-motion:reduce){dialog[open]{animation:none}}
@media print{.bk-launcher{display:none}}
@keyframes bk-popup-in{from{opacity:0;transform:translateY(12px)}}
`;

/**
 * A preview's dialog (`PopupOptions.inPlace`): in the host's box rather than over the page, on the box dimmed, and
 * filling the nearest container named `bk-preview` when that is narrower than 640 px (a phone's page shown in the
 * configurator). Apart from POPUP_CSS, so no visitor downloads it.
 */
export const IN_PLACE_CSS = `dialog:not(:modal){position:absolute;z-index:2147483000;inset:0;margin:auto;box-shadow:0 0 0 100vmax rgb(15 23 42/.55),0 24px 64px rgb(0 0 0/.3)}
@container bk-preview (max-width:639.98px){dialog:not(:modal){width:100%;height:100%;max-height:none;border-radius:0}}
`;

/**
 * The page's scroll lock while a dialog is open, adopted by the document: the page cannot scroll under the dialog,
 * and keeps its place (an `overflow: hidden` root keeps its scroll position). A page that showed a scrollbar keeps
 * its space (`scrollbar-gutter`), so nothing on it moves.
 */
export const SCROLL_LOCK_CSS = 'html{overflow:hidden!important}';
export const SCROLLBAR_KEPT_CSS = 'html{scrollbar-gutter:stable!important}';

/**
 * One popup's own colours and the launcher's place: the dialog's background and close button in the widget's
 * background and text colours (the values its theme gave its root), the launcher in the owner's (sanitized settings).
 */
export const popupVarsCss = (
  colors: { background: string; text: string },
  l: { background: string; textColor: string; sideOffset: number; bottomOffset: number },
): string =>
  `:host{--bk-popup-bg:${colors.background};--bk-popup-fg:${colors.text};--bk-launcher-bg:${l.background};--bk-launcher-fg:${l.textColor};--bk-launcher-side:${l.sideOffset}px;--bk-launcher-bottom:${l.bottomOffset}px}`;
