import { useEffect, useRef, useState } from 'react';

/**
 * A later step's code, the one way every widget loads one: `get` is the step's plain `() => import(…)` (the
 * browser's module map shares one load among the page's widgets and keeps the module; after a failure the next
 * call's import asks again, under a URL that has not failed in our builds: build-tools chunk-links).
 * Prefetched once the first screen has `settled`
 * (its data shown: before that the chunk would compete with what the visitor waits for, yet a visitor on a
 * normal connection still never waits for it), loaded at once when it becomes `needed` before that or
 * after a failed prefetch, and on `retry`. Never throws into the render; each failure is logged (the error names the chunk that failed).
 * Returns `[module, failed, retrying, retry]`: `failed` only while the step is `needed` (a failed prefetch
 * stays invisible), `retrying` while `retry` runs (the Error screen stays, busy, keeping focus on its button).
 * A tuple, not an object: its names would survive minification in every widget's first chunk.
 */
export function useLazyStep<T>(get: () => Promise<T>, needed: boolean, settled: boolean): [T | undefined, boolean, boolean, () => void] {
  // Its length tells the phase: [] nothing asked, [module] loaded, [, failed] a load failed (`failed` false when it
  // was a prefetch: the step's first render must not flash the Error screen before the try made for it),
  // [, failed, retrying] a load running.
  const [state, setState] = useState<[T?, boolean?, boolean?]>([]);
  const isNeeded = useRef(needed);
  isNeeded.current = needed;
  const load = (retrying?: boolean) => {
    const prefetch = !isNeeded.current;
    setState([, retrying, retrying]);
    // A state set after unmount is ignored by React and Preact alike: no liveness flag needed.
    get().then(
      (m) => setState([m]),
      (error: unknown) => {
        console.error('Bookla: Failed to load a step', error);
        // A prefetch that failed after the visitor opened the step: the step needs the code now, so one more try.
        if (prefetch && isNeeded.current) load();
        else setState([, !prefetch]);
      },
    );
  };
  // Once settled or needed (nothing asked yet), and when the step becomes needed after a failure; not while a load runs.
  useEffect(() => {
    if (state.length ? state.length == 2 && needed : settled || needed) load();
  }, [needed, settled]);
  return [state[0], needed && !!state[1], !!state[2], () => load(true)];
}
