import type { DeepPartial, SubscriptionWidgetConfig } from '@bookla/runtime/config';
import { baseStyles } from '../shared/styles';
import { PluginWidget } from '../plugin/PluginWidget';
import type { PluginWidgetProps } from '../plugin/types';
import { pluginStyles } from '../plugin/styles';
import { subscriptionAdapter } from './adapter';

/** Everything the subscription widget needs: `baseStyles` plus the list/summary rules. */
export const subscriptionStyles = baseStyles + pluginStyles;

export type SubscriptionWidgetProps = PluginWidgetProps<DeepPartial<SubscriptionWidgetConfig>>;

/** Lets a visitor choose a subscription plan and buy it as a guest or signed-in client. */
export function SubscriptionWidget(props: SubscriptionWidgetProps) {
  return <PluginWidget adapter={subscriptionAdapter} styles={subscriptionStyles} props={props} />;
}
