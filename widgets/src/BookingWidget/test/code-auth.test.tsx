import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_API_KEY, DEMO_CLIENT, DEMO_CODES, DEMO_COMPANY_ID, DEMO_SERVICE_IDS, SEED_TICKET_IDS } from '@bookla/sandbox';
import { BookingWidget } from '../../booking';
import { addDays, ensureTemporal, todayIn } from '@bookla/runtime/time';
import { API, click, clientFor, fillGuest, findSlots, fixedDay, holding, lastRequest, mountWidget, startSandbox, type } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

const CODE = 'Subscription or Promo Code';
const validations = (sb: ReturnType<typeof startSandbox>) => sb.requests.filter((r) => r.path.endsWith('/validate'));

describe('code field', () => {
  it('validates 500 ms after typing; a valid code books for its client without the guest form', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, codeEnabled: true });
    fireEvent.click((await findSlots())[0]!);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    type(CODE, DEMO_CODES.valid);
    await new Promise((r) => setTimeout(r, 300));
    expect(validations(sb)).toHaveLength(0);
    await waitFor(() => expect(validations(sb)).toHaveLength(1), { timeout: 5000 });
    const sent = validations(sb)[0]!;
    expect(sent.path).toContain(`/codes/${DEMO_CODES.valid}/validate`);
    expect(sent.body).toMatchObject({ serviceID: DEMO_SERVICE_IDS.fixed, spots: 1 });
    // A known client needs no guest form: the button books at once.
    const book = await screen.findByRole('button', { name: 'Book Now' });
    expect(document.querySelector('[data-status=valid]')).not.toBeNull();
    // The visitor sees that the code applies and the price it gives (the validation answer's).
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toMatch(/^✓ Code applied · /);
    fireEvent.click(book);
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    const body = lastRequest(sb, '/bookings')!.body;
    expect(body.code).toBe(DEMO_CODES.valid);
    expect(body.client).toEqual({ booklaID: DEMO_CLIENT.id, email: DEMO_CLIENT.email });
    const id = w.events.find((e) => e.type === 'bookla:booking-confirmed')!.detail.bookingId;
    expect(sb.store.state.bookings.find((b) => b.id === id)).toMatchObject({ clientID: DEMO_CLIENT.id, code: DEMO_CODES.valid });
    // The confirmation names the code's holder only as far as whoever typed the code may know.
    const masked = `${DEMO_CLIENT.email[0]}•••${DEMO_CLIENT.email.slice(DEMO_CLIENT.email.lastIndexOf('@'))}`;
    expect(screen.getByText(new RegExp(masked.replace(/\./g, '\\.')))).toBeTruthy();
    expect(document.body.textContent).not.toContain(DEMO_CLIENT.email);
  });

  it('an owner who hides prices: a valid code says only that it applies', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, codeEnabled: true, priceConfig: { showPrice: false } });
    fireEvent.click((await findSlots())[0]!);
    type(CODE, DEMO_CODES.valid);
    await waitFor(() => expect(document.querySelector('[data-status=valid]')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('✓ Code applied');
  });

  it.each([
    ['a code that no longer applies', DEMO_CODES.invalid],
    ['an unknown code', 'NOPE-0000'],
  ])("shows 'Code not found' for %s and 'Invalid code' when the text is cleared", async (_n, code) => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, codeEnabled: true });
    fireEvent.click((await findSlots())[0]!);
    type(CODE, code);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Code not found');
    expect(screen.getByLabelText(CODE).getAttribute('aria-invalid')).toBe('true');
    // An invalid code is not sent and does not replace the guest form.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    type(CODE, '');
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 5000 });
  });

  it('checks the code for the participants of a group and the tickets of a ticket service', async () => {
    const sb = startSandbox();
    const g = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.group, codeEnabled: true });
    await findSlots();
    click('+ Number of Participants');
    click('+ Number of Participants');
    await waitFor(() => expect(lastRequest(sb, '/times')!.body.spots).toBe(3));
    fireEvent.click((await findSlots())[0]!);
    type(CODE, DEMO_CODES.valid);
    await waitFor(() => expect(validations(sb)).toHaveLength(1), { timeout: 5000 });
    expect(validations(sb)[0]!.body.spots).toBe(3);
    g.unmount();

    const st = startSandbox();
    mountWidget(st, { serviceId: DEMO_SERVICE_IDS.ticket, codeEnabled: true });
    await screen.findByRole('heading', { name: 'Select Tickets' });
    click('+ Adult');
    click('+ Adult');
    click('+ Child');
    click('Continue');
    fireEvent.click((await findSlots())[0]!);
    type(CODE, DEMO_CODES.valid);
    await waitFor(() => expect(validations(st)).toHaveLength(1), { timeout: 5000 });
    expect(validations(st)[0]!.body).toMatchObject({ spots: 3, tickets: { [SEED_TICKET_IDS.adult]: 2, [SEED_TICKET_IDS.child]: 1 } });
  });

  it('a new slot re-validates the code', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, codeEnabled: true, preselectedDate: fixedDay() });
    const slots = await findSlots();
    fireEvent.click(slots[0]!);
    type(CODE, DEMO_CODES.valid);
    await waitFor(() => expect(validations(sb)).toHaveLength(1), { timeout: 5000 });
    fireEvent.click(slots[1]!);
    await waitFor(() => expect(validations(sb)).toHaveLength(2));
    expect(validations(sb)[1]!.body.startTime).not.toBe(validations(sb)[0]!.body.startTime);
  });
});

