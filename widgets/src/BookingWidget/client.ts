import type { PartialClient } from '@bookla/runtime/client-core';
import { bookingsApi } from '@bookla/runtime/endpoints/bookings';
import { codesApi } from '@bookla/runtime/endpoints/codes';
import { servicesApi } from '@bookla/runtime/endpoints/services';

/**
 * The endpoint groups the booking widget calls (services: list, service, dates, times; codes; bookings):
 * only these are built and bundled with it, not the plugins' or resources' endpoints.
 */
export const BOOKING_API = { services: servicesApi, codes: codesApi, bookings: bookingsApi };

/** The booking widget's client: `auth` and its endpoint groups. A full `BooklaClient` is one too. */
export type BookingClient = PartialClient<'services' | 'codes' | 'bookings'>;
