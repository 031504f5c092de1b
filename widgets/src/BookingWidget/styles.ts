import { baseStyles } from '../shared/styles';
import { fieldStyles } from '../shared/form/field-styles';
import bookingCss from './booking-css';

/**
 * Everything the booking widget needs before its Form step: the shared rules, the field rules (the Date
 * step has inputs, a code field and terms) and its own (booking.css: edit them there; booking-css.ts, their
 * text, is written by `npm run css -w @bookla/widgets`). The Form step's `formStyles` come with `PurchaseForm`.
 */
export const bookingStyles = baseStyles + fieldStyles + bookingCss;
