import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureTemporal } from '@bookla/runtime/time';
import type { BooklaClient } from '@bookla/runtime/client';
import { mergeWithDefaults } from '@bookla/runtime/config';
import type { Booking, Service } from '@bookla/runtime/types';
import { BooklaError } from '@bookla/runtime/errors';
import { initialFlow } from './state/flow';
import { maskEmail, submitBooking, type SubmitInput } from './submit';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

const service = { id: 'svc', name: 'Court', type: 'fixed' } as Service;
const slot = { resourceID: 'r1', startTime: '2030-03-10T10:00:00Z', duration: 'PT1H', price: { amount: 1, comparedAmount: 0, currency: 'EUR' } };
const data = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', customFields: { dog_0: 'Rex', colours_2: ['red', 'blue'] } };

function setup(answer: Partial<Booking> | Error, patch: Partial<SubmitInput> = {}) {
  const create = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer as Booking;
  });
  const host = new EventTarget();
  const events: [string, unknown][] = [];
  for (const n of ['bookla:booking-confirmed', 'bookla:booking-pending', 'bookla:booking-failed'])
    host.addEventListener(n, (e) => events.push([n, (e as CustomEvent).detail]));
  const input: SubmitInput = {
    cfg: mergeWithDefaults('booking', {
      companyId: 'co',
      customFormFields: [
        { type: 'text', labelText: 'Dog', required: false, errorText: '', inputWidth: 'auto / span 2' },
        { type: 'text', labelText: 'Unanswered', required: false, errorText: '', inputWidth: 'auto / span 2' },
        { type: 'multiselect', labelText: 'Colours', required: false, errorText: '', inputWidth: 'auto / span 2', options: 'red,blue' },
      ],
    }),
    client: { bookings: { create } } as unknown as BooklaClient,
    serviceId: 'svc',
    service,
    slot,
    flow: { ...initialFlow, codeStatus: 'idle', codeClient: null },
    signedIn: false,
    guestId: 'g1',
    zone: 'UTC',
    host: () => host,
    navigate: vi.fn(),
    dispatch: vi.fn(),
    ...patch,
  };
  return { input, create, events };
}

describe('submitBooking', () => {
  it('confirmed: the confirmed event, the Success step with the answered fields (multiselect joined), no redirect', async () => {
    const { input, events, create } = setup({ id: 'b1', status: 'confirmed', startTime: '2030-03-10T10:00:00Z' });
    await submitBooking(input, data);
    // For the payment provider: the service, the date as the flow tells it, the time in the flow's zone.
    expect((create.mock.calls[0] as unknown as [{ customPurchaseDescription: string }])[0].customPurchaseDescription).toMatch(/^Court Sunday, March 10, 2030 10:00\sAM$/);
    expect(events).toEqual([
      ['bookla:booking-confirmed', { serviceId: 'svc', startTime: '2030-03-10T10:00:00.000Z', bookingId: 'b1', status: 'confirmed' }],
    ]);
    expect(input.dispatch).toHaveBeenCalledWith({
      t: 'done',
      step: 'success',
      result: {
        booking: { id: 'b1', status: 'confirmed', startTime: '2030-03-10T10:00:00Z' },
        email: 'ann@example.com',
        fields: [
          ['Dog', 'Rex'],
          ['Colours', 'red, blue'],
        ],
        payment: null,
      },
    });
    expect(input.navigate).not.toHaveBeenCalled();
  });

  it('pending with a safe paymentURL: the pending event, the Pending step, then the payment page', async () => {
    const { input, events } = setup({ id: 'b2', status: 'pending', paymentURL: 'https://pay.example/x' });
    await submitBooking(input, data);
    expect(events.map((e) => e[0])).toEqual(['bookla:booking-pending']);
    // The Pending step keeps the page's address: a visitor back from it without paying is offered it again.
    expect(input.dispatch).toHaveBeenCalledWith(expect.objectContaining({ step: 'pending', result: expect.objectContaining({ payment: 'https://pay.example/x' }) }));
    expect(input.navigate).toHaveBeenCalledWith('https://pay.example/x');
  });

  it('a paymentURL on a booking not marked pending still means Pending and the payment page', async () => {
    const { input } = setup({ id: 'b3', status: 'confirmed', paymentURL: 'https://pay.example/y' });
    await submitBooking(input, data);
    expect(input.dispatch).toHaveBeenCalledWith(expect.objectContaining({ step: 'pending' }));
    expect(input.navigate).toHaveBeenCalledWith('https://pay.example/y');
  });

  it('never follows an unsafe paymentURL', async () => {
    const { input } = setup({ id: 'b4', status: 'pending', paymentURL: 'javascript:alert(1)' });
    await submitBooking(input, data);
    expect(input.navigate).not.toHaveBeenCalled();
    expect(input.dispatch).toHaveBeenCalledWith(expect.objectContaining({ step: 'pending', result: expect.objectContaining({ payment: null }) }));
  });

  it.each([
    ['an unknown status', { id: 'b5', status: 'cancelled' }, 'Error: Booking status cancelled'],
    ['an unknown status with an unsafe paymentURL', { id: 'b6', status: 'cancelled', paymentURL: 'javascript:alert(1)' }, 'Error: Booking status cancelled'],
    ['a failed request', new Error('offline'), 'Error: offline'],
    ['a refused request', new BooklaError('API_ERROR', 'Slot taken', { status: 409 }), 'API_ERROR'],
  ] as const)('%s fails: logged, the failed event with the SDK code or else the text, the Error step', async (_, answer, code) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input, events } = setup(answer as Partial<Booking> | Error);
    await submitBooking(input, data);
    expect(error).toHaveBeenCalledWith('Bookla: Failed to make booking', expect.any(Error));
    expect(events).toEqual([
      ['bookla:booking-failed', { serviceId: 'svc', startTime: '2030-03-10T10:00:00.000Z', error: code }],
    ]);
    expect(input.dispatch).toHaveBeenCalledWith({ t: 'failed', error: 'Failed to make booking' });
    expect(input.navigate).not.toHaveBeenCalled();
  });

  it("a code client's email (masked: whoever typed the code is not told the holder's address) and the requested start stand in for what the form and the answer lack", async () => {
    const { input } = setup(
      { id: 'b7', status: 'confirmed' },
      { flow: { ...initialFlow, code: 'C', codeStatus: 'valid', codeClient: { id: 'k', email: 'k@x.io' } }, guestId: null },
    );
    await submitBooking(input, { firstName: '', lastName: '', email: '', customFields: {} });
    expect(input.dispatch).toHaveBeenCalledWith({
      t: 'done',
      step: 'success',
      result: { booking: { id: 'b7', status: 'confirmed', startTime: '2030-03-10T10:00:00.000Z' }, email: 'k•••@x.io', fields: [], payment: null },
    });
  });
});

describe('maskEmail', () => {
  it.each([
    ['john.doe@example.com', 'j•••@example.com'],
    ['a@b.io', 'a•••@b.io'],
    ['first@last@example.com', 'f•••@example.com'],
    ['', ''],
    [undefined, ''],
    ['@example.com', ''],
    ['no-at-sign', ''],
  ])('%s → %s: the holder of a code is never named in full to whoever typed it', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
