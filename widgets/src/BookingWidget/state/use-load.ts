import { useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  status: 'loading' | 'error' | 'ready';
  data?: T;
}

/**
 * Runs `load` whenever `key` changes (null = nothing to load) and returns its state for the CURRENT key.
 * Each run gets its own AbortController, aborted when the key changes, and a sequence number: an answer
 * for an older key is dropped even if its fetch could not be aborted, so a slow reply never overwrites a
 * newer selection.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key?: string | null }>({ status: 'loading' });
  const seq = useRef(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (key === null) return;
    const id = ++seq.current;
    const ac = new AbortController();
    latest.current(ac.signal).then(
      (data) => id === seq.current && setState({ key, status: 'ready', data }),
      (error: unknown) => {
        if (id !== seq.current || ac.signal.aborted) return;
        console.error('Bookla:', error);
        setState({ key, status: 'error' });
      },
    );
    return () => ac.abort();
  }, [key]);
  return state.key === key ? state : { status: 'loading' };
}
