// Chunk entry: the booking widget, mounted by widget.js into a Shadow DOM root on the owner's element.
import './own-props';
import { BookingWidget, bookingStyles } from '@bookla/widgets/embed/booking';
import { createMount, type MountedWidgetProps } from '@bookla/widgets/mount';

/** `mount(target, config, initialData)` → `{ update, destroy }`; called by the loader only. */
export const mount = createMount({
  Widget: BookingWidget as (props: MountedWidgetProps) => ReturnType<typeof BookingWidget>,
  css: bookingStyles,
});
