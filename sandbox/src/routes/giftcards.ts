import type { GiftCardPurchase } from '@bookla/runtime/types';
import type { Context } from 'hono';
import { requireApiKey, requireApiKeyOrBearer, requireCompanyClient } from '../auth';
import { notFound, validationError } from '../errors';
import { soldBy, type GiftCardContractRecord, type GiftCardPurchaseRecord, type GiftCardRecord } from '../model';
import { taxOf } from '../money';
import type { Store } from '../store';
import { giftCardOrderSchema, parseBody } from '../validation';
import { giftCardContractWire, giftCardWire } from '../wire';
import { type App, type SandboxContext, idsFilter, origin, readJson, returnUrlOf } from './context';
import { purchaser } from './subscriptions';

function isAvailable(card: GiftCardRecord, nowMs: number): boolean {
  return Date.parse(card.availableFrom) <= nowMs && (card.availableTo === undefined || nowMs <= Date.parse(card.availableTo));
}

function orderAmount(card: GiftCardRecord, amount: number | undefined): number {
  if (card.amountType === 'fixed') {
    if (amount !== undefined && amount !== card.amount) throw validationError('amount', `cannot be chosen for a fixed-amount gift card (it is ${card.amount})`);
    return card.amount;
  }
  const value = amount ?? card.amount;
  const min = card.minAmount ?? 1;
  const max = card.maxAmount ?? Number.MAX_SAFE_INTEGER;
  if (value < min || value > max) throw validationError('amount', `must be between ${min} and ${max}`);
  return value;
}

export function giftCardPurchaseWire(store: Store, p: GiftCardPurchaseRecord): GiftCardPurchase {
  return {
    item: giftCardContractWire(store.state.giftCardContracts.find((k) => k.id === p.contractID)!),
    expiresAt: p.expiresAt, price: p.price, currency: p.currency, tax: p.tax, taxRate: p.taxRate,
    taxInclusive: p.taxInclusive, paymentURL: p.paymentURL,
  };
}

export function registerGiftCards(app: App, { store }: SandboxContext): void {
  const base = '/api/v1/companies/:companyId/plugins/giftcards/client';
  const bearer = (c: Context) => requireCompanyClient(store, c);

  app.get(`${base}/orders`, (c) => {
    const { client, companyId } = bearer(c);
    return c.json(store.state.giftCardContracts.filter((k) => k.clientID === client.id && k.companyID === companyId).map(giftCardContractWire));
  });

  app.get(`${base}/orders/:itemId`, (c) => {
    const { client, companyId } = bearer(c);
    const id = c.req.param('itemId');
    const order = store.state.giftCardContracts.find((k) => k.id === id && k.clientID === client.id && k.companyID === companyId);
    if (!order) throw notFound('Gift card order', id);
    return c.json(giftCardContractWire(order));
  });

  app.post(`${base}/orders`, async (c) => {
    const principal = requireApiKeyOrBearer(store, c);
    const companyId = store.company(c.req.param('companyId'), principal.keyCompany);
    const body = parseBody(giftCardOrderSchema, await readJson(c));
    const returnUrl = returnUrlOf(body);
    const card = store.state.giftCards.find((g) => g.id === body.giftCardID && soldBy(g, companyId));
    if (!card) throw validationError('giftCardID', `names no gift card ("${body.giftCardID}")`);
    if (!isAvailable(card, store.nowMs())) throw validationError('giftCardID', 'names a gift card that is not on sale now');
    const amount = orderAmount(card, body.amount);
    const client = purchaser(store, principal.client, body.client);
    const contract: GiftCardContractRecord = {
      id: store.newId(), createdAt: store.nowIso(), companyID: companyId, giftCardID: card.id, giftCardName: card.title,
      clientID: client.id, code: '', amount, currency: card.currency, status: 'pending', usages: [],
      ...(body.metaData ? { metaData: body.metaData } : {}),
    };
    store.state.giftCardContracts.push(contract);
    const { price, tax } = taxOf(amount, card.taxRate, card.taxInclusive);
    const id = store.newId();
    const record: GiftCardPurchaseRecord = {
      id, contractID: contract.id, price, tax, currency: card.currency, taxRate: card.taxRate, taxInclusive: card.taxInclusive,
      expiresAt: store.holdUntil(),
      paymentURL: `${origin(c)}/sandbox/pay/giftcard/${id}`, status: 'pending', ...(returnUrl ? { returnUrl } : {}),
    };
    store.state.giftCardPurchases.push(record);
    return c.json(giftCardPurchaseWire(store, record), 201);
  });

  app.get(`${base}/giftcards`, (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const companyId = store.company(c.req.param('companyId'), keyCompany);
    const ids = idsFilter(c);
    return c.json(store.state.giftCards.filter((g) => soldBy(g, companyId) && isAvailable(g, store.nowMs()) && (!ids || ids.has(g.id))).map(giftCardWire));
  });
}
