import { SUBSCRIPTION_DEFAULTS } from '@bookla/runtime/config/subscription-defaults';
import type { SubscriptionConfig } from '../shared/widget-config';
import type { CompanySubscription } from '@bookla/runtime/types';
import { subscriptionDescription } from '@bookla/runtime/plans';
import { Price } from '../shared/Price';
import { isNum, isObj, isStr, optObj } from '../plugin/guards';
import { subscriptionsAvailable, subscriptionsPurchase } from '@bookla/runtime/endpoints/subscriptions';
import type { PluginAdapter } from '../plugin/types';

/** A plan row as the widget needs it; anything else in the API answer is ignored. */
export function parseSubscription(raw: unknown): CompanySubscription | null {
  if (!isObj(raw) || !isStr(raw.id) || typeof raw.title !== 'string' || !isNum(raw.price) || !isStr(raw.currency)) return null;
  return {
    ...(raw as unknown as CompanySubscription),
    duration: typeof raw.duration === 'string' ? raw.duration : '',
    comparedPrice: isNum(raw.comparedPrice) ? raw.comparedPrice : undefined,
    limitations: (optObj(raw.limitations) ?? {}) as CompanySubscription['limitations'],
    metaData: optObj(raw.metaData),
  };
}

export const subscriptionAdapter: PluginAdapter<SubscriptionConfig, CompanySubscription> = {
  widget: 'subscription',
  defaults: SUBSCRIPTION_DEFAULTS,
  // The group already holds the other PluginTexts under the same names.
  texts: ({ localization: { subscriptions: t } }) => ({ ...t, empty: t.noSubscriptions }),
  presetId: (c) => c.subscriptionId,
  entries: (c) =>
    c.subscriptionsConfig.filter((e) => isStr(e.subscriptionId)).map((e) => ({ id: e.subscriptionId, title: e.title, description: e.description })),
  api: { subscriptions: { available: subscriptionsAvailable, purchase: subscriptionsPurchase } },
  load: (client, ids, signal) => client.subscriptions.available(ids, { signal }),
  parse: parseSubscription,
  view: (plan, entry, { localization: { locale, subscriptions } }) => ({
    title: entry?.title?.trim() || plan.title,
    description: subscriptionDescription(plan, entry?.description, {
      locale,
      bookings: subscriptions.bookingsCountText,
      booking: subscriptions.bookingCountText,
    }),
    price: (
      <Price amount={plan.price} compared={plan.comparedPrice} currency={plan.currency} locale={locale} wasLabel={subscriptions.comparedPriceLabel} />
    ),
  }),
  loadPurchase: () => import('./purchase'),
};
