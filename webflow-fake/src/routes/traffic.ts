// Around every call to Webflow's own paths (not the fake's `/__fake` controls): the request log, the switchable
// faults (429 with Retry-After, 5xx before or after the change, a hang) and the per-token rate limiter.
import type { LoggedRequest } from '../state';
import { type App, type FakeContext, v2Error } from './context';

/** How long a 'hang' fault holds a request: longer than any caller of ours waits. */
const HANG_MS = 30_000;
const MINUTE_MS = 60_000;

export function registerTraffic(app: App, { state, now }: FakeContext): void {
  app.use('*', async (c, next) => {
    const path = c.req.path;
    const webflowCall = !path.startsWith('/__fake');
    let body: unknown;
    if (webflowCall && c.req.method !== 'GET') body = await c.req.raw.clone().json().catch(() => undefined);
    const auth = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    const grant = auth ? state.grants.get(auth) : undefined;
    const entry: LoggedRequest = { method: c.req.method, path, status: 0, ...(grant ? { siteIds: grant.siteIds } : {}), ...(body === undefined ? {} : { body }) };
    if (webflowCall) {
      state.log.push(entry);
      const fault = state.faults.find((f) => f.count > 0 && (!f.path || path.includes(f.path)) && (!f.method || f.method === c.req.method));
      if (fault) {
        fault.count--;
        if (fault.kind === 'hang') {
          await new Promise((r) => setTimeout(r, HANG_MS));
          entry.status = 504;
          return v2Error(c, 504, 'internal_error', 'Gateway timeout');
        }
        if (fault.kind === 429) {
          entry.status = 429;
          c.header('Retry-After', String(fault.retryAfter ?? 1));
          return v2Error(c, 429, 'too_many_requests', 'Too many requests');
        }
        entry.status = fault.kind;
        if (!fault.afterEffect) return v2Error(c, fault.kind, 'internal_error', 'Internal error');
        // The change is made, then its answer replaced: a response returned after `next()` would be ignored, as
        // the handler's answer is final by then.
        await next();
        c.res = v2Error(c, fault.kind, 'internal_error', 'Internal error');
        return;
      }
      const rate = state.rate;
      if (rate !== undefined && auth) {
        const t = now();
        const recent = (state.hits.get(auth) ?? []).filter((x) => x > t - MINUTE_MS);
        recent.push(t);
        state.hits.set(auth, recent);
        c.header('X-RateLimit-Limit', String(rate));
        c.header('X-RateLimit-Remaining', String(Math.max(0, rate - recent.length)));
        if (recent.length > rate) {
          entry.status = 429;
          c.header('Retry-After', String(Math.ceil((recent[0]! + MINUTE_MS - t) / 1000)));
          return v2Error(c, 429, 'too_many_requests', 'Rate limit exceeded');
        }
      }
    }
    await next();
    entry.status = c.res.status;
  });
}
