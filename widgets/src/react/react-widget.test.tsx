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
