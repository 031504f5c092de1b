// `@bookla/widgets/booking` for React apps: the booking widget, safe to render on the server (see react-widget.tsx).
import { BookingWidget as BookingFlowWidget, type BookingWidgetProps as EmbeddedBookingProps } from '../BookingWidget/BookingWidget';
import { BOOKING_CALLBACKS, reactWidget, type ReactWidgetProps } from './react-widget';

export type BookingWidgetProps = ReactWidgetProps<EmbeddedBookingProps, typeof BOOKING_CALLBACKS>;

/** The booking widget: `config` as the configurator exports it, callbacks for a booking's results and errors. */
export const BookingWidget = reactWidget(BookingFlowWidget, 'booking', BOOKING_CALLBACKS);
export type { BookingEventDetail } from '../shared/events';
