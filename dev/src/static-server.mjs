// The stand-in for the CDN that serves widget.js and its chunks (and the demo and e2e host pages).
// Same headers a real CDN would send: correct MIME types (module scripts are refused otherwise), CORS
// (chunks are imported cross-origin from the owner's page), immutable caching for content-hashed chunks,
// ETags and 304s, and brotli/gzip content-encoding, since the bytes on the wire are what the bench measures.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = /\.(html|m?js|css|json|svg|map|txt)$/;

/** esbuild's `[name]-[hash]` names: the hash is 8 upper-case base32 characters. */
const HASHED = /-[A-Z0-9]{8}\.js$/;

/**
 * Cache-Control for a served path, as the production CDN sends it: content-hashed chunks forever; the
 * loader (`widget.js`, same URL for every release of its version) and each widget type's first-paint chunk
 * (`chunks/booking.js`, …: a stable name so the snippet can request it beside widget.js) fresh for five minutes,
 * so a fix reaches every visitor within minutes, and for a day after that usable at once while the browser
 * revalidates in the background (stale-while-revalidate): a visitor who comes back the same day does not wait a
 * round trip on a slow network before the widget starts, and runs the fix from the next visit on. A stale chunk
 * from before a deploy still finds its lazy chunks (content-hashed, so a deploy must keep the previous ones) and
 * treats what a newer widget.js hands it as untrusted, as always. Pages and everything else revalidate. Every
 * answer carries an ETag, so a revalidation costs a 304, not the file again.
 */
export const cacheControlFor = (path) =>
  HASHED.test(path)
    ? 'public, max-age=31536000, immutable'
    : /\.m?js$/.test(path)
      ? 'public, max-age=300, stale-while-revalidate=86400'
      : 'public, max-age=0, must-revalidate';

/** A weak validator of the content (weak: the same file is served brotli, gzip or plain, with Vary). */
const etagOf = (data) => `W/"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;

/** If-None-Match names `etag` (or is `*`): weak comparison, as RFC 9110 asks for GET. */
const notModified = (req, etag) => {
  const header = req.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
};

/**
 * The request's URL on the origin the browser used (headersFor may write it into a CSP); a Host header
 * that is not a valid authority falls back to the listening host instead of throwing.
 */
const requestUrl = (req, host) => {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
  } catch {
    return new URL(req.url ?? '/', `http://${host.includes(':') ? `[${host}]` : host}`);
  }
};

/** MIME type by extension. */
export const contentTypeFor = (path) => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * Starts a static server. `root` is served at `/`, or `mounts` map URL prefixes to directories (first match
 * wins; a path ending in `/` serves its index.html). `routes` map exact URL paths to a file (absolute path),
 * a response (`{ body | file, type?, headers? }`) or a handler `(req, res, url) => void`; they win over files.
 * `headersFor(url)` adds headers per request (e.g. a CSP). `compress` (default true) answers brotli or gzip
 * when the client accepts it. `latency` (ms, default 0) delays every answer, preflights included, for the bench.
 * @param {import('./static-server.d.mts').StaticServerOptions} options
 * @returns {Promise<import('./static-server.d.mts').StaticServer>}
 */
export async function startStaticServer({ root, mounts, port = 0, host = '127.0.0.1', routes = {}, headersFor, compress = true, latency = 0 }) {
  const dirs = (mounts ?? [{ prefix: '/', dir: root }]).map(({ prefix, dir }) => ({ prefix, dir: resolve(dir) }));
  const encoded = new Map();

  const send = async (req, res, url, { file, body, type, headers = {} }, path) => {
    let data = body ?? (await readFile(file));
    const name = file ?? path;
    const etag = etagOf(data);
    const common = {
      'Cache-Control': cacheControlFor(name),
      'Access-Control-Allow-Origin': '*',
      ETag: etag,
      ...(compress && COMPRESSIBLE.test(name) ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (notModified(req, etag)) {
      res.writeHead(304, { ...common, ...headersFor?.(url), ...headers }).end();
      return;
    }
    const extra = {};
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compress || !COMPRESSIBLE.test(name) ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (encoding) {
      const key = `${encoding}:${name}:${file ? (await stat(file)).mtimeMs : data}`;
      let packed = encoded.get(key);
      if (!packed) {
        packed = encoding === 'br' ? brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(data, { level: 9 });
        encoded.set(key, packed);
      }
      data = packed;
      extra['Content-Encoding'] = encoding;
    }
    res.writeHead(200, {
      'Content-Type': type ?? contentTypeFor(name),
      'Content-Length': Buffer.byteLength(data),
      ...common,
      'X-Content-Type-Options': 'nosniff',
      ...extra,
      ...headersFor?.(url),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : data);
  };

  /** The file a URL path names under the mounts, or null; never outside a mounted directory. */
  const fileFor = async (path) => {
    for (const { prefix, dir } of dirs) {
      if (!path.startsWith(prefix)) continue;
      let rel = path.slice(prefix.length);
      if (rel === '' || rel.endsWith('/')) rel += 'index.html';
      const file = resolve(join(dir, rel));
      // Never serve outside the mount (`/../`, encoded or not).
      if (file !== dir && !file.startsWith(dir + sep)) throw Object.assign(new Error('outside root'), { status: 403 });
      try {
        if ((await stat(file)).isFile()) return file;
      } catch {
        // try the next mount
      }
    }
    return null;
  };

  const server = createServer(async (req, res) => {
    // The bench's stand-in for distance: every request (preflights too) waits before it is answered.
    if (latency > 0) await new Promise((ok) => setTimeout(ok, latency));
    const method = req.method ?? 'GET';
    const url = requestUrl(req, host);
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const route = routes[url.pathname];
      if (typeof route === 'function') return void (await route(req, res, url));
      if (typeof route === 'string') return void (await send(req, res, url, { file: route }, url.pathname));
      if (route) return void (await send(req, res, url, route, url.pathname));

      const path = decodeURIComponent(url.pathname);
      const file = await fileFor(path);
      if (!file) throw Object.assign(new Error('not found'), { code: 'ENOENT' });
      await send(req, res, url, { file }, path);
    } catch (error) {
      const status = error?.status ?? (error?.code === 'ENOENT' || error?.code === 'ENOTDIR' ? 404 : 500);
      if (status === 500) console.error('static server:', error);
      if (!res.headersSent) res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end(status === 404 ? 'Not found' : status === 403 ? 'Forbidden' : 'Server error');
    }
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const address = server.address();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url,
    close: () =>
      new Promise((ok, fail) => {
        server.close((e) => (e ? fail(e) : ok()));
        server.closeAllConnections?.();
      }),
  };
}
