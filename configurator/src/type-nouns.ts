import type { WidgetType } from '@bookla/runtime/config';

/** Each widget type as a word inside a sentence ('Your gift card draft…'); the type switch's labels are capitalised. */
export const TYPE_NOUNS: Readonly<Record<WidgetType, string>> = Object.freeze({ booking: 'booking', subscription: 'subscription', giftcard: 'gift card' });

/** Each widget type named on its own, as the owner reads it in the type switch ('Gift Card'). */
export const TYPE_LABELS: Readonly<Record<WidgetType, string>> = Object.freeze({ booking: 'Booking', subscription: 'Subscription', giftcard: 'Gift Card' });
