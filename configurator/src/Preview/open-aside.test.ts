import { afterEach, describe, expect, it, vi } from 'vitest';
import { linksAside, openAside, PREVIEW_TAB_BLOCKED } from './open-aside';

afterEach(() => vi.restoreAllMocks());

describe('openAside: where the previewed widget would take the visitor opens in a new tab', () => {
  it('opens the page in a new tab that cannot reach back into the configurator', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const notify = vi.fn();
    openAside('https://pay.example/p/1', notify);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1', '_blank');
    expect(tab.opener).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a blocked tab is said, with the address', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const notify = vi.fn();
    openAside('https://pay.example/p/1', notify);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', PREVIEW_TAB_BLOCKED('https://pay.example/p/1'));
    expect(PREVIEW_TAB_BLOCKED('https://pay.example/p/1')).toBe('The widget sends visitors to https://pay.example/p/1. The browser blocked opening it in a new tab.');
  });
});

describe("linksAside: a link in the widget's shadow root that would leave this tab", () => {
  function widgetWithLinks() {
    const container = document.body.appendChild(document.createElement('div'));
    const shadow = container.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a id="pay" href="https://pay.example/p/1"><span>Complete Payment</span></a><a id="terms" href="https://owner.example/terms" target="_blank">Terms</a><button>Book</button><a id="bare">Not a link</a>';
    const open = vi.fn();
    const stop = linksAside(container, open);
    // Whether the click was taken, read after ours; then every click is cancelled, or the test DOM would follow the link.
    let taken = false;
    container.addEventListener('click', (e) => {
      taken = e.defaultPrevented;
      e.preventDefault();
    });
    const click = (selector: string, init: MouseEventInit = {}) => {
      shadow.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
      return { defaultPrevented: taken };
    };
    return { open, stop, click };
  }

  it('goes aside instead, from the link or anything in it', () => {
    const { open, click } = widgetWithLinks();
    expect(click('#pay span').defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://pay.example/p/1');
  });

  it('leaves alone links with a tab of their own, other clicks, a click with a modifier and one already handled', () => {
    const { open, click } = widgetWithLinks();
    expect(click('#terms').defaultPrevented).toBe(false);
    click('button');
    // An anchor without an href goes nowhere: nothing to take aside.
    expect(click('#bare').defaultPrevented).toBe(false);
    expect(click('#pay', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click('#pay', { button: 1 }).defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('stops when removed', () => {
    const { open, stop, click } = widgetWithLinks();
    stop();
    expect(click('#pay').defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
