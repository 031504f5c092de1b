/**
 * Where the API is and the paths of what the first screens ask for, built one way for the runtime client and
 * for widget.js's prefetch: a prefetched answer is only worth having if it is exactly what the client would
 * have asked for (same base, same encoded ids). Plain functions without imports, so widget.js can take them
 * without the client (the loader's guard rail allows this module alone).
 */

/**
 * `apiUrl` without its trailing slashes when given, else the region's base ('us' → https://us.bookla.com/api);
 * undefined for a region other than 'us' and 'eu'.
 */
export const apiBase = (apiUrl: string | undefined, region = 'us'): string | undefined =>
  apiUrl ? apiUrl.replace(/\/+$/, '') : region == 'us' || region == 'eu' ? `https://${region}.bookla.com/api` : undefined;

const enc = encodeURIComponent;

/**
 * An id that can stand in a path: a non-empty string other than '.' and '..', which a URL parser reads as dot
 * segments (encoded as '%2E' too) and which would move the request to another endpoint.
 */
export const isPathId = (id: unknown): id is string => typeof id == 'string' && !/^\.{0,2}$/.test(id);

/** `/v1/client/companies/{companyId}`, the id percent-encoded. */
export const companyPath = (companyId: string): string => `/v1/client/companies/${enc(companyId)}`;

/** `/v1/client/companies/{companyId}/services`: the list the multi-service booking widget opens on. */
export const servicesPath = (companyId: string): string => `${companyPath(companyId)}/services`;

/** `/v1/client/companies/{companyId}/services/{serviceId}`; its dates and times are `/dates` and `/times` below it. */
export const servicePath = (companyId: string, serviceId: string): string => `${servicesPath(companyId)}/${enc(serviceId)}`;

/** `/v1/companies/{companyId}/plugins/{plugin}/client`: the subscription plugin is 'subscription', gift cards 'giftcards'. */
export const pluginPath = (companyId: string, plugin: 'subscription' | 'giftcards'): string =>
  `/v1/companies/${enc(companyId)}/plugins/${plugin}/client`;

/** The list a subscription or gift card widget opens on (all of the company's; the widget filters). */
export const pluginListPath = (companyId: string, widget: 'subscription' | 'giftcard'): string =>
  widget == 'subscription' ? pluginPath(companyId, widget) + '/subscriptions' : pluginPath(companyId, 'giftcards') + '/giftcards';
