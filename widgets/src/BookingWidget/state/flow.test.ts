import { describe, it, expect } from 'vitest';
import type { CodeValidateResponse, Service } from '@bookla/runtime/types';
import { codeCheck, flowReducer, initialFlow, requestDuration, ticketCount, type FlowState, type SelectedSlot } from './flow';

const service = (type: Service['type']): Service =>
  ({ id: 's1', companyID: 'c1', name: 'Court', type, color: '#000', createdAt: '', updatedAt: '' }) as Service;
const slot: SelectedSlot = {
  resourceID: 'r1',
  startTime: '2030-01-02T10:00:00Z',
  duration: 'PT1H',
  price: { amount: 100, comparedAmount: 0, currency: 'EUR' },
};
const loaded = (type: Service['type']): FlowState =>
  flowReducer(initialFlow, { t: 'loaded', service: service(type), date: '2030-01-02', checkIn: '2030-01-02', checkOut: '2030-01-03', minutes: 60 });
const withSlot = (s: FlowState) => flowReducer(s, { t: 'slot', slot });

describe('flowReducer', () => {
  it('starts ticket services on Ticket and the others on Date', () => {
    expect(loaded('ticket').step).toBe('ticket');
    for (const t of ['fixed', 'flexible', 'group', 'days'] as const) expect(loaded(t).step).toBe('date');
    expect(loaded('fixed')).toMatchObject({ date: '2030-01-02', checkIn: '2030-01-02', checkOut: '2030-01-03', minutes: 60 });
  });

  it.each([
    ['date', { t: 'date', date: '2030-01-05' }],
    ['resource', { t: 'resource', id: 'r2' }],
    ['spots', { t: 'spots', n: 3 }],
    ['minutes', { t: 'minutes', n: 90 }],
    ['ticket', { t: 'ticket', id: 'a', qty: 2 }],
    ['stay', { t: 'stay', checkIn: '2030-01-03', checkOut: '2030-01-05' }],
  ] as const)('changing %s clears the chosen slot', (_n, action) => {
    const s = withSlot(loaded('fixed'));
    expect(s.slot).toBe(slot);
    expect(flowReducer(s, action).slot).toBeNull();
  });

  it('keeps the slot when the same date is picked again', () => {
    const s = withSlot(loaded('fixed'));
    expect(flowReducer(s, { t: 'date', date: '2030-01-02' }).slot).toBe(slot);
  });

  it('bounds participants to 1–10 and ignores a zero duration', () => {
    const s = loaded('group');
    expect(flowReducer(s, { t: 'spots', n: 0 }).spots).toBe(1);
    expect(flowReducer(s, { t: 'spots', n: 11 }).spots).toBe(10);
    expect(flowReducer(s, { t: 'minutes', n: 0 }).minutes).toBe(60);
  });

  it('removes a ticket at quantity 0 and counts tickets', () => {
    let s = loaded('ticket');
    s = flowReducer(s, { t: 'ticket', id: 'a', qty: 2 });
    s = flowReducer(s, { t: 'ticket', id: 'b', qty: 1 });
    expect(ticketCount(s.tickets)).toBe(3);
    s = flowReducer(s, { t: 'ticket', id: 'a', qty: 0 });
    expect(s.tickets).toEqual({ b: 1 });
  });

  it('trims an edited code; its state comes from the validation of the current code and slot', () => {
    expect(flowReducer(loaded('fixed'), { t: 'code', code: ' ABCD-1234 ' }).code).toBe('ABCD-1234');
    const answer = { canApply: true, clientID: 'k1', clientEmail: 'k@x.io' } as CodeValidateResponse;
    // No code or no slot: nothing is validated.
    expect(codeCheck(null)).toEqual({ codeStatus: 'idle', codeClient: null, codePrice: null });
    expect(codeCheck({ status: 'loading' })).toEqual({ codeStatus: 'loading', codeClient: null, codePrice: null });
    expect(codeCheck({ status: 'ready', data: answer })).toEqual({ codeStatus: 'valid', codeClient: { id: 'k1', email: 'k@x.io' }, codePrice: null });
    expect(codeCheck({ status: 'ready', data: { canApply: true } as CodeValidateResponse })).toEqual({ codeStatus: 'valid', codeClient: null, codePrice: null });
    // A client is booked for by id AND email (GuestClient.booklaID needs both); half of it names nobody.
    expect(codeCheck({ status: 'ready', data: { ...answer, clientEmail: '' } })).toEqual({ codeStatus: 'valid', codeClient: null, codePrice: null });
    expect(codeCheck({ status: 'ready', data: { ...answer, clientID: '' } })).toEqual({ codeStatus: 'valid', codeClient: null, codePrice: null });
    // Only a valid code names its client; a refused request (null) is an invalid code.
    expect(codeCheck({ status: 'ready', data: { ...answer, canApply: false } })).toEqual({ codeStatus: 'invalid', codeClient: null, codePrice: null });
    expect(codeCheck({ status: 'ready', data: null })).toEqual({ codeStatus: 'invalid', codeClient: null, codePrice: null });
    // The price with the code is the validation's, only while the code applies and only a real amount.
    expect(codeCheck({ status: 'ready', data: { ...answer, price: 0 } }).codePrice).toBe(0);
    expect(codeCheck({ status: 'ready', data: { ...answer, price: 1250 } }).codePrice).toBe(1250);
    expect(codeCheck({ status: 'ready', data: { ...answer, canApply: false, price: 1250 } }).codePrice).toBeNull();
    expect(codeCheck({ status: 'ready', data: { ...answer, price: -5 } }).codePrice).toBeNull();
    expect(codeCheck({ status: 'ready', data: { ...answer, price: 'free' as never } }).codePrice).toBeNull();
  });

  it('goes back from Form to Date and from Date to Ticket for ticket services only', () => {
    const form = flowReducer(loaded('ticket'), { t: 'step', step: 'form' });
    const date = flowReducer(form, { t: 'back' });
    expect(date.step).toBe('date');
    expect(flowReducer(date, { t: 'back' }).step).toBe('ticket');
    const fixedDate = loaded('fixed');
    expect(flowReducer(fixedDate, { t: 'back' })).toBe(fixedDate);
    // A result or error screen has no Back: the ticket step is not behind it.
    for (const step of ['success', 'pending', 'error'] as const) {
      const done = flowReducer(loaded('ticket'), { t: 'step', step });
      expect(flowReducer(done, { t: 'back' }), step).toBe(done);
    }
  });

  it('moves to the Error step with the message on failure', () => {
    expect(flowReducer(initialFlow, { t: 'failed', error: 'Failed to load service data' })).toMatchObject({
      step: 'error',
      error: 'Failed to load service data',
    });
  });
});

