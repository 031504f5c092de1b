// End-to-end harness of the booking widget tests: the real sandbox app (in process, through `app.fetch`, so
// its store can be inspected and faults injected) behind a real runtime client.
import { onTestFinished, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createApp, Store, DEMO_API_KEY, DEMO_COMPANY_ID, type FaultRule } from '@bookla/sandbox';
import { createBooklaClient, type BooklaClient } from '@bookla/runtime/client';
import { memoryTokenStore } from '@bookla/runtime/tokens';
import { addDays, todayIn } from '@bookla/runtime/time';
import { deferred } from '@bookla/test-utils/deferred';
import type { BookingWidgetConfig, DeepPartial } from '@bookla/runtime/config';
import { BookingWidget, type BookingWidgetProps } from '../../booking';

export const API = 'http://sandbox.test/api';

export interface Sandbox {
  store: Store;
  fetch: typeof fetch;
  /** Adds a server-wide fault rule; `pathPrefix` is relative to the service's path when it starts with '/'. */
  fault(rule: FaultRule): void;
  /** Requests the widget made: 'METHOD /path' plus parsed body. */
  requests: { method: string; path: string; body: any; auth: string | null; key: string | null; at: number }[];
  /** Tokens for the demo client. */
  token(): Promise<{ accessToken: string; refreshToken: string; expiresAt: string }>;
}

export function startSandbox(): Sandbox {
  const store = new Store(() => new Date());
  const { app, faults } = createApp(store);
  const requests: Sandbox['requests'] = [];
  const sandboxFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // When the widget sent it (performance.now()), before any await: debounce tests compare it with the change.
    const at = performance.now();
    const req = new Request(input as string, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.clone().text();
    requests.push({
      method: req.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      auth: req.headers.get('authorization'),
      key: req.headers.get('x-api-key'),
      at,
    });
    return app.fetch(req, { incoming: { socket: { destroy() {} } } });
  }) as typeof fetch;
  return {
    store,
    fetch: sandboxFetch,
    requests,
    fault: (rule) => void faults.add(rule),
    async token() {
      const res = await app.fetch(
        new Request('http://sandbox.test/sandbox/auth/token', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      );
      return res.json();
    },
  };
}

export function clientFor(sb: Sandbox, fetch: typeof globalThis.fetch = sb.fetch): BooklaClient {
  return createBooklaClient({
    apiKey: DEMO_API_KEY,
    companyId: DEMO_COMPANY_ID,
    apiUrl: API,
    tokenStore: memoryTokenStore(),
    fetch,
    // Fault tests would otherwise wait 1 s + 2 s between attempts.
    retryDelay: () => 1,
  });
}

/**
 * The sandbox's fetch, holding every request whose path ends in `suffix` until `release()` (then and after, they
 * pass): what the widget shows while an answer is on its way, without timing. The sandbox records a held request
 * when it passes.
 */
export function holding(sb: Sandbox, suffix: string) {
  const gate = deferred<void>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith(suffix)) await gate.promise;
    return sb.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch, release: () => gate.resolve() };
}

export const EVENTS = [
  'bookla:ready',
  'bookla:step-change',
  'bookla:booking-confirmed',
  'bookla:booking-pending',
  'bookla:booking-failed',
  'bookla:error',
] as const;

export function mountWidget(
  sb: Sandbox,
  config: DeepPartial<BookingWidgetConfig>,
  props: Partial<BookingWidgetProps> = {},
) {
  const client = props.client ?? clientFor(sb);
  const navigate = vi.fn();
  // On the page, as the embed's element is: a widget whose element has left the page stops refreshing.
  const host = document.body.appendChild(document.createElement('div'));
  onTestFinished(() => host.remove());
  const events: { type: string; detail: any }[] = [];
  for (const name of EVENTS) host.addEventListener(name, (e) => events.push({ type: name, detail: (e as CustomEvent).detail }));
  const utils = render(
    <BookingWidget
      config={{ apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API, ...config }}
      client={client}
      host={host}
      navigate={navigate}
      {...props}
    />,
  );
  return { ...utils, client, navigate, events, host };
}

/** The slot buttons once times have loaded (jumping to the next available date when the day has none). */
export async function findSlots(): Promise<HTMLButtonElement[]> {
  const grid = await waitFor(
    () => {
      const g = screen.queryByRole('group', { name: 'Select Time' });
      if (g) return g;
      const next = screen.queryByRole('button', { name: 'Go to next available date' });
      if (next) fireEvent.click(next);
      throw new Error('no slots yet');
    },
    { timeout: 10_000 },
  );
  return within(grid).getAllByRole('button') as HTMLButtonElement[];
}

/** Clicks a button by its accessible name. */
export const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export async function fillGuest(first = 'Ann', last = 'Lee', email = 'ann@example.com') {
  await screen.findByLabelText(/First name/i);
  type(/First name/i, first);
  type(/Last name/i, last);
  type(/Email/i, email);
}

export const flush = () => act(async () => {});

/** Continue → guest form → 'Book Now' → the result heading; returns the booking the sandbox stored. */
export async function bookAsGuest(sb: Sandbox, events: { type: string; detail: any }[], heading = 'Booking Confirmed') {
  click('Continue');
  await fillGuest();
  click('Book Now');
  await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
  const id = events.find((e) => e.type === 'bookla:booking-confirmed' || e.type === 'bookla:booking-pending')?.detail.bookingId;
  const booking = sb.store.state.bookings.find((b) => b.id === id);
  if (!booking) throw new Error(`no stored booking ${id}`);
  return booking;
}

/** The last request to a path ending in `suffix`. */
export const lastRequest = (sb: Sandbox, suffix: string) => [...sb.requests].reverse().find((r) => r.path.endsWith(suffix));

/**
 * Picks an option the way a browser reports it: a real `change` event. (@testing-library/preact's
 * `fireEvent.change` sends `input` under preact/compat, which a `<select onChange>` does not listen to.)
 */
export const selectOption = (select: HTMLSelectElement, value: string) =>
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

/**
 * A date for the New York flexible studio (open 08:00–22:00 on weekdays) that still has a full day of times:
 * tomorrow there. Tests that opened on today failed in the evening, New York time, when one or no slot was left.
 */
export const flexibleDay = () => addDays(todayIn('America/New_York'), 1);

/**
 * The same for the Riga services (the fixed court among them): tomorrow there, a whole day of slots (today's last
 * half hour leaves one). Riga's clock is ahead of New York's, so in multi-service mode it is a whole day for both.
 */
export const fixedDay = () => addDays(todayIn('Europe/Riga'), 1);
