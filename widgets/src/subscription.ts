export { SubscriptionWidget, subscriptionStyles, type SubscriptionWidgetProps } from './SubscriptionWidget/index';
