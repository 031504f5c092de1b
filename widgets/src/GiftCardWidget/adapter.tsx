import { GIFT_CARD_DEFAULTS } from '@bookla/runtime/config/gift-card-defaults';
import type { GiftCardConfig } from '../shared/widget-config';
import type { CompanyGiftCard } from '@bookla/runtime/types';
import { giftCardPrice, giftCardTaxNote } from '@bookla/runtime/money';
import { giftCardDescription } from '@bookla/runtime/plans';
import { Price } from '../shared/Price';
import { isNum, isObj, isStr, optObj } from '../plugin/guards';
import { giftCardsAvailable, giftCardsOrder } from '@bookla/runtime/endpoints/gift-cards';
import type { PluginAdapter } from '../plugin/types';

/** A gift card row as the widget needs it; a missing tax rate means no tax. */
export function parseGiftCard(raw: unknown): CompanyGiftCard | null {
  if (!isObj(raw) || !isStr(raw.id) || typeof raw.title !== 'string' || !isNum(raw.amount) || !isStr(raw.currency)) return null;
  return {
    ...(raw as unknown as CompanyGiftCard),
    taxRate: isNum(raw.taxRate) && raw.taxRate > 0 ? raw.taxRate : 0,
    taxInclusive: raw.taxInclusive === true,
    validityDuration: typeof raw.validityDuration === 'string' ? raw.validityDuration : '',
    metaData: optObj(raw.metaData),
  };
}

export const giftCardAdapter: PluginAdapter<GiftCardConfig, CompanyGiftCard> = {
  widget: 'giftcard',
  defaults: GIFT_CARD_DEFAULTS,
  // The group already holds the other PluginTexts under the same names.
  texts: ({ localization: { giftCards: t } }) => ({ ...t, empty: t.noGiftCards }),
  presetId: (c) => c.giftCardId,
  entries: (c) =>
    c.giftCardsConfig.filter((e) => isStr(e.giftCardId)).map((e) => ({ id: e.giftCardId, title: e.title, description: e.description })),
  api: { giftCards: { available: giftCardsAvailable, order: giftCardsOrder } },
  load: (client, ids, signal) => client.giftCards.available(ids, { signal }),
  parse: parseGiftCard,
  view: (card, entry, { localization: { locale, giftCards: t } }) => {
    const total = giftCardPrice(card);
    // The group holds the note's texts under the names giftCardTaxNote reads.
    const note = giftCardTaxNote(card, { ...t, locale });
    return {
      title: entry?.title?.trim() || card.title,
      description: giftCardDescription(card, entry?.description, t.validityText, locale),
      price: (
        <>
          <Price amount={total} currency={card.currency} locale={locale} />
          {note ? <span className="bk-note">{note}</span> : null}
        </>
      ),
    };
  },
  loadPurchase: () => import('./purchase'),
};
