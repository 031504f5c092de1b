import type { Resource } from '../api-types';
import type { CallOptions } from '../http';
import { seg, type ClientCore } from '../client-base';

/** The company's resources (API key). */
export interface ResourcesApi {
  list(options?: CallOptions): Promise<Resource[]>;
  get(resourceId: string, options?: CallOptions): Promise<Resource>;
}

export const resourcesApi: (core: ClientCore) => ResourcesApi = ({ get, company }) => ({
  list: async (opts) => get(`${company}/resources`, 'apiKey', opts),
  get: async (resourceId, opts) => get(`${company}/resources/${seg(resourceId, 'resourceId')}`, 'apiKey', opts),
});
