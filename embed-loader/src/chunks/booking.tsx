// Chunk entry: the booking widget, mounted by widget.js into a Shadow DOM root on the owner's element.
import './own-props';
import { BookingWidget, bookingStyles } from '@bookla/widgets/booking';
import { ErrorScreen } from './error-screen';
import { createMount, type EmbeddedWidgetProps } from './mount';

/** `mount(target, config, initialData)` → `{ update, destroy }`; called by the loader only. */
export const mount = createMount({
  Widget: BookingWidget as (props: EmbeddedWidgetProps) => ReturnType<typeof BookingWidget>,
  css: bookingStyles,
  ErrorScreen,
});
