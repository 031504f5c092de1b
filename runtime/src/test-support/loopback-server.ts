// A real HTTP server on 127.0.0.1 (port 0) for paths a fake fetch cannot prove: timeouts, aborts
// that reach the socket, and connections that die mid-request.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Resolves when the client side closed the connection before we answered. */
  closedEarly: Promise<void>;
}

/** What to do with a request: answer it, `'hang'` (never answer), or `'destroy'` (drop the socket). */
export type ServerReply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'destroy';

export interface LoopbackServer {
  /** Base URL, e.g. `http://127.0.0.1:54321/api`. */
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export async function startLoopbackServer(reply: (req: SeenRequest, index: number) => ServerReply): Promise<LoopbackServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let answered = false;
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        closedEarly: new Promise((resolve) => res.on('close', () => !answered && resolve())),
      };
      const index = requests.push(seen) - 1;
      const r = reply(seen, index);
      if (r === 'hang') return;
      if (r === 'destroy') {
        req.socket.destroy();
        return;
      }
      answered = true;
      const payload = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
