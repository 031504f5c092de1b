import type { Booking, BookingList, BookingRequest } from '../api-types';
import type { CallOptions, CreateOptions } from '../http';
import { seg, validated, type ClientCore } from '../client-base';

/** The visitor's own bookings (bearer), and booking itself. */
export interface BookingsApi {
  /** Own bookings (bearer). */
  list(options?: CallOptions): Promise<BookingList>;
  get(id: string, options?: CallOptions): Promise<Booking>;
  create(request: BookingRequest, options?: CreateOptions): Promise<Booking>;
  cancel(id: string, reason: string, options?: CallOptions): Promise<unknown>;
}

export const bookingsApi: (core: ClientCore) => BookingsApi = ({ call, get }) => ({
  list: async (opts) => get('/v1/client/bookings', 'bearer', opts),
  get: async (id, opts) => get(`/v1/client/bookings/${seg(id, 'id')}`, 'bearer', opts),
  create: async (req, opts) => call('POST', '/v1/client/bookings', 'apiKeyOrBearer', opts, await validated('bookingRequestSchema', req), true),
  // The original never substituted `{id}` and cancelled `/bookings/%7Bid%7D`.
  cancel: async (id, reason, opts) =>
    call('POST', `/v1/client/bookings/${seg(id, 'id')}/cancel`, 'bearer', opts, await validated('cancelBookingRequestSchema', { reason })),
});
