// @bookla/widgets: the three widgets and their stylesheets. Loaders should import the subpaths
// (`./booking`, `./subscription`, `./gift-card`) so each page pays only for the widget it shows.
export { BookingWidget, bookingStyles } from './booking';
export { SubscriptionWidget, subscriptionStyles } from './subscription';
export { GiftCardWidget, giftCardStyles } from './gift-card';
export { emitWidgetEvent } from './shared/events';
export type { SubscriptionWidgetProps } from './subscription';
export type { GiftCardWidgetProps } from './gift-card';
export type {
  WidgetEventMap,
  WidgetEventName,
  WidgetKind,
  BookingEventDetail,
  PurchaseEventDetail,
} from './shared/events';
