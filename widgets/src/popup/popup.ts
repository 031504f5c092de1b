// `@bookla/widgets/popup`: the dialog a popup or floating widget opens in, framework-free. The embed's popup chunk
// runs it around a widget's mount; it knows nothing of what it shows but the events a widget sends.
import type { EmbedSettings, WidgetType } from '@bookla/runtime/config';
import { OPENER_ATTRIBUTE, sanitizeEmbed } from '@bookla/runtime/embed';
import { adoptStyles } from '../shared/adopt-styles';
import { POPUP_CSS, popupVarsCss, SCROLL_LOCK_CSS, SCROLLBAR_KEPT_CSS } from './popup-css';

/** What the popup mounts in its dialog, and takes down again. */
export interface PopupContent {
  destroy(): void;
}

export interface PopupOptions {
  type: WidgetType;
  /** How the page shows the widget, already checked (`sanitizeEmbed`): popup or floating, the launcher, the close text. */
  embed: EmbedSettings;
  /**
   * Puts the widget in `box` (an empty element inside the closed dialog). Called once the widget is wanted: the
   * visitor's intent (a pointer over, focus on or touch of an opener), the first idle moment after the page's load,
   * or an opening; again after a closing that followed a success, so the next opening starts afresh.
   */
  mount(box: HTMLElement): PopupContent;
  /**
   * A preview of the page (the configurator's): the dialog opens in the host's box rather than over the page, not
   * modal (the page keeps scrolling), placed by `css` (`IN_PLACE_CSS`, which only a preview downloads). A dialog that
   * is not modal has no Escape of its own: the preview closes it on an Escape from the host.
   */
  inPlace?: { css: string };
}

/** What `createPopup` returns. */
export interface PopupHandle {
  /** Shows the dialog; focus returns to `opener` (default: the element focused now) when it closes. */
  open(opener?: Element | null): void;
  close(): void;
  /** New settings (the same mode): the launcher's, the close text. */
  update(embed: EmbedSettings): void;
  /** Removes the dialog, the launcher and every listener, and takes the widget down. */
  destroy(): void;
}

// The attribute that makes any element of the page an opener (its value: the widget element's id), the model's.
export { OPENER_ATTRIBUTE };
export { IN_PLACE_CSS } from './popup-css';

/**
 * A page's `embed` as every host of the dialog takes it (the embed's chunk, the React components): checked by the
 * model's rule, each refused value named in a console warning as a widget names its own, the defaults in its place.
 */
export function checkedEmbed(type: WidgetType, given: unknown): EmbedSettings {
  const { embed, warnings } = sanitizeEmbed(type, given);
  for (const w of warnings) console.warn(`Bookla: config ${w.path}: ${w.message}`);
  return embed;
}

/** Events after which the widget shows its Success screen: the next opening starts a new booking or purchase. */
const DONE_EVENTS = ['bookla:booking-confirmed', 'bookla:booking-pending', 'bookla:purchase-succeeded'];

/**
 * Locks the page's scroll while a dialog is open (every open dialog holds the lock; the page scrolls again when the
 * last one lets go). A page that showed a classic scrollbar keeps its width; one without (an overlay scrollbar, a
 * page too short to scroll) gains no gutter.
 */
function lockScroll(doc: Document): () => void {
  const releases = [adoptStyles(doc, SCROLL_LOCK_CSS)];
  if (doc.defaultView!.innerWidth > doc.documentElement.clientWidth) releases.push(adoptStyles(doc, SCROLLBAR_KEPT_CSS));
  return () => releases.forEach((release) => release());
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The close button's cross, drawn as an SVG (no text glyph, whose look depends on the page's fonts). */
function cross(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M4 4l12 12M16 4L4 16');
  svg.append(path);
  return svg;
}

