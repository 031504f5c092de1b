import { describe, it, expect } from 'vitest';
import type { Service } from '@bookla/runtime/types';
import { buildBookingRequest, type BookingInput } from './booking-request';

const service = (type: Service['type']): Service =>
  ({ id: 'svc', companyID: 'co', name: 'Court', type, color: '#000', createdAt: '', updatedAt: '' }) as Service;
const base = (type: Service['type'], patch: Partial<BookingInput> = {}): BookingInput => ({
  companyId: 'co',
  service: service(type),
  slot: { resourceID: 'r1', startTime: '2030-03-10T10:00:00-04:00', duration: 'PT1H', price: { amount: 1, comparedAmount: 0, currency: 'USD' } },
  flow: { spots: 3, tickets: { t1: 2 }, code: '', codeStatus: 'idle', codeClient: null },
  duration: 'PT1H30M',
  signedIn: false,
  guest: { id: 'uuid-1', firstName: ' Ann ', lastName: 'Lee', email: 'ann@example.com ' },
  metaData: {},
  description: 'Court Mar 10, 2030 10:00 AM',
  ...patch,
});

describe('buildBookingRequest', () => {
  it('sends a fixed booking in UTC with the guest client', () => {
    expect(buildBookingRequest(base('fixed'))).toEqual({
      companyID: 'co',
      serviceID: 'svc',
      resourceID: 'r1',
      startTime: '2030-03-10T14:00:00.000Z',
      customPurchaseDescription: 'Court Mar 10, 2030 10:00 AM',
      client: { id: 'uuid-1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    });
  });

  it('adds what each service type needs and nothing else', () => {
    expect(buildBookingRequest(base('group'))).toMatchObject({ spots: 3 });
    // A duration is sent only by the types that book one.
    expect(buildBookingRequest(base('group')).duration).toBeUndefined();
    expect(buildBookingRequest(base('fixed')).duration).toBeUndefined();
    expect(buildBookingRequest(base('ticket')).duration).toBeUndefined();
    expect(buildBookingRequest(base('flexible'))).toMatchObject({ duration: 'PT1H30M' });
    expect(buildBookingRequest(base('flexible', { duration: undefined })).duration).toBeUndefined();
    expect(buildBookingRequest(base('flexible')).spots).toBeUndefined();
    expect(buildBookingRequest(base('ticket'))).toMatchObject({ tickets: { t1: 2 } });
    expect(buildBookingRequest(base('days', { duration: 'P2D' }))).toMatchObject({ duration: 'P2D' });
  });

  it('keeps only non-empty custom answers', () => {
    const req = buildBookingRequest(base('fixed', { metaData: { phone_0: ' ', notes_1: 'hi', tags_2: [], pick_3: ['a'] } }));
    expect(req.metaData).toEqual({ notes_1: 'hi', pick_3: ['a'] });
    expect(buildBookingRequest(base('fixed', { metaData: { a_0: '' } })).metaData).toBeUndefined();
  });

  it('sends a valid code and books for the client it identified', () => {
    const flow = { spots: 1, tickets: {}, code: 'ABCD-1234', codeStatus: 'valid' as const, codeClient: { id: 'k9', email: 'k@x.io' } };
    const req = buildBookingRequest(base('fixed', { flow, guest: null }));
    expect(req.code).toBe('ABCD-1234');
    expect(req.client).toEqual({ booklaID: 'k9', email: 'k@x.io' });
  });

  it('books for a code client only while its code is valid (a code being re-checked books as the guest)', () => {
    const flow = { spots: 1, tickets: {}, code: 'ABCD-1234', codeStatus: 'loading' as const, codeClient: { id: 'k9', email: 'k@x.io' } };
    const req = buildBookingRequest(base('fixed', { flow }));
    expect(req.code).toBeUndefined();
    expect(req.client).toEqual({ id: 'uuid-1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
  });

  it('drops an invalid code', () => {
    const flow = { spots: 1, tickets: {}, code: 'NOPE', codeStatus: 'invalid' as const, codeClient: null };
    expect(buildBookingRequest(base('fixed', { flow })).code).toBeUndefined();
  });

  it('never sends a client when signed in or without an email', () => {
    expect(buildBookingRequest(base('fixed', { signedIn: true })).client).toBeUndefined();
    expect(buildBookingRequest(base('fixed', { guest: { id: 'u', firstName: '', lastName: '', email: '' } })).client).toBeUndefined();
  });
});