describe('signed in and login', () => {
  it('a days stay: the code is checked against the stay\'s duration (P2D), the one the booking sends', { tags: ['hours'] }, async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days, codeEnabled: true });
    await screen.findByRole('heading', { name: 'Select Date' });
    const checkIn = addDays(todayIn('Europe/Riga'), 3);
    type('Check-in', checkIn);
    type('Check-out', addDays(checkIn, 2));
    fireEvent.click((await findSlots())[0]!);
    type(CODE, DEMO_CODES.valid);
    await waitFor(() => expect(validations(sb)).toHaveLength(1), { timeout: 5000 });
    expect(validations(sb)[0]!.body).toMatchObject({ serviceID: DEMO_SERVICE_IDS.days, duration: 'P2D' });
    // service-types.test.tsx: the booking of this stay sends P2D.
  });

  it('books with the bearer token and no client when signed in (guest mode off)', async () => {
    const sb = startSandbox();
    const client = clientFor(sb);
    client.auth.setTokens(await sb.token());
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: false }, { client });
    fireEvent.click((await findSlots())[0]!);
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    const req = lastRequest(sb, '/bookings')!;
    expect(req.auth).toMatch(/^Bearer /);
    expect(req.key).toBeNull();
    expect(req.body).not.toHaveProperty('client');
    const id = w.events.find((e) => e.type === 'bookla:booking-confirmed')!.detail.bookingId;
    expect(sb.store.state.bookings.find((b) => b.id === id)!.clientID).toBe(DEMO_CLIENT.id);
  });

  it('while a signed-in booking is sent, its button reads the loading text, disabled; the booking is sent once', async () => {
    const sb = startSandbox();
    const held = holding(sb, '/bookings');
    const client = clientFor(sb, held.fetch);
    client.auth.setTokens(await sb.token());
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: false }, { client });
    fireEvent.click((await findSlots())[0]!);
    click('Book Now');
    const busy = (await screen.findByRole('button', { name: 'Loading...' })) as HTMLButtonElement;
    expect([busy.disabled, busy.getAttribute('aria-busy')]).toEqual([true, 'true']);
    fireEvent.click(busy);
    held.release();
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    expect(sb.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/bookings'))).toHaveLength(1);
  });

  it('while a guest booking is sent, the form is busy and a second Book Now sends nothing more', async () => {
    const sb = startSandbox();
    const held = holding(sb, '/bookings');
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { client: clientFor(sb, held.fetch) });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await fillGuest();
    click('Book Now');
    const button = screen.getByRole('button', { name: 'Book Now' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    click('Book Now');
    held.release();
    await screen.findByRole('heading', { name: 'Booking Confirmed' }, { timeout: 5000 });
    expect(sb.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/bookings'))).toHaveLength(1);
  });

  it('guest mode on: a client holding tokens still books as a guest through the form', async () => {
    const sb = startSandbox();
    const client = clientFor(sb);
    client.auth.setTokens(await sb.token());
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { client });
    fireEvent.click((await findSlots())[0]!);
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    click('Continue');
    await fillGuest();
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' }, { timeout: 5000 });
    // The tokens do not make the visitor a signed-in client: the identity typed into the form is booked.
    expect(lastRequest(sb, '/bookings')!.body.client).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
  });

  it('signed in with custom fields: the form asks only those', async () => {
    const sb = startSandbox();
    const client = clientFor(sb);
    client.auth.setTokens(await sb.token());
    const field = { type: 'text' as const, labelText: 'Racket size', required: true, errorText: 'Pick a size', inputWidth: 'auto / span 2' as const };
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: false, customFormFields: [field] }, { client });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await screen.findByLabelText(/Racket size/);
    expect(screen.queryByLabelText(/First Name/)).toBeNull();
    click('Book Now');
    expect(await screen.findByText('Pick a size')).toBeTruthy();
    type(/Racket size/, 'L');
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    expect(lastRequest(sb, '/bookings')!.body).toMatchObject({ metaData: { racket_size_0: 'L' } });
  });

  it('a page that takes the custom fields away while a signed-in visitor is on the Form step: nothing left to ask, back to the Date step', async () => {
    const sb = startSandbox();
    const client = clientFor(sb);
    client.auth.setTokens(await sb.token());
    const field = { type: 'text' as const, labelText: 'Racket size', required: false, errorText: '', inputWidth: 'auto / span 2' as const };
    const base = { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API, serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: false };
    const w = mountWidget(sb, { ...base, customFormFields: [field] }, { client });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await screen.findByLabelText(/Racket size/);
    w.rerender(<BookingWidget config={{ ...base, customFormFields: [] }} client={client} host={w.host} navigate={w.navigate} />);
    // The Date step again, its chosen time kept: signed in with nothing to ask, its button books.
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeTruthy();
    expect(screen.queryByLabelText(/Racket size/)).toBeNull();
    expect(document.querySelector('.bk-slot[aria-pressed="true"]')).toBeTruthy();
  });

  it.each([
    ['', []],
    // Custom fields need a form only for someone who can book: signed in, or a guest.
    [' (custom fields too)', [{ type: 'text' as const, labelText: 'Dog', required: true, errorText: '', inputWidth: 'auto / span 2' as const }]],
  ])('sends a visitor who is not signed in to the login URL%s', async (_, customFormFields) => {
    const sb = startSandbox();
    const w = mountWidget(sb, {
      serviceId: DEMO_SERVICE_IDS.fixed,
      guestEnabled: false,
      customFormFields,
      localization: { times: { loginUrl: 'https://example.com/login?next=book' } },
    });
    fireEvent.click((await findSlots())[0]!);
    click('Please Log In to Book');
    expect(w.navigate).toHaveBeenCalledWith('https://example.com/login?next=book');
    expect(lastRequest(sb, '/bookings')).toBeUndefined();
  });

  it('guest mode off: a valid code of a known client does not sign the visitor in (still the login button)', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, {
      serviceId: DEMO_SERVICE_IDS.fixed,
      guestEnabled: false,
      codeEnabled: true,
      localization: { times: { loginUrl: 'https://example.com/login' } },
    });
    fireEvent.click((await findSlots())[0]!);
    type(CODE, DEMO_CODES.valid);
    await waitFor(() => expect(document.querySelector('[data-status=valid]')).not.toBeNull(), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    click('Please Log In to Book');
    expect(w.navigate).toHaveBeenCalledWith('https://example.com/login');
    expect(lastRequest(sb, '/bookings')).toBeUndefined();
  });

  it("logs 'No login URL provided in localization' when there is none", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: false, localization: { times: { loginUrl: null } } });
    fireEvent.click((await findSlots())[0]!);
    click('Please Log In to Book');
    expect(error).toHaveBeenCalledWith('No login URL provided in localization');
    expect(w.navigate).not.toHaveBeenCalled();
  });
});

