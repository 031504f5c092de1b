// Chunk entry: the gift-card widget, mounted by widget.js into a Shadow DOM root on the owner's element.
import './own-props';
import { GiftCardWidget, giftCardStyles } from '@bookla/widgets/embed/gift-card';
import { createMount, type MountedWidgetProps } from '@bookla/widgets/mount';

/** `mount(target, config, initialData)` → `{ update, destroy }`; called by the loader only. */
export const mount = createMount({
  Widget: GiftCardWidget as (props: MountedWidgetProps) => ReturnType<typeof GiftCardWidget>,
  css: giftCardStyles,
});
