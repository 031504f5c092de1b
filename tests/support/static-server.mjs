// A small static server standing in for the CDN (widget.js and its chunks) and for the site owner's
// host pages. It is ours rather than the embed-loader's so the specs control headers per page: the
// CSP-strict page needs a policy naming the per-worker sandbox origin, and the bench needs the real
// content-encoding a CDN would use (brotli/gzip), since the bytes on the wire are what we measure.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { readFileSync } from 'node:fs';

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
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);
// Only a loopback http origin may be written into a CSP header taken from a query string.
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/**
 * Starts the server. `mounts` map URL prefixes to directories (first match wins); `headersFor`
 * may add response headers per request (used for the CSP page).
 * @param {{ port?: number, host?: string, mounts: { prefix: string, dir: string }[],
 *   headersFor?: (url: URL) => Record<string, string> | undefined, compress?: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ port = 0, host = '127.0.0.1', mounts, headersFor, compress = true }) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
    const file = resolveFile(mounts, decodeURIComponent(url.pathname));
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const ext = extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Chunks are content-hashed and may be cached forever; everything else is revalidated.
      'cache-control': /-[A-Z0-9]{8}\.js$/i.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'access-control-allow-origin': '*',
      ...(headersFor?.(url) ?? {}),
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (compress && COMPRESSIBLE.has(ext)) {
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      if (encoding) {
        const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
        let body = cache.get(key);
        if (!body) {
          const raw = readFileSync(file);
          body = encoding === 'br'
            ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(raw, { level: 9 });
          cache.set(key, body);
        }
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length, vary: 'accept-encoding' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    res.writeHead(200, { ...headers, 'content-length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve(undefined));
    }),
  };
}

function resolveFile(mounts, pathname) {
  for (const { prefix, dir } of mounts) {
    if (!pathname.startsWith(prefix)) continue;
    let rel = pathname.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const root = normalize(dir);
    const full = normalize(join(root, rel));
    // Refuse anything that climbs out of the mounted directory.
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      if (statSync(full).isFile()) return full;
    } catch {
      // try the next mount
    }
  }
  return null;
}

/**
 * The strict policy of the CSP host page: scripts and styles only from the static origin, API calls
 * only to the sandbox origin named in `?api=` (loopback only), no inline code, no eval.
 * @param {URL} url
 * @returns {Record<string, string> | undefined}
 */
export function strictCspHeaders(url) {
  if (!/\/csp[^/]*\.html$/.test(url.pathname)) return undefined;
  const api = url.searchParams.get('api') ?? '';
  const connect = LOOPBACK_ORIGIN.test(api) ? api : "'none'";
  return {
    'content-security-policy':
      `default-src 'none'; script-src ${url.origin}; style-src ${url.origin}; ` +
      `connect-src ${connect}; img-src data:`,
  };
}
