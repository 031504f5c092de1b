// The client without endpoints: `auth` plus only the endpoints a caller builds. Each group declares its own
// contract and one factory per endpoint beside it (endpoints/*); this module composes those contracts into the
// groups' map, and client.ts adds every endpoint to make the complete client. The HTTP core the endpoints are
// built on lives in client-base.ts, which imports no group, so the contracts and their parts form no cycle.
import type { AuthController } from './http';
import { createClientCore } from './client-base';
import type { BooklaClientOptions, Endpoint, EndpointGroup } from './client-base';
import type { BookingsApi } from './endpoints/bookings';
import type { CodesApi } from './endpoints/codes';
import type { GiftCardsApi } from './endpoints/gift-cards';
import type { ResourcesApi } from './endpoints/resources';
import type { ServicesApi } from './endpoints/services';
import type { SubscriptionsApi } from './endpoints/subscriptions';

export { uuid } from './uuid';
export { filtered, preloadSchemas, seg, validated } from './client-base';
export type { ClientCore, Endpoint, EndpointGroup } from './client-base';

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

/**
 * Endpoint factories by group and method: any of a group's endpoints (`{ services: { get: servicesGet } }`) or
 * all of them (`{ services: servicesApi }`). A factory stands only under the method whose type it builds.
 */
export type EndpointMap = { [G in ApiGroup]?: Partial<EndpointGroup<ApiGroups[G]>> };

/** The factories of the endpoints `S` selects by group (`Endpoints<{ services: 'get' | 'times' }>`), each one required. */
export type Endpoints<S extends { [G in ApiGroup]?: keyof ApiGroups[G] }> = {
  [G in keyof S & ApiGroup]: { [M in S[G] & keyof ApiGroups[G]]: Endpoint<ApiGroups[G][M]> };
};

/** The keys every value of `T` has: an optional one may be missing. */
type Present<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/**
 * A client with `auth` and the endpoints `E` surely builds, typed by their groups' interfaces (a `BooklaClient` is
 * one too, having them all). An endpoint `E` may lack (an optional key) is not among them.
 */
export type PartialClient<E extends EndpointMap> = { auth: AuthController } & {
  [G in Present<E> & ApiGroup]: Pick<ApiGroups[G], Present<E[G]> & keyof ApiGroups[G]>;
};

/**
 * A client with `auth` and only the endpoints given (`{ services: { get: servicesGet }, codes: codesApi }`): a
 * widget builds the endpoints it calls, and the others stay out of its bundle. Same options, checks and behaviour
 * as `createBooklaClient` (client.ts, which builds them all; widgets import this module and `endpoints/*` instead,
 * so the endpoints they do not build are not even in their bundles' import graph).
 */
export function createPartialClient<E extends EndpointMap>(options: BooklaClientOptions, endpoints: E): PartialClient<E> {
  const core = createClientCore(options);
  const client: Record<string, unknown> = { auth: core.auth };
  for (const [group, factories] of Object.entries(endpoints)) {
    const methods: Record<string, unknown> = (client[group] = {});
    for (const [method, build] of Object.entries(factories as Record<string, Endpoint<unknown>>)) methods[method] = build(core);
  }
  return client as PartialClient<E>;
}
