// Everything the booking flow needs only after a time is chosen: the Form step (with the shared purchase
// form and its CSS), the Success/Pending screens and the booking request. BookingFlow imports this module
// dynamically, so it is its own chunk outside the bytes before the widget is interactive.
export { FormStep } from './FormStep/FormStep';
export { ResultStep } from './ResultStep/ResultStep';
export { submitBooking } from './submit';
