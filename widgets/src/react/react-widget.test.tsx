// The React app's components in the browser: the server's box hydrates without a warning and the widget appears
// in it; the callback props follow the widget's DOM events through a real booking on the sandbox, and the events
// still reach the page.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { API, clientFor, fillGuest, findSlots, startSandbox } from '../BookingWidget/test/harness';
import { currentRenderer } from '../test-support/renderer';
import { BookingWidget } from './booking';
import { GiftCardWidget } from './gift-card';

const renderer = await currentRenderer();
beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

const CONFIG = { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API, serviceId: DEMO_SERVICE_IDS.fixed };
const PLUGIN_CONFIG = { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API };

// Hydration is React's (the embed's Preact build never hydrates); the callbacks run on both renderers.
describe.skipIf(renderer === 'preact')('hydrating the server’s HTML', () => {
  it('raises no warning, then shows the widget inside the box', async () => {
    const sb = startSandbox();
    const client = clientFor(sb);
    const element = createElement(BookingWidget, { config: CONFIG, client });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(element);
    expect(container.querySelector('.bk-root')).toBeNull();
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    await findSlots();
    const box = container.firstElementChild as HTMLElement;
    expect(box.dataset.booklaWidget).toBe('booking');
    expect(box.querySelector('.bk-root')).not.toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });
});

describe('callback props', () => {
  it('follow a booking on the sandbox, newest callback first, and the DOM events still reach the page', async () => {
    const sb = startSandbox();
    const onReady = vi.fn();
    const onStepChange = vi.fn();
    const first = vi.fn();
    const onBookingConfirmed = vi.fn();
    const pageHeard = vi.fn();
    document.addEventListener('bookla:booking-confirmed', pageHeard);
    const props = { config: CONFIG, client: clientFor(sb), navigate: vi.fn(), onReady, onStepChange };
    const { rerender } = render(<BookingWidget {...props} onBookingConfirmed={first} />);
    fireEvent.click((await findSlots())[0]!);
    expect(onReady).toHaveBeenCalledWith({ widget: 'booking' });
    // A new callback given on a later render is the one called.
    rerender(<BookingWidget {...props} onBookingConfirmed={onBookingConfirmed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Booking Confirmed' }, { timeout: 5000 });
    document.removeEventListener('bookla:booking-confirmed', pageHeard);
    expect(first).not.toHaveBeenCalled();
    expect(onBookingConfirmed).toHaveBeenCalledTimes(1);
    const detail = onBookingConfirmed.mock.calls[0]![0];
    expect(detail).toMatchObject({ serviceId: DEMO_SERVICE_IDS.fixed, status: 'confirmed' });
    expect(sb.store.state.bookings.some((b) => b.id === detail.bookingId)).toBe(true);
    expect(onStepChange).toHaveBeenCalledWith({ widget: 'booking', step: 'form' });
    expect(pageHeard).toHaveBeenCalledTimes(1);
  });

  it('an error the widget reports reaches onError; an unmounted widget calls nothing', async () => {
    const sb = startSandbox();
    sb.fault({ pathPrefix: '/api', status: 500 });
    const onError = vi.fn();
    const onPurchaseSucceeded = vi.fn();
    // The widget logs the failed load too: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount, container } = render(
      <GiftCardWidget config={{ apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API }} client={clientFor(sb)} onError={onError} onPurchaseSucceeded={onPurchaseSucceeded} />,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 5000 });
    expect(onError.mock.calls[0]![0]).toMatchObject({ widget: 'giftcard', message: expect.any(String) });
    expect(logged).toHaveBeenCalled();
    const root = container.querySelector('.bk-root')!;
    unmount();
    root.dispatchEvent(new CustomEvent('bookla:purchase-succeeded', { detail: {}, bubbles: true }));
    expect(onPurchaseSucceeded).not.toHaveBeenCalled();
  });
});

describe('colour schemes', () => {
  // The visitor's dark mode, switchable: matchMedia as the browser gives it, for the one query the widgets ask.
  const darkMode = (initially: boolean) => {
    const listeners = new Set<() => void>();
    const query = { matches: initially, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
    vi.stubGlobal('matchMedia', (q: string) => (q === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }));
    return {
      listeners,
      set(dark: boolean) {
        query.matches = dark;
        for (const l of [...listeners]) l();
      },
    };
  };
  const background = () => (document.querySelector('.bk-root') as HTMLElement | null)?.style.getPropertyValue('--bk-bg');

  it('shows the dark palette for dark, follows the visitor for auto (live), and stops listening when unmounted', async () => {
    const mode = darkMode(false);
    const sb = startSandbox();
    const warn = vi.spyOn(console, 'warn');
    const { rerender, unmount } = render(<GiftCardWidget config={{ ...PLUGIN_CONFIG, theme: { colorScheme: 'dark' } }} client={clientFor(sb)} />);
    await vi.waitFor(() => expect(background()).toBe('#111827'));
    rerender(<GiftCardWidget config={{ ...PLUGIN_CONFIG, theme: { colorScheme: 'auto' } }} client={clientFor(sb)} />);
    await vi.waitFor(() => expect(background()).toBe('#ffffff'));
    act(() => mode.set(true));
    await vi.waitFor(() => expect(background()).toBe('#111827'));
    // The widget never saw the settings it does not know (it would warn about them).
    expect(warn.mock.calls.some((c) => String(c[0]).includes('colorScheme'))).toBe(false);
    unmount();
    await vi.waitFor(() => expect(mode.listeners.size).toBe(0));
  });
});

