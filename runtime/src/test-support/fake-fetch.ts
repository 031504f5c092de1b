// A fetch double that records every call and behaves like fetch on abort (rejects with AbortError).

export interface RecordedCall {
  url: string;
  method: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** Parsed JSON body, the raw string when not JSON, undefined when none. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Answer for a call: a Response, an Error to reject with (network failure), or `'hang'` (never answers). */
export type Reply = Response | Error | 'hang';
export type Handler = (call: RecordedCall, index: number) => Reply | Promise<Reply>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

export const json = (status: number, body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });

export const text = (status: number, body: string, statusText = '') => new Response(body, { status, statusText });

export const empty = (status = 204) => new Response(null, { status });

/** `replies` are used in order; the last one repeats. A function decides per call. */
export function fakeFetch(replies: Handler | Reply[]): FakeFetch {
  const calls: RecordedCall[] = [];
  const handler: Handler =
    typeof replies === 'function' ? replies : (_call, i) => replies[Math.min(i, replies.length - 1)]!;
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = init.body == null ? undefined : String(init.body);
    let body: unknown = raw;
    try {
      body = raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      // keep the raw text
    }
    const call: RecordedCall = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body,
      signal: init.signal ?? undefined,
    };
    const index = calls.push(call) - 1;
    const signal = init.signal;
    const aborted = () => signal?.reason ?? new DOMException('This operation was aborted', 'AbortError');
    if (signal?.aborted) throw aborted();
    const reply = await new Promise<Reply>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(aborted()), { once: true });
      Promise.resolve(handler(call, index)).then((r) => {
        if (r !== 'hang') resolve(r);
      }, reject);
    });
    if (reply instanceof Error) throw reply;
    // Clone so a Response listed once can answer repeated calls (a body reads only once).
    return (reply as Response).clone();
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
