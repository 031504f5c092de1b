import type { SubscriptionCart, SubscriptionPurchase } from '@bookla/runtime/types';
import type { Context } from 'hono';
import { requireApiKey, requireApiKeyOrBearer, requireCompanyClient } from '../auth';
import { ApiError, notFound, validationError } from '../errors';
import { soldBy, type Cart, type Client, type ContractRecord, type JsonMap, type PlanRecord, type SubscriptionPurchaseRecord } from '../model';
import { taxOf } from '../money';
import type { Store } from '../store';
import { addCalendarDuration, isoAt } from '../time';
import { cartAddSchema, parseBody, renewSchema, subscriptionPurchaseSchema } from '../validation';
import { contractWire, planWire } from '../wire';
import { type App, type SandboxContext, checkReturnUrl, idsFilter, origin, readJson, returnUrlOf } from './context';

function isAvailable(plan: PlanRecord, nowMs: number): boolean {
  return Date.parse(plan.availableFrom) <= nowMs && nowMs <= Date.parse(plan.availableTo);
}

function availablePlan(store: Store, id: string, field: string, companyId: string): PlanRecord {
  const plan = store.state.plans.find((p) => p.id === id && soldBy(p, companyId));
  if (!plan) throw validationError(field, `names no subscription plan ("${id}")`);
  if (!isAvailable(plan, store.nowMs())) throw validationError(field, 'names a plan that is not on sale now');
  return plan;
}

/** End of a contract: calendar months and years are counted in UTC. */
export function contractEnd(c: Pick<ContractRecord, 'activeFrom' | 'duration'>): number {
  return addCalendarDuration(c.activeFrom, c.duration);
}

function newContract(store: Store, client: Client, plan: PlanRecord, status: string, activeFromMs: number, metaData?: JsonMap): ContractRecord {
  const contract: ContractRecord = {
    id: store.newId(), clientID: client.id, subscriptionID: plan.id, status,
    activeFrom: isoAt(activeFromMs), duration: plan.duration,
    limitations: structuredClone(plan.limitations), ...(metaData ? { metaData } : {}),
  };
  store.state.contracts.push(contract);
  return contract;
}

/** Whether a contract is for a plan of this company (a client's purchases span companies). */
function soldHere(store: Store, k: ContractRecord, companyId: string): boolean {
  const plan = store.state.plans.find((p) => p.id === k.subscriptionID);
  return !!plan && soldBy(plan, companyId);
}

/** Carts are per client and company, like their path. */
const cartKey = (client: Client, companyId: string) => `${companyId}/${client.id}`;

/** The client's live cart at this company; an expired one is emptied first. */
function cartOf(store: Store, client: Client, companyId: string): Cart {
  const key = cartKey(client, companyId);
  const cart = store.state.carts[key];
  if (cart && Date.parse(cart.expiresAt) > store.nowMs()) return cart;
  if (cart) store.state.contracts = store.state.contracts.filter((k) => !cart.itemIDs.includes(k.id));
  const fresh: Cart = { expiresAt: store.holdUntil(), itemIDs: [] };
  store.state.carts[key] = fresh;
  return fresh;
}

function cartWire(store: Store, cart: Cart): SubscriptionCart {
  return { expiresAt: cart.expiresAt, items: cart.itemIDs.map((id) => contractWire(store.state.contracts.find((k) => k.id === id)!)) };
}

/**
 * One purchase of `plans`. They must share one currency and one tax rate (the answer has one of each); that is
 * checked before `contracts()` makes (or takes from the cart) anything, so a refused purchase leaves nothing.
 */
function purchase(store: Store, c: Context, client: Client, plans: PlanRecord[], contracts: () => ContractRecord[], returnUrl?: string) {
  const currency = plans[0]!.currency;
  if (plans.some((p) => p.currency !== currency)) throw validationError('items', 'must all be priced in one currency');
  const { taxRate, taxInclusive } = plans[0]!;
  // The answer carries one tax rate: plans taxed differently cannot share a purchase.
  if (plans.some((p) => p.taxRate !== taxRate || p.taxInclusive !== taxInclusive)) throw validationError('items', 'must all be taxed alike');
  const { price, tax } = taxOf(plans.reduce((n, p) => n + p.price, 0), taxRate, taxInclusive);
  const id = store.newId();
  const items = contracts();
  for (const k of items) k.status = 'pending';
  const record: SubscriptionPurchaseRecord = {
    id, clientID: client.id, contractIDs: items.map((k) => k.id), price, currency, tax, taxRate, taxInclusive,
    expiresAt: store.holdUntil(), paymentURL: `${origin(c)}/sandbox/pay/subscription/${id}`, status: 'pending',
    ...(returnUrl ? { returnUrl } : {}),
  };
  store.state.subscriptionPurchases.push(record);
  return purchaseWire(store, record);
}

export function purchaseWire(store: Store, p: SubscriptionPurchaseRecord): SubscriptionPurchase {
  return {
    items: p.contractIDs.map((id) => contractWire(store.state.contracts.find((k) => k.id === id)!)),
    price: p.price, currency: p.currency, tax: p.tax, taxRate: p.taxRate, taxInclusive: p.taxInclusive,
    expiresAt: p.expiresAt, ...(p.status === 'pending' ? { paymentURL: p.paymentURL } : {}),
  };
}

function ownContract(store: Store, { client, companyId }: { client: Client; companyId: string }, id: string): ContractRecord {
  const contract = store.state.contracts.find((k) => k.id === id && k.clientID === client.id && k.status !== 'cart' && soldHere(store, k, companyId));
  if (!contract) throw notFound('Purchase', id);
  return contract;
}