describe('popup and floating', () => {
  const inDialog = (host: Element) => host.shadowRoot?.querySelector('dialog');
  const slotsIn = (host: Element) =>
    vi.waitFor(
      () => {
        const slots = inDialog(host)?.querySelector('.bk-popup-box')?.shadowRoot?.querySelectorAll<HTMLButtonElement>('.bk-slot');
        if (!slots?.length) throw new Error('no slots yet');
        return [...slots];
      },
      { timeout: 5000 },
    );

  it('popup: renders the opener (its content and class) and the dialog; the widget opens in it, its callbacks and events follow', async () => {
    const sb = startSandbox();
    const onReady = vi.fn();
    const onOpen = vi.fn();
    document.addEventListener('bookla:open', onOpen);
    const warn = vi.spyOn(console, 'warn');
    const { unmount } = render(
      <BookingWidget config={{ ...CONFIG, embed: { mode: 'popup' } }} client={clientFor(sb)} onReady={onReady} className="cta">
        Reserve
      </BookingWidget>,
    );
    const opener = screen.getByRole('button', { name: 'Reserve' });
    expect(opener.className).toBe('cta');
    const host = document.querySelector('[data-bookla-widget="booking"]')!;
    expect(opener.getAttribute('data-bookla-open')).toBe(host.id);
    expect(inDialog(host)!.open).toBe(false);
    act(() => opener.click());
    expect(inDialog(host)!.open).toBe(true);
    expect(onOpen).toHaveBeenCalledOnce();
    const [slot] = await slotsIn(host);
    expect(slot).toBeDefined();
    expect(onReady).toHaveBeenCalledWith({ widget: 'booking' });
    // The widget was handed no `embed` (it would warn of an unknown setting).
    expect(warn.mock.calls.some((c) => String(c[0]).includes('embed'))).toBe(false);
    document.removeEventListener('bookla:open', onOpen);
    unmount();
    expect(host.isConnected).toBe(false);
  });

  it('floating: no opener, the launcher in the host with its text; without children the popup opener says the launcher’s text', async () => {
    const sb = startSandbox();
    const view = render(<GiftCardWidget config={{ ...PLUGIN_CONFIG, embed: { mode: 'floating', launcher: { text: 'Gift it' } } }} client={clientFor(sb)} />);
    const host = document.querySelector('[data-bookla-widget="giftcard"]')!;
    expect(screen.queryByRole('button', { name: 'Gift it' })).toBeNull();
    const launcher = host.shadowRoot!.querySelector<HTMLButtonElement>('.bk-launcher')!;
    expect(launcher.textContent).toBe('Gift it');
    act(() => launcher.click());
    expect(inDialog(host)!.open).toBe(true);
    view.unmount();
    render(<GiftCardWidget config={{ ...PLUGIN_CONFIG, embed: { mode: 'popup' } }} client={clientFor(sb)} />);
    expect(screen.getByRole('button', { name: 'Buy a gift card' })).toBeDefined();
  });
});

describe('a popup’s settings', () => {
  it('a refused launcher value is named in a console warning, as a widget names its own, and its default drawn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<GiftCardWidget config={{ ...PLUGIN_CONFIG, embed: { mode: 'floating', launcher: { background: 'red;x:y' } } }} client={clientFor(startSandbox())} />);
    expect(warn.mock.calls.map(([text]) => text)).toContain(
      'Bookla: config embed.launcher.background: expected a hex colour (#rgb or #rrggbb), received "red;x:y"; using the default "#1d4ed8"',
    );
    const host = document.querySelector('[data-bookla-widget="giftcard"]')!;
    expect(host.shadowRoot!.querySelector('.bk-launcher')!.textContent).toBe('Buy a gift card');
  });
});

describe.skipIf(renderer === 'preact')('a popup on the server', () => {
  it('writes the opener and an empty host, nothing of the widget', () => {
    const html = renderToString(createElement(BookingWidget, { config: { ...CONFIG, embed: { mode: 'popup' } } }));
    expect(html).toMatch(/^<button type="button" data-bookla-open="[^"]+">Book now<\/button><div id="[^"]+" data-bookla-widget="booking"><\/div>$/);
  });
});
