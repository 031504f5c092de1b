// The subscription widget's purchase step, loaded after the list is on screen (see PluginAdapter.loadPurchase).
import type { SubscriptionConfig } from '../shared/widget-config';
import type { CompanySubscription } from '@bookla/runtime/types';
import type { PurchaseParts } from '../plugin/types';
import { formatMoney } from '@bookla/runtime/money';

export { PurchaseStep } from '../plugin/PurchaseStep';

export const parts: PurchaseParts<SubscriptionConfig, CompanySubscription> = {
  priceText: (plan, { localization: { locale } }) => formatMoney(plan.price, plan.currency, { locale }),
  purchase: async (client, id, { client: guest, metaData }, idempotencyKey) => {
    const answer = await client.subscriptions.purchase(
      { items: [{ subscriptionID: id, ...(metaData ? { metaData } : {}) }], ...(guest ? { client: guest } : {}) },
      { idempotencyKey },
    );
    return typeof answer?.paymentURL === 'string' ? answer.paymentURL : undefined;
  },
};
