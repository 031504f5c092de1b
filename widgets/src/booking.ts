// The booking widget entry (`@bookla/widgets/booking`): the component and its stylesheet for a shadow root.
export { BookingWidget } from './BookingWidget/BookingWidget';
export { bookingStyles } from './BookingWidget/styles';
export type { BookingWidgetProps } from './BookingWidget/BookingWidget';
export type { BookingInitialData } from './BookingWidget/BookingFlow';