describe('a duration shown before it is applied', () => {
  it('clears the slot at once, refuses slots until applied, then applies the shown duration', () => {
    let s = flowReducer(withSlot(loaded('flexible')), { t: 'minutesShown', n: 90 });
    expect(s).toMatchObject({ minutes: 60, pendingMinutes: 90, slot: null });
    expect(withSlot(s).slot).toBeNull();
    s = flowReducer(s, { t: 'minutesShown', n: 120 });
    expect(s.pendingMinutes).toBe(120);
    s = flowReducer(s, { t: 'minutesApply' });
    expect(s).toMatchObject({ minutes: 120, pendingMinutes: null, slot: null });
    expect(withSlot(s).slot).toBe(slot);
  });

  it('is no longer pending when the visitor goes back to the applied duration; ignores zero', () => {
    const s = flowReducer(loaded('flexible'), { t: 'minutesShown', n: 90 });
    const back = flowReducer(s, { t: 'minutesShown', n: 60 });
    expect(back.pendingMinutes).toBeNull();
    expect(flowReducer(back, { t: 'minutesApply' })).toBe(back);
    expect(flowReducer(s, { t: 'minutesShown', n: 0 })).toBe(s);
  });

  it('a direct change of the applied duration drops a pending one', () => {
    const s = flowReducer(loaded('flexible'), { t: 'minutesShown', n: 90 });
    expect(flowReducer(s, { t: 'minutes', n: 120 })).toMatchObject({ minutes: 120, pendingMinutes: null });
  });
});

describe('moves', () => {
  it('counts step changes after the first load only', () => {
    const s = loaded('ticket');
    expect(s.moves).toBe(0);
    const d = flowReducer(s, { t: 'step', step: 'date' });
    expect(d.moves).toBe(1);
    expect(flowReducer(d, { t: 'date', date: '2030-02-01' }).moves).toBe(1);
    expect(flowReducer(initialFlow, { t: 'failed', error: 'x' }).moves).toBe(0);
  });
});

describe('requestDuration', () => {
  it('books the chosen minutes of a flexible service and the nights of a stay (at least one), nothing else', () => {
    expect(requestDuration('flexible', 90, 0)).toBe('PT1H30M');
    expect(requestDuration('flexible', 0, 0)).toBeUndefined();
    expect(requestDuration('days', 0, 2)).toBe('P2D');
    expect(requestDuration('days', 0, 1.2)).toBe('P2D');
    expect(requestDuration('days', 0, 0)).toBe('P1D');
    for (const type of ['fixed', 'group', 'ticket']) expect(requestDuration(type, 90, 2)).toBeUndefined();
  });
});
