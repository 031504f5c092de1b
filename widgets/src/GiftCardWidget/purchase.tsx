// The gift card widget's purchase step, loaded after the list is on screen (see PluginAdapter.loadPurchase).
import type { GiftCardWidgetConfig } from '@bookla/runtime/config';
import type { CompanyGiftCard } from '@bookla/runtime/types';
import type { PurchaseParts } from '../plugin/types';

export { PurchaseStep } from '../plugin/PurchaseStep';

export const parts: PurchaseParts<GiftCardWidgetConfig, CompanyGiftCard> = {
  purchase: async (client, id, { client: guest, metaData }, idempotencyKey) => {
    const answer = await client.giftCards.order(
      { giftCardID: id, ...(metaData ? { metaData } : {}), ...(guest ? { client: guest } : {}) },
      { idempotencyKey },
    );
    return typeof answer?.paymentURL === 'string' ? answer.paymentURL : undefined;
  },
};
