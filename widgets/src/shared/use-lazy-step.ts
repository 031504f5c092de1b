import { useEffect, useState } from 'react';

/**
 * Wraps a dynamic `import()` so every widget on the page shares one request; a failed load is forgotten,
 * so the next call tries again (the visitor may be back online).
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * A later step's code, the one way every widget loads one: prefetched at mount (after the first render, so
 * a visitor on a normal connection never waits for it), loaded again when it becomes `needed` after a failed
 * prefetch, and on `retry`. Never throws into the render; each failure is logged (the error names the chunk that failed).
 * Returns `[module, failed, retrying, retry]`: `failed` only while the step is `needed` (a failed prefetch
 * stays invisible), `retrying` while `retry` runs (the Error screen stays, busy, keeping focus on its button).
 * A tuple, not an object: its names would survive minification in every widget's first chunk.
 */
export function useLazyStep<T>(get: () => Promise<T>, needed: boolean): [T | undefined, boolean, boolean, () => void] {
  // [module, failed, retrying]
  const [state, setState] = useState<[T?, boolean?, boolean?]>([]);
  const load = (retrying?: boolean) => {
    setState([, retrying, retrying]);
    // A state set after unmount is ignored by React and Preact alike: no liveness flag needed.
    get().then(
      (m) => setState([m]),
      (error: unknown) => {
        console.error('Bookla: Failed to load a step', error);
        setState([, true]);
      },
    );
  };
  // At mount (nothing asked yet) and when the step becomes needed after a failure; not while a load runs.
  useEffect(() => {
    if (!state[0] && (!state.length || (needed && state[1]))) load();
  }, [needed]);
  return [state[0], needed && !!state[1], !!state[2], () => load(true)];
}
