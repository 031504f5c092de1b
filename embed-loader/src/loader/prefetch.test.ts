import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from './prefetch';

const CONFIG = { apiKey: 'key-1', companyId: 'co-1', apiUrl: 'https://api.example/api', serviceId: 'svc-1' };

/** A fetch whose answers never come: it settles only when its signal aborts, as a browser's does. */
function stalledFetch() {
  const signals: (AbortSignal | undefined)[] = [];
  const fetch = vi.fn((_url: unknown, init?: RequestInit) => {
    signals.push(init?.signal ?? undefined);
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  });
  vi.stubGlobal('fetch', fetch);
  return signals;
}

const promisesOf = (data: unknown): Promise<unknown>[] =>
  data instanceof Promise ? [data] : Object.values(data as object).filter((v): v is Promise<unknown> => v instanceof Promise);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("widget.js's prefetch gives up with the client's 30 s, so the widget asks itself", () => {
  it.each([
    ['booking', CONFIG, 3],
    ['booking', { ...CONFIG, showServiceSelector: true }, 1],
    ['subscription', CONFIG, 1],
    ['giftcard', CONFIG, 1],
  ] as const)('%s %o: every request it starts fails once 30 s pass without an answer', async (type, config, requests) => {
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    const signals = stalledFetch();
    const started = promisesOf(prefetch(type, config));
    expect(started).toHaveLength(requests);
    expect(timeout.mock.calls).toEqual(Array(requests).fill([30_000]));
    expect(signals).toEqual(Array(requests).fill(timer.signal));
    timer.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    for (const p of started) await expect(p).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('a browser without AbortSignal.timeout still prefetches, without a limit', async () => {
    vi.stubGlobal('AbortSignal', { ...AbortSignal, timeout: undefined });
    const answered = vi.fn(async (_url: unknown, _init?: RequestInit) => new Response('{"id":"svc-1"}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', answered);
    const data = prefetch('booking', CONFIG) as { service: Promise<unknown> };
    await expect(data.service).resolves.toEqual({ id: 'svc-1' });
    expect(answered.mock.calls.map(([, init]) => init?.signal)).toEqual([undefined, undefined, undefined]);
  });
});
