// `@bookla/widgets/subscription` for React apps: the subscription widget, safe to render on the server (see react-widget.tsx).
import { SubscriptionWidget as EmbeddedSubscriptionWidget, type SubscriptionWidgetProps as EmbeddedSubscriptionProps } from '../SubscriptionWidget/SubscriptionWidget';
import { PURCHASE_CALLBACKS, reactWidget, type ReactWidgetProps } from './react-widget';

export type SubscriptionWidgetProps = ReactWidgetProps<EmbeddedSubscriptionProps, typeof PURCHASE_CALLBACKS>;

/** The subscription widget: `config` as the configurator exports it, callbacks for a purchase and errors. */
export const SubscriptionWidget = reactWidget(EmbeddedSubscriptionWidget, 'subscription', PURCHASE_CALLBACKS);
export type { PurchaseEventDetail } from '../shared/events';
