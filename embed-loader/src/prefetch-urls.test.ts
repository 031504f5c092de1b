import { describe, expect, it } from 'vitest';
import { createBooklaClient } from '@bookla/runtime/client';
import { sanitizeConfig } from '@bookla/runtime/config';
import { prefetch } from './loader/prefetch';

// widget.js's prefetch and the runtime client must ask for the very same URLs: the widget only uses an answer
// the client would have asked for, and a drifted path (an id left unencoded, a trailing slash kept) made the
// prefetch useless or wrong for awkward settings. Both build them with runtime/src/api-paths.ts; this proves it.

/** The URLs `run` fetches, with their methods. */
async function urlsOf(run: (fetch: typeof globalThis.fetch) => unknown): Promise<string[]> {
  const urls: string[] = [];
  const fake = (async (url: string | URL | Request, init?: RequestInit) => {
    urls.push(`${init?.method ?? 'GET'} ${String(url instanceof Request ? url.url : url)}`);
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const saved = globalThis.fetch;
  globalThis.fetch = fake;
  try {
    const out = run(fake);
    // Settle whatever the run started: the client's calls (a promise) or the prefetch's promises (an object of them).
    if (out instanceof Promise) await out;
    else if (out && typeof out === 'object') await Promise.allSettled(Object.values(out).filter((v) => v instanceof Promise));
  } finally {
    globalThis.fetch = saved;
  }
  return urls.sort();
}

const AWKWARD = [
  { apiUrl: 'http://127.0.0.1:4010/api', companyId: 'co-1', serviceId: 'svc-1' },
  { apiUrl: 'http://127.0.0.1:4010/api/', companyId: 'co-1', serviceId: 'svc-1' },
  { apiUrl: 'https://proxy.example/bookla/api//', companyId: 'acme/co ü', serviceId: 'svc 1/2?x=1#y' },
  { region: 'eu', companyId: 'c%20o', serviceId: '.%2E.' },
  { region: 'us', companyId: 'c:o@d', serviceId: "s'\"<>" },
];

describe("widget.js's prefetch asks for exactly what the client asks for", () => {
  it.each(AWKWARD)('booking: the service, its dates and its times (%o)', async (settings) => {
    const config = { apiKey: 'key-1', ...settings };
    const prefetched = await urlsOf(() => prefetch('booking', config));
    const window = { from: '2026-11-25T00:00:00Z', to: '2026-11-26T00:00:00Z', resourceIDs: [] };
    const client = await urlsOf(async (fetch) => {
      const c = createBooklaClient({ apiKey: 'key-1', companyId: settings.companyId, region: settings.region as 'eu', apiUrl: settings.apiUrl, fetch, retryDelay: () => 0 });
      await Promise.allSettled([
        c.services.get(settings.serviceId),
        c.services.dates(settings.serviceId, window),
        c.services.times(settings.serviceId, window),
      ]);
    });
    expect(prefetched).toHaveLength(3);
    expect(prefetched).toEqual(client);
    // Nothing of an id reaches the path unencoded.
    for (const url of prefetched) expect(url).not.toMatch(/ü|\?|#|<|\/\/v1/);
  });

  it.each(AWKWARD)('booking in multi-service mode: the services list (%o)', async (settings) => {
    const prefetched = await urlsOf(() => (prefetch('booking', { apiKey: 'key-1', ...settings, showServiceSelector: true }) as { services: Promise<unknown> }).services);
    const client = await urlsOf(async (fetch) => {
      const c = createBooklaClient({ apiKey: 'key-1', companyId: settings.companyId, region: settings.region as 'eu', apiUrl: settings.apiUrl, fetch, retryDelay: () => 0 });
      await c.services.list().catch(() => {});
    });
    expect(prefetched).toHaveLength(1);
    expect(prefetched).toEqual(client);
  });

  // The loader reads the raw config; the widget opens on the list only when the sanitized one says so.
  it('asks for the list exactly when the sanitized config is in multi-service mode', async () => {
    for (const showServiceSelector of [true, false, 'true', 1, null, undefined]) {
      const config = { apiKey: 'k', companyId: 'c', region: 'us', serviceId: 's', showServiceSelector };
      const multi = sanitizeConfig('booking', config).config.showServiceSelector;
      const urls = await urlsOf(() => prefetch('booking', config));
      expect(urls.some((u) => u.endsWith('/companies/c/services')), String(showServiceSelector)).toBe(multi);
      expect(urls, String(showServiceSelector)).toHaveLength(multi ? 1 : 3);
    }
  });

  it.each(AWKWARD)('subscription and gift card lists (%o)', async (settings) => {
    const config = { apiKey: 'key-1', ...settings };
    for (const type of ['subscription', 'giftcard'] as const) {
      const prefetched = await urlsOf(() => prefetch(type, config));
      const client = await urlsOf(async (fetch) => {
        const c = createBooklaClient({ apiKey: 'key-1', companyId: settings.companyId, region: settings.region as 'eu', apiUrl: settings.apiUrl, fetch, retryDelay: () => 0 });
        await (type === 'subscription' ? c.subscriptions.available() : c.giftCards.available()).catch(() => {});
      });
      expect(prefetched).toHaveLength(1);
      expect(prefetched).toEqual(client);
    }
  });

  it("the client refuses an id of '.' or '..' (a URL parser would move the path up) before any request", async () => {
    for (const serviceId of ['.', '..']) {
      const client = createBooklaClient({ apiKey: 'k', companyId: 'c', region: 'us', fetch: () => Promise.reject(new Error('no request expected')) });
      await expect(client.services.get(serviceId)).rejects.toThrow(/'\.' or '\.\.'/);
    }
    expect(() => createBooklaClient({ apiKey: 'k', companyId: '..', region: 'us' })).toThrow(/'\.' or '\.\.'/);
  });

  it('asks nothing for a region the client does not know', async () => {
    expect(await urlsOf(() => prefetch('booking', { apiKey: 'k', companyId: 'c', serviceId: 's', region: 'mars' }))).toEqual([]);
    expect(() => createBooklaClient({ apiKey: 'k', companyId: 'c', region: 'mars' as 'eu' })).toThrow(/region/);
  });
});
