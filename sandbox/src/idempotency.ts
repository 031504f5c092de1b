import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';
import type { Env } from './routes/context';
import type { Store } from './store';

/**
 * Replays the first successful answer to a POST that repeats an `Idempotency-Key`, so a retry after a
 * lost answer creates nothing new. Failed attempts are not remembered: they changed nothing, and a retry
 * after, say, a token refresh must run again. A concurrent repeat waits for the first to finish.
 */
export function idempotency(store: Store): MiddlewareHandler<Env> {
  const inFlight = new Map<string, Promise<void>>();
  return async (c, next) => {
    const header = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || header === undefined) return next();
    if (header.trim() === '' || header.length > 255) {
      throw new ApiError(400, 'validation', 'Idempotency-Key must be 1 to 255 characters', 'Idempotency-Key');
    }
    const key = `${c.req.path} ${header}`;
    const fingerprint = createHash('sha256').update(await c.req.text()).digest('hex');
    while (inFlight.has(key)) await inFlight.get(key);
    const saved = store.state.idempotency[key];
    if (saved) {
      if (saved.fingerprint !== fingerprint) {
        throw new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was used with a different request body');
      }
      return new Response(saved.body, { status: saved.status, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } });
    }
    let done!: () => void;
    inFlight.set(key, new Promise<void>((r) => (done = r)));
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        store.state.idempotency[key] = { status: c.res.status, body: await c.res.clone().text(), fingerprint };
      }
    } finally {
      inFlight.delete(key);
      done();
    }
  };
}
