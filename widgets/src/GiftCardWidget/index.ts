export { GiftCardWidget, giftCardStyles, type GiftCardWidgetProps } from './GiftCardWidget';
