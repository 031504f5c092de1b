// One client's HTTP core (credentials, retry policy, timeout, token store) and what every endpoint group
// shares: path parameters, the company's paths and the lazily loaded request schemas. The groups live in
// endpoints/, one module each, so a widget's bundle holds only the groups it builds (createPartialClient).
import { apiBase, companyPath } from './api-paths';
import { BooklaError } from './errors';
import { createHttp } from './http';
import type { AuthController, AuthMode, CallOptions, CreateOptions, RequestSpec } from './http';
import { parsed, pathParam } from './invalid';
import type * as Schemas from './request-schemas';
import { localStorageTokenStore } from './tokens';
import type { BooklaClient, BooklaClientOptions, ClientKind } from './client';

export { uuid } from './uuid';

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

/** The endpoint groups of a client (everything but `auth`). */
export type ApiGroups = Omit<BooklaClient, 'auth'>;
export type ApiGroup = keyof ApiGroups;
/** A client with `auth` and only the endpoint groups `K`. */
export type PartialClient<K extends ApiGroup> = Pick<BooklaClient, 'auth' | K>;

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

/** Builds one endpoint group on a client core. */
export type GroupFactory<K extends ApiGroup> = (core: ClientCore) => ApiGroups[K];

function createClientCore(options: BooklaClientOptions): ClientCore {
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

// Empty ids mean "no filter": no `?ids=` is sent, since the server leaves the meaning of an empty one open.
export const filtered = (path: string, ids?: string[]) =>
  ids?.length ? `${path}?ids=${ids.map((id, i) => seg(id, `ids.${i}`)).join(',')}` : path;


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

