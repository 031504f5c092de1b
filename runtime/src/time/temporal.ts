import type { Temporal } from 'temporal-polyfill';

/** The `Temporal` namespace object (native or polyfilled). */
export type TemporalApi = typeof Temporal;
export type { Temporal };

type TemporalGlobal = { Temporal?: TemporalApi };

/**
 * Makes `globalThis.Temporal` available: native where the browser has it (Chromium 156+), otherwise the
 * polyfill, fetched on demand so visitors with native Temporal never download it. The import is dynamic on
 * purpose: a bundler turns it into its own chunk. Calls while it loads share the browser's one load of the
 * module; after a failure a later call asks again (under a URL that has not failed, in the builds that split
 * chunks: build-tools chunk-links), so flaky networks recover instead of staying broken.
 */
export function ensureTemporal(): Promise<void> {
  if ((globalThis as TemporalGlobal).Temporal) return Promise.resolve();
  return import('temporal-polyfill').then(
    (mod) => {
      const g = globalThis as TemporalGlobal;
      // Another copy (a second embed, a host page) may have installed one meanwhile; keep theirs.
      if (!g.Temporal) {
        Object.defineProperty(globalThis, 'Temporal', { value: mod.Temporal, writable: true, configurable: true });
      }
    },
    (error: unknown) => {
      throw new Error('Could not load the Temporal polyfill', { cause: error });
    },
  );
}

/**
 * The global `Temporal`. Every time helper goes through this, so they all require `ensureTemporal()` to have
 * resolved first; calling one earlier throws this explicit message instead of a `ReferenceError`.
 */
export function getTemporal(): TemporalApi {
  const api = (globalThis as TemporalGlobal).Temporal;
  if (!api) throw new Error('Temporal is not loaded: await ensureTemporal() first');
  return api;
}
