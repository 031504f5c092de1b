import { describe, expect, it } from 'vitest';
import { createMemoryRepository } from '../db/memory-repository';
import type { Repository } from '../db/repository';
import { createHarness, SITE_A } from '../testing/harness';
import { rateLimitCounts, SWEEP_EVERY_MS } from './rate-limit-store';

const tokenCall = (h: ReturnType<typeof createHarness>) => h.request('/token', { method: 'POST', body: { idToken: 'x', siteId: SITE_A }, headers: { 'x-test-client': 'one' } });

describe('rate limit counts kept through the repository', () => {
  it('two instances on one database share each limit: the request over it is refused whichever instance it reaches', async () => {
    const repo = createMemoryRepository();
    const [first, second] = [createHarness({ repo, limits: { signIn: 4 } }), createHarness({ repo, limits: { signIn: 4 } })];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await tokenCall(i % 2 ? second : first)).status);
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses[4]).toBe(429);
    const refused = await tokenCall(second);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many requests. Please try again in 60 seconds.' } });
  });

  it('the RateLimit header counts down to the end of the window the first request started', async () => {
    const h = createHarness({ limits: { perClient: 5 } });
    const first = await h.request('/health', { headers: { 'x-test-client': 'two' } });
    expect(first.headers.get('ratelimit')).toBe('limit=5, remaining=4, reset=60');
    const second = await h.request('/health', { headers: { 'x-test-client': 'two' } });
    expect(second.headers.get('ratelimit')).toMatch(/^limit=5, remaining=3, reset=(59|60)$/);
  });

  it('a database that cannot count lets requests through and says so once, and once more when it counts again', async () => {
    const repo = createMemoryRepository();
    let down = false;
    const h = createHarness({ repo: { ...repo, countHit: async (key, windowMs) => { if (down) throw new Error('connection refused'); return repo.countHit(key, windowMs); } }, limits: { perClient: 1 } });
    expect((await h.request('/health')).status).toBe(200);
    expect((await h.request('/health')).status).toBe(429);
    down = true;
    expect((await h.request('/health')).status).toBe(200);
    expect((await h.request('/health')).status).toBe(200);
    down = false;
    expect((await h.request('/health')).status).toBe(429);
    expect(h.logs.filter((l) => l.startsWith('rate limits:'))).toEqual([
      'rate limits: the counts cannot be kept (Error); requests are let through until the database answers',
      'rate limits: counting again',
    ]);
  });

  it('counts whose window ended are swept at most once a minute per instance', async () => {
    const repo = createMemoryRepository();
    let sweeps = 0;
    const counting: Repository = { ...repo, sweepHits: async () => (sweeps++, repo.sweepHits()) };
    let now = 1_000_000;
    const store = rateLimitCounts(counting, () => undefined, () => now).store();
    store.init?.({ windowMs: 60_000 } as never);
    await store.increment('a');
    expect(sweeps).toBe(0);
    now += SWEEP_EVERY_MS;
    await store.increment('a');
    await store.increment('b');
    expect(sweeps).toBe(1);
    now += SWEEP_EVERY_MS - 1;
    await store.increment('a');
    expect(sweeps).toBe(1);
    now += 1;
    await store.increment('a');
    expect(sweeps).toBe(2);
    // A sweep that fails does not fail the request.
    const failing = rateLimitCounts({ ...repo, sweepHits: () => Promise.reject(new Error('down')) }, () => undefined, () => now).store();
    now += SWEEP_EVERY_MS;
    await expect(failing.increment('a')).resolves.toMatchObject({ totalHits: 5 });
  });

  it('the window is the limiter\u2019s; taking a request back and forgetting a key go to the repository', async () => {
    const repo = createMemoryRepository();
    const store = rateLimitCounts(repo, () => undefined).store();
    store.init?.({ windowMs: 5_000 } as never);
    const counted = await store.increment('k');
    expect(counted.totalHits).toBe(1);
    expect(counted.resetTime!.getTime() - Date.now()).toBeLessThanOrEqual(5_000);
    expect(counted.resetTime!.getTime() - Date.now()).toBeGreaterThan(4_000);
    await store.increment('k');
    await store.decrement('k');
    expect((await store.increment('k')).totalHits).toBe(2);
    await store.resetKey('k');
    expect((await store.increment('k')).totalHits).toBe(1);
  });
});
