import type { PartialClient } from '@bookla/runtime/client-core';
import { bookingsCreate } from '@bookla/runtime/endpoints/bookings';
import { codesValidate } from '@bookla/runtime/endpoints/codes';
import { servicesDates, servicesGet, servicesList, servicesTimes } from '@bookla/runtime/endpoints/services';

/**
 * The endpoints the booking widget calls (the service list, a service, its dates and times, a code, the booking):
 * only these are built and bundled with it, not the visitor's bookings, resources or the plugins' endpoints.
 */
export const BOOKING_API = {
  services: { list: servicesList, get: servicesGet, dates: servicesDates, times: servicesTimes },
  codes: { validate: codesValidate },
  bookings: { create: bookingsCreate },
};

/** The booking widget's client: `auth` and the endpoints it calls. A full `BooklaClient` is one too. */
export type BookingClient = PartialClient<typeof BOOKING_API>;