describe('payment', () => {
  /** Books the prepaid service as a guest: the platform answers pending with its payment page. */
  async function bookPaid(sb: ReturnType<typeof startSandbox>) {
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.paid });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    const { fillGuest } = await import('./harness');
    await fillGuest();
    click('Book Now');
    return w;
  }

  it('a pending booking with a paymentURL sends the visitor to pay', async () => {
    const sb = startSandbox();
    const w = await bookPaid(sb);
    await waitFor(() => expect(w.navigate).toHaveBeenCalledTimes(1));
    const id = w.events.find((e) => e.type === 'bookla:booking-pending')!.detail.bookingId;
    const stored = sb.store.state.bookings.find((b) => b.id === id)!;
    expect(stored.status).toBe('pending');
    expect(w.navigate).toHaveBeenCalledWith(stored.paymentURL);
    expect(await screen.findByRole('heading', { name: 'Booking Pending' })).toBeTruthy();
    // Shown again when the visitor comes back without paying: the way to pay leads, starting over follows.
    const pay = screen.getByRole('link', { name: 'Complete Payment' });
    expect(pay.getAttribute('href')).toBe(stored.paymentURL);
    const again = screen.getByRole('button', { name: 'Book Again' });
    expect(again.dataset.variant).toBe('secondary');
    expect(pay.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a pending booking without a payment page offers no payment link', async () => {
    const sb = startSandbox();
    const inner = sb.fetch;
    // The platform answers pending with no payment page (a booking the business confirms by hand).
    sb.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await inner(input, init);
      if (init?.method !== 'POST' || !String(input).endsWith('/client/bookings')) return res;
      return Response.json({ ...(await res.json()), paymentURL: '' }, { status: res.status });
    }) as typeof fetch;
    const w = await bookPaid(sb);
    expect(await screen.findByRole('heading', { name: 'Booking Pending' })).toBeTruthy();
    expect(w.navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Complete Payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Again' }).dataset.variant).toBeUndefined();
  });
});
