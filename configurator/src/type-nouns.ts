import type { WidgetType } from '@bookla/runtime/config';

/** Each widget type as a word inside a sentence ('Your gift card draft…'); the type switch's labels are capitalised. */
export const TYPE_NOUNS: Readonly<Record<WidgetType, string>> = Object.freeze({ booking: 'booking', subscription: 'subscription', giftcard: 'gift card' });
