import { apiBase, pluginListPath, servicePath, servicesPath } from '@bookla/runtime/api-paths';
import type { WidgetType } from '@bookla/runtime/config';

/** The loader reads only these fields; the chunk validates the whole config. */
export interface PrefetchConfig {
  apiKey?: string;
  companyId?: string;
  region?: string;
  apiUrl?: string;
  serviceId?: string;
  preselectedDate?: string;
  showServiceSelector?: unknown;
  theme?: { colorScheme?: unknown } | null;
  embed?: { mode?: unknown } | null;
}


/**
 * Starts the first requests a widget makes, so they travel in parallel with its chunk instead of after it
 * (one round trip instead of two). Plain `fetch`: the runtime client is in the chunk, not here. The result
 * is the widget's `initialData`: booking `{ service, dates, times, window }` (three promises and the times
 * answer's window) or, in multi-service mode, `{ services }` (the list it opens on), the others the list promise.
 * Undefined when the config is too incomplete to ask anything; the widget then reports what is missing.
 */
export function prefetch(type: WidgetType, c: PrefetchConfig): unknown {
  // The client's own base and paths (runtime api-paths): an unknown region asks nothing, as the client would refuse it.
  // An id of '.' or '..', which the client refuses too, is not checked here (32 B of widget.js for a setting nobody
  // has): its answers come from another path and match no widget's request, so the widget asks itself and fails.
  const base = apiBase(c.apiUrl, c.region);
  if (!c.apiKey || !c.companyId || !base) return;
  const call = (path: string, body?: object): Promise<unknown> => {
    const p = fetch(base + path, {
      // No method means GET.
      method: body && 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': c.apiKey! },
      body: body && JSON.stringify(body),
      // The client's 30 s per attempt: an answer that never comes fails, and the widget asks itself, with the
      // client's retries, instead of showing its spinner for good. Before AbortSignal.timeout (Safari 16) no limit.
      signal: AbortSignal.timeout?.(3e4),
    }).then((r) => {
      if (!r.ok) throw Error(`Bookla: ${r.status} from ${path}`);
      return r.json();
    });
    // The widget awaits it (and refetches on failure); if the widget never mounts, nobody does: no
    // unhandled rejection either way. The widget still sees the rejection through `p`.
    p.catch(noop);
    return p;
  };
  if (type != 'booking') return call(pluginListPath(c.companyId, type));
  // Multi-service mode opens on the company's services, whatever serviceId says (the sanitizer takes only a boolean).
  if (c.showServiceSelector === true) return { services: call(servicesPath(c.companyId)) };
  if (!c.serviceId) return;
  const service = servicePath(c.companyId, c.serviceId);
  const now = Date.now();
  // The date strip's first window is today 00:00 to the end of the day three months ahead in the service's
  // zone, unknown until the service arrives: one day before now and 95 days (2280 h) after (3 months ≤ 92
  // days, plus that last day, plus up to 14 h of zone offset) cover it in every zone. The widget ignores
  // dates outside its own window.
  // The times of the day the widget opens on (today, or a later preselected date) and of the day after, so
  // the first bookable slot needs no request after the service's answer, and neither does the next day when
  // the opening day has nothing left (in the evening 'Go to next available date' is the visitor's first
  // click). The opening day's service-zone span lies within 26 h before and 36 h after `day` in every zone
  // (a day of up to 25 h around now; a date's UTC noon is within 14 h of its start and 13 h of its end),
  // leaving 11 h for sessions that end after midnight; the day after ends 24 h later (only one of two
  // neighbouring days can be 25 h long). The widget uses the answer only for a day whose own window this
  // one covers, and drops the slots outside its own. The extra day costs ~0.1 KB brotli.
  const pre = Date.parse(c.preselectedDate + 'T12:00Z');
  const times = span(pre > now ? pre : now, 26, 60);
  return {
    service: call(service),
    dates: call(service + '/dates', span(now, 24, 2280)),
    times: call(service + '/times', times),
    // The window the times answer covers (the request body is the window; the widget reads from and to).
    window: times,
  };
}

/** `{ from, to, resourceIDs: [] }`: `before` hours before `at` (epoch ms) to `after` hours after it, as UTC instants. */
const span = (at: number, before: number, after: number) => ({
  from: new Date(at - before * 36e5).toISOString(),
  to: new Date(at + after * 36e5).toISOString(),
  resourceIDs: [],
});

export const noop = (): void => {};
