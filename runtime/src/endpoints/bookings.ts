import type { Booking, BookingList, BookingRequest } from '../api-types';
import type { CallOptions, CreateOptions } from '../http';
import { seg, validated, type Endpoint, type EndpointGroup } from '../client-base';

/** The visitor's own bookings (bearer), and booking itself. */
export interface BookingsApi {
  /** Own bookings (bearer). */
  list(options?: CallOptions): Promise<BookingList>;
  get(id: string, options?: CallOptions): Promise<Booking>;
  create(request: BookingRequest, options?: CreateOptions): Promise<Booking>;
  cancel(id: string, reason: string, options?: CallOptions): Promise<unknown>;
}

export const bookingsList: Endpoint<BookingsApi['list']> = (c) => async (opts) => c.get('/v1/client/bookings', 'bearer', opts);
export const bookingsGet: Endpoint<BookingsApi['get']> = (c) => async (id, opts) => c.get(`/v1/client/bookings/${seg(id, 'id')}`, 'bearer', opts);
export const bookingsCreate: Endpoint<BookingsApi['create']> = (c) => async (req, opts) =>
  c.call('POST', '/v1/client/bookings', 'apiKeyOrBearer', opts, await validated('bookingRequestSchema', req), true);
// The booking's id goes into the path, never the API path template's literal `{id}`.
export const bookingsCancel: Endpoint<BookingsApi['cancel']> = (c) => async (id, reason, opts) =>
  c.call('POST', `/v1/client/bookings/${seg(id, 'id')}/cancel`, 'bearer', opts, await validated('cancelBookingRequestSchema', { reason }));

/** Every bookings endpoint. */
export const bookingsApi: EndpointGroup<BookingsApi> = { list: bookingsList, get: bookingsGet, create: bookingsCreate, cancel: bookingsCancel };
