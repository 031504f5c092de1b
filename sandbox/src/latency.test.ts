import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from './index';

// The bench's emulated distance: every request waits, and CORS preflights must too (Chromium's own
// throttling does not delay them). Timers never fire early, so the lower bounds below cannot flake.
describe('startSandbox({ latencyMs })', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ port: 0, latencyMs: 120 });
  });
  afterAll(() => sb.close());

  it('delays a preflight and a request alike', async () => {
    let t = performance.now();
    const pre = await fetch(`${sb.apiUrl}/v1/client/companies/${sb.info.companyId}/services`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(pre.status).toBe(204);
    expect(performance.now() - t).toBeGreaterThanOrEqual(115);
    t = performance.now();
    const res = await fetch(`${sb.apiUrl}/v1/client/companies/${sb.info.companyId}/services`, { headers: { 'X-API-Key': sb.info.apiKey } });
    expect(res.status).toBe(200);
    expect(performance.now() - t).toBeGreaterThanOrEqual(115);
  });
});
