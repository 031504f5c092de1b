// Direct tests of parse's result tuple; the messages per field are pinned in schemas.test.ts (validateRequest).
import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, cancelBookingRequestSchema, parse, renewRequestSchema } from './request-schemas';

const booking = { companyID: 'c1', serviceID: 's1', startTime: '2025-03-01T09:00:00Z' };

describe('parse', () => {
  it('gives [true, output] with unknown keys stripped and nested output kept', () => {
    const result = parse(bookingRequestSchema, { ...booking, extra: 1, client: { email: 'a@b.co', x: 2 }, tickets: { adult: 2 } });
    expect(result).toEqual([true, { ...booking, client: { email: 'a@b.co' }, tickets: { adult: 2 } }]);
  });

  it('gives [false, dotted field, problem, received value, zod error] for the first problem', () => {
    expect(parse(bookingRequestSchema, { ...booking, client: { email: 'nope' } }).slice(0, 4)).toEqual([
      false,
      'client.email',
      'must be a valid email address',
      'nope',
    ]);
    // Schema order decides which problem comes first; the zod error holds them all.
    const result = parse(bookingRequestSchema, { ...booking, client: { email: 'nope' }, spots: 0 });
    expect(result.slice(0, 4)).toEqual([false, 'spots', 'must be a whole number of at least 1', 0]);
    expect((result[4] as { issues: { path: unknown[] }[] }).issues.map((i) => i.path)).toEqual([['spots'], ['client', 'email']]);
  });

  it('reports a list item by its index and the value there', () => {
    expect(parse(renewRequestSchema, { ids: ['a', 7] }).slice(0, 4)).toEqual([false, 'ids.1', 'expected string', 7]);
    expect(parse(renewRequestSchema, { ids: [] }).slice(0, 4)).toEqual([false, 'ids', 'must hold at least one id', []]);
  });

  it('names a problem with the whole input by the label (default "request")', () => {
    expect(parse(cancelBookingRequestSchema, null).slice(0, 4)).toEqual([false, 'request', 'expected object', null]);
    expect(parse(cancelBookingRequestSchema, 'x', 'body').slice(0, 4)).toEqual([false, 'body', 'expected object', 'x']);
  });

  it('keeps a hostile value (bigint) as received, for the message to show', () => {
    expect(parse(bookingRequestSchema, { ...booking, spots: 10n }).slice(0, 4)).toEqual([false, 'spots', 'expected number', 10n]);
  });
});
