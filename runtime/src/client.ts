// The Bookla client API (bookings, services, resources, codes, subscriptions, gift cards), each endpoint
// with the credential it takes (API key, bearer token, or either).
// Every method is async so bad input rejects (VALIDATION_ERROR) instead of throwing at the call site.
// The zod request schemas are a separate, lazily imported module: a widget's first paint only needs GETs
// and the loader's prefetch, so zod/mini (the request-schemas chunk, ~5.7 KB gz) stays out of the bytes before it is interactive.
// This module is the public, complete client: each endpoint group is a module of endpoints/ holding its contract
// and one factory per endpoint, client-core.ts composes them (a partial client), client-base.ts is the HTTP core
// they are built on, so a widget (which imports those, not this) bundles only the endpoints it calls.
import type { AuthController } from './http';
import { createPartialClient } from './client-core';
import type { ApiGroups } from './client-core';
import { bookingsApi } from './endpoints/bookings';
import { servicesApi } from './endpoints/services';
import { resourcesApi } from './endpoints/resources';
import { codesApi } from './endpoints/codes';
import { subscriptionsApi } from './endpoints/subscriptions';
import { giftCardsApi } from './endpoints/gift-cards';
import type { BooklaClientOptions } from './client-base';

export type { AuthController, AuthMode, AuthSnapshot, CallOptions, CreateOptions } from './http';
export type { Region } from './config/types';
export { REFRESH_PATH } from './http';
export { uuid } from './uuid';
export { createPartialClient, preloadSchemas } from './client-core';
export type { ApiGroup, ApiGroups, ClientCore, Endpoint, EndpointGroup, EndpointMap, Endpoints, PartialClient } from './client-core';
export type { BooklaClientOptions, ClientKind } from './client-base';
export { bookingsApi, servicesApi, resourcesApi, codesApi, subscriptionsApi, giftCardsApi };

/** Every endpoint group, each as its module in endpoints/ declares it, plus sign-in state and tokens. */
export interface BooklaClient extends ApiGroups {
  /** Sign-in state and tokens. */
  auth: AuthController;
}

/** Creates a client for one company with every endpoint group. */
export function createBooklaClient(options: BooklaClientOptions): BooklaClient {
  return createPartialClient(options, {
    bookings: bookingsApi,
    services: servicesApi,
    resources: resourcesApi,
    codes: codesApi,
    subscriptions: subscriptionsApi,
    giftCards: giftCardsApi,
  });
}
