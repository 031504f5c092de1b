import { seg, validated, type GroupFactory } from '../client-core';

export const bookingsApi: GroupFactory<'bookings'> = ({ call, get }) => ({
  list: async (opts) => get('/v1/client/bookings', 'bearer', opts),
  get: async (id, opts) => get(`/v1/client/bookings/${seg(id, 'id')}`, 'bearer', opts),
  create: async (req, opts) => call('POST', '/v1/client/bookings', 'apiKeyOrBearer', opts, await validated('bookingRequestSchema', req), true),
  // The original never substituted `{id}` and cancelled `/bookings/%7Bid%7D`.
  cancel: async (id, reason, opts) =>
    call('POST', `/v1/client/bookings/${seg(id, 'id')}/cancel`, 'bearer', opts, await validated('cancelBookingRequestSchema', { reason })),
});
