import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';
import { validationError } from './errors';

/** One fault: what to do to a request, and (for server-wide rules) which requests and how many. */
export interface FaultRule {
  /** Added delay in milliseconds before the request is handled. */
  latency?: number;
  /** Answer with this status instead of handling the request (503 when only `failRate` is given). */
  status?: number;
  /** Share of matching requests that fail, 0…1, drawn from a PRNG seeded with `seed` (default 1). */
  failRate?: number;
  seed?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** Handle the request (and store its effect), then answer 502 as if the answer were lost. */
  commitThenFail?: boolean;
  /** Server-wide rules only: requests whose path starts with this. */
  pathPrefix?: string;
  /** Server-wide rules only: requests with this method. */
  method?: string;
  /** Server-wide rules only: how many requests the rule affects before it retires. */
  count?: number;
}

export const FAULT_HEADER = 'X-Sandbox-Fault';

/** mulberry32: tiny, deterministic, good enough to pick which requests fail. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `latency=500;status=503;failRate=0.5;seed=7;drop;commitThenFail` → rule; unknown parts are a 400. */
export function parseFaultHeader(value: string): FaultRule {
  const rule: FaultRule = {};
  for (const part of value.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name, raw] = part.split('=').map((s) => s.trim()) as [string, string | undefined];
    const num = Number(raw);
    const bad = () => validationError(FAULT_HEADER, `has an invalid part "${part}"`);
    switch (name) {
      case 'drop': rule.drop = true; break;
      case 'commitThenFail': rule.commitThenFail = true; break;
      case 'latency': if (!(num >= 0 && num <= 120_000)) throw bad(); rule.latency = num; break;
      case 'status': if (!(Number.isInteger(num) && num >= 100 && num <= 599)) throw bad(); rule.status = num; break;
      case 'failRate': if (!(num >= 0 && num <= 1)) throw bad(); rule.failRate = num; break;
      case 'seed': if (!Number.isInteger(num)) throw bad(); rule.seed = num; break;
      default: throw bad();
    }
  }
  return rule;
}

interface ActiveRule extends FaultRule {
  id: number;
  random: () => number;
  remaining?: number;
}

type Failure = { kind: 'drop' } | { kind: 'status'; status: number } | { kind: 'commitThenFail' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fault injection for tests: per request (header) or server-wide (admin endpoint). */
export class Faults {
  private rules: ActiveRule[] = [];
  private nextId = 1;
  /** Each distinct header value keeps its own sequence, so a repeated header gives a repeatable pattern. */
  private headerRandoms = new Map<string, () => number>();

  add(rule: FaultRule): ActiveRule {
    const active: ActiveRule = { ...rule, id: this.nextId++, random: prng(rule.seed ?? 1), remaining: rule.count };
    this.rules.push(active);
    return active;
  }

  clear(): void {
    this.rules = [];
    this.headerRandoms.clear();
  }

  list(): (FaultRule & { id: number; remaining?: number })[] {
    return this.rules.map(({ random: _r, ...rest }) => rest);
  }

  /** Decides latency and failure for one request; a rule's count is spent only when it fires. */
  private plan(method: string, path: string, header: string | undefined): { latency: number; failure?: Failure } {
    const candidates: ActiveRule[] = [];
    if (header) {
      let random = this.headerRandoms.get(header);
      const rule = parseFaultHeader(header);
      if (!random) this.headerRandoms.set(header, (random = prng(rule.seed ?? 1)));
      candidates.push({ ...rule, id: 0, random });
    }
    for (const rule of this.rules) {
      if (rule.remaining === 0) continue;
      if (rule.pathPrefix && !path.startsWith(rule.pathPrefix)) continue;
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      candidates.push(rule);
    }
    let latency = 0;
    let failure: Failure | undefined;
    for (const rule of candidates) {
      const fails = rule.failRate === undefined || rule.random() < rule.failRate;
      const failing = fails && (rule.drop || rule.status !== undefined || rule.commitThenFail || rule.failRate !== undefined);
      const fired = failing || (rule.latency ?? 0) > 0;
      if (!fired) continue;
      latency += rule.latency ?? 0;
      if (failing && !failure) {
        failure = rule.drop ? { kind: 'drop' }
          : rule.status !== undefined ? { kind: 'status', status: rule.status }
          : rule.commitThenFail ? { kind: 'commitThenFail' } : { kind: 'status', status: 503 };
      }
      if (rule.remaining !== undefined) rule.remaining -= 1;
    }
    this.rules = this.rules.filter((r) => r.remaining !== 0);
    return { latency, failure };
  }

  middleware(): MiddlewareHandler<Env> {
    return async (c, next) => {
      const { latency, failure } = this.plan(c.req.method, c.req.path, c.req.header(FAULT_HEADER));
      if (latency > 0) await sleep(latency);
      if (!failure) return next();
      if (failure.kind === 'drop') {
        c.env.incoming.socket.destroy();
        return c.body(null, 500);
      }
      if (failure.kind === 'status') {
        return c.json({ error: { code: 'fault', message: `Injected fault: status ${failure.status}` } }, failure.status as 503);
      }
      await next();
      c.res = new Response(JSON.stringify({ error: { code: 'fault', message: 'Injected fault: the request was committed, then this answer failed' } }), {
        status: 502, headers: { 'content-type': 'application/json' },
      });
    };
  }
}
