import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './popup';

const inline = () => {
  const handles: { update: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[] = [];
  const fn = vi.fn((_box: Element, _config: object) => {
    const h = { update: vi.fn(), destroy: vi.fn() };
    handles.push(h);
    return h;
  });
  return Object.assign(fn, { handles });
};

let el: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="bookla-booking"></div><button data-bookla-open="bookla-booking">Book</button>';
  el = document.getElementById('bookla-booking')!;
});
afterEach(() => vi.restoreAllMocks());

describe("the popup chunk's mount", () => {
  it('draws the dialog on the element; an opening mounts the widget in its box without embed; true and false open and close', () => {
    const widget = inline();
    const config = { apiKey: 'k', embed: { mode: 'floating', launcher: { text: 'Reserve' } } };
    const handle = mount(el, config, ['booking', widget]);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(el.shadowRoot!.querySelector('.bk-launcher')!.textContent).toBe('Reserve');
    handle.update(true as never);
    expect(dialog.open).toBe(true);
    expect(widget).toHaveBeenCalledOnce();
    expect(widget.mock.calls[0]![0]).toBe(dialog.querySelector('.bk-popup-box'));
    expect(widget.mock.calls[0]![1]).toEqual({ apiKey: 'k' });
    handle.update(false as never);
    expect(dialog.open).toBe(false);
    handle.destroy();
    expect(el.shadowRoot!.children).toHaveLength(0);
    expect(widget.handles[0]!.destroy).toHaveBeenCalledOnce();
  });

  it('a change is merged: the dialog takes its embed (the launcher keeps what was not changed), the widget the rest', () => {
    const widget = inline();
    const handle = mount(el, { embed: { mode: 'floating', launcher: { text: 'Reserve', side: 'left' } } }, ['giftcard', widget]);
    handle.update(true as never);
    handle.update({ theme: { colors: { background: '#000000' } }, embed: { launcher: { text: 'Gift' } } });
    const launcher = el.shadowRoot!.querySelector('.bk-launcher')!;
    expect(launcher.textContent).toBe('Gift');
    expect(launcher.className).toBe('bk-launcher bk-launcher-left');
    expect(widget.handles[0]!.update).toHaveBeenCalledWith({ theme: { colors: { background: '#000000' } } });
    handle.destroy();
  });

  it('reports refused settings as the widgets do, and shows a widget whose mode it refused inline, as the warning says', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const widget = inline();
    const handle = mount(el, { serviceId: 's', embed: { mode: 'modal' } }, ['booking', widget]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      `Bookla: config embed.mode: expected one of 'inline', 'popup', 'floating', received "modal"; using the default "inline"`,
    ]);
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
    const [box, config] = widget.mock.calls[0]!;
    expect(box.parentNode).toBe(el.shadowRoot);
    expect(config).toEqual({ serviceId: 's' });
    handle.destroy();
    expect(widget.handles[0]!.destroy).toHaveBeenCalledOnce();
  });
});
