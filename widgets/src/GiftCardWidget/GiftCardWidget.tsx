import type { DeepPartial, GiftCardWidgetConfig } from '@bookla/runtime/config';
import { baseStyles } from '../shared/styles';
import { PluginWidget } from '../plugin/PluginWidget';
import type { PluginWidgetProps } from '../plugin/types';
import { pluginStyles } from '../plugin/styles';
import { giftCardAdapter } from './adapter';

/** Everything the gift card widget needs: `baseStyles` plus the list/summary rules. */
export const giftCardStyles = baseStyles + pluginStyles;

export type GiftCardWidgetProps = PluginWidgetProps<DeepPartial<GiftCardWidgetConfig>>;

/** Lets a visitor choose a gift card and buy it as a guest or signed-in client. */
export function GiftCardWidget(props: GiftCardWidgetProps) {
  return <PluginWidget adapter={giftCardAdapter} styles={giftCardStyles} props={props} />;
}
