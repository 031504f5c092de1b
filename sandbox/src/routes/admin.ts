import { issueTokens, refreshTokens } from '../auth';
import { DEMO_CLIENT } from '../demo';
import { sandboxInfo } from '../info';
import { faultRuleSchema, parseBody, tokenRequestSchema } from '../validation';
import { type App, type SandboxContext, origin, readJson } from './context';

/** Sandbox-only endpoints (`/sandbox/*`) and token refresh. */
export function registerAdmin(app: App, { store, faults }: SandboxContext): void {
  app.post('/api/v1/client/auth/refresh', (c) => c.json(refreshTokens(store, c)));

  // There is no login in the client API; this stands in for the host app's sign-in.
  app.post('/sandbox/auth/token', async (c) => {
    const body = parseBody(tokenRequestSchema, (await readJson(c)) ?? {});
    const client = store.clientByEmail(body.email ?? DEMO_CLIENT.email, { firstName: body.firstName, lastName: body.lastName });
    return c.json({ ...issueTokens(store, client.id, body.ttlSeconds), client }, 201);
  });

  app.get('/sandbox/info', (c) => c.json(sandboxInfo(origin(c))));

  app.post('/sandbox/reset', (c) => {
    store.reset();
    faults.clear();
    return c.json({ reset: true, info: sandboxInfo(origin(c)) });
  });

  app.get('/sandbox/faults', (c) => c.json({ faults: faults.list() }));
  app.post('/sandbox/faults', async (c) => {
    const rule = faults.add(parseBody(faultRuleSchema, await readJson(c)));
    return c.json({ id: rule.id, faults: faults.list() }, 201);
  });
  app.delete('/sandbox/faults', (c) => {
    faults.clear();
    return c.json({ faults: [] });
  });

  app.get('/', (c) => c.json({ name: 'Bookla sandbox', info: `${origin(c)}/sandbox/info`, apiUrl: `${origin(c)}/api` }));
}
