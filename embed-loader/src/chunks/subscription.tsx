// Chunk entry: the subscription widget, mounted by widget.js into a Shadow DOM root on the owner's element.
import './own-props';
import { SubscriptionWidget, subscriptionStyles } from '@bookla/widgets/embed/subscription';
import { createMount, type MountedWidgetProps } from '@bookla/widgets/mount';

/** `mount(target, config, initialData)` → `{ update, destroy }`; called by the loader only. */
export const mount = createMount({
  Widget: SubscriptionWidget as (props: MountedWidgetProps) => ReturnType<typeof SubscriptionWidget>,
  css: subscriptionStyles,
});
