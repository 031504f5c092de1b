// Tests only: the service's app wired to the fake Webflow in-process (no sockets), a captured log, fixed secrets,
// and helpers that walk the sign-in as the extension and the popup do. Production code never imports this.
import { createFakeWebflow, DEV_CLIENT, type FakeWebflow } from '@bookla/webflow-fake';
import { createApp, DEFAULT_LIMITS, type Limits } from '../app';
import { createTokenCipher } from '../crypto/token-cipher';
import { createMemoryRepository } from '../db/memory-repository';
import type { Repository } from '../db/repository';
import { loadConfig } from '../env';
import { createLogger } from '../http/log';
import { createWebflowClient } from '../webflow/client';

export const SITE_A = '6650c0de00000000000a0001';
export const SITE_B = '6650c0de00000000000a0002';
export const PAGE_A1 = '6650c0de00000000000b0001';
export const PAGE_A2 = '6650c0de00000000000b0002';
export const PAGE_B1 = '6650c0de00000000000b0101';
export const EXTENSION = 'https://abc123.webflow-ext.com';
export const WEBFLOW = 'http://fake.webflow.test';

export const SECRETS = {
  SESSION_SECRET: Buffer.alloc(32, 1).toString('base64'),
  STATE_SECRET: Buffer.alloc(32, 2).toString('base64'),
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
};

export const testEnv = (webflow = WEBFLOW): Record<string, string> => ({
  ...SECRETS,
  WEBFLOW_CLIENT_ID: DEV_CLIENT.id,
  WEBFLOW_CLIENT_SECRET: DEV_CLIENT.secret,
  WEBFLOW_API_BASE: webflow,
  WEBFLOW_AUTH_BASE: webflow,
  WEBFLOW_APP_ID: 'abc123',
  PUBLIC_URL: 'http://service.test',
  WIDGET_SCRIPT_URL: 'https://cdn.bookla.test/widgets/1.1.1/widget.js',
});

/** A fetch that calls the fake's app directly, honouring the abort signal (a hanging fault then times out). */
export function fetchInto(fake: FakeWebflow): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = fake.app.request(url, init as RequestInit) as Promise<Response>;
    const signal = init?.signal;
    if (!signal) return answer;
    return Promise.race([
      answer,
      new Promise<Response>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  };
}

export interface Harness {
  fake: FakeWebflow;
  repo: Repository;
  logs: string[];
  now: { t: number };
  request(path: string, init?: { method?: string; body?: unknown; token?: string; origin?: string; headers?: Record<string, string> }): Promise<Response>;
  /** The popup's walk: authorize → Webflow's consent → callback (with the browser's cookie). `scopes` replaces the scopes asked for. */
  authorize(opts?: { siteId?: string; sites?: string[]; scopes?: string[] }): Promise<{ callback: Response; html: string; state: string; cookie: string; code: string }>;
  /** Authorized and signed in (as the world's user, or another Webflow user of the site): our session token for the site. */
  signIn(siteId?: string, userId?: string): Promise<string>;
}

export function createHarness(opts: { repo?: Repository; limits?: Partial<Limits>; timeoutMs?: number; env?: Record<string, string> } = {}): Harness {
  const now = { t: Date.now() };
  const fake = createFakeWebflow({ baseUrl: WEBFLOW, now: () => now.t });
  const logs: string[] = [];
  const config = loadConfig({ ...testEnv(), ...opts.env }, { say: (l) => logs.push(l) });
  const repo = opts.repo ?? createMemoryRepository();
  const webflow = createWebflowClient({ ...config.webflow, timeoutMs: opts.timeoutMs ?? 2_000, fetch: fetchInto(fake), sleep: async () => {} });
  const app = createApp(
    { config, repo, webflow, cipher: createTokenCipher(config.tokenKey, config.retiredTokenKeys), log: createLogger((l) => logs.push(l)), now: () => now.t },
    { ...DEFAULT_LIMITS, ...opts.limits },
  );
  const request: Harness['request'] = (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.origin) headers.origin = init.origin;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return Promise.resolve(
      app.request(`http://service.test${path}`, { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }) }),
    );
  };
  const h: Harness = {
    fake,
    repo,
    logs,
    now,
    request,
    async authorize({ siteId = SITE_A, sites, scopes } = {}) {
      const start = await request(`/authorize?siteId=${siteId}&origin=${encodeURIComponent(EXTENSION)}`);
      if (start.status !== 302) throw new Error(`authorize answered ${start.status}: ${await start.text()}`);
      const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
      const to = new URL(start.headers.get('location')!);
      if (sites) to.searchParams.set('fake_sites', sites.join(','));
      if (scopes) to.searchParams.set('scope', scopes.join(' '));
      const consent = await fake.app.request(to.href);
      const back = new URL(consent.headers.get('location')!);
      const callback = await request(`/callback${back.search}`, { headers: { cookie } });
      return { callback, html: await callback.clone().text(), state: back.searchParams.get('state')!, cookie, code: back.searchParams.get('code')! };
    },
    async signIn(siteId = SITE_A, userId?: string) {
      if (!(await repo.getInstallation(siteId))) await h.authorize({ siteId });
      const res = await request('/token', { method: 'POST', body: { idToken: fake.mintIdToken({ siteId, ...(userId ? { userId } : {}) }), siteId }, origin: EXTENSION });
      if (res.status !== 200) throw new Error(`token answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { sessionToken: string }).sessionToken;
    },
  };
  return h;
}
