import type { WidgetType } from '@bookla/runtime/config';

/** What each widget type is called in `@bookla/widgets` and where it is imported from (Export's React tab, read back by Import). */
export const REACT_COMPONENTS: Record<WidgetType, { name: string; from: string }> = {
  booking: { name: 'BookingWidget', from: '@bookla/widgets/booking' },
  subscription: { name: 'SubscriptionWidget', from: '@bookla/widgets/subscription' },
  giftcard: { name: 'GiftCardWidget', from: '@bookla/widgets/gift-card' },
};
