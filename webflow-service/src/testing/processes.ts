// Tests only: the service as a separate process (from source, through tsx), two of them on a Postgres database of
// their own, and the popup's sign-in walk over real HTTP, for the tests that need several processes on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, it } from 'vitest';
import { startFakeWebflow, type RunningFakeWebflow } from '@bookla/webflow-fake';
import { PACKAGE_ROOT } from '../paths';
import { testEnv } from './harness';

/** A port free on loopback now (for a process that must know its own public address before it starts). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * A database of its own on the Postgres of `base` (other test files truncate theirs), for processes to share:
 * its URL, and `drop()` to remove it when they are done.
 */
async function createTestDatabase(base: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bookla_${label}_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

export async function spawnService(env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--conditions=@bookla/source', '--import', 'tsx', 'src/cli.ts'], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, NODE_ENV: 'development', WEBFLOW_SERVICE_PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start:\n${output.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /Webflow service\s+(http:\/\/\S+)/.exec(output.join(''));
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited (${code}):\n${output.join('')}`));
    });
  });
  return {
    url,
    child,
    output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Authorize (following Webflow's auto-consent with the browser's cookie) and return our session token. */
export async function signInOverHttp(service: string, siteId: string, idToken: string, extensionOrigin: string): Promise<string> {
  const start = await fetch(`${service}/authorize?siteId=${siteId}&origin=${encodeURIComponent(extensionOrigin)}`, { redirect: 'manual' });
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
  const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = await fetch(consent.headers.get('location')!, { headers: { cookie } });
  if (callback.status !== 200) throw new Error(`callback answered ${callback.status}`);
  const res = await fetch(`${service}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken, siteId }) });
  if (res.status !== 200) throw new Error(`token answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

/** Where a two-process suite would be: a skipped test that says how to run it. */
export function needsPostgres(suite: string) {
  describe(suite, () => {
    it.skip('set TEST_DATABASE_URL=postgres://… to run two service processes on one Postgres (CI does)', () => {});
  });
}

export interface TwoServices {
  fake: RunningFakeWebflow;
  services: [ServiceProcess, ServiceProcess];
  close(): Promise<void>;
}

/**
 * Two service processes on a database of their own on the Postgres of `base`, calling one fake Webflow. Both share
 * secrets and database, so either may finish a sign-in the other began; the OAuth redirect names one public address,
 * the first's.
 */
export async function startTwoServices(base: string, label: string): Promise<TwoServices> {
  const fake = await startFakeWebflow();
  const db = await createTestDatabase(base, label);
  const port = await freePort();
  const env = { ...testEnv(fake.url), DATABASE_URL: db.url, PUBLIC_URL: `http://127.0.0.1:${port}`, WEBFLOW_TIMEOUT_MS: '20000' };
  const services = await Promise.all([spawnService({ ...env, WEBFLOW_SERVICE_PORT: String(port) }), spawnService(env)]);
  return {
    fake,
    services: [services[0]!, services[1]!],
    async close() {
      await Promise.all(services.map((s) => s.stop()));
      await fake.close();
      await db.drop();
    },
  };
}
