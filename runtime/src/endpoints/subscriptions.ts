import { pluginPath } from '../api-paths';
import { seg, validated, filtered, type GroupFactory } from '../client-core';

export const subscriptionsApi: GroupFactory<'subscriptions'> = ({ call, get, companyId }) => {
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
