// The Idempotency-Key middleware on its own, over a route that takes its time: through the whole sandbox every
// route answers within one turn of the event loop, so two requests never overlap there (http.test.ts covers the
// replay through the real routes).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { Env } from './routes/context';
import { idempotency } from './idempotency';
import type { Store } from './store';

function harness(answers: { status: 201 | 409; ms: number }[]) {
  const store = { state: { idempotency: {} } } as unknown as Store;
  const app = new Hono<Env>();
  let runs = 0;
  app.use('*', idempotency(store));
  app.post('/book', async (c) => {
    const { status, ms } = answers[Math.min(runs, answers.length - 1)]!;
    const n = ++runs;
    await new Promise((r) => setTimeout(r, ms));
    return c.json({ run: n, body: await c.req.json() }, status);
  });
  app.get('/book', (c) => c.json({ run: ++runs }));
  app.onError((err, c) => (err instanceof ApiError ? c.json(err.toBody(), err.status) : c.text(String(err), 500)));
  const post = (key: string | undefined, body: unknown = { slot: 'a' }) =>
    app.request('/book', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) } });
  return { app, post, runs: () => runs };
}

describe('Idempotency-Key', () => {
  it('a repeat sent while the first is still running waits for it and gets its answer, marked replayed', async () => {
    const h = harness([{ status: 201, ms: 60 }]);
    const [a, b] = await Promise.all([h.post('k'), new Promise((r) => setTimeout(r, 10)).then(() => h.post('k'))]);
    expect(h.runs()).toBe(1);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(await b.json()).toEqual(await a.json());
    expect(a.headers.get('idempotent-replayed')).toBeNull();
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a failed answer is not remembered: the retry runs again', async () => {
    const h = harness([{ status: 409, ms: 0 }, { status: 201, ms: 0 }]);
    expect((await h.post('k')).status).toBe(409);
    const retry = await h.post('k');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toMatchObject({ run: 2 });
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('the same key with another body is refused; another key, no key and a GET run as usual', async () => {
    const h = harness([{ status: 201, ms: 0 }]);
    await h.post('k');
    const other = await h.post('k', { slot: 'b' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: { code: 'idempotency_mismatch', message: 'This Idempotency-Key was used with a different request body' } });
    expect((await h.post('k2')).status).toBe(201);
    expect((await h.post(undefined)).status).toBe(201);
    expect((await h.app.request('/book', { headers: { 'idempotency-key': 'k' } })).status).toBe(200);
    expect(h.runs()).toBe(4);
  });

  it.each([[''], ['   '], ['x'.repeat(256)]])('a key of %j is a 400 naming the header', async (key) => {
    const h = harness([{ status: 201, ms: 0 }]);
    const r = await h.post(key);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: { code: 'validation', message: 'Idempotency-Key must be 1 to 255 characters', field: 'Idempotency-Key' } });
    expect(h.runs()).toBe(0);
    expect((await h.post('x'.repeat(255))).status).toBe(201);
  });
});
