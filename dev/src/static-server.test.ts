// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './static-server.mjs';

let server: StaticServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bk-static-'));
  mkdirSync(join(root, '1.1.1', 'chunks'), { recursive: true });
  writeFileSync(join(root, '1.1.1', 'widget.js'), 'console.log(1)');
  writeFileSync(join(root, '1.1.1', 'chunks', 'booking-ABCD2345.js'), 'export const a = 1;');
  writeFileSync(join(root, '1.1.1', 'chunks', 'booking.js'), 'export const mount = 1;');
  writeFileSync(join(root, 'manifest.json'), '{}');
  writeFileSync(join(tmpdir(), 'bk-secret.txt'), 'secret');
  server = await startStaticServer({
    root,
    routes: {
      '/': join(root, 'manifest.json'),
      '/page.html': { body: '<p>hi</p>', headers: { 'Content-Security-Policy': "script-src 'self'" } },
      '/dynamic': (_req, res, url) => void res.writeHead(200, { 'Content-Type': 'text/plain' }).end(url.searchParams.get('q') ?? ''),
    },
  });
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(server.url + path, init);

describe('startStaticServer', () => {
  it('serves widget.js as JavaScript with CORS and a short cache life', async () => {
    const res = await get('/1.1.1/widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('lets content-hashed chunks be cached forever', async () => {
    const res = await get('/1.1.1/chunks/booking-ABCD2345.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('revalidates a first-paint chunk, whose name is stable, like widget.js', async () => {
    const res = await get('/1.1.1/chunks/booking.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a revalidation with 304 and no body when the ETag still matches, with the headers a cached copy needs', async () => {
    const first = await get('/1.1.1/widget.js', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    // Weak comparison, in a list, with or without W/; a plain request matches the compressed one's validator.
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await get('/1.1.1/widget.js', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
    const changed = await get('/1.1.1/widget.js', { headers: { 'If-None-Match': 'W/"not-this-one"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('console.log(1)');
    // Another file, another validator.
    expect((await get('/1.1.1/chunks/booking.js')).headers.get('etag')).not.toBe(etag);
  });

  it('a deploy that changes a file changes its ETag: the old validator gets the new file', async () => {
    const file = join(root, '1.1.1', 'chunks', 'gift-card.js');
    writeFileSync(file, 'export const mount = 1;');
    const before = (await get('/1.1.1/chunks/gift-card.js')).headers.get('etag')!;
    writeFileSync(file, 'export const mount = 2;');
    const after = await get('/1.1.1/chunks/gift-card.js', { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toBe('export const mount = 2;');
  });

  it('answers routes before files: a file, a body with headers, a handler', async () => {
    expect(await (await get('/')).text()).toBe('{}');
    const page = await get('/page.html');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(await (await get('/dynamic?q=ok')).text()).toBe('ok');
  });

  it.each(['/nope.js', '/1.1.1', '/1.1.1/chunks/'])('404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it.each(['/../bk-secret.txt', '/%2e%2e/bk-secret.txt', '/1.1.1/..%2F..%2Fbk-secret.txt'])('never serves outside root: %s', async (path) => {
    const res = await get(path);
    expect([403, 404]).toContain(res.status);
    expect(await res.text()).not.toBe('secret');
  });

  it('HEAD has headers and no body; other methods are refused', async () => {
    const head = await get('/1.1.1/widget.js', { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('14');
    expect(await head.text()).toBe('');
    expect((await get('/1.1.1/widget.js', { method: 'POST' })).status).toBe(405);
  });

  it('answers brotli or gzip like a CDN when the client accepts it, and plain bytes otherwise', async () => {
    const raw = (encoding: string) => get('/1.1.1/widget.js', { headers: { 'accept-encoding': encoding } });
    const br = await raw('gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe('console.log(1)'); // fetch decodes it
    expect((await raw('gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await raw('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe('14');
  });
});

describe('startStaticServer with mounts and per-request headers', () => {
  let mounted: StaticServer;
  beforeAll(async () => {
    const pages = mkdtempSync(join(tmpdir(), 'bk-pages-'));
    writeFileSync(join(pages, 'index.html'), '<p>index</p>');
    writeFileSync(join(pages, 'csp.html'), '<p>strict</p>');
    mounted = await startStaticServer({
      mounts: [
        { prefix: '/pages/', dir: pages },
        { prefix: '/', dir: root },
      ],
      headersFor: (url) => (url.pathname.endsWith('/csp.html') ? { 'Content-Security-Policy': "default-src 'none'" } : undefined),
    });
  });
  afterAll(() => mounted.close());

  it('serves each prefix from its directory, index.html for a folder, and headers only where asked', async () => {
    expect(await (await fetch(`${mounted.url}/pages/`)).text()).toBe('<p>index</p>');
    const strict = await fetch(`${mounted.url}/pages/csp.html`);
    expect(strict.headers.get('content-security-policy')).toBe("default-src 'none'");
    const script = await fetch(`${mounted.url}/1.1.1/widget.js`);
    expect(await script.text()).toBe('console.log(1)');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${mounted.url}/pages/../../etc/passwd`)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('startStaticServer({ latency })', () => {
  it('delays every answer, preflights included (timers never fire early, so the bound cannot flake)', async () => {
    const slow = await startStaticServer({ root, latency: 120 });
    try {
      for (const method of ['OPTIONS', 'GET']) {
        const t = performance.now();
        const res = await fetch(`${slow.url}/1.1.1/widget.js`, { method });
        expect(res.ok).toBe(true);
        expect(performance.now() - t).toBeGreaterThanOrEqual(115);
      }
    } finally {
      await slow.close();
    }
  });
});
