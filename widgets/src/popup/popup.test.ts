import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_DEFAULTS } from '@bookla/runtime/config';
import type { EmbedSettings } from '@bookla/runtime/config';
import { createPopup, IN_PLACE_CSS, type PopupHandle } from './popup';

const POPUP: EmbedSettings = { ...EMBED_DEFAULTS.booking, mode: 'popup' };
const FLOATING: EmbedSettings = { ...EMBED_DEFAULTS.booking, mode: 'floating', launcher: { ...EMBED_DEFAULTS.booking.launcher, text: 'Reserve', side: 'left' } };

let host: HTMLElement;
let handles: PopupHandle[];
let mounts: { box: HTMLElement; destroy: ReturnType<typeof vi.fn> }[];

/** A widget as the loader would mount it: a root with a heading, its theme's colours and direction, in the box's shadow root. */
function widgetMount(box: HTMLElement) {
  const root = document.createElement('div');
  root.className = 'bk-root';
  root.dir = 'rtl';
  root.style.setProperty('--bk-bg', '#101010');
  root.style.setProperty('--bk-text', '#fafafa');
  root.innerHTML = '<h2>Choose a date</h2><button>Day</button>';
  box.shadowRoot!.append(root);
  const m = { box, destroy: vi.fn() };
  mounts.push(m);
  return m;
}

function popup(embed = POPUP, el = host): PopupHandle {
  const handle = createPopup(el, { type: 'booking', embed, mount: widgetMount });
  handles.push(handle);
  return handle;
}

const dialog = () => host.shadowRoot!.querySelector('dialog')!;
const opener = (id = 'bookla-booking') => {
  const b = document.createElement('button');
  b.setAttribute('data-bookla-open', id);
  b.textContent = 'Book';
  document.body.append(b);
  return b;
};
const events: string[] = [];
const record = (e: Event) => events.push(e.type);

beforeEach(() => {
  document.body.innerHTML = '<div id="bookla-booking"></div>';
  host = document.getElementById('bookla-booking')!;
  handles = [];
  mounts = [];
  events.length = 0;
  document.addEventListener('bookla:open', record);
  document.addEventListener('bookla:close', record);
});
afterEach(() => {
  for (const h of handles) h.destroy();
  document.removeEventListener('bookla:open', record);
  document.removeEventListener('bookla:close', record);
  vi.restoreAllMocks();
});

describe('createPopup: the dialog', () => {
  it('an element naming the widget opens it, a modal dialog with the focus, named by the widget’s heading; Escape-like closing gives the focus back', async () => {
    popup();
    const button = opener();
    button.focus();
    button.click();
    const d = dialog();
    expect(d.open).toBe(true);
    expect(host.shadowRoot!.activeElement).toBe(d);
    expect(d.getAttribute('aria-label')).toBe('Choose a date');
    expect(d.dir).toBe('rtl');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(events).toEqual(['bookla:open']);
    d.close();
    await vi.waitFor(() => expect(events).toEqual(['bookla:open', 'bookla:close']));
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from elements added after it, and not from elements naming another widget', () => {
    popup();
    const other = opener('bookla-other');
    other.click();
    expect(dialog().open).toBe(false);
    const later = document.createElement('a');
    later.href = '#book';
    later.setAttribute('data-bookla-open', 'bookla-booking');
    later.innerHTML = '<span>Book now</span>';
    document.body.append(later);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    later.firstElementChild!.dispatchEvent(click);
    expect(dialog().open).toBe(true);
    // A link used as an opener goes nowhere.
    expect(click.defaultPrevented).toBe(true);
  });

  it('the close button (named by closeText) and a press and release on the backdrop close it; a press that began inside does not', async () => {
    popup({ ...POPUP, closeText: 'Fermer' });
    const h = popupHandle();
    h.open(opener());
    const close = host.shadowRoot!.querySelector<HTMLButtonElement>('.bk-popup-close')!;
    expect(close.getAttribute('aria-label')).toBe('Fermer');
    expect(close.title).toBe('Fermer');
    close.click();
    expect(dialog().open).toBe(false);
    h.open(null);
    const box = dialog().querySelector('.bk-popup-box')!;
    box.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog().open).toBe(true);
    dialog().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog().open).toBe(false);
  });

  it('locks the page’s scroll while open, and lets go when the last dialog closes', async () => {
    const lockOf = () => document.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('overflow')));
    popup().open(null);
    expect(lockOf()).toBe(true);
    const second = document.body.appendChild(document.createElement('div'));
    second.id = 'bookla-second';
    const other = popup(POPUP, second);
    other.open(null);
    handles[0]!.close();
    await vi.waitFor(() => expect(events.filter((e) => e == 'bookla:close')).toHaveLength(1));
    expect(lockOf()).toBe(true);
    other.close();
    await vi.waitFor(() => expect(lockOf()).toBe(false));
  });
});

