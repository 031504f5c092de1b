// Everything the booking flow needs only after a time is chosen: the Form step (with the shared purchase
// form and its CSS), the Success/Pending texts and the booking request. BookingFlow imports this module
// dynamically, so it is its own chunk outside the bytes before the widget is interactive. Keep it free of
// imports the first chunk also has (ResultView, runtime/time, state/flow values): esbuild would move each
// such module into an extra shared chunk, and every chunk costs the first paint bytes (~0.8 KB gz measured).
export { FormStep } from './FormStep/FormStep';
export { resultTexts } from './ResultStep/result-texts';
export { submitBooking } from './submit';
