// `@bookla/widgets/gift-card` for React apps: the gift card widget, safe to render on the server (see react-widget.tsx).
import { GiftCardWidget as EmbeddedGiftCardWidget, type GiftCardWidgetProps as EmbeddedGiftCardProps } from '../GiftCardWidget/GiftCardWidget';
import { PURCHASE_CALLBACKS, reactWidget, type ReactWidgetProps } from './react-widget';

export type GiftCardWidgetProps = ReactWidgetProps<EmbeddedGiftCardProps, typeof PURCHASE_CALLBACKS>;

/** The gift card widget: `config` as the configurator exports it, callbacks for a purchase and errors. */
export const GiftCardWidget = reactWidget(EmbeddedGiftCardWidget, 'giftcard', PURCHASE_CALLBACKS);
export type { PurchaseEventDetail } from '../shared/events';
