// Bench (a script, not a test): requests per second and latency percentiles of `POST token` and
// `POST sites/{siteId}/register_bookla` with 50 concurrent clients on loopback, against the fake Webflow, on
// PGlite and on Postgres. Bounded: at most REQUESTS per scenario and TIME_LIMIT_MS each.
// Postgres: BENCH_DATABASE_URL or TEST_DATABASE_URL, else a throwaway cluster (scripts/pg-cluster.sh) when
// Debian's postgresql is installed; skipped with a note otherwise. Writes bench/report.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSnippet } from '@bookla/runtime/config';
import { DEV_CLIENT, startFakeWebflow } from '@bookla/webflow-fake';
import { startService } from '@bookla/webflow-service';

const here = dirname(fileURLToPath(import.meta.url));
const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 30_000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `one(i)` REQUESTS times with CONCURRENCY in flight, stopping early at the time limit. */
async function load(one) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS && performance.now() - started < TIME_LIMIT_MS) {
      const i = next++;
      const t = performance.now();
      const ok = await one(i).catch(() => false);
      latencies.push(performance.now() - t);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    max: Math.round(latencies.at(-1)),
  };
}

async function scenario(label, databaseUrl) {
  const fake = await startFakeWebflow();
  const site = fake.fake.world.sites[0];
  const secret = (n) => Buffer.alloc(32, n).toString('base64');
  const port = 0;
  const service = await startService({
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      WEBFLOW_SERVICE_PORT: String(port),
      DATABASE_URL: databaseUrl,
      WEBFLOW_CLIENT_ID: DEV_CLIENT.id,
      WEBFLOW_CLIENT_SECRET: DEV_CLIENT.secret,
      WEBFLOW_API_BASE: fake.url,
      WEBFLOW_AUTH_BASE: fake.url,
      SESSION_SECRET: secret(1),
      STATE_SECRET: secret(2),
      TOKEN_ENCRYPTION_KEY: secret(3),
    },
    log: () => {},
    limits: { perClient: 1e9, signIn: 1e9, perSite: 1e9 },
  });
  try {
    // Authorize once (the callback on the service's own address, cookie carried by hand).
    const start = await fetch(`${service.url}/authorize?siteId=${site.id}&origin=${encodeURIComponent('http://localhost:1337')}`, { redirect: 'manual' });
    const cookie = start.headers.get('set-cookie').split(';')[0];
    const consent = await fetch(start.headers.get('location'), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location'));
    const callback = await fetch(`${service.url}/callback${back.search}`, { headers: { cookie } });
    if (callback.status !== 200) throw new Error(`authorize failed: ${callback.status}`);
    const idTokens = Array.from({ length: 20 }, () => fake.fake.mintIdToken({ siteId: site.id }));
    const token = await load(async (i) => {
      const res = await fetch(`${service.url}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: idTokens[i % idTokens.length], siteId: site.id }) });
      await res.arrayBuffer();
      return res.ok;
    });
    const session = (await (await fetch(`${service.url}/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken: idTokens[0], siteId: site.id }) })).json()).sessionToken;
    const register = await load(async (i) => {
      const elementId = `bench-${i % 200}`;
      const sourceCode = generateSnippet('booking', { apiKey: 'k', companyId: 'c', theme: { colors: { text: `#${(i % 4096).toString(16).padStart(3, '0')}` } } }, { scriptUrl: 'https://cdn.example/widget.js', elementId });
      const res = await fetch(`${service.url}/sites/${site.id}/register_bookla`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
        body: JSON.stringify({ sourceCode, pageId: site.pages[i % site.pages.length].id, elementId }),
      });
      await res.arrayBuffer();
      return res.ok;
    });
    return { label, token, register };
  } finally {
    await service.close();
    await fake.close();
  }
}

const results = [await scenario('PGlite (in memory)', 'memory://')];
let cluster;
let pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  try {
    const out = execFileSync('bash', [join(here, 'pg-cluster.sh'), 'start'], { encoding: 'utf8' });
    cluster = /PG_CLUSTER_DIR=(\S+)/.exec(out)[1];
    pgUrl = /TEST_DATABASE_URL=(\S+)/.exec(out)[1];
  } catch {
    console.log('Postgres: not installed here (apt-get install -y postgresql), skipped');
  }
}
try {
  if (pgUrl) results.push(await scenario('Postgres', pgUrl));
} finally {
  if (cluster) execFileSync('bash', [join(here, 'pg-cluster.sh'), 'stop', cluster]);
}

console.log(`\nwebflow-service bench: ${CONCURRENCY} concurrent clients, at most ${REQUESTS} requests and ${TIME_LIMIT_MS / 1000} s per row, loopback, fake Webflow`);
console.log('database              call                 req/s   p50 ms   p95 ms   max ms   failed');
for (const r of results) {
  for (const [name, m] of [['POST token', r.token], ['POST register_bookla', r.register]]) {
    console.log(`${r.label.padEnd(22)}${name.padEnd(21)}${String(m.perSecond).padStart(6)}${String(m.p50).padStart(9)}${String(m.p95).padStart(9)}${String(m.max).padStart(9)}${String(m.failures).padStart(9)}`);
  }
}
console.log('register_bookla writes two pages of one site: every add waits for its page\u2019s lock (the worst case).');
mkdirSync(join(here, '..', 'bench'), { recursive: true });
writeFileSync(join(here, '..', 'bench', 'report.json'), JSON.stringify({ concurrency: CONCURRENCY, requests: REQUESTS, results }, null, 2) + '\n');
