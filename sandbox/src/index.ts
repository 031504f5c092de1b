import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DEFAULT_HOST, DEFAULT_PORT } from './demo';
import { type SandboxInfo, sandboxInfo } from './info';
import { Store } from './store';

export interface SandboxOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number;
  /** Host to bind. Default 127.0.0.1. */
  host?: string;
  /** JSON file the state is loaded from (when present) and saved to after every change. Default: memory only. */
  stateFile?: string;
  /** Clock of the sandbox (availability, token expiry, seeding). Default: the real clock. */
  now?: () => Date;
  /**
   * Milliseconds every request waits before it is answered, CORS preflights included: the bench's stand-in
   * for a distant API (Chromium's network throttling does not delay preflights). Default 0.
   */
  latencyMs?: number;
}

export interface RunningSandbox {
  /** Origin, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** Base URL for the client (`url` + `/api`). */
  apiUrl: string;
  port: number;
  info: SandboxInfo;
  /** Re-seeds the demo company and clears injected faults. */
  reset(): void;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? DEFAULT_HOST;
  const store = new Store(options.now ?? (() => new Date()), options.stateFile);
  store.save();
  const { app, faults } = createApp(store);
  const latency = options.latencyMs ?? 0;
  const fetchWithLatency: typeof app.fetch =
    latency > 0 ? async (...args) => (await new Promise((ok) => setTimeout(ok, latency)), app.fetch(...args)) : app.fetch;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: fetchWithLatency, port: options.port ?? DEFAULT_PORT, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  // A wildcard bind is reachable on loopback; links must name an address a browser can open.
  const visible = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const url = `http://${visible.includes(':') ? `[${visible}]` : visible}:${port}`;
  return {
    url,
    apiUrl: `${url}/api`,
    port,
    info: sandboxInfo(url),
    reset() {
      store.reset();
      faults.clear();
    },
    close: () => new Promise<void>((resolve, reject) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
  };
}

export { createApp } from './app';
export { sandboxInfo } from './info';
export { Store } from './store';
export { FAULT_HEADER, parseFaultHeader } from './faults';
export {
  DEFAULT_HOST, DEFAULT_PORT, DEMO_API_KEY, DEMO_CLIENT, DEMO_CODES, DEMO_COMPANY_ID, DEMO_GIFT_CARD_IDS, DEMO_PLAN_IDS,
  DEMO_SERVICE_ID, DEMO_SERVICE_IDS, LIVE_COMPANY,
} from './demo';
export { SEED_RESOURCE_IDS, SEED_TICKET_IDS, seedState } from './seed';
export type { SandboxInfo } from './info';
export type { FaultRule } from './faults';
