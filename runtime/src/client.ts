// The Bookla client API (bookings, services, resources, codes, subscriptions, gift cards), each endpoint
// with the credential it takes (API key, bearer token, or either).
// Every method is async so bad input rejects (VALIDATION_ERROR) instead of throwing at the call site.
// The zod request schemas are a separate, lazily imported module: a widget's first paint only needs GETs
// and the loader's prefetch, so zod/mini (the request-schemas chunk, ~5.7 KB gz) stays out of the bytes before it is interactive.
import { BooklaError } from './errors';
import { createHttp } from './http';
import { uuid } from './uuid';
import type { AuthController, AuthMode, CallOptions, CreateOptions, RequestSpec } from './http';
import { parsed, pathParam } from './invalid';
import type * as Schemas from './request-schemas';
import { localStorageTokenStore } from './tokens';
import type { TokenStore } from './tokens';
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

const REGIONS: Record<Region, string> = { us: 'https://us.bookla.com/api', eu: 'https://eu.bookla.com/api' };
const POLICY: Record<ClientKind, [attempts: number, delay: (attempt: number) => number]> = {
  booking: [3, (attempt) => 1000 * attempt],
  plugin: [2, () => 1000],
};

/** Validates and URL-encodes a path parameter (an empty id would silently hit another endpoint). */
const seg = (value: string, label: string) => encodeURIComponent(pathParam(value, label));

type SchemaName = Extract<keyof typeof Schemas, `${string}Schema`>;

// One load for every client on the page; forgotten on failure so the next call (or preload) retries,
// e.g. after a flaky connection dropped the chunk.
let schemas: Promise<typeof Schemas> | undefined;
const loadSchemas = () =>
  (schemas ??= import('./request-schemas').catch((cause: unknown) => {
    schemas = undefined;
    throw new BooklaError('REQUEST_FAILED', 'Could not load request validation', { cause });
  }));

/** Checks a request body with its schema (loading the schemas on first use), before anything is sent. */
const validated = async (name: SchemaName, input: unknown): Promise<unknown> => {
  const loaded = await loadSchemas();
  return parsed(loaded.parse(loaded[name], input));
};

/**
 * Loads the request schemas ahead of the first validated call (times, dates, code, booking, purchase):
 * call it when the widget is idle after its first render. Never rejects; a failed load is retried by
 * the next call, which then reports it.
 */
export const preloadSchemas = (): Promise<void> =>
  loadSchemas().then(
    () => undefined,
    () => undefined,
  );

const invalidOption = (field: string, message: string) =>
  new BooklaError('VALIDATION_ERROR', `Invalid ${field}: ${message}`, { field });

