import type { Dispatch } from 'react';
import type { BookingClient } from './client';
import { isSafeUrl } from '@bookla/runtime/config/widget';
import { isBooklaError } from '@bookla/runtime/errors';
import { formatTime } from '@bookla/runtime/time';
import type { Service } from '@bookla/runtime/types';
import { emitWidgetEvent } from '../shared/events';
import { customFieldKey, type PurchaseFormData } from '../shared/form/validate';
import { buildBookingRequest } from './booking-request';
import type { CodeCheck, FlowAction, FlowState, SelectedSlot } from './state/flow';
import { bookingDay } from './state/told';
import type { BookingConfig } from '../shared/widget-config';

/** What a booking needs from the flow at the moment it is submitted. */
/**
 * A code's holder as the confirmation may name them to whoever typed the code: the first letter and the
 * domain ('j•••@example.com'), never the whole address.
 */
export function maskEmail(email: string | undefined): string {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 ? `${email[0]}•••${email.slice(at)}` : '';
}

export interface SubmitInput {
  cfg: BookingConfig;
  client: BookingClient;
  serviceId: string;
  service: Service;
  slot: SelectedSlot;
  flow: FlowState & CodeCheck;
  /** `requestDuration` of the choice (flexible and days services). */
  duration?: string;
  signedIn: boolean;
  /** The per-form guest id when the guest fields were asked, else null (no `client` is sent). */
  guestId: string | null;
  /** The zone the flow tells the service's times in. */
  zone: string;
  host(): EventTarget | null;
  navigate(url: string): void;
  dispatch: Dispatch<FlowAction>;
}

/**
 * Creates the booking, sends its `bookla:booking-*` event and moves the flow to Success, Pending (redirecting
 * to a safe paymentURL) or Error. Loaded with the Form step: the Date step never needs it before a submit.
 */
export async function submitBooking(c: SubmitInput, data: PurchaseFormData): Promise<void> {
  const { cfg, service, slot } = c;
  const L = cfg.localization;
  const request = buildBookingRequest({
    companyId: cfg.companyId,
    service,
    slot,
    flow: c.flow,
    duration: c.duration,
    signedIn: c.signedIn,
    guest: c.guestId ? { id: c.guestId, firstName: data.firstName, lastName: data.lastName, email: data.email } : null,
    metaData: data.customFields,
    // For the payment provider: the service's name, the date as the visitor was told it and the time in the flow's zone.
    description: `${service.name} ${bookingDay(c.flow, c.zone, L.locale, slot.startTime)} ${formatTime(slot.startTime, c.zone, L.locale)}`,
  });
  const detail = { serviceId: c.serviceId, startTime: request.startTime };
  try {
    const booking = await c.client.bookings.create(request);
    const pending = booking?.status === 'pending';
    const payment = isSafeUrl(booking?.paymentURL) ? booking.paymentURL : null;
    if (!pending && booking?.status !== 'confirmed' && !payment) throw new Error(`Booking status ${booking?.status}`);
    emitWidgetEvent(c.host(), pending ? 'bookla:booking-pending' : 'bookla:booking-confirmed', {
      ...detail,
      bookingId: booking.id,
      status: booking.status,
    });
    const fields = cfg.customFormFields
      .map((f, i): [string, string] => {
        const v = data.customFields[customFieldKey(f.labelText, i)];
        return [f.labelText, Array.isArray(v) ? v.join(', ') : (v ?? '')];
      })
      .filter(([, v]) => v);
    c.dispatch({
      t: 'done',
      step: pending || payment ? 'pending' : 'success',
      result: { booking: { ...booking, startTime: booking.startTime || request.startTime }, email: data.email || maskEmail(c.flow.codeClient?.email), fields, payment },
    });
    // Payment happens on the provider's page (a pending booking redirects to its paymentURL).
    if (payment) c.navigate(payment);
  } catch (error) {
    console.error(`Bookla: ${L.errors.booking}`, error);
    emitWidgetEvent(c.host(), 'bookla:booking-failed', {
      ...detail,
      // The SDK's code, else the text.
      error: isBooklaError(error) ? error.code : String(error),
    });
    c.dispatch({ t: 'failed', error: L.errors.booking });
  }
}
