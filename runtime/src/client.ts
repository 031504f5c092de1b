// The Bookla client API (bookings, services, resources, codes, subscriptions, gift cards), each endpoint
// with the credential it takes (API key, bearer token, or either).
// Every method is async so bad input rejects (VALIDATION_ERROR) instead of throwing at the call site.
// The zod request schemas are a separate, lazily imported module: a widget's first paint only needs GETs
// and the loader's prefetch, so zod/mini (the request-schemas chunk, ~5.7 KB gz) stays out of the bytes before it is interactive.
// This module is the public, complete client: its core is client-core.ts and each endpoint group a module of
// endpoints/, so a widget (which imports those, not this) bundles only the groups it calls.
import type { AuthController, CallOptions, CreateOptions } from './http';
import type { TokenStore } from './tokens';
import { createPartialClient } from './client-core';
import { bookingsApi } from './endpoints/bookings';
import { servicesApi } from './endpoints/services';
import { resourcesApi } from './endpoints/resources';
import { codesApi } from './endpoints/codes';
import { subscriptionsApi } from './endpoints/subscriptions';
import { giftCardsApi } from './endpoints/gift-cards';
import type { Region } from './config/types';
import type {
  AvailabilityQuery,
  Booking,
  BookingList,
  BookingRequest,
  CartItem,
  CodeValidateRequest,
  CodeValidateResponse,
  CompanyGiftCard,
  CompanySubscription,
  Dates,
  GiftCardContract,
  GiftCardOrderRequest,
  GiftCardPurchase,
  Resource,
  Service,
  SubscriptionCart,
  SubscriptionContract,
  SubscriptionPurchase,
  SubscriptionPurchaseRequest,
  Times,
} from './api-types';

export type { AuthController, AuthMode, AuthSnapshot, CallOptions, CreateOptions } from './http';
export type { Region } from './config/types';
export { REFRESH_PATH } from './http';
export { uuid } from './uuid';
export { createPartialClient, preloadSchemas } from './client-core';
export type { ApiGroup, ApiGroups, ClientCore, GroupFactory, PartialClient } from './client-core';
export { bookingsApi, servicesApi, resourcesApi, codesApi, subscriptionsApi, giftCardsApi };

export type ClientKind = 'booking' | 'plugin';

export interface BooklaClientOptions {
  /** The company's public API key, sent as `X-API-Key`. */
  apiKey: string;
  /** Company whose services, subscriptions and gift cards are read. */
  companyId: string;
  /** Regional API host; default `'us'` (`https://us.bookla.com/api`). */
  region?: Region;
  /** Overrides the regional base, e.g. the sandbox `http://127.0.0.1:4010/api`; trailing slash ignored. */
  apiUrl?: string;
  /** Retry policy: `'booking'` (default) 3 attempts, 1000 ms × attempt; `'plugin'` 2 attempts, 1000 ms. */
  kind?: ClientKind;
  /** Per-attempt timeout in ms; default 30 000 (0 or less also means the default). */
  timeout?: number;
  /** Where tokens persist; default `localStorageTokenStore()` (memory when storage is unavailable). */
  tokenStore?: TokenStore;
  /** fetch implementation; default the global one at call time. */
  fetch?: typeof fetch;
  /** Wait in ms after failed attempt number `attempt` (1-based); default per `kind`. */
  retryDelay?: (attempt: number) => number;
}

export interface BooklaClient {
  /** Sign-in state and tokens. */
  auth: AuthController;
  bookings: {
    /** Own bookings (bearer). */
    list(options?: CallOptions): Promise<BookingList>;
    get(id: string, options?: CallOptions): Promise<Booking>;
    create(request: BookingRequest, options?: CreateOptions): Promise<Booking>;
    cancel(id: string, reason: string, options?: CallOptions): Promise<unknown>;
  };
  services: {
    list(options?: CallOptions): Promise<Service[]>;
    get(serviceId: string, options?: CallOptions): Promise<Service>;
    times(serviceId: string, query: AvailabilityQuery, options?: CallOptions): Promise<Times>;
    dates(serviceId: string, query: AvailabilityQuery, options?: CallOptions): Promise<Dates>;
  };
  resources: {
    list(options?: CallOptions): Promise<Resource[]>;
    get(resourceId: string, options?: CallOptions): Promise<Resource>;
  };
  codes: {
    validate(code: string, request: CodeValidateRequest, options?: CallOptions): Promise<CodeValidateResponse>;
  };
  subscriptions: {
    getCart(options?: CallOptions): Promise<SubscriptionCart>;
    /** Adds one item (or several) to the cart; sent as `{ items }`. */
    addToCart(item: CartItem | CartItem[], options?: CreateOptions): Promise<SubscriptionCart>;
    removeFromCart(itemId: string, options?: CallOptions): Promise<SubscriptionCart>;
    checkout(options?: CreateOptions): Promise<SubscriptionPurchase>;
    listPurchases(options?: CallOptions): Promise<SubscriptionContract[]>;
    getPurchase(id: string, options?: CallOptions): Promise<SubscriptionContract>;
    renew(ids: string[], options?: CreateOptions): Promise<SubscriptionPurchase>;
    purchase(request: SubscriptionPurchaseRequest, options?: CreateOptions): Promise<SubscriptionPurchase>;
    /** Purchasable subscriptions; `ids` (non-empty) filters them. */
    available(ids?: string[], options?: CallOptions): Promise<CompanySubscription[]>;
  };
  giftCards: {
    listOrders(options?: CallOptions): Promise<GiftCardContract[]>;
    getOrder(id: string, options?: CallOptions): Promise<GiftCardContract>;
    order(request: GiftCardOrderRequest, options?: CreateOptions): Promise<GiftCardPurchase>;
    /** Purchasable gift cards; `ids` (non-empty) filters them. */
    available(ids?: string[], options?: CallOptions): Promise<CompanyGiftCard[]>;
  };
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
