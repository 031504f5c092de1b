// Starts the service: configuration, database (migrated), Webflow client, HTTP server. Used by the CLI and by
// `npm start`, which passes the fake Webflow's addresses and client.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, DEFAULT_LIMITS, type Limits } from './app';
import { createTokenCipher } from './crypto/token-cipher';
import { openDatabase } from './db/open';
import { loadConfig, type ServiceConfig } from './env';
import { createLogger, type Logger } from './http/log';
import { createWebflowClient } from './webflow/client';

export interface RunningService {
  url: string;
  config: ServiceConfig;
  /** Where the data lives ('memory', a folder, or a Postgres URL without password). */
  database: string;
  close(): Promise<void>;
}

export async function startService(opts: { env?: Record<string, string | undefined>; log?: Logger; limits?: Limits; dataDir?: string } = {}): Promise<RunningService> {
  const log = opts.log ?? createLogger();
  const config = loadConfig(opts.env ?? process.env, { dataDir: opts.dataDir, say: log });
  const db = await openDatabase(config.databaseUrl, { dataDir: opts.dataDir });
  const webflow = createWebflowClient({ ...config.webflow });
  const app = createApp({ config, repo: db.repository, webflow, cipher: createTokenCipher(config.tokenKey, config.retiredTokenKeys), log, now: Date.now }, opts.limits ?? DEFAULT_LIMITS);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error) => {
    await db.repository.close();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    config,
    database: db.where,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await db.repository.close();
    },
  };
}
