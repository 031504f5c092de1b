import type { CartItem, CompanySubscription, SubscriptionCart, SubscriptionContract, SubscriptionPurchase, SubscriptionPurchaseRequest } from '../api-types';
import type { CallOptions, CreateOptions } from '../http';
import { pluginPath } from '../api-paths';
import { seg, validated, filtered, type ClientCore, type Endpoint, type EndpointGroup } from '../client-base';

/** The subscription plugin: the visitor's cart and purchases (bearer), and the plans on sale (API key). */
export interface SubscriptionsApi {
  getCart(options?: CallOptions): Promise<SubscriptionCart>;
  /** Adds one item (or several) to the cart; sent as `{ items }`. */
  addToCart(item: CartItem | CartItem[], options?: CreateOptions): Promise<SubscriptionCart>;
  removeFromCart(itemId: string, options?: CallOptions): Promise<SubscriptionCart>;
  checkout(options?: CreateOptions): Promise<SubscriptionPurchase>;
  listPurchases(options?: CallOptions): Promise<SubscriptionContract[]>;
  getPurchase(id: string, options?: CallOptions): Promise<SubscriptionContract>;
  renew(ids: string[], options?: CreateOptions): Promise<SubscriptionPurchase>;
  purchase(request: SubscriptionPurchaseRequest, options?: CreateOptions): Promise<SubscriptionPurchase>;
  /** Purchasable subscriptions; `ids` (non-empty) filters them. */
  available(ids?: string[], options?: CallOptions): Promise<CompanySubscription[]>;
}

/** `rest` (starting with '/') below the plugin's path for the client's company. */
const subs = ({ companyId }: ClientCore, rest: string) => pluginPath(companyId, 'subscription') + rest;

export const subscriptionsGetCart: Endpoint<SubscriptionsApi['getCart']> = (c) => async (opts) => c.get(subs(c, '/cart'), 'bearer', opts);
export const subscriptionsAddToCart: Endpoint<SubscriptionsApi['addToCart']> = (c) => async (item, opts) =>
  c.call('POST', subs(c, '/cart'), 'bearer', opts, await validated('addToCartRequestSchema', { items: Array.isArray(item) ? item : [item] }), true);
export const subscriptionsRemoveFromCart: Endpoint<SubscriptionsApi['removeFromCart']> = (c) => async (itemId, opts) =>
  c.call('DELETE', subs(c, `/cart/${seg(itemId, 'itemId')}`), 'bearer', opts);
export const subscriptionsCheckout: Endpoint<SubscriptionsApi['checkout']> = (c) => async (opts) =>
  c.call('POST', subs(c, '/cart/checkout'), 'bearer', opts, undefined, true);
export const subscriptionsListPurchases: Endpoint<SubscriptionsApi['listPurchases']> = (c) => async (opts) =>
  c.get(subs(c, '/purchases'), 'bearer', opts);
export const subscriptionsGetPurchase: Endpoint<SubscriptionsApi['getPurchase']> = (c) => async (id, opts) =>
  c.get(subs(c, `/purchases/${seg(id, 'id')}`), 'bearer', opts);
export const subscriptionsRenew: Endpoint<SubscriptionsApi['renew']> = (c) => async (ids, opts) =>
  c.call('POST', subs(c, '/purchases/renew'), 'bearer', opts, await validated('renewRequestSchema', { ids }), true);
export const subscriptionsPurchase: Endpoint<SubscriptionsApi['purchase']> = (c) => async (req, opts) =>
  c.call('POST', subs(c, '/purchases'), 'apiKeyOrBearer', opts, await validated('subscriptionPurchaseRequestSchema', req), true);
export const subscriptionsAvailable: Endpoint<SubscriptionsApi['available']> = (c) => async (ids, opts) =>
  c.get(filtered(subs(c, '/subscriptions'), ids), 'apiKey', opts);

/** Every subscriptions endpoint. */
export const subscriptionsApi: EndpointGroup<SubscriptionsApi> = {
  getCart: subscriptionsGetCart,
  addToCart: subscriptionsAddToCart,
  removeFromCart: subscriptionsRemoveFromCart,
  checkout: subscriptionsCheckout,
  listPurchases: subscriptionsListPurchases,
  getPurchase: subscriptionsGetPurchase,
  renew: subscriptionsRenew,
  purchase: subscriptionsPurchase,
  available: subscriptionsAvailable,
};
