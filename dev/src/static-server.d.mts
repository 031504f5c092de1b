import type { IncomingMessage, ServerResponse } from 'node:http';

/** A fixed response for one path: a file or a body, with optional type and extra headers. */
export interface StaticResponse {
  file?: string;
  body?: string | Uint8Array;
  type?: string;
  headers?: Record<string, string>;
}

export type StaticRouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

export interface StaticMount {
  /** URL prefix, e.g. '/pages/' or '/'. */
  prefix: string;
  dir: string;
}

export interface StaticServerOptions {
  /** Directory served at `/` (e.g. embed-loader/dist); or give `mounts`. */
  root?: string;
  /** URL prefixes mapped to directories, first match wins; replaces `root`. */
  mounts?: StaticMount[];
  /** Extra headers per request (e.g. a Content-Security-Policy for one page). */
  headersFor?: (url: URL) => Record<string, string> | undefined;
  /** Answer brotli or gzip when the client accepts it, as a CDN does. Default true. */
  compress?: boolean;
  /** Milliseconds every answer waits, preflights included (the bench's emulated distance). Default 0. */
  latency?: number;
  /** Default 0 (any free port). */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Exact paths answered before `root`: a file path, a response or a handler. */
  routes?: Record<string, string | StaticResponse | StaticRouteHandler>;
}

export interface StaticServer {
  /** Origin, e.g. 'http://127.0.0.1:4173'. */
  url: string;
  close(): Promise<void>;
}

export declare function startStaticServer(options: StaticServerOptions): Promise<StaticServer>;
export declare function cacheControlFor(path: string): string;
export declare function contentTypeFor(path: string): string;