describe('createPopup: the scroll lock keeps the page’s width', () => {
  const gutterOf = () => document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((r) => r.cssText.includes('scrollbar-gutter')));

  it('a page with a classic scrollbar keeps its gutter while locked; one without gains none', async () => {
    const width = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    const h = popup();
    h.open(null);
    expect(gutterOf()).toBe(true);
    h.close();
    await vi.waitFor(() => expect(gutterOf()).toBe(false));
    width.mockReturnValue(window.innerWidth);
    h.open(null);
    expect(gutterOf()).toBe(false);
    expect(document.adoptedStyleSheets).toHaveLength(1);
  });
});

describe('createPopup: when the widget is mounted', () => {
  it('not before it is wanted: intent on an opener (pointer, focus, touch) mounts it once, the dialog still closed', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    popup();
    const button = opener();
    expect(mounts).toHaveLength(0);
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(mounts).toHaveLength(1);
    expect(dialog().open).toBe(false);
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    button.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, composed: true }));
    expect(mounts).toHaveLength(1);
  });

  it('at the first idle moment after the page’s load', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    popup();
    await new Promise((r) => setTimeout(r, 20));
    expect(mounts).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(mounts).toHaveLength(1));
  });

  it('after a closing that followed a success, the next opening starts afresh; other closings keep the widget', async () => {
    const h = popup();
    h.open(null);
    h.close();
    await vi.waitFor(() => expect(events).toContain('bookla:close'));
    h.open(null);
    expect(mounts).toHaveLength(1);
    mounts[0]!.box.dispatchEvent(new CustomEvent('bookla:booking-confirmed', { bubbles: true, composed: true }));
    h.close();
    await vi.waitFor(() => expect(mounts[0]!.destroy).toHaveBeenCalledOnce());
    expect(mounts[0]!.box.isConnected).toBe(false);
    h.open(null);
    expect(mounts).toHaveLength(2);
  });
});

describe('createPopup: the floating launcher', () => {
  it('draws the launcher with the owner’s text and side; it opens the dialog and takes the focus back', async () => {
    popup(FLOATING);
    const launcher = host.shadowRoot!.querySelector<HTMLButtonElement>('.bk-launcher')!;
    expect(launcher.textContent).toBe('Reserve');
    expect(launcher.className).toBe('bk-launcher bk-launcher-left');
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    launcher.focus();
    launcher.click();
    expect(dialog().open).toBe(true);
    dialog().close();
    await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(launcher));
  });

  it('takes new settings: text, side and close text', () => {
    const h = popup(FLOATING);
    h.update({ ...FLOATING, closeText: 'Zu', launcher: { ...FLOATING.launcher, text: 'Buchen', side: 'right' } });
    const launcher = host.shadowRoot!.querySelector('.bk-launcher')!;
    expect(launcher.textContent).toBe('Buchen');
    expect(launcher.className).toBe('bk-launcher bk-launcher-right');
    expect(host.shadowRoot!.querySelector('.bk-popup-close')!.getAttribute('aria-label')).toBe('Zu');
  });
});

describe('createPopup: destroy', () => {
  it('removes the dialog, the launcher, the scroll lock and every listener, and takes the widget down', () => {
    const h = popup(FLOATING);
    const button = opener();
    h.open(button);
    h.destroy();
    expect(host.shadowRoot!.children).toHaveLength(0);
    expect(host.shadowRoot!.adoptedStyleSheets).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(mounts[0]!.destroy).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(button);
    button.click();
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(mounts).toHaveLength(1);
    expect(() => h.destroy()).not.toThrow();
  });
});

function popupHandle(): PopupHandle {
  return handles.at(-1)!;
}

describe('createPopup: in place (a preview of the page)', () => {
  it('opens without a modal or a scroll lock, with the preview’s sheet; the focus goes back', async () => {
    const handle = createPopup(host, { type: 'booking', embed: POPUP, mount: widgetMount, inPlace: { css: IN_PLACE_CSS } });
    handles.push(handle);
    const modal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const button = opener();
    button.focus();
    button.click();
    expect(dialog().open).toBe(true);
    expect(modal).not.toHaveBeenCalled();
    expect(host.shadowRoot!.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((r) => r.cssText.includes(':not(:modal)')))).toBe(true);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    handle.close();
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });
});
