import { pluginPath } from '../api-paths';
import { seg, validated, filtered, type GroupFactory } from '../client-core';

export const giftCardsApi: GroupFactory<'giftCards'> = ({ call, get, companyId }) => {
  const gifts = pluginPath(companyId, 'giftcards');
  return {
    listOrders: async (opts) => get(`${gifts}/orders`, 'bearer', opts),
    getOrder: async (id, opts) => get(`${gifts}/orders/${seg(id, 'id')}`, 'bearer', opts),
    order: async (req, opts) => call('POST', `${gifts}/orders`, 'apiKeyOrBearer', opts, await validated('giftCardOrderRequestSchema', req), true),
    available: async (ids, opts) => get(filtered(`${gifts}/giftcards`, ids), 'apiKey', opts),
  };
};
