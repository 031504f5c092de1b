import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage, TOP_NAVIGATION_WAIT_MS } from './leave-page';

afterEach(() => vi.useRealTimers());

/** A window: its own location's assign and, when framed, its top window's href setter (refusing, as from a sandbox). */
function frame(framed: boolean, refuse = false) {
  const setTop = vi.fn((url: string) => {
    if (refuse) throw new DOMException('The current window does not have permission to navigate the target frame.', 'SecurityError');
    void url;
  });
  const events = new EventTarget();
  const win = {
    location: { assign: vi.fn() },
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
    addEventListener: events.addEventListener.bind(events),
    /** What the browser does to a page that is left (unloaded or kept in the back/forward cache). */
    hide: () => events.dispatchEvent(new Event('pagehide')),
  } as unknown as Window & { location: { assign: ReturnType<typeof vi.fn> }; hide(): void };
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
    vi.useFakeTimers();
    const { win, setTop, assign } = frame(true);
    leavePage('https://pay.example/p/1', win);
    expect(setTop).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
    // A top navigation that goes through unloads this frame before its timer: nothing else happens.
    vi.advanceTimersByTime(TOP_NAVIGATION_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a top navigation that went through cancels the fallback, so a page back from the cache does not go on its own', () => {
    vi.useFakeTimers();
    const { win, assign } = frame(true);
    leavePage('https://pay.example/p/1', win);
    vi.advanceTimersByTime(TOP_NAVIGATION_WAIT_MS / 3);
    win.hide();
    vi.advanceTimersByTime(TOP_NAVIGATION_WAIT_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a frame still there a while later (Safari refused the top navigation without a word): the frame goes', () => {
    vi.useFakeTimers();
    const { win, setTop, assign } = frame(true);
    leavePage('https://pay.example/p/1', win);
    expect(setTop).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(TOP_NAVIGATION_WAIT_MS);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
  });

  it('a sandboxed frame that may not move the top window: the frame goes', () => {
    const { win, setTop, assign } = frame(true, true);
    leavePage('https://pay.example/p/1', win);
    expect(setTop).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
  });
});
