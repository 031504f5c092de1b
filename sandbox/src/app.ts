import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { compression } from './compression';
import { ApiError } from './errors';
import { FAULT_HEADER, Faults } from './faults';
import { idempotency } from './idempotency';
import { registerAdmin } from './routes/admin';
import { registerBookings } from './routes/bookings';
import type { Env, SandboxContext } from './routes/context';
import { registerGiftCards } from './routes/giftcards';
import { registerPayment } from './routes/payment';
import { registerServices } from './routes/services';
import { registerSubscriptions } from './routes/subscriptions';
import type { Store } from './store';

/** The HTTP application: CORS, persistence, faults and idempotency around the platform routes. */
export function createApp(store: Store): { app: Hono<Env>; faults: Faults } {
  const faults = new Faults();
  const ctx: SandboxContext = { store, faults };
  const app = new Hono<Env>();

  // Outermost, so every answer (errors and the payment page included) is encoded as a production API's.
  app.use('*', compression());

  // Chromium's Private Network Access: a public page (a shop on the internet) calling this loopback server
  // first sends a preflight asking `Access-Control-Request-Private-Network: true`; without the matching
  // allow header Chromium blocks the call. Registered before `cors` so it wraps the preflight answer.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-private-network') === 'true') {
      c.res.headers.set('Access-Control-Allow-Private-Network', 'true');
    }
  });
  app.use('*', cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-API-Key', 'Authorization', 'Idempotency-Key', FAULT_HEADER],
    exposeHeaders: ['Idempotent-Replayed'],
    maxAge: 600,
  }));
  // Mirror every change to the state file, whatever the answer was (a "commit then fail" still committed).
  app.use('*', async (c, next) => {
    store.expireHolds();
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'OPTIONS') store.save();
  });
  app.use('/api/*', faults.middleware());
  app.use('/api/*', idempotency(store));

  registerAdmin(app, ctx);
  registerServices(app, ctx);
  registerBookings(app, ctx);
  registerSubscriptions(app, ctx);
  registerGiftCards(app, ctx);
  registerPayment(app, ctx);

  app.notFound((c) => c.json({ error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (c.req.path.startsWith('/sandbox/pay/')) return c.text(err.message, err.status);
      return c.json(err.toBody(), err.status);
    }
    console.error('[sandbox] unexpected error', err);
    return c.json({ error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } }, 500);
  });
  return { app, faults };
}
