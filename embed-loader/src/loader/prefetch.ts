import type { WidgetType } from '@bookla/runtime/config';

/** The loader reads only these fields; the chunk validates the whole config. */
export interface PrefetchConfig {
  apiKey?: string;
  companyId?: string;
  region?: string;
  apiUrl?: string;
  serviceId?: string;
}

/** The same base the runtime client uses: `apiUrl` wins over the regional default. */
export const apiBase = (c: PrefetchConfig): string => c.apiUrl || `https://${c.region || 'us'}.bookla.com/api`;

/**
 * Starts the first requests a widget makes, so they travel in parallel with its chunk instead of after it
 * (one round trip instead of two). Plain `fetch`: the runtime client is in the chunk, not here. The result
 * is the widget's `initialData`: booking `{ service, dates }` (each a promise), the others the list promise.
 * Undefined when the config is too incomplete to ask anything; the widget then reports what is missing.
 */
export function prefetch(type: WidgetType, c: PrefetchConfig): unknown {
  if (!c.apiKey || !c.companyId) return;
  const call = (path: string, body?: object): Promise<unknown> => {
    const p = fetch(apiBase(c) + path, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': c.apiKey! },
      body: body && JSON.stringify(body),
    }).then((r) => {
      if (!r.ok) throw new Error(`Bookla: ${path} answered ${r.status}`);
      return r.json();
    });
    // The widget awaits it (and refetches on failure); if the widget never mounts, nobody does: no
    // unhandled rejection either way. The widget still sees the rejection through `p`.
    p.catch(noop);
    return p;
  };
  const plugin = `/v1/companies/${c.companyId}/plugins/`;
  if (type == 'subscription') return call(plugin + 'subscription/client/subscriptions');
  if (type == 'giftcard') return call(plugin + 'giftcards/client/giftcards');
  if (!c.serviceId) return;
  const service = `/v1/client/companies/${c.companyId}/services/${c.serviceId}`;
  // The date strip's first window is today to three months ahead in the service's zone, unknown until the
  // service arrives; a day more on each side covers every zone. The widget ignores dates outside its window.
  const day = 864e5;
  const to = new Date(Date.now() + day);
  to.setUTCMonth(to.getUTCMonth() + 3);
  return {
    service: call(service),
    dates: call(service + '/dates', {
      from: new Date(Date.now() - day).toISOString(),
      to: to.toISOString(),
      resourceIDs: [],
    }),
  };
}

export const noop = (): void => {};
