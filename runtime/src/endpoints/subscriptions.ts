import type { CartItem, CompanySubscription, SubscriptionCart, SubscriptionContract, SubscriptionPurchase, SubscriptionPurchaseRequest } from '../api-types';
import type { CallOptions, CreateOptions } from '../http';
import { pluginPath } from '../api-paths';
import { seg, validated, filtered, type ClientCore } from '../client-base';

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

export const subscriptionsApi: (core: ClientCore) => SubscriptionsApi = ({ call, get, companyId }) => {
  const subs = pluginPath(companyId, 'subscription');
  return {
    getCart: async (opts) => get(`${subs}/cart`, 'bearer', opts),
    addToCart: async (item, opts) =>
      call('POST', `${subs}/cart`, 'bearer', opts, await validated('addToCartRequestSchema', { items: Array.isArray(item) ? item : [item] }), true),
    removeFromCart: async (itemId, opts) => call('DELETE', `${subs}/cart/${seg(itemId, 'itemId')}`, 'bearer', opts),
    checkout: async (opts) => call('POST', `${subs}/cart/checkout`, 'bearer', opts, undefined, true),
    listPurchases: async (opts) => get(`${subs}/purchases`, 'bearer', opts),
    getPurchase: async (id, opts) => get(`${subs}/purchases/${seg(id, 'id')}`, 'bearer', opts),
    renew: async (ids, opts) => call('POST', `${subs}/purchases/renew`, 'bearer', opts, await validated('renewRequestSchema', { ids }), true),
    purchase: async (req, opts) =>
      call('POST', `${subs}/purchases`, 'apiKeyOrBearer', opts, await validated('subscriptionPurchaseRequestSchema', req), true),
    available: async (ids, opts) => get(filtered(`${subs}/subscriptions`, ids), 'apiKey', opts),
  };
};
