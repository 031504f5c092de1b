import { deepFreeze } from '../plain';
import type { SubscriptionTexts } from '../types';
import { baseDefaults, COMMON_TEXTS, type WidgetDefaults } from './base';
import { PLUGIN_ERROR_TEXTS } from './plugin';

/** The subscription widget's texts. Placeholders: {count} in the bookings count texts. */
export const SUBSCRIPTION_TEXTS: SubscriptionTexts = deepFreeze<SubscriptionTexts>({
  ...COMMON_TEXTS,
  subscriptions: {
    title: 'Choose Subscription',
    subtitle: 'Select a subscription plan',
    summaryTitle: 'Subscription Summary',
    buyText: 'Purchase',
    comparedPriceLabel: 'was',
    bookingsCountText: '{count} bookings',
    bookingCountText: '{count} booking',
    noSubscriptions: 'No subscriptions available',
    loadError: 'Failed to load subscriptions',
    purchaseError: 'Failed to purchase subscription',
  },
  errors: PLUGIN_ERROR_TEXTS,
});

/** The subscription widget's defaults. */
export const SUBSCRIPTION_DEFAULTS: WidgetDefaults<'subscription'> = deepFreeze<WidgetDefaults<'subscription'>>({
  type: 'subscription',
  defaults: { ...baseDefaults(SUBSCRIPTION_TEXTS), subscriptionsConfig: [] },
  optional: ['apiUrl', 'tokens', 'subscriptionId'],
});
