// Everything the booking flow needs only after a time is chosen: the Form step (with the shared purchase
// form and its CSS), the Success/Pending texts with the Success screen's Add to calendar, and the booking
// request; and what keeps the times fresh for a visitor who comes back to the tab (needed a minute after the
// first screen at the earliest). BookingFlow imports this module dynamically, so it is its own chunk outside
// the bytes before the widget is interactive.
// What it shares with the first screen goes to the one chunk the booking entry shares with it (each widget
// type is built on its own); a module it shared with only some other lazy chunk would make a third
// first-paint file, which embed-loader's lazy-chunks test refuses.
export { FormStep } from './FormStep/FormStep';
export { resultProps } from './ResultStep/result-props';
export { submitBooking } from './submit';
export { Freshness } from './state/freshness';