/**
 * Makes `host` (the owner's element for the widget, whose id the openers name) the home of a modal `<dialog>` in its
 * Shadow DOM, opened by every element carrying `data-bookla-open="<host's id>"` (elements added later too: the
 * document listens, not the elements) and, for the floating mode, by the launcher button drawn in a bottom corner.
 * The widget itself is mounted into the dialog when it is first wanted (see `PopupOptions.mount`), so a page whose
 * visitor never shows interest loads nothing before its own load is done.
 */
export function createPopup(host: Element, options: PopupOptions): PopupHandle {
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const releaseBase = adoptStyles(shadow, POPUP_CSS + (options.inPlace?.css ?? ''));
  let releaseVars = () => {};

  const dialog = doc.createElement('dialog');
  dialog.tabIndex = -1;
  const bar = doc.createElement('div');
  bar.className = 'bk-popup-bar';
  const closer = doc.createElement('button');
  closer.type = 'button';
  closer.className = 'bk-popup-close';
  closer.append(cross(doc));
  bar.append(closer);
  dialog.append(bar);
  let launcher: HTMLButtonElement | undefined;
  if (options.embed.mode == 'floating') {
    launcher = doc.createElement('button');
    launcher.type = 'button';
    launcher.setAttribute('aria-haspopup', 'dialog');
  }
  shadow.append(dialog, ...(launcher ? [launcher] : []));

  let settings = options;
  let dead = false;
  let box: HTMLElement | undefined;
  let content: PopupContent | undefined;
  let done = false;
  let returnTo: Element | null = null;
  let unlock: (() => void) | undefined;
  let watch: MutationObserver | undefined;

  const apply = (embed: EmbedSettings) => {
    settings = { ...settings, embed };
    closer.setAttribute('aria-label', embed.closeText);
    closer.title = embed.closeText;
    if (launcher) {
      launcher.textContent = embed.launcher.text;
      launcher.className = `bk-launcher bk-launcher-${embed.launcher.side}`;
    }
    follow();
  };

  // The dialog follows the widget it shows: named by its heading (the first one it shows, as its steps change;
  // before it has one, by the launcher's text, which says what opens), drawn in its background and text colours (its
  // theme's, in the scheme it shows), mirrored with it for a right-to-left language.
  let vars = '';
  const follow = () => {
    const root = box?.shadowRoot?.querySelector<HTMLElement>('.bk-root');
    const h = root?.querySelector('h1,h2,h3,[role=heading]');
    dialog.setAttribute('aria-label', h?.textContent?.trim() || settings.embed.launcher.text);
    dialog.dir = root?.dir || 'ltr';
    // A colour as the widget's theme wrote it (a hex colour, rgb(), a name), never anything that could leave its rule.
    const colour = (name: string, fallback: string) => {
      const value = root?.style.getPropertyValue(name).trim() ?? '';
      return /^[\w#(),.%/ -]+$/.test(value) ? value : fallback;
    };
    const next = popupVarsCss({ background: colour('--bk-bg', '#ffffff'), text: colour('--bk-text', '#1f2937') }, settings.embed.launcher);
    if (next == vars) return;
    vars = next;
    const release = releaseVars;
    releaseVars = adoptStyles(shadow, next);
    release();
  };

  const onDone = () => (done = true);
  // The widget, in a new box: mounted once it is wanted, and again after a success was closed.
  const want = () => {
    if (content || dead) return;
    box = doc.createElement('div');
    box.className = 'bk-popup-box';
    dialog.append(box);
    for (const type of DONE_EVENTS) box.addEventListener(type, onDone);
    // The widget's shadow root, made here so the dialog can follow what the widget renders into it (a widget's
    // mount takes the root its element has).
    watch = new MutationObserver(follow);
    watch.observe(box.attachShadow({ mode: 'open' }), { subtree: true, childList: true, characterData: true, attributeFilter: ['style', 'dir'] });
    content = settings.mount(box);
    follow();
  };

  const takeDown = () => {
    watch?.disconnect();
    content?.destroy();
    box?.remove();
    content = box = watch = undefined;
    done = false;
  };

  const emit = (type: 'bookla:open' | 'bookla:close') =>
    host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { widget: settings.type } }));

  const open = (opener?: Element | null) => {
    if (dead || dialog.open) return;
    want();
    returnTo = opener === undefined ? deepActive(doc) : opener;
    if (options.inPlace) {
      unlock = () => {};
      dialog.show();
    } else {
      unlock = lockScroll(doc);
      dialog.showModal();
    }
    // The dialog itself takes the focus, so a screen reader starts with its name and Tab leads into it.
    dialog.focus();
    returnTo?.setAttribute?.('aria-expanded', 'true');
    emit('bookla:open');
  };

  // Every way of closing (Escape, the close button, the backdrop, `close()`) ends here, the dialog's own event.
  const closed = () => {
    // Once per opening: `destroy` runs it itself, and a browser may also fire the event it queued.
    if (!unlock) return;
    unlock();
    unlock = undefined;
    returnTo?.setAttribute?.('aria-expanded', 'false');
    const back = returnTo as HTMLElement | null;
    returnTo = null;
    if (done) takeDown();
    if (back?.isConnected) back.focus();
    else launcher?.focus();
    emit('bookla:close');
  };

  // A click on the backdrop lands on the dialog itself (its content fills it); a press that started inside (a text
  // selection dragged out) is no click on the backdrop.
  let pressedOn: EventTarget | null = null;
  const listeners: [EventTarget, string, EventListener][] = [
    [dialog, 'close', closed],
    [dialog, 'pointerdown', (e) => (pressedOn = e.target)],
    [dialog, 'click', (e) => e.target == dialog && pressedOn == dialog && dialog.close()],
    [closer, 'click', () => dialog.close()],
  ];
  if (launcher) listeners.push([launcher, 'click', () => open(launcher)], [launcher, 'pointerenter', want], [launcher, 'focus', want]);
  // Openers anywhere in the document, present or added later: an opener's click opens, its intent loads.
  const openerOf = (e: Event): Element | null => {
    const id = host.id;
    if (!id) return null;
    const target = e.composedPath()[0];
    return target instanceof win.Element ? target.closest(`[${OPENER_ATTRIBUTE}="${CSS.escape(id)}"]`) : null;
  };
  const onClick = (e: Event) => {
    const opener = openerOf(e);
    if (!opener) return;
    // A link used as an opener goes nowhere.
    e.preventDefault();
    open(opener);
  };
  const onIntent = (e: Event) => openerOf(e) && want();
  for (const [type, fn] of [['click', onClick], ['pointerover', onIntent], ['focusin', onIntent], ['touchstart', onIntent]] as const) {
    listeners.push([doc, type, fn]);
  }
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn, type == 'touchstart' ? { passive: true } : undefined);

  // At the first idle moment after the page's own load the widget is loaded anyway: the opening is then instant.
  let idle: number | undefined;
  const whenIdle = () => {
    idle = (win.requestIdleCallback ?? win.setTimeout)(want) as number;
  };
  if (doc.readyState == 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });

  apply(options.embed);

  return {
    open,
    close: () => dialog.open && dialog.close(),
    update: apply,
    destroy: () => {
      if (dead) return;
      // Closed as any closing is (scroll unlocked, focus back), before its listener goes: the dialog's own close
      // event comes a task later.
      if (dialog.open) {
        dialog.close();
        closed();
      }
      dead = true;
      for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
      win.removeEventListener('load', whenIdle);
      if (idle !== undefined) (win.cancelIdleCallback ?? win.clearTimeout)(idle);
      takeDown();
      dialog.remove();
      launcher?.remove();
      releaseVars();
      releaseBase();
    },
  };
}

/** The element that has the focus, looked for inside shadow roots too (an opener in a web component). */
function deepActive(doc: Document): Element | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el == doc.body ? null : el;
}
