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
 * The module `get` loads: null while it loads, false when loading failed while `needed`. Starts at mount
 * (after the first render: a prefetch, so the visitor never waits for it on a normal connection) and tries
 * again when it becomes `needed` after a failed prefetch. Never throws into the render.
 */
export function useLazy<T>(get: () => Promise<T>, needed: boolean): T | null | false {
  const [state, setState] = useState<{ m?: T; failed?: boolean }>({});
  useEffect(() => {
    if (state.m) return;
    let live = true;
    get().then(
      (m) => live && setState({ m }),
      (error: unknown) => {
        console.error('Bookla: Failed to load a step', error);
        // A failed prefetch stays invisible; only a failure while the step waits for it is shown.
        if (live) setState({ failed: needed });
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return state.m ?? (state.failed && needed ? false : null);
}
