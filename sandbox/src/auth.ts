import type { Context } from 'hono';
import { isoAt } from './time';
import { ApiError } from './errors';
import type { AuthTokens } from '@bookla/runtime/types';
import type { Client } from './model';
import type { Store } from './store';

/** Lifetime of an access token unless the sandbox token endpoint is asked for another. */
export const ACCESS_TTL_SECONDS = 3600;
const REFRESH_TTL_SECONDS = 30 * 24 * 3600;


export function issueTokens(store: Store, clientID: string, ttlSeconds = ACCESS_TTL_SECONDS): AuthTokens {
  const now = store.nowMs();
  const accessToken = store.newSecret('sbx_at');
  const refreshToken = store.newSecret('sbx_rt');
  const expiresAt = isoAt(now + ttlSeconds * 1000);
  store.state.tokens[accessToken] = { clientID, kind: 'access', expiresAt };
  store.state.tokens[refreshToken] = { clientID, kind: 'refresh', expiresAt: isoAt(now + REFRESH_TTL_SECONDS * 1000) };
  return { accessToken, refreshToken, expiresAt };
}

const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthorized('Authorization must be "Bearer <token>"');
  return match[1];
}

/** The client an unexpired token of the given kind belongs to; a token that is expiring now counts as expired. */
function tokenClient(store: Store, token: string, kind: 'access' | 'refresh'): Client {
  const record = store.state.tokens[token];
  if (!record || record.kind !== kind) throw unauthorized(`Unknown ${kind} token`);
  if (Date.parse(record.expiresAt) <= store.nowMs()) throw unauthorized(`The ${kind} token has expired`);
  const client = store.client(record.clientID);
  if (!client) throw unauthorized('The token belongs to no client');
  return client;
}

export interface Principal {
  /** The company of the API key, when the call was made with one. */
  keyCompany?: string;
  client?: Client;
}

export function requireApiKey(store: Store, c: Context): Principal {
  const key = c.req.header('x-api-key');
  if (!key) throw unauthorized('Missing X-API-Key header');
  const company = store.state.apiKeys[key];
  if (!company) throw unauthorized('Unknown API key');
  return { keyCompany: company };
}

export function requireBearer(store: Store, c: Context): Principal & { client: Client } {
  const token = bearerToken(c);
  if (!token) throw unauthorized('Missing Authorization: Bearer <access token>');
  return { client: tokenClient(store, token, 'access') };
}

/**
 * The signed-in client of a company-scoped plugin endpoint, and the path's company (which must exist). A client
 * account spans companies; what the path lists or changes (a cart, purchases, orders) is that company's only.
 */
export function requireCompanyClient(store: Store, c: Context): { client: Client; companyId: string } {
  const { client } = requireBearer(store, c);
  return { client, companyId: store.company(c.req.param('companyId')!) };
}

/** Bearer wins when present (an expired one is a 401, not a fall-back to the key), else the API key. */
export function requireApiKeyOrBearer(store: Store, c: Context): Principal {
  return c.req.header('authorization') !== undefined ? requireBearer(store, c) : requireApiKey(store, c);
}

/** Refresh rotates: the presented refresh token is spent, a new pair comes back. */
export function refreshTokens(store: Store, c: Context): AuthTokens {
  const token = bearerToken(c);
  if (!token) throw unauthorized('Missing Authorization: Bearer <refresh token>');
  const client = tokenClient(store, token, 'refresh');
  delete store.state.tokens[token];
  return issueTokens(store, client.id);
}
