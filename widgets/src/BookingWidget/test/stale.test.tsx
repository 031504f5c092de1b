import { beforeAll, describe, it, expect } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { addDays, ensureTemporal, formatDateHeading, localDateOf, todayIn } from '@bookla/runtime/time';
import { bookAsGuest, findSlots, mountWidget, startSandbox } from './harness';

beforeAll(() => ensureTemporal());

const TIMES = `/api/v1/client/companies/${DEMO_COMPANY_ID}/services/${DEMO_SERVICE_IDS.fixed}/times`;

describe('stale answers', { tags: ['hours'] }, () => {
  it('a slow answer for the previous day never replaces the current one', async () => {
    const sb = startSandbox();
    const zone = 'Europe/Riga';
    const first = addDays(todayIn(zone), 2);
    // The unmeasured strip shows three days from today: the day before is on the same page.
    const second = addDays(first, -1);
    // Only the first times request is slow.
    sb.fault({ pathPrefix: TIMES, latency: 1200, count: 1 });
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: first });
    await screen.findByRole('heading', { name: formatDateHeading(first, 'en-US') });
    expect(screen.getByRole('status').textContent).toContain('Loading times...');
    // The book button reads the loading text, disabled, while times load.
    const busy = screen.getByRole('button', { name: 'Loading...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    // The race under test is a slow ANSWER: wait until the first request has reached the sandbox (the
    // client loads its request schemas lazily first) before moving to the other day.
    await waitFor(() => expect(sb.requests.filter((r) => r.path === TIMES)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: (name) => name.endsWith(formatDateHeading(second, 'en-US')) }));
    const fresh = (await findSlots()).map((b) => b.textContent);
    // Let the slow answer for the first day arrive.
    await act(() => new Promise((r) => setTimeout(r, 1400)));
    const times = sb.requests.filter((r) => r.path === TIMES);
    expect(times).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(formatDateHeading(second, 'en-US'));
    const slots = await findSlots();
    expect(slots.map((b) => b.textContent)).toEqual(fresh);
    fireEvent.click(slots[0]!);
    const booking = await bookAsGuest(sb, w.events);
    expect(localDateOf(booking.startTime, zone)).toBe(second);
  });

  it('the request for a day the visitor left is cancelled, the current one is not', async () => {
    const sb = startSandbox();
    const zone = 'Europe/Riga';
    const first = addDays(todayIn(zone), 2);
    const second = addDays(first, -1);
    // Each times request's signal as the transport hands it to fetch (the widget's client is made after this).
    const signals: AbortSignal[] = [];
    const fetch = sb.fetch;
    sb.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(TIMES)) signals.push(init!.signal!);
      return fetch(input, init);
    }) as typeof fetch;
    sb.fault({ pathPrefix: TIMES, latency: 1200, count: 1 });
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: first });
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: (name) => name.endsWith(formatDateHeading(second, 'en-US')) }));
    await findSlots();
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });
});
