import { seg, validated, type GroupFactory } from '../client-core';

export const servicesApi: GroupFactory<'services'> = ({ call, get, company }) => ({
  list: async (opts) => get(`${company}/services`, 'apiKey', opts),
  get: async (serviceId, opts) => get(`${company}/services/${seg(serviceId, 'serviceId')}`, 'apiKey', opts),
  times: async (serviceId, query, opts) =>
    call('POST', `${company}/services/${seg(serviceId, 'serviceId')}/times`, 'apiKey', opts, await validated('availabilityQuerySchema', query)),
  dates: async (serviceId, query, opts) =>
    call('POST', `${company}/services/${seg(serviceId, 'serviceId')}/dates`, 'apiKey', opts, await validated('availabilityQuerySchema', query)),
});
