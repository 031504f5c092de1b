// The gift card widget's purchase step, loaded after the list is on screen (see PluginAdapter.loadPurchase).
import type { GiftCardConfig } from '../shared/widget-config';
import type { CompanyGiftCard } from '@bookla/runtime/types';
import type { PurchaseParts } from '../plugin/types';

export { PurchaseStep } from '../plugin/PurchaseStep';

export const parts: PurchaseParts<GiftCardConfig, CompanyGiftCard> = {
  summary: (view, { localization: { giftCards: t } }) => (
    <section className="bk-summary" aria-label={t.summaryTitle}>
      <span className="bk-row-title">{view.title}</span>
      {view.detail ? <span className="bk-secondary">{view.detail}</span> : null}
      <span className="bk-summary-row">{view.price}</span>
    </section>
  ),
  purchase: async (client, id, { client: guest, metaData }, idempotencyKey) => {
    const answer = await client.giftCards.order(
      { giftCardID: id, ...(metaData ? { metaData } : {}), ...(guest ? { client: guest } : {}) },
      { idempotencyKey },
    );
    return typeof answer?.paymentURL === 'string' ? answer.paymentURL : undefined;
  },
};
