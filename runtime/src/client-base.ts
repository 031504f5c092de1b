// What every endpoint is built on: one client's HTTP core (credentials, retry policy, timeout, token store), its
// options, the shape of an endpoint's factory, and the helpers the endpoints share (path parameters, the company's
// paths, the lazily loaded request schemas). It imports no group, so each group (endpoints/*) can declare its own
// contract on top of it and client-core.ts / client.ts compose those contracts without a cycle.
import { apiBase, companyPath } from './api-paths';
import type { Region } from './config/types';
import { BooklaError } from './errors';
import { createHttp } from './http';
import type { AuthController, AuthMode, CallOptions, CreateOptions, RequestSpec } from './http';
import { parsed, pathParam } from './invalid';
import type * as Schemas from './request-schemas';
import { localStorageTokenStore } from './tokens';
import type { TokenStore } from './tokens';

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

const POLICY: Record<ClientKind, [attempts: number, delay: (attempt: number) => number]> = {
  booking: [3, (attempt) => 1000 * attempt],
  plugin: [2, () => 1000],
};

/** Validates and URL-encodes a path parameter (an empty id would silently hit another endpoint). */
export const seg = (value: string, label: string) => encodeURIComponent(pathParam(value, label));

type SchemaName = Extract<keyof typeof Schemas, `${string}Schema`>;

// Loaded on the first validated call. No memo of our own: the browser's module map shares one load among every
// client and keeps the module, and after a failure the next call's import() asks again (the builds that split
// chunks make sure it does so under a URL that has not failed: build-tools chunk-links).
const loadSchemas = (): Promise<typeof Schemas> =>
  import('./request-schemas').catch((cause: unknown) => {
    throw new BooklaError('REQUEST_FAILED', 'Could not load request validation', { cause });
  });

/** Checks a request body with its schema (loading the schemas on first use), before anything is sent. */
export const validated = async (name: SchemaName, input: unknown): Promise<unknown> => {
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

/** One client's HTTP core and company paths: what every endpoint group is built on. */
export interface ClientCore {
  auth: AuthController;
  call<T>(method: RequestSpec['method'], path: string, auth: AuthMode, opts?: CreateOptions, body?: unknown, creates?: boolean): Promise<T>;
  get<T>(path: string, auth: AuthMode, opts?: CallOptions): Promise<T>;
  /** `/v1/client/companies/{companyId}` */
  company: string;
  /** The company id, checked: plugin groups build their own paths from it (runtime api-paths `pluginPath`), so a
   * booking widget, which calls no plugin, does not ship them. */
  companyId: string;
}

/**
 * Builds one endpoint, the method `F` of its group's interface (`Endpoint<ServicesApi['get']>`), on a client core.
 * Each endpoint is a factory of its own, so a client built from some of them bundles none of the others.
 */
export type Endpoint<F> = (core: ClientCore) => F;

/** The factories of every endpoint of a group's interface `T` (`EndpointGroup<ServicesApi>`). */
export type EndpointGroup<T> = { [M in keyof T]-?: Endpoint<T[M]> };

/** Checks the options and builds the HTTP core every endpoint group of one client shares. */
export function createClientCore(options: BooklaClientOptions): ClientCore {
  const { apiKey, companyId, region = 'us', kind = 'booking', apiUrl } = options;
  if (typeof apiKey !== 'string' || !apiKey) throw invalidOption('apiKey', 'must be a non-empty string');
  if (!POLICY[kind]) throw invalidOption('kind', "must be 'booking' or 'plugin'");
  const base = apiBase(apiUrl, region);
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
  const id = pathParam(companyId, 'companyId');
  const call = <T>(method: RequestSpec['method'], path: string, auth: AuthMode, opts?: CreateOptions, body?: unknown, creates?: boolean) =>
    http.request<T>({ method, path, auth, body, creates }, opts);
  return {
    auth: http.auth,
    call,
    get: (path, auth, opts) => call('GET', path, auth, opts),
    company: companyPath(id),
    companyId: id,
  };
}

/** Adds the `?ids=` filter; no or empty ids send none, since the server gives an empty filter no meaning. */
export const filtered = (path: string, ids?: string[]) =>
  ids?.length ? `${path}?ids=${ids.map((id, i) => seg(id, `ids.${i}`)).join(',')}` : path;
