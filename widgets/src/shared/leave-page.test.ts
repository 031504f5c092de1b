import { describe, expect, it, vi } from 'vitest';
import { leavePage } from './leave-page';

/** A window: its own location's assign and, when framed, its top window's href setter (refusing, as from a sandbox). */
function frame(framed: boolean, refuse = false) {
  const setTop = vi.fn((url: string) => {
    if (refuse) throw new DOMException('The current window does not have permission to navigate the target frame.', 'SecurityError');
    void url;
  });
  const win = { location: { assign: vi.fn() } } as unknown as Window & { location: { assign: ReturnType<typeof vi.fn> } };
  Object.assign(win, { self: win, top: framed ? { location: Object.defineProperty({}, 'href', { set: setTop }) } : win });
  return { win, setTop, assign: win.location.assign };
}

describe('leavePage', () => {
  it('a widget on the page itself: this window goes', () => {
    const { win, assign } = frame(false);
    leavePage('https://pay.example/p/1', win);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
  });

  it('a widget in a frame: the top window goes, not the frame', () => {
    const { win, setTop, assign } = frame(true);
    leavePage('https://pay.example/p/1', win);
    expect(setTop).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a sandboxed frame that may not move the top window: the frame goes', () => {
    const { win, setTop, assign } = frame(true, true);
    leavePage('https://pay.example/p/1', win);
    expect(setTop).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
  });
});