/** The client a guest purchase belongs to: the signed-in one, a known Bookla id, or the form's e-mail. */
export function purchaser(store: Store, signedIn: Client | undefined, guest: { booklaID?: string; email?: string; id?: string; firstName?: string; lastName?: string } | null | undefined): Client {
  if (signedIn) return signedIn;
  const known = guest?.booklaID ? store.client(guest.booklaID) : undefined;
  if (known) return known;
  if (!guest?.email) throw validationError('client.email', 'is required when buying as a guest');
  return store.clientByEmail(guest.email, guest);
}

export function registerSubscriptions(app: App, { store }: SandboxContext): void {
  const base = '/api/v1/companies/:companyId/plugins/subscription/client';
  const bearer = (c: Context) => requireCompanyClient(store, c);

  app.get(`${base}/cart`, (c) => {
    const { client, companyId } = bearer(c);
    return c.json(cartWire(store, cartOf(store, client, companyId)));
  });

  app.post(`${base}/cart`, async (c) => {
    const { client, companyId } = bearer(c);
    const body = parseBody(cartAddSchema, await readJson(c));
    const plans = body.items.map((item, i) => availablePlan(store, item.subscriptionID, `items.${i}.subscriptionID`, companyId));
    const cart = cartOf(store, client, companyId);
    plans.forEach((plan, i) => cart.itemIDs.push(newContract(store, client, plan, 'cart', store.nowMs(), body.items[i]!.metaData).id));
    cart.expiresAt = store.holdUntil();
    return c.json(cartWire(store, cart));
  });

  app.delete(`${base}/cart/:itemId`, (c) => {
    const { client, companyId } = bearer(c);
    const cart = cartOf(store, client, companyId);
    const id = c.req.param('itemId');
    if (!cart.itemIDs.includes(id)) throw notFound('Cart item', id);
    cart.itemIDs = cart.itemIDs.filter((x) => x !== id);
    store.state.contracts = store.state.contracts.filter((k) => k.id !== id);
    return c.json(cartWire(store, cart));
  });

  app.post(`${base}/cart/checkout`, (c) => {
    const { client, companyId } = bearer(c);
    const cart = cartOf(store, client, companyId);
    if (cart.itemIDs.length === 0) throw new ApiError(409, 'cart_empty', 'The cart is empty; add a subscription first');
    const contracts = cart.itemIDs.map((id) => store.state.contracts.find((k) => k.id === id)!);
    const plans = contracts.map((k) => store.state.plans.find((p) => p.id === k.subscriptionID)!);
    const bought = purchase(store, c, client, plans, () => contracts);
    delete store.state.carts[cartKey(client, companyId)];
    return c.json(bought, 201);
  });

  app.get(`${base}/purchases`, (c) => {
    const { client, companyId } = bearer(c);
    return c.json(store.state.contracts.filter((k) => k.clientID === client.id && k.status !== 'cart' && soldHere(store, k, companyId)).map(contractWire));
  });

  app.get(`${base}/purchases/:itemId`, (c) => c.json(contractWire(ownContract(store, bearer(c), c.req.param('itemId')))));

  app.post(`${base}/purchases/renew`, async (c) => {
    const { client, companyId } = bearer(c);
    const body = parseBody(renewSchema, await readJson(c));
    const returnUrl = returnUrlOf(body);
    const renewals = body.ids.map((id, i) => {
      const old = store.state.contracts.find((k) => k.id === id && k.clientID === client.id && soldHere(store, k, companyId));
      if (!old || (old.status !== 'active' && old.status !== 'expired')) throw validationError(`ids.${i}`, 'names no active or expired purchase of yours');
      return { old, plan: availablePlan(store, old.subscriptionID, `ids.${i}`, companyId) };
    });
    const plans = renewals.map((r) => r.plan);
    // A renewal continues where the current period ends, or starts now when it already ended.
    const contracts = () => renewals.map(({ old, plan }) => newContract(store, client, plan, 'pending', Math.max(store.nowMs(), contractEnd(old))));
    return c.json(purchase(store, c, client, plans, contracts, returnUrl), 201);
  });

  app.post(`${base}/purchases`, async (c) => {
    const principal = requireApiKeyOrBearer(store, c);
    const companyId = store.company(c.req.param('companyId'), principal.keyCompany);
    const body = parseBody(subscriptionPurchaseSchema, await readJson(c));
    // The plan's metaData is the only free-form place a stripped purchase request keeps.
    const returnUrl = returnUrlOf(body) ?? checkReturnUrl(body.items[0]!.metaData?.returnUrl, 'items.0.metaData.returnUrl');
    const plans = body.items.map((item, i) => availablePlan(store, item.subscriptionID, `items.${i}.subscriptionID`, companyId));
    const client = purchaser(store, principal.client, body.client);
    const contracts = () => plans.map((plan, i) => newContract(store, client, plan, 'pending', store.nowMs(), body.items[i]!.metaData));
    return c.json(purchase(store, c, client, plans, contracts, returnUrl), 201);
  });

  app.get(`${base}/subscriptions`, (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const companyId = store.company(c.req.param('companyId'), keyCompany);
    const ids = idsFilter(c);
    return c.json(store.state.plans.filter((p) => soldBy(p, companyId) && isAvailable(p, store.nowMs()) && (!ids || ids.has(p.id))).map(planWire));
  });
}
