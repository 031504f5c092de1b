import { seg, type GroupFactory } from '../client-core';

export const resourcesApi: GroupFactory<'resources'> = ({ get, company }) => ({
  list: async (opts) => get(`${company}/resources`, 'apiKey', opts),
  get: async (resourceId, opts) => get(`${company}/resources/${seg(resourceId, 'resourceId')}`, 'apiKey', opts),
});
