import type { CompanyGiftCard, GiftCardContract, GiftCardOrderRequest, GiftCardPurchase } from '../api-types';
import type { CallOptions, CreateOptions } from '../http';
import { pluginPath } from '../api-paths';
import { seg, validated, filtered, type ClientCore, type Endpoint, type EndpointGroup } from '../client-base';

/** The gift card plugin: the visitor's orders (bearer), ordering, and the cards on sale (API key). */
export interface GiftCardsApi {
  listOrders(options?: CallOptions): Promise<GiftCardContract[]>;
  getOrder(id: string, options?: CallOptions): Promise<GiftCardContract>;
  order(request: GiftCardOrderRequest, options?: CreateOptions): Promise<GiftCardPurchase>;
  /** Purchasable gift cards; `ids` (non-empty) filters them. */
  available(ids?: string[], options?: CallOptions): Promise<CompanyGiftCard[]>;
}

/** `rest` (starting with '/') below the plugin's path for the client's company. */
const gifts = ({ companyId }: ClientCore, rest: string) => pluginPath(companyId, 'giftcards') + rest;

export const giftCardsListOrders: Endpoint<GiftCardsApi['listOrders']> = (c) => async (opts) => c.get(gifts(c, '/orders'), 'bearer', opts);
export const giftCardsGetOrder: Endpoint<GiftCardsApi['getOrder']> = (c) => async (id, opts) =>
  c.get(gifts(c, `/orders/${seg(id, 'id')}`), 'bearer', opts);
export const giftCardsOrder: Endpoint<GiftCardsApi['order']> = (c) => async (req, opts) =>
  c.call('POST', gifts(c, '/orders'), 'apiKeyOrBearer', opts, await validated('giftCardOrderRequestSchema', req), true);
export const giftCardsAvailable: Endpoint<GiftCardsApi['available']> = (c) => async (ids, opts) =>
  c.get(filtered(gifts(c, '/giftcards'), ids), 'apiKey', opts);

/** Every gift card endpoint. */
export const giftCardsApi: EndpointGroup<GiftCardsApi> = { listOrders: giftCardsListOrders, getOrder: giftCardsGetOrder, order: giftCardsOrder, available: giftCardsAvailable };
