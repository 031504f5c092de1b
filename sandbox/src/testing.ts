import { type RunningSandbox, startSandbox } from './index';

/** A sandbox on a random port with a clock the test moves. Not shipped; used by the sandbox's own tests. */
export interface TestSandbox extends RunningSandbox {
  clock: { now: Date };
  /** fetch against the sandbox origin with JSON in and out. */
  call(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string>; raw?: string }): Promise<{ status: number; body: any; headers: Headers }>;
  /** Headers with the demo API key. */
  key: Record<string, string>;
  /** Fresh tokens for a client (default the demo client). */
  token(email?: string, ttlSeconds?: number): Promise<{ accessToken: string; refreshToken: string; expiresAt: string; client: { id: string; email: string } }>;
}

export async function startTestSandbox(nowIso: string, stateFile?: string): Promise<TestSandbox> {
  const clock = { now: new Date(nowIso) };
  const sb = await startSandbox({ port: 0, now: () => clock.now, stateFile });
  const call: TestSandbox['call'] = async (method, path, init = {}) => {
    const res = await fetch(`${sb.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      redirect: 'manual',
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML pages and empty bodies stay text.
    }
    return { status: res.status, body, headers: res.headers };
  };
  const key = { 'x-api-key': sb.info.apiKey };
  return {
    ...sb, clock, call, key,
    async token(email, ttlSeconds) {
      const r = await call('POST', '/sandbox/auth/token', { body: { ...(email ? { email } : {}), ...(ttlSeconds !== undefined ? { ttlSeconds } : {}) } });
      if (r.status !== 201) throw new Error(`token: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
  };
}
