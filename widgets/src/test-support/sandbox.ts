import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FaultRule, RunningSandbox, SandboxInfo } from '@bookla/sandbox';

/** One request the widget's client sent, as the server got it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface SandboxFixture {
  /** `GET /sandbox/info` of the running sandbox (credentials, seeded ids, endpoints). */
  info: SandboxInfo;
  /** Re-seeds the demo company and clears injected faults (runs before each test too). */
  reset(): Promise<void>;
  /** Adds a server-wide fault rule (`POST /sandbox/faults`), e.g. `{ status: 500, pathPrefix, method }`. */
  fault(rule: FaultRule): Promise<void>;
  /** Fresh tokens for a client (default the demo client) from the sandbox's demo token endpoint. */
  token(email?: string): Promise<{ accessToken: string; refreshToken: string; expiresAt: string; client: { id: string; email: string } }>;
  /** A call to the sandbox with JSON in and out (checks what the widget created). */
  call(method: string, path: string, init?: { headers?: Record<string, string>; body?: unknown }): Promise<{ status: number; body: any }>;
  /** Every request `fetch` sent to the sandbox API since the last reset. */
  sent: SentRequest[];
}

/**
 * Starts the sandbox library on a free port for a test file (`startSandbox({ port: 0 })`) and stops it
 * afterwards. The widgets use happy-dom's global `fetch` (it performs CORS, which the sandbox answers),
 * so they run unchanged; the fixture wraps that fetch to record what was sent.
 */
export function useSandbox(): SandboxFixture {
  let sandbox: RunningSandbox;
  let originalFetch: typeof fetch;
  const fixture: SandboxFixture = {
    info: undefined as unknown as SandboxInfo,
    sent: [],
    async reset() {
      sandbox.reset();
      fixture.sent.length = 0;
    },
    async fault(rule) {
      const r = await fixture.call('POST', '/sandbox/faults', { body: rule });
      if (r.status !== 201) throw new Error(`fault: ${r.status} ${JSON.stringify(r.body)}`);
    },
    async token(email) {
      const r = await fixture.call('POST', '/sandbox/auth/token', { body: email ? { email } : {} });
      if (r.status !== 201) throw new Error(`token: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async call(method, path, init = {}) {
      const res = await originalFetch(`${sandbox.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body };
    },
  };

  beforeAll(async () => {
    const { startSandbox } = await import('@bookla/sandbox');
    sandbox = await startSandbox({ port: 0 });
    originalFetch = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith(sandbox.apiUrl)) {
        const headers: Record<string, string> = {};
        new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).forEach((value, name) => {
          headers[name.toLowerCase()] = value;
        });
        let body: unknown = init?.body;
        if (typeof body === 'string') {
          try {
            body = JSON.parse(body);
          } catch {
            // keep the raw text
          }
        }
        fixture.sent.push({ method: (init?.method ?? 'GET').toUpperCase(), url, headers, body });
      }
      return originalFetch(input, init);
    };
    const info = await fixture.call('GET', '/sandbox/info');
    fixture.info = info.body as SandboxInfo;
  });
  beforeEach(() => fixture.reset());
  afterAll(async () => {
    globalThis.fetch = originalFetch;
    await sandbox?.close();
  });
  return fixture;
}
