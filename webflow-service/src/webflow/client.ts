// The Webflow calls the service makes, typed, with answers checked by zod (a changed API fails loudly here,
// not deep in a route). Base URLs come from configuration so development and tests talk to the fake.
// Retries: reads and whole-list replaces (idempotent) are retried on 429 and 5xx, honouring Retry-After up to a
// cap, and on timeouts; creating calls (code exchange, script registration) never are — the caller decides
// after looking at what exists.
import { z } from 'zod';

export const SCOPES = ['sites:read', 'pages:read', 'custom_code:read', 'custom_code:write', 'authorized_user:read'] as const;

export class WebflowError extends Error {
  override name = 'WebflowError';
  constructor(
    message: string,
    /** HTTP status from Webflow; 0 when it did not answer (network error or timeout). */
    readonly status: number,
    /** Webflow's error code (`conflict`, `validation_error`, …) or ours (`timeout`, `network`, `malformed`). */
    readonly code: string,
    /** Seconds, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const registeredScript = z.object({
  id: z.string(),
  displayName: z.string(),
  version: z.string(),
  hostedLocation: z.string().nullish(),
  integrityHash: z.string().nullish(),
  canCopy: z.boolean().optional(),
  createdOn: z.string().nullish(),
  lastUpdated: z.string().nullish(),
});
export type RegisteredScript = z.infer<typeof registeredScript>;

const appliedScript = z.object({
  id: z.string(),
  version: z.string(),
  location: z.enum(['header', 'footer']).default('header'),
  attributes: z.record(z.string(), z.string()).optional(),
});
export type AppliedScript = z.infer<typeof appliedScript>;

const site = z.object({ id: z.string(), displayName: z.string().nullish(), shortName: z.string().nullish(), previewUrl: z.string().nullish(), lastPublished: z.string().nullish() });
export type Site = z.infer<typeof site>;

const schemas = {
  token: z.object({ access_token: z.string().min(1) }),
  introspect: z.object({ authorization: z.object({ scope: z.string().optional(), authorizedTo: z.object({ siteIds: z.array(z.string()).default([]) }) }) }),
  resolved: z.object({ id: z.string().nullish(), email: z.string().nullish(), firstName: z.string().nullish(), lastName: z.string().nullish(), siteId: z.string().nullish() }),
  sites: z.object({ sites: z.array(site) }),
  page: z.object({ id: z.string(), siteId: z.string() }),
  scripts: z.object({ registeredScripts: z.array(registeredScript) }),
  registered: registeredScript,
  customCode: z.object({ scripts: z.array(appliedScript).default([]) }),
};

export interface WebflowClientOptions {
  apiBase: string;
  authBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Retries of idempotent calls. */
  maxRetries?: number;
  /** The longest Retry-After we wait for inside one request; longer ones go back to the caller as a 429. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface WebflowClient {
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<string>;
  introspect(token: string): Promise<{ siteIds: string[]; scopes: string[] }>;
  resolveIdToken(token: string, idToken: string): Promise<z.infer<typeof schemas.resolved>>;
  listSites(token: string): Promise<Site[]>;
  getPage(token: string, pageId: string): Promise<{ id: string; siteId: string }>;
  listRegisteredScripts(token: string, siteId: string): Promise<RegisteredScript[]>;
  registerInlineScript(token: string, siteId: string, body: { sourceCode: string; version: string; displayName: string; canCopy?: boolean }): Promise<RegisteredScript>;
  getPageCode(token: string, pageId: string): Promise<AppliedScript[]>;
  putPageCode(token: string, pageId: string, scripts: AppliedScript[]): Promise<AppliedScript[]>;
}

const enc = encodeURIComponent;

export function createWebflowClient(o: WebflowClientOptions): WebflowClient {
  const doFetch = o.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const timeoutMs = o.timeoutMs ?? 10_000;
  const maxRetries = o.maxRetries ?? 2;
  const maxRetryAfterMs = o.maxRetryAfterMs ?? 5_000;

  async function once(url: string, init: { method: string; token?: string; body?: unknown }): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(url, { method: init.method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError';
      throw new WebflowError(timedOut ? `Webflow did not answer within ${timeoutMs} ms` : 'Webflow could not be reached', 0, timedOut ? 'timeout' : 'network');
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!res.ok) {
      const b = (body ?? {}) as Record<string, unknown>;
      const code = typeof b.code === 'string' ? b.code : typeof b.error === 'string' ? b.error : `http_${res.status}`;
      const message = typeof b.message === 'string' ? b.message : typeof b.error_description === 'string' ? b.error_description : `Webflow answered ${res.status}`;
      const header = res.headers.get('retry-after');
      const ra = header === null ? NaN : Number(header);
      throw new WebflowError(message, res.status, code, Number.isFinite(ra) && ra >= 0 ? ra : undefined);
    }
    return body;
  }

  const retriable = (e: unknown) => e instanceof WebflowError && e.code !== 'malformed' && (e.status === 429 || e.status >= 500 || e.status === 0);

  async function call<T>(schema: z.ZodType<T>, url: string, init: { method: string; token?: string; body?: unknown }, idempotent: boolean): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const parsed = schema.safeParse(await once(url, init));
        if (!parsed.success) throw new WebflowError('Webflow answered in an unexpected shape', 502, 'malformed');
        return parsed.data;
      } catch (error) {
        if (!idempotent || attempt >= maxRetries || !retriable(error)) throw error;
        const e = error as WebflowError;
        const wait = e.retryAfter !== undefined ? e.retryAfter * 1000 : 200 * 2 ** attempt;
        // A long Retry-After goes back to the owner ('try again in a minute') rather than holding the request.
        if (wait > maxRetryAfterMs) throw error;
        await sleep(wait);
      }
    }
  }

  const api = (path: string) => `${o.apiBase}${path}`;
  return {
    authorizeUrl(state, redirectUri) {
      const q = new URLSearchParams({ response_type: 'code', client_id: o.clientId, scope: SCOPES.join(' '), state, redirect_uri: redirectUri });
      return `${o.authBase}/oauth/authorize?${q}`;
    },
    async exchangeCode(code, redirectUri) {
      const body = { client_id: o.clientId, client_secret: o.clientSecret, code, grant_type: 'authorization_code', redirect_uri: redirectUri };
      return (await call(schemas.token, api('/oauth/access_token'), { method: 'POST', body }, false)).access_token;
    },
    async introspect(token) {
      const a = (await call(schemas.introspect, api('/v2/token/introspect'), { method: 'GET', token }, true)).authorization;
      return { siteIds: a.authorizedTo.siteIds, scopes: (a.scope ?? '').split(/[ ,]+/).filter(Boolean) };
    },
    resolveIdToken: (token, idToken) => call(schemas.resolved, api('/beta/token/resolve'), { method: 'POST', token, body: { idToken } }, true),
    listSites: async (token) => (await call(schemas.sites, api('/v2/sites'), { method: 'GET', token }, true)).sites,
    getPage: (token, pageId) => call(schemas.page, api(`/v2/pages/${enc(pageId)}`), { method: 'GET', token }, true),
    listRegisteredScripts: async (token, siteId) => (await call(schemas.scripts, api(`/v2/sites/${enc(siteId)}/registered_scripts`), { method: 'GET', token }, true)).registeredScripts,
    registerInlineScript: (token, siteId, body) => call(schemas.registered, api(`/v2/sites/${enc(siteId)}/registered_scripts/inline`), { method: 'POST', token, body }, false),
    getPageCode: async (token, pageId) => (await call(schemas.customCode, api(`/v2/pages/${enc(pageId)}/custom_code`), { method: 'GET', token }, true)).scripts,
    putPageCode: async (token, pageId, scripts) => (await call(schemas.customCode, api(`/v2/pages/${enc(pageId)}/custom_code`), { method: 'PUT', token, body: { scripts } }, true)).scripts,
  };
}