/** Creates a client for one company; see ARCHITECTURE.md "API client". */
export function createBooklaClient(options: BooklaClientOptions): BooklaClient {
  const { apiKey, companyId, region = 'us', kind = 'booking', apiUrl } = options;
  if (typeof apiKey !== 'string' || !apiKey) throw invalidOption('apiKey', 'must be a non-empty string');
  if (!POLICY[kind]) throw invalidOption('kind', "must be 'booking' or 'plugin'");
  const base = apiUrl ? apiUrl.replace(/\/+$/, '') : REGIONS[region];
  if (!base) throw invalidOption('region', "must be 'us' or 'eu'");
  const [maxAttempts, delay] = POLICY[kind];
  const timeout = options.timeout! > 0 ? options.timeout! : 30_000;

  const http = createHttp({
    baseUrl: base,
    apiKey,
    maxAttempts,
    retryDelay: options.retryDelay ?? delay,
    timeout,
    tokenStore: options.tokenStore ?? localStorageTokenStore(),
    fetch: options.fetch,
  });

  const company = `/v1/client/companies/${seg(companyId, 'companyId')}`;
  const plugin = (name: string) => `/v1/companies/${seg(companyId, 'companyId')}/plugins/${name}/client`;
  const subs = plugin('subscription');
  const gifts = plugin('giftcards');

  const call = <T>(method: RequestSpec['method'], path: string, auth: AuthMode, opts?: CreateOptions, body?: unknown, creates?: boolean) =>
    http.request<T>({ method, path, auth, body, creates }, opts);
  const get = <T>(path: string, auth: AuthMode, opts?: CallOptions) => call<T>('GET', path, auth, opts);
  // Empty ids mean "no filter": the original sent `?ids=` whose meaning the server leaves open.
  const filtered = (path: string, ids?: string[]) =>
    ids?.length ? `${path}?ids=${ids.map((id, i) => seg(id, `ids.${i}`)).join(',')}` : path;

  return {
    auth: http.auth,
    bookings: {
      list: async (opts) => get('/v1/client/bookings', 'bearer', opts),
      get: async (id, opts) => get(`/v1/client/bookings/${seg(id, 'id')}`, 'bearer', opts),
      create: async (req, opts) => call('POST', '/v1/client/bookings', 'apiKeyOrBearer', opts, await validated('bookingRequestSchema', req), true),
      // The original never substituted `{id}` and cancelled `/bookings/%7Bid%7D`.
      cancel: async (id, reason, opts) =>
        call('POST', `/v1/client/bookings/${seg(id, 'id')}/cancel`, 'bearer', opts, await validated('cancelBookingRequestSchema', { reason })),
    },
    services: {
      list: async (opts) => get(`${company}/services`, 'apiKey', opts),
      get: async (serviceId, opts) => get(`${company}/services/${seg(serviceId, 'serviceId')}`, 'apiKey', opts),
      times: async (serviceId, query, opts) =>
        call('POST', `${company}/services/${seg(serviceId, 'serviceId')}/times`, 'apiKey', opts, await validated('availabilityQuerySchema', query)),
      dates: async (serviceId, query, opts) =>
        call('POST', `${company}/services/${seg(serviceId, 'serviceId')}/dates`, 'apiKey', opts, await validated('availabilityQuerySchema', query)),
    },
    resources: {
      list: async (opts) => get(`${company}/resources`, 'apiKey', opts),
      get: async (resourceId, opts) => get(`${company}/resources/${seg(resourceId, 'resourceId')}`, 'apiKey', opts),
    },
    codes: {
      validate: async (code, req, opts) =>
        call('POST', `/v1/client/codes/${seg(code, 'code')}/validate`, 'apiKeyOrBearer', opts, await validated('codeValidateRequestSchema', req)),
    },
    subscriptions: {
      getCart: async (opts) => get(`${subs}/cart`, 'bearer', opts),
      addToCart: async (item, opts) =>
        call('POST', `${subs}/cart`, 'bearer', opts, await validated('addToCartRequestSchema', { items: Array.isArray(item) ? item : [item] }), true),
      removeFromCart: async (itemId, opts) => call('DELETE', `${subs}/cart/${seg(itemId, 'itemId')}`, 'bearer', opts),
      checkout: async (opts) => call('POST', `${subs}/cart/checkout`, 'bearer', opts, undefined, true),
      listPurchases: async (opts) => get(`${subs}/purchases`, 'bearer', opts),
      getPurchase: async (id, opts) => get(`${subs}/purchases/${seg(id, 'id')}`, 'bearer', opts),
      renew: async (ids, opts) => call('POST', `${subs}/purchases/renew`, 'bearer', opts, await validated('renewRequestSchema', { ids }), true),
      purchase: async (req, opts) =>
        call('POST', `${subs}/purchases`, 'apiKeyOrBearer', opts, await validated('subscriptionPurchaseRequestSchema', req), true),
      available: async (ids, opts) => get(filtered(`${subs}/subscriptions`, ids), 'apiKey', opts),
    },
    giftCards: {
      listOrders: async (opts) => get(`${gifts}/orders`, 'bearer', opts),
      getOrder: async (id, opts) => get(`${gifts}/orders/${seg(id, 'id')}`, 'bearer', opts),
      order: async (req, opts) => call('POST', `${gifts}/orders`, 'apiKeyOrBearer', opts, await validated('giftCardOrderRequestSchema', req), true),
      available: async (ids, opts) => get(filtered(`${gifts}/giftcards`, ids), 'apiKey', opts),
    },
  };
}
