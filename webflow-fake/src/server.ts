import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createFakeWebflow, type FakeWebflow, type FakeWebflowOptions } from './app';

export interface RunningFakeWebflow {
  url: string;
  fake: FakeWebflow;
  close(): Promise<void>;
}

/** Serves the fake on loopback (port 0 picks a free one); its hosted-script and published-page URLs use `url`. */
export function startFakeWebflow(options: FakeWebflowOptions & { port?: number; host?: string } = {}): Promise<RunningFakeWebflow> {
  const { port = 0, host = '127.0.0.1', ...rest } = options;
  const fake = createFakeWebflow(rest);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: fake.app.fetch, port, hostname: host }, (info: AddressInfo) => {
      const url = `http://${host}:${info.port}`;
      fake.baseUrl = url;
      resolve({
        url,
        fake,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
