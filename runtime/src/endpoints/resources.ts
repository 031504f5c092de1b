import type { Resource } from '../api-types';
import type { CallOptions } from '../http';
import { seg, type Endpoint, type EndpointGroup } from '../client-base';

/** The company's resources (API key). */
export interface ResourcesApi {
  list(options?: CallOptions): Promise<Resource[]>;
  get(resourceId: string, options?: CallOptions): Promise<Resource>;
}

export const resourcesList: Endpoint<ResourcesApi['list']> = (c) => async (opts) => c.get(`${c.company}/resources`, 'apiKey', opts);
export const resourcesGet: Endpoint<ResourcesApi['get']> = (c) => async (resourceId, opts) =>
  c.get(`${c.company}/resources/${seg(resourceId, 'resourceId')}`, 'apiKey', opts);

/** Every resources endpoint. */
export const resourcesApi: EndpointGroup<ResourcesApi> = { list: resourcesList, get: resourcesGet };
