// The rate limits' counts, kept through the repository: in the database, which every instance shares, so two
// instances allow a client the limit once between them, not once each (the memory repository of route tests
// keeps them in memory). Counting is one atomic statement per request and limit; counts whose window ended are
// swept at most once a minute per instance.
import type { Store } from 'hono-rate-limiter';
import type { Repository } from '../db/repository';

/** How often an instance drops the counts whose window has ended. */
export const SWEEP_EVERY_MS = 60_000;

type Counts = Pick<Repository, 'countHit' | 'uncountHit' | 'resetHits' | 'sweepHits'>;

/**
 * The counts of one service instance: `store()` gives each rate limiter its Store. When the database cannot count,
 * requests are let through rather than refused (every route that needs the database fails on its own then, and
 * the health check can still say so), and the log says it once, and once more when counting works again.
 */
export function rateLimitCounts(repo: Counts, log: (line: string) => void, now: () => number = Date.now) {
  let nextSweep = now() + SWEEP_EVERY_MS;
  let failing = false;

  async function sweep() {
    if (now() < nextSweep) return;
    nextSweep = now() + SWEEP_EVERY_MS;
    // A failed sweep is tried again after the next interval; the counts it left are only ended windows.
    await repo.sweepHits().catch(() => undefined);
  }

  return {
    store(): Store {
      let windowMs = 60_000;
      return {
        localKeys: false,
        init(options) {
          windowMs = options.windowMs;
        },
        async increment(key) {
          await sweep();
          try {
            const { hits, resetAt } = await repo.countHit(key, windowMs);
            if (failing) log('rate limits: counting again');
            failing = false;
            return { totalHits: hits, resetTime: resetAt };
          } catch (error) {
            if (!failing) log(`rate limits: the counts cannot be kept (${error instanceof Error ? error.name : 'error'}); requests are let through until the database answers`);
            failing = true;
            return { totalHits: 0 };
          }
        },
        decrement: (key) => repo.uncountHit(key).catch(() => undefined),
        resetKey: (key) => repo.resetHits(key),
      };
    },
  };
}
