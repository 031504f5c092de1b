import type { AvailabilityQuery, Dates, Service, Times } from '../api-types';
import type { CallOptions } from '../http';
import { seg, validated, type Endpoint, type EndpointGroup } from '../client-base';

/** The company's services and when they can be booked (API key). */
export interface ServicesApi {
  list(options?: CallOptions): Promise<Service[]>;
  get(serviceId: string, options?: CallOptions): Promise<Service>;
  times(serviceId: string, query: AvailabilityQuery, options?: CallOptions): Promise<Times>;
  dates(serviceId: string, query: AvailabilityQuery, options?: CallOptions): Promise<Dates>;
}

export const servicesList: Endpoint<ServicesApi['list']> = (c) => async (opts) => c.get(`${c.company}/services`, 'apiKey', opts);
export const servicesGet: Endpoint<ServicesApi['get']> = (c) => async (serviceId, opts) =>
  c.get(`${c.company}/services/${seg(serviceId, 'serviceId')}`, 'apiKey', opts);
export const servicesTimes: Endpoint<ServicesApi['times']> = (c) => async (serviceId, query, opts) =>
  c.call('POST', `${c.company}/services/${seg(serviceId, 'serviceId')}/times`, 'apiKey', opts, await validated('availabilityQuerySchema', query));
export const servicesDates: Endpoint<ServicesApi['dates']> = (c) => async (serviceId, query, opts) =>
  c.call('POST', `${c.company}/services/${seg(serviceId, 'serviceId')}/dates`, 'apiKey', opts, await validated('availabilityQuerySchema', query));

/** Every services endpoint. */
export const servicesApi: EndpointGroup<ServicesApi> = { list: servicesList, get: servicesGet, times: servicesTimes, dates: servicesDates };
