import { deepFreeze } from '../plain';
import type { GiftCardTexts } from '../types';
import { baseDefaults, COMMON_TEXTS, type WidgetDefaults } from './base';
import { PLUGIN_ERROR_TEXTS } from './plugin';

/** The gift card widget's texts. Placeholders: {rate} in taxExcludedText, {min} and {max} in the amount texts. */
export const GIFT_CARD_TEXTS: GiftCardTexts = deepFreeze<GiftCardTexts>({
  ...COMMON_TEXTS,
  giftCards: {
    title: 'Choose Gift Card',
    subtitle: 'Please select one of the gift cards below',
    summaryTitle: 'Gift Card Summary',
    buyText: 'Purchase Gift Card',
    noGiftCards: 'No gift cards available',
    validityText: 'Valid for: ',
    taxIncludedText: 'Tax included',
    taxExcludedText: 'incl. {rate}% tax',
    amountLabel: 'Amount',
    amountRangeText: 'Enter an amount from {min} to {max}',
    amountMinText: 'Enter an amount of at least {min}',
    loadError: 'Failed to load gift cards',
    purchaseError: 'Failed to purchase gift card',
  },
  errors: PLUGIN_ERROR_TEXTS,
});

/** The gift card widget's defaults. */
export const GIFT_CARD_DEFAULTS: WidgetDefaults<'giftcard'> = deepFreeze<WidgetDefaults<'giftcard'>>({
  type: 'giftcard',
  defaults: { ...baseDefaults(GIFT_CARD_TEXTS), giftCardsConfig: [] },
  optional: ['apiUrl', 'tokens', 'giftCardId'],
});
