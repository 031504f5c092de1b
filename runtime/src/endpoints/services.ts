import type { AvailabilityQuery, Dates, Service, Times } from '../api-types';
import type { CallOptions } from '../http';
import { seg, validated, type ClientCore } from '../client-base';

/** The company's services and when they can be booked (API key). */
export interface ServicesApi {
  list(options?: CallOptions): Promise<Service[]>;
  get(serviceId: string, options?: CallOptions): Promise<Service>;
  times(serviceId: string, query: AvailabilityQuery, options?: CallOptions): Promise<Times>;
  dates(serviceId: string, query: AvailabilityQuery, options?: CallOptions): Promise<Dates>;
}

export const servicesApi: (core: ClientCore) => ServicesApi = ({ call, get, company }) => ({
  list: async (opts) => get(`${company}/services`, 'apiKey', opts),
  get: async (serviceId, opts) => get(`${company}/services/${seg(serviceId, 'serviceId')}`, 'apiKey', opts),
  times: async (serviceId, query, opts) =>
    call('POST', `${company}/services/${seg(serviceId, 'serviceId')}/times`, 'apiKey', opts, await validated('availabilityQuerySchema', query)),
  dates: async (serviceId, query, opts) =>
    call('POST', `${company}/services/${seg(serviceId, 'serviceId')}/dates`, 'apiKey', opts, await validated('availabilityQuerySchema', query)),
});
