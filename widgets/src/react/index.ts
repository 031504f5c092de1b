// `@bookla/widgets` for React apps: the three widgets. Import the subpaths (`@bookla/widgets/booking`,
// `/subscription`, `/gift-card`) so a page's bundle carries only the widget it shows.
export { BookingWidget, type BookingWidgetProps } from './booking';
export { SubscriptionWidget, type SubscriptionWidgetProps } from './subscription';
export { GiftCardWidget, type GiftCardWidgetProps } from './gift-card';
export type { CallbackProps, BoxProps } from './react-widget';
export type { WidgetEventMap, WidgetEventName, WidgetKind, BookingEventDetail, PurchaseEventDetail } from '../shared/events';
