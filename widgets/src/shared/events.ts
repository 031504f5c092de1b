/**
 * DOM events the widgets send to the host page. Each is a `CustomEvent` dispatched on the widget's host
 * element (or its root when no host is given) with `bubbles` and `composed`, so a listener on the host,
 * on `document`, or outside a shadow root receives it.
 *
 * ```js
 * el.addEventListener('bookla:purchase-succeeded', (e) => console.log(e.detail.itemId));
 * ```
 * A payload change ships as a new `…-v2` event; the old one is then marked `@deprecated`.
 */
import type { WidgetType } from '@bookla/runtime/config';

/** @deprecated The runtime's `WidgetType` (the same three names); kept so existing imports still compile. */
export type WidgetKind = WidgetType;

/** Payload of the three booking result events. */
export interface BookingEventDetail {
  bookingId?: string;
  serviceId: string;
  /** RFC 3339 start of the booked slot. */
  startTime: string;
  /** Booking status from the API ('confirmed', 'pending', …). */
  status?: string;
  /** Error code (`BooklaError.code`) or message; failures only. */
  error?: string;
}

/** Payload of the three purchase events. */
export interface PurchaseEventDetail {
  widget: 'subscription' | 'giftcard';
  /** The subscription plan or gift card id. */
  itemId: string;
  /** Where the visitor is sent to pay; succeeded only, when the API returned one. */
  paymentURL?: string;
  /** Error code (`BooklaError.code`) or message; failed only. */
  error?: string;
}

export interface WidgetEventMap {
  /**
   * Purpose: tells the host the widget is interactive.
   * When it fires: once, after the widget's first data (service or list) has loaded or failed to load.
   * Payload: `{ widget }`.
   */
  'bookla:ready': { widget: WidgetType };
  /**
   * Purpose: lets the host follow the visitor through the flow (analytics, resizing).
   * When it fires: every time the visible step changes, not on the first render.
   * Payload: `{ widget, step }` with the new step's name ('list', 'purchase', 'date', 'form', …).
   */
  'bookla:step-change': { widget: WidgetType; step: string };
  /**
   * Purpose: a booking was made and confirmed.
   * When it fires: after the create-booking call answered with status 'confirmed'.
   * Payload: `BookingEventDetail`.
   */
  'bookla:booking-confirmed': BookingEventDetail;
  /**
   * Purpose: a booking was made and awaits payment or approval.
   * When it fires: after the create-booking call answered with status 'pending' (before any redirect).
   * Payload: `BookingEventDetail`.
   */
  'bookla:booking-pending': BookingEventDetail;
  /**
   * Purpose: a booking attempt failed.
   * When it fires: when the create-booking call throws; the widget shows its Error step.
   * Payload: `BookingEventDetail` with `error`.
   */
  'bookla:booking-failed': BookingEventDetail;
  /**
   * Purpose: a purchase was submitted.
   * When it fires: when a valid purchase form is submitted, before the request is sent.
   * Payload: `PurchaseEventDetail` without `paymentURL`/`error`.
   */
  'bookla:purchase-started': PurchaseEventDetail;
  /**
   * Purpose: the platform accepted a purchase.
   * When it fires: after the purchase call succeeded, before the browser is sent to `paymentURL`.
   * Payload: `PurchaseEventDetail` with `paymentURL` when present.
   */
  'bookla:purchase-succeeded': PurchaseEventDetail;
  /**
   * Purpose: a purchase attempt failed.
   * When it fires: when the purchase call throws; the form shows its error message.
   * Payload: `PurchaseEventDetail` with `error`.
   */
  'bookla:purchase-failed': PurchaseEventDetail;
  /**
   * Purpose: reports a failure that is not a booking/purchase result (loading data, bad config).
   * When it fires: when the widget shows or logs a load error.
   * Payload: `{ widget, code?, message }`.
   */
  'bookla:error': { widget: WidgetType; code?: string; message: string };
}

export type WidgetEventName = keyof WidgetEventMap;

/**
 * Dispatches a `bookla:*` event on `host`. Never throws: a failing host listener must not break the
 * widget, so errors are logged instead.
 */
export function emitWidgetEvent<K extends WidgetEventName>(
  host: EventTarget | null | undefined,
  name: K,
  detail: WidgetEventMap[K],
): void {
  if (!host) return;
  try {
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  } catch (error) {
    console.error(`Bookla: a listener of ${name} threw`, error);
  }
}
