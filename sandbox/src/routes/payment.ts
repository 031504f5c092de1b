import type { Context } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { ApiError } from '../errors';
import { formatMoney, renderPaymentPage, type PaymentPage } from '../payment-page';
import type { GiftCardPurchaseRecord, SubscriptionPurchaseRecord } from '../model';
import type { Store } from '../store';
import { instantString, isoAt } from '../time';
import { type App, type SandboxContext, checkReturnUrl } from './context';
import { contractEnd } from './subscriptions';
import { LAPSED } from '../store';

type Kind = 'booking' | 'subscription' | 'giftcard';
type Outcome = 'paid' | 'cancelled';

/** One payable record, whatever its kind, seen through what the payment page needs. */
interface Payable {
  title: string;
  rows: [string, string][];
  total: string;
  /** `pending` can be paid or cancelled; `paid` and `cancelled` are final. */
  state: 'pending' | 'paid' | 'cancelled' | 'expired';
  returnUrl?: string;
  settle(outcome: Outcome): void;
}

type Purchase = SubscriptionPurchaseRecord | GiftCardPurchaseRecord;

/** A purchase the store cancelled because its hold lapsed reads `expired`; one the visitor cancelled stays `cancelled`. */
function purchaseState(p: Purchase): Payable['state'] {
  return p.status === 'cancelled' && !p.cancelledByVisitor ? 'expired' : p.status;
}

function settlePurchase(p: Purchase, outcome: Outcome): void {
  p.status = outcome;
  p.cancelledByVisitor = outcome === 'cancelled';
}

function payable(store: Store, kind: string, id: string): Payable {
  const now = store.nowMs();
  if (kind === 'booking') {
    const b = store.state.bookings.find((x) => x.id === id);
    if (b) {
      const service = store.state.services.find((s) => s.id === b.serviceID)!;
      const resource = store.state.resources.find((r) => r.id === b.resourceID);
      const local = Temporal.Instant.from(b.startTime).toZonedDateTimeISO(service.timeZone);
      return {
        title: `Pay for ${service.name}`,
        rows: [['Service', service.name], ['Resource', resource?.name ?? ''],
          ['Starts', `${local.toPlainDate().toString()} ${local.toPlainTime().toString({ smallestUnit: 'minute' })} (${service.timeZone})`],
          ['Duration', b.duration]],
        total: formatMoney(b.price, b.currency),
        state: b.status === 'pending' ? 'pending' : b.cancelReason === LAPSED ? 'expired' : b.status === 'cancelled' ? 'cancelled' : 'paid',
        returnUrl: b.returnUrl,
        settle: (o) => {
          b.status = o === 'paid' ? 'confirmed' : 'cancelled';
          if (o === 'cancelled') b.cancelReason = 'payment cancelled';
        },
      };
    }
  }
  if (kind === 'subscription') {
    const p = store.state.subscriptionPurchases.find((x) => x.id === id);
    if (p) {
      const contracts = p.contractIDs.map((cid) => store.state.contracts.find((k) => k.id === cid)!);
      return {
        title: 'Pay for your subscription',
        rows: contracts.map((k) => [store.state.plans.find((pl) => pl.id === k.subscriptionID)?.title ?? k.subscriptionID, k.duration]),
        total: formatMoney(p.price, p.currency),
        state: purchaseState(p),
        returnUrl: p.returnUrl,
        settle: (o) => {
          settlePurchase(p, o);
          for (const k of contracts) {
            k.status = o === 'paid' ? 'active' : 'cancelled';
            // A renewal keeps its future start; a new plan starts when it is paid.
            if (o === 'paid' && Date.parse(k.activeFrom) < now) k.activeFrom = isoAt(now);
            if (o === 'paid' && contractEnd(k) <= now) k.status = 'expired';
          }
        },
      };
    }
  }
  if (kind === 'giftcard') {
    const p = store.state.giftCardPurchases.find((x) => x.id === id);
    if (p) {
      const k = store.state.giftCardContracts.find((x) => x.id === p.contractID)!;
      const card = store.state.giftCards.find((g) => g.id === k.giftCardID)!;
      return {
        title: `Pay for ${k.giftCardName}`,
        rows: [['Gift card', k.giftCardName], ['Value', formatMoney(k.amount, k.currency)], ['Valid for', card.validityDuration],
          ['Tax', p.tax > 0 ? `${formatMoney(p.tax, p.currency)} (${p.taxRate}%${p.taxInclusive ? ' included' : ''})` : 'none']],
        total: formatMoney(p.price, p.currency),
        state: purchaseState(p),
        returnUrl: p.returnUrl,
        settle: (o) => {
          settlePurchase(p, o);
          k.status = o === 'paid' ? 'active' : 'cancelled';
          if (o === 'paid') {
            k.code = store.newGiftCode();
            k.validUntil = instantString(Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO('UTC').add(Temporal.Duration.from(card.validityDuration)));
          }
        },
      };
    }
  }
  throw new ApiError(404, 'not_found', `No ${kind} payment "${id}"`);
}

const STATE_MESSAGE = {
  paid: 'Payment confirmed. Thank you!',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment has expired; start again from the widget.',
} as const;

function html(c: Context, page: PaymentPage, status: 200 | 404 | 409 | 410 = 200) {
  return c.html(renderPaymentPage(page), status);
}

/** Return address: the payment URL's `returnUrl` query wins over the one stored with the request. */
function returnTarget(c: Context, stored: string | undefined): string | undefined {
  return checkReturnUrl(c.req.query('returnUrl'), 'returnUrl') ?? stored;
}

export function registerPayment(app: App, { store }: SandboxContext): void {
  app.get('/sandbox/pay/:kind/:id', (c) => {
    const kind = c.req.param('kind');
    const id = c.req.param('id');
    const p = payable(store, kind, id);
    const query = c.req.query('returnUrl') ? `?returnUrl=${encodeURIComponent(checkReturnUrl(c.req.query('returnUrl'), 'returnUrl')!)}` : '';
    const base = `/sandbox/pay/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
    return html(c, {
      title: p.title, rows: p.rows, total: p.total,
      ...(p.state === 'pending' ? { payAction: `${base}/pay${query}`, cancelAction: `${base}/cancel${query}` } : { message: STATE_MESSAGE[p.state] }),
    }, p.state === 'expired' ? 410 : 200);
  });

  for (const action of ['pay', 'cancel'] as const) {
    app.post(`/sandbox/pay/:kind/:id/${action}`, (c) => {
      const kind = c.req.param('kind') as Kind;
      const id = c.req.param('id');
      const p = payable(store, kind, id);
      const outcome: Outcome = action === 'pay' ? 'paid' : 'cancelled';
      const target = returnTarget(c, p.returnUrl);
      if (p.state === 'expired') return html(c, { title: p.title, rows: p.rows, total: p.total, message: STATE_MESSAGE.expired }, 410);
      if (p.state !== 'pending' && p.state !== outcome) {
        return html(c, { title: p.title, rows: p.rows, total: p.total, message: `This payment is already ${p.state}.` }, 409);
      }
      // Paying twice (a double submit) is harmless: the outcome stands.
      if (p.state === 'pending') p.settle(outcome);
      if (target) {
        const url = new URL(target);
        url.searchParams.set('payment', outcome);
        url.searchParams.set('kind', kind);
        url.searchParams.set('id', id);
        return c.redirect(url.toString(), 303);
      }
      return html(c, { title: p.title, rows: p.rows, total: p.total, message: STATE_MESSAGE[outcome] });
    });
  }
}
