import { beforeAll, describe, it, expect } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_SERVICE_IDS, SEED_TICKET_IDS } from '@bookla/sandbox';
import { addDays, ensureTemporal, formatStay, localDateOf, todayIn } from '@bookla/runtime/time';
import { bookAsGuest, click, findSlots, fixedDay, flexibleDay, lastRequest, mountWidget, startSandbox, type } from './harness';

beforeAll(() => ensureTemporal());

describe('each service type end to end against the sandbox', { tags: ['hours'] }, () => {
  it('fixed: books the chosen slot as a guest', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    const slots = await findSlots();
    // The page hears that the widget's first data arrived, once (docs/events.md).
    expect(w.events.filter((e) => e.type === 'bookla:ready').map((e) => e.detail)).toEqual([{ widget: 'booking' }]);
    fireEvent.click(slots[1]!);
    const booking = await bookAsGuest(sb, w.events);
    const sent = lastRequest(sb, '/bookings')!.body;
    expect(sent.startTime).toMatch(/Z$/);
    expect(booking).toMatchObject({
      serviceID: DEMO_SERVICE_IDS.fixed,
      startTime: sent.startTime.replace('.000Z', 'Z'),
      status: 'confirmed',
      clientEmail: 'ann@example.com',
    });
    expect(sent.client).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    expect(sent.client.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent.customPurchaseDescription).toMatch(/^Tennis court \w+day, \w+ \d+, \d{4} \d+:\d\d [AP]M$/);
    expect(sent).not.toHaveProperty('duration');
    expect(sent).not.toHaveProperty('spots');
    // The availability calls carry what a fixed service takes and nothing else (no spots, tickets or duration).
    expect(Object.keys(lastRequest(sb, '/times')!.body).sort()).toEqual(['from', 'resourceIDs', 'to']);
    expect(Object.keys(lastRequest(sb, '/dates')!.body).sort()).toEqual(['from', 'resourceIDs', 'to']);
    expect(w.events.find((e) => e.type === 'bookla:booking-confirmed')!.detail).toMatchObject({
      serviceId: DEMO_SERVICE_IDS.fixed,
      bookingId: booking.id,
      startTime: sent.startTime,
    });
  });

  it('flexible: a longer duration (debounced) reloads the slots and is booked as PT{h}H{m}M', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: flexibleDay() });
    await findSlots();
    expect(lastRequest(sb, '/times')!.body.duration).toBe('PT1H0M');
    click('+ Duration');
    click('+ Duration');
    await waitFor(() => expect(lastRequest(sb, '/times')!.body.duration).toBe('PT2H0M'), { timeout: 5000 });
    expect(lastRequest(sb, '/dates')!.body.duration).toBe('PT2H0M');
    expect(Object.keys(lastRequest(sb, '/times')!.body).sort()).toEqual(['duration', 'from', 'resourceIDs', 'to']);
    const slots = await findSlots();
    fireEvent.click(slots[0]!);
    const booking = await bookAsGuest(sb, w.events);
    expect(lastRequest(sb, '/bookings')!.body.duration).toBe('PT2H0M');
    expect(booking.duration).toBe('PT2H');
  });

  it('group: the number of participants is queried and booked as spots', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.group });
    await findSlots();
    click('+ Number of Participants');
    click('+ Number of Participants');
    await waitFor(() => expect(lastRequest(sb, '/times')!.body.spots).toBe(3));
    expect(Object.keys(lastRequest(sb, '/times')!.body).sort()).toEqual(['from', 'resourceIDs', 'spots', 'to']);
    expect(lastRequest(sb, '/dates')!.body).toMatchObject({ spots: 3 });
    fireEvent.click((await findSlots())[0]!);
    const booking = await bookAsGuest(sb, w.events);
    expect(booking.spots).toBe(3);
    expect(lastRequest(sb, '/bookings')!.body.spots).toBe(3);
  });

  it('ticket: tickets chosen first, then a slot; the tickets map is booked', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.ticket });
    await screen.findByRole('heading', { name: 'Select Tickets' });
    click('+ Adult');
    click('+ Adult');
    click('+ Child');
    // While the visitor chooses tickets nothing is asked: the availability depends on them.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(sb.requests.filter((r) => /\/(times|dates)$/.test(r.path))).toEqual([]);
    click('Continue');
    expect(await screen.findByText('Adult × 2')).toBeTruthy();
    expect(screen.getByText('Child × 1')).toBeTruthy();
    fireEvent.click((await findSlots())[0]!);
    expect(lastRequest(sb, '/times')!.body.tickets).toEqual({ [SEED_TICKET_IDS.adult]: 2, [SEED_TICKET_IDS.child]: 1 });
    expect(Object.keys(lastRequest(sb, '/times')!.body).sort()).toEqual(['from', 'resourceIDs', 'tickets', 'to']);
    const booking = await bookAsGuest(sb, w.events);
    expect(lastRequest(sb, '/bookings')!.body.tickets).toEqual({ [SEED_TICKET_IDS.adult]: 2, [SEED_TICKET_IDS.child]: 1 });
    expect(booking.tickets![SEED_TICKET_IDS.adult]!.spots).toBe(2);
    expect(booking.tickets![SEED_TICKET_IDS.child]!.spots).toBe(1);
    // The success summary repeats the tickets.
    expect(screen.getByText('Adult × 2')).toBeTruthy();
  });

  it('days: a 2-night stay shows the resource names and is booked as P2D', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days });
    await screen.findByRole('heading', { name: 'Select Date' });
    const today = todayIn('Europe/Riga');
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe(addDays(today, 1));
    expect(screen.getByText('1 night')).toBeTruthy();
    const checkIn = addDays(today, 3);
    type('Check-in', checkIn);
    type('Check-out', addDays(checkIn, 2));
    expect(screen.getByText('2 nights')).toBeTruthy();
    const slots = await findSlots();
    const names = sb.store.state.resources.map((r) => r.name);
    expect(names).toContain(slots[0]!.firstElementChild!.textContent);
    const q = lastRequest(sb, '/times')!.body;
    expect(q.duration).toBe('P2D');
    fireEvent.click(slots[0]!);
    const booking = await bookAsGuest(sb, w.events);
    expect(lastRequest(sb, '/bookings')!.body.duration).toBe('P2D');
    expect(booking.nights).toEqual([checkIn, addDays(checkIn, 1)]);
    await act(async () => {});
  });

  it('days: a 3-night stay offers only stays starting on check-in, books that stay and confirms its range', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days });
    await screen.findByRole('heading', { name: 'Select Date' });
    const checkIn = addDays(todayIn('Europe/Riga'), 5);
    const checkOut = addDays(checkIn, 3);
    type('Check-in', checkIn);
    type('Check-out', checkOut);
    expect(screen.getByText('3 nights')).toBeTruthy();
    await waitFor(() => expect(lastRequest(sb, '/times')!.body.duration).toBe('P3D'));
    const slots = await findSlots();
    // The sandbox answers the check-in-to-check-out window with a stay per start day and resource; only
    // the ones starting on check-in are offered, one per resource.
    const asked = lastRequest(sb, '/times')!;
    const res = await sb.fetch(`http://sandbox.test${asked.path}`, {
      method: 'POST', body: JSON.stringify(asked.body), headers: { 'content-type': 'application/json', 'x-api-key': asked.key! },
    });
    const answer = (await res.json()) as { times: Record<string, { startTime: string }[]> };
    const startDays = new Set(Object.values(answer.times).flat().map((x) => localDateOf(x.startTime, 'Europe/Riga')));
    expect(startDays.size).toBeGreaterThan(1);
    const names = slots.map((b) => b.firstElementChild!.textContent);
    expect(new Set(names).size).toBe(names.length);
    fireEvent.click(slots.at(-1)!);
    const booking = await bookAsGuest(sb, w.events);
    expect(booking.nights).toEqual([checkIn, addDays(checkIn, 1), addDays(checkIn, 2)]);
    expect(localDateOf(lastRequest(sb, '/bookings')!.body.startTime, 'Europe/Riga')).toBe(checkIn);
    // The confirmation names the stay that was booked: both ends of it.
    const text = screen.getByText(/is confirmed/).textContent!;
    expect(text).toContain(formatStay(checkIn, checkOut, 'en-US'));
    await act(async () => {});
  });
});
