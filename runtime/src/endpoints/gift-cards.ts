import type { CompanyGiftCard, GiftCardContract, GiftCardOrderRequest, GiftCardPurchase } from '../api-types';
import type { CallOptions, CreateOptions } from '../http';
import { pluginPath } from '../api-paths';
import { seg, validated, filtered, type ClientCore } from '../client-base';

/** The gift card plugin: the visitor's orders (bearer), ordering, and the cards on sale (API key). */
export interface GiftCardsApi {
  listOrders(options?: CallOptions): Promise<GiftCardContract[]>;
  getOrder(id: string, options?: CallOptions): Promise<GiftCardContract>;
  order(request: GiftCardOrderRequest, options?: CreateOptions): Promise<GiftCardPurchase>;
  /** Purchasable gift cards; `ids` (non-empty) filters them. */
  available(ids?: string[], options?: CallOptions): Promise<CompanyGiftCard[]>;
}

export const giftCardsApi: (core: ClientCore) => GiftCardsApi = ({ call, get, companyId }) => {
  const gifts = pluginPath(companyId, 'giftcards');
  return {
    listOrders: async (opts) => get(`${gifts}/orders`, 'bearer', opts),
    getOrder: async (id, opts) => get(`${gifts}/orders/${seg(id, 'id')}`, 'bearer', opts),
    order: async (req, opts) => call('POST', `${gifts}/orders`, 'apiKeyOrBearer', opts, await validated('giftCardOrderRequestSchema', req), true),
    available: async (ids, opts) => get(filtered(`${gifts}/giftcards`, ids), 'apiKey', opts),
  };
};
