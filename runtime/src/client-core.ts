// The client without endpoints: `auth` plus only the endpoint groups a caller builds. Each group declares its
// own contract beside its implementation (endpoints/*); this module composes those contracts into the groups'
// map, and client.ts adds `auth` to make the complete client. The HTTP core the groups are built on lives in
// client-base.ts, which imports no group, so the contracts and their parts form no cycle.
import type { AuthController } from './http';
import { createClientCore } from './client-base';
import type { BooklaClientOptions, ClientCore } from './client-base';
import type { BookingsApi } from './endpoints/bookings';
import type { CodesApi } from './endpoints/codes';
import type { GiftCardsApi } from './endpoints/gift-cards';
import type { ResourcesApi } from './endpoints/resources';
import type { ServicesApi } from './endpoints/services';
import type { SubscriptionsApi } from './endpoints/subscriptions';

export { uuid } from './uuid';
export { filtered, preloadSchemas, seg, validated } from './client-base';
export type { ClientCore } from './client-base';

/** The endpoint groups of a client (everything but `auth`), each declared by its module in endpoints/. */
export interface ApiGroups {
  bookings: BookingsApi;
  services: ServicesApi;
  resources: ResourcesApi;
  codes: CodesApi;
  subscriptions: SubscriptionsApi;
  giftCards: GiftCardsApi;
}
export type ApiGroup = keyof ApiGroups;
/** A client with `auth` and only the endpoint groups `K`. */
export type PartialClient<K extends ApiGroup> = { auth: AuthController } & Pick<ApiGroups, K>;

/** Builds one endpoint group on a client core. */
export type GroupFactory<K extends ApiGroup> = (core: ClientCore) => ApiGroups[K];

/**
 * A client with `auth` and only the endpoint groups given (`{ services: servicesApi, … }`): a widget builds
 * the groups it calls, and the others stay out of its bundle. Same options, checks and behaviour as
 * `createBooklaClient` (client.ts, which builds them all; widgets import this module and `endpoints/*` instead, so
 * the groups they do not build are not even in their bundles' import graph).
 */
export function createPartialClient<K extends ApiGroup>(options: BooklaClientOptions, groups: { [G in K]: GroupFactory<G> }): PartialClient<K> {
  const core = createClientCore(options);
  const client = { auth: core.auth } as PartialClient<K>;
  for (const key of Object.keys(groups) as K[]) (client as Record<K, unknown>)[key] = groups[key](core);
  return client;
}
