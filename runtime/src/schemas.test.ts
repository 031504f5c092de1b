import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BooklaError } from './errors';
import {
  addToCartRequestSchema,
  availabilityQuerySchema,
  bookingRequestSchema,
  codeValidateRequestSchema,
  giftCardOrderRequestSchema,
  renewRequestSchema,
  subscriptionPurchaseRequestSchema,
  validateRequest,
} from './schemas';

const booking = { companyID: 'c1', serviceID: 's1', resourceID: 'r1', startTime: '2025-03-01T09:00:00Z' };
const query = { from: '2025-03-01T00:00:00Z', to: '2025-03-02T00:00:00.000Z' };
const code = { companyID: 'c1', serviceID: 's1', resourceID: 'r1', startTime: '2025-03-01T09:00:00Z', spots: 1 };

/** Runs validateRequest and returns the thrown error (or fails the test). */
function failure(schema: Parameters<typeof validateRequest>[0], input: unknown): BooklaError {
  try {
    validateRequest(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(BooklaError);
    return error as BooklaError;
  }
  throw new Error('expected a validation error');
}

describe('bookingRequestSchema', () => {
  it('keeps every field of the request type, including code', () => {
    const full = {
      ...booking,
      spots: 2,
      duration: 'PT1H30M',
      tickets: { adult: 2, child: 0 },
      metaData: { note: 'hi', nested: { a: 1 } },
      pluginData: { p: true },
      customPurchaseDescription: 'Dinner',
      code: 'SUMMER',
      client: { id: 'u1', booklaID: 'b1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    };
    expect(validateRequest(bookingRequestSchema, full)).toEqual(full);
  });

  it('accepts 29 February of a leap year', () => {
    expect(validateRequest(bookingRequestSchema, { ...booking, startTime: '2024-02-29T23:59:59.999Z' }).startTime).toBe('2024-02-29T23:59:59.999Z');
  });

  it('accepts a null client and fractional seconds', () => {
    expect(validateRequest(bookingRequestSchema, { ...booking, startTime: '2025-03-01T09:00:00.250Z', client: null })).toMatchObject({ client: null });
  });

  it.each([
    ['companyID', { ...booking, companyID: '' }, 'Invalid companyID: must not be empty, received ""'],
    ['serviceID', { ...booking, serviceID: undefined }, 'Invalid serviceID: expected string, received nothing'],
    ['serviceID', { ...booking, serviceID: '' }, 'Invalid serviceID: must not be empty, received ""'],
    ['startTime', { ...booking, startTime: '2025-03-01T09:00:00+02:00' }, 'Invalid startTime: must be a UTC ISO datetime ending in Z, e.g. 2025-03-01T09:00:00Z, received "2025-03-01T09:00:00+02:00"'],
    ['startTime', { ...booking, startTime: '2025-03-01' }, undefined],
    ['startTime', { ...booking, startTime: '2025-03-01T09:00Z' }, undefined],
    ['startTime', { ...booking, startTime: '2025-13-01T09:00:00Z' }, undefined],
    // Days the month does not have: zod's datetime refuses them, a pattern alone does not.
    ['startTime', { ...booking, startTime: '2025-02-29T09:00:00Z' }, 'Invalid startTime: must be a UTC ISO datetime ending in Z, e.g. 2025-03-01T09:00:00Z, received "2025-02-29T09:00:00Z"'],
    ['startTime', { ...booking, startTime: '2025-04-31T09:00:00Z' }, undefined],
    // The whole text is the datetime: nothing after its Z.
    ['startTime', { ...booking, startTime: '2025-03-01T09:00:00Z and more' }, undefined],
    ['client.email', { ...booking, client: { email: 'not-an-email' } }, 'Invalid client.email: must be a valid email address, received "not-an-email"'],
    ['client.email', { ...booking, client: { email: 'a@b' } }, undefined],
    ['client.email', { ...booking, client: { email: 'a b@c.de' } }, undefined],
    ['client.email', { ...booking, client: { email: 'a@b c.de' } }, undefined],
    ['client.email', { ...booking, client: { email: 'a@@b.de' } }, undefined],
    // One address, not an address followed by more.
    ['client.email', { ...booking, client: { email: 'ann@example.com bob' } }, undefined],
    ['spots', { ...booking, spots: 0 }, 'Invalid spots: must be a whole number of at least 1, received 0'],
    ['spots', { ...booking, spots: 1.5 }, undefined],
    ['tickets.adult', { ...booking, tickets: { adult: -1 } }, 'Invalid tickets.adult: must be a whole number of at least 0, received -1'],
    ['tickets.adult', { ...booking, tickets: { adult: '2' } }, 'Invalid tickets.adult: expected number, received "2"'],
    ['code', { ...booking, code: 42 }, 'Invalid code: expected string, received 42'],
    ['duration', { ...booking, duration: '90 minutes' }, undefined],
    ['metaData', { ...booking, metaData: 'x' }, undefined],
    ['request', null, 'Invalid request: expected object, received null'],
  ])('rejects a bad %s', (field, input, message) => {
    const error = failure(bookingRequestSchema, input);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.field).toBe(field);
    expect(error.message).toContain(`Invalid ${field}:`);
    if (message) expect(error.message).toBe(message);
  });

  it('shortens long received values and describes objects', () => {
    const long = 'x'.repeat(100);
    expect(failure(bookingRequestSchema, { ...booking, startTime: long }).message).toMatch(/received "x{56}\.\.\.$/);
    expect(failure(bookingRequestSchema, { ...booking, startTime: { a: 1 } }).message).toBe('Invalid startTime: expected string, received an object');
    expect(failure(bookingRequestSchema, { ...booking, startTime: [1, 2] }).message).toBe('Invalid startTime: expected string, received an array of 2');
  });
});

describe('availabilityQuerySchema', () => {
  it('accepts from/to with every optional field', () => {
    const full = { ...query, duration: 'P2D', spots: 3, resourceIDs: [], tickets: { t: 1 } };
    expect(validateRequest(availabilityQuerySchema, full)).toEqual(full);
  });

  it.each([
    ['from', { to: query.to }],
    ['to', { ...query, to: 'tomorrow' }],
    ['to', { ...query, to: '2026-02-30T00:00:00Z' }],
    ['duration', { ...query, duration: 'PT' }],
    ['duration', { ...query, duration: 'P' }],
    // The whole text is the duration.
    ['duration', { ...query, duration: 'about PT1H' }],
    ['spots', { ...query, spots: 0 }],
    ['resourceIDs.1', { ...query, resourceIDs: ['a', 2] }],
    ['tickets.t', { ...query, tickets: { t: 1.5 } }],
  ])('rejects a bad %s', (field, input) => {
    expect(failure(availabilityQuerySchema, input).field).toBe(field);
  });

  it.each(['PT1H', 'PT30M', 'PT1H30M', 'P1D', 'P7D', 'P1W', 'PT0.5S', 'P1Y2M3DT4H5M6S'])('accepts the duration %s', (duration) => {
    expect(validateRequest(availabilityQuerySchema, { ...query, duration })).toMatchObject({ duration });
  });
});

describe('codeValidateRequestSchema', () => {
  it('accepts a full request', () => {
    const full = { ...code, duration: 'PT1H', tickets: { a: 1 } };
    expect(validateRequest(codeValidateRequestSchema, full)).toEqual(full);
  });

  it.each([
    ['companyID', { ...code, companyID: '' }],
    ['serviceID', { ...code, serviceID: '' }],
    ['resourceID', { ...code, resourceID: '' }],
    ['startTime', { ...code, startTime: 'now' }],
    ['spots', { ...code, spots: 0 }],
    ['spots', { ...code, spots: undefined }],
  ])('rejects a bad %s', (field, input) => {
    expect(failure(codeValidateRequestSchema, input).field).toBe(field);
  });
});

describe('plugin request schemas', () => {
  it('cart add needs at least one item with a non-empty subscriptionID', () => {
    expect(validateRequest(addToCartRequestSchema, { items: [{ subscriptionID: 's', metaData: { a: 1 } }] })).toEqual({
      items: [{ subscriptionID: 's', metaData: { a: 1 } }],
    });
    expect(failure(addToCartRequestSchema, { items: [{ subscriptionID: '' }] }).field).toBe('items.0.subscriptionID');
    expect(failure(addToCartRequestSchema, { items: [] }).message).toBe('Invalid items: must hold at least one item, received an array of 0');
  });

  it('renew needs non-empty ids, each non-empty', () => {
    expect(validateRequest(renewRequestSchema, { ids: ['a', 'b'] })).toEqual({ ids: ['a', 'b'] });
    expect(failure(renewRequestSchema, { ids: [] }).field).toBe('ids');
    expect(failure(renewRequestSchema, { ids: ['a', ''] }).field).toBe('ids.1');
  });

  it('subscription purchase needs items with subscriptionID and keeps the client', () => {
    const req = { items: [{ subscriptionID: 's1' }], client: { id: 'u', firstName: 'A', lastName: 'B', email: 'a@b.co' } };
    expect(validateRequest(subscriptionPurchaseRequestSchema, req)).toEqual(req);
    expect(failure(subscriptionPurchaseRequestSchema, { items: [] }).field).toBe('items');
    expect(failure(subscriptionPurchaseRequestSchema, { items: [{}] }).field).toBe('items.0.subscriptionID');
    expect(failure(subscriptionPurchaseRequestSchema, { ...req, client: { email: 'x' } }).field).toBe('client.email');
  });

  it('gift card order needs giftCardID and keeps a custom amount (the original stripped it)', () => {
    const req = { giftCardID: 'g1', amount: 5000, metaData: { description: 'x' }, client: null };
    expect(validateRequest(giftCardOrderRequestSchema, req)).toEqual(req);
    expect(validateRequest(giftCardOrderRequestSchema, { giftCardID: 'g1', amount: 0 })).toEqual({ giftCardID: 'g1', amount: 0 });
    expect(failure(giftCardOrderRequestSchema, { giftCardID: '' }).field).toBe('giftCardID');
    expect(failure(giftCardOrderRequestSchema, { giftCardID: 'g', amount: -1 }).field).toBe('amount');
    expect(failure(giftCardOrderRequestSchema, { giftCardID: 'g', amount: 10.5 }).field).toBe('amount');
  });

  it('drops keys no request type has', () => {
    expect(validateRequest(giftCardOrderRequestSchema, { giftCardID: 'g', evil: 1 })).toEqual({ giftCardID: 'g' });
  });

  it('drops unknown keys inside cart items and the client too, without touching the caller\'s input', () => {
    const input = { items: [{ subscriptionID: 's', evil: 1 }], client: { email: 'a@b.co', evil: 2 } };
    const before = structuredClone(input);
    expect(validateRequest(subscriptionPurchaseRequestSchema, input)).toEqual({ items: [{ subscriptionID: 's' }], client: { email: 'a@b.co' } });
    expect(input).toEqual(before);
  });

  it.each([
    [subscriptionPurchaseRequestSchema, { items: {} }, 'Invalid items: expected array, received an object'],
    [subscriptionPurchaseRequestSchema, { items: [{ subscriptionID: 's' }], client: 'me' }, 'Invalid client: expected object, received "me"'],
    [availabilityQuerySchema, { ...query, resourceIDs: 'r1' }, 'Invalid resourceIDs: expected array, received "r1"'],
    [availabilityQuerySchema, { ...query, tickets: [1] }, 'Invalid tickets: expected object, received an array of 1'],
  ] as const)('names the container type it expected (%#)', (schema, input, message) => {
    expect(failure(schema, input).message).toBe(message);
  });
});

describe('validateRequest', () => {
  it('names a root-level input by its label', () => {
    // A non-empty string schema on its own, as a path parameter would be.
    const root = bookingRequestSchema.shape.companyID;
    const error = failure(root, '');
    expect(error.field).toBe('request');
    expect(() => validateRequest(root, '', 'serviceId')).toThrow(
      expect.objectContaining({ field: 'serviceId', message: 'Invalid serviceId: must not be empty, received ""' }),
    );
  });

  it('keeps the zod error, with every issue, as cause', () => {
    const { cause } = failure(renewRequestSchema, { ids: [7, ''] });
    expect(cause).toBeInstanceOf(z.core.$ZodError);
    expect((cause as z.core.$ZodError).issues.map((i) => i.path)).toEqual([['ids', 0], ['ids', 1]]);
  });
});

it('turns zod JIT off so strict CSPs see no `new Function` probe', () => {
  expect(z.config().jitless).toBe(true);
});
