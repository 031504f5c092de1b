// The gift card widget's purchase step, loaded after the list is on screen (see PluginAdapter.loadPurchase).
import type { GiftCardConfig } from '../shared/widget-config';
import type { CompanyGiftCard } from '@bookla/runtime/types';
import { formatMoney, giftCardPrice } from '@bookla/runtime/money';
import { giftCardDescription } from '@bookla/runtime/plans';
import { amountInputText, giftCardAmountRange, inAmountRange, parseAmountInput } from '@bookla/runtime/money-input';
import type { PurchaseParts } from '../plugin/types';

export { PurchaseStep } from '../plugin/PurchaseStep';

export const parts: PurchaseParts<GiftCardConfig, CompanyGiftCard> = {
  // Under the title, the card's validity in words (never its description), when it has one.
  summary: (view, { validityDuration }, { localization: { locale, giftCards: t } }) => (
    <section className="bk-summary" aria-label={t.summaryTitle}>
      <span className="bk-row-title">{view.title}</span>
      {validityDuration ? <span className="bk-secondary">{giftCardDescription({ validityDuration }, null, t.validityText, locale)}</span> : null}
      {view.price ? <span className="bk-summary-row">{view.price}</span> : null}
    </section>
  ),
  priceText: (card, { localization: { locale } }) => formatMoney(giftCardPrice(card), card.currency, { locale }),
  // A custom-amount card: the visitor chooses its value within the card's limits; the price follows it.
  amount: (card, { localization: { locale, giftCards: t } }) => {
    const range = giftCardAmountRange(card);
    if (!range) return null;
    const money = (minor: number) => formatMoney(minor, card.currency, { locale });
    return {
      initial: amountInputText(range.initial, card.currency, locale),
      hint: (range.max === null ? t.amountMinText : t.amountRangeText).replace('{min}', money(range.min)).replace('{max}', money(range.max ?? 0)),
      read: (text) => {
        const minor = parseAmountInput(text, card.currency);
        return minor !== null && inAmountRange(minor, range) ? minor : null;
      },
      at: (amount) => ({ ...card, amount }),
    };
  },
  purchase: async (client, id, { client: guest, metaData, amount }, idempotencyKey) => {
    const answer = await client.giftCards.order(
      { giftCardID: id, ...(amount !== undefined ? { amount } : {}), ...(metaData ? { metaData } : {}), ...(guest ? { client: guest } : {}) },
      { idempotencyKey },
    );
    return typeof answer?.paymentURL === 'string' ? answer.paymentURL : undefined;
  },
};
