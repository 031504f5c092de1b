// The stand-in for the CDN that serves widget.js and its chunks (and, for the demo, the host page).
// Same headers a real CDN would send: correct MIME types (module scripts are refused otherwise), CORS
// (chunks are imported cross-origin from the owner's page) and immutable caching for content-hashed chunks.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

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

/** esbuild's `[name]-[hash]` names: the hash is 8 upper-case base32 characters. */
const HASHED = /-[A-Z0-9]{8}\.js$/;

/** Cache-Control for a served path: forever for content-hashed chunks, revalidate everything else. */
export const cacheControlFor = (path) =>
  HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';

/** MIME type by extension. */
export const contentTypeFor = (path) => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * Starts a static server for `root`. `routes` map exact URL paths to a file (absolute path), a response
 * (`{ body | file, type?, headers? }`) or a handler `(req, res, url) => void`; they win over `root`.
 * @param {import('./static-server.d.mts').StaticServerOptions} options
 * @returns {Promise<import('./static-server.d.mts').StaticServer>}
 */
export async function startStaticServer({ root, port = 0, host = '127.0.0.1', routes = {} }) {
  const base = resolve(root);

  const send = async (res, method, { file, body, type, headers = {} }, path) => {
    const data = body ?? (await readFile(file));
    res.writeHead(200, {
      'Content-Type': type ?? contentTypeFor(file ?? path),
      'Content-Length': Buffer.byteLength(data),
      'Cache-Control': cacheControlFor(file ?? path),
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(method === 'HEAD' ? undefined : data);
  };

  const server = createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
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
      if (typeof route === 'string') return void (await send(res, method, { file: route }, url.pathname));
      if (route) return void (await send(res, method, route, url.pathname));

      const path = decodeURIComponent(url.pathname);
      const file = resolve(join(base, path));
      // Never serve outside root (`/../`, encoded or not).
      if (file !== base && !file.startsWith(base + sep)) throw Object.assign(new Error('outside root'), { status: 403 });
      const info = await stat(file);
      if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
      await send(res, method, { file }, path);
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
