import type { Booking, CodeValidateResponse, Service } from '@bookla/runtime/types';
import { formatDaysDuration, formatFlexibleDuration, type FlatSlot } from '@bookla/runtime/time';
import type { Loaded } from './use-load';

/** Steps of the booking flow; CustomForm is the same screen as Form here. */
export type Step = 'loading' | 'ticket' | 'date' | 'form' | 'success' | 'pending' | 'error';
export type CodeStatus = 'idle' | 'loading' | 'valid' | 'invalid';

/** A slot paired with the resource that offers it. */
export type SelectedSlot = FlatSlot;

/** A client identified by a valid subscription or promo code. */
export interface CodeClient {
  id: string;
  email: string;
}

/** What the result screens show after a booking. */
export interface BookingResult {
  booking: Booking;
  email: string;
  /** Custom field label and answer pairs, in form order. */
  fields: [string, string][];
  /** The booking's payment page (a checked paymentURL), while it waits for payment. */
  payment?: string | null;
}

export interface FlowState {
  step: Step;
  service: Service | null;
  /** The message shown (and announced) when loading or booking failed. */
  error: string | null;
  /** 'YYYY-MM-DD' in the service's time zone. */
  date: string;
  /** '' means any resource. */
  resourceId: string;
  spots: number;
  /** Flexible services: chosen duration in minutes, the one slots are loaded for and booked with. */
  minutes: number;
  /**
   * Flexible services: the duration the picker shows but the flow has not applied yet (debounced);
   * null when none. While set, no slot can be chosen: the slots on screen belong to `minutes`.
   */
  pendingMinutes: number | null;
  tickets: Record<string, number>;
  checkIn: string;
  checkOut: string;
  slot: SelectedSlot | null;
  code: string;
  terms: boolean;
  result: BookingResult | null;
  /** Counts step changes made by the visitor (not the first load): focus follows it. */
  moves: number;
  /** Counts refreshes of the dates and times (a visitor back after a while, see freshness.ts): part of their keys. */
  fresh: number;
}

export type FlowAction =
  | { t: 'loaded'; service: Service; date: string; checkIn: string; checkOut: string; minutes: number }
  | { t: 'failed'; error: string }
  | { t: 'date'; date: string }
  | { t: 'resource'; id: string }
  | { t: 'spots'; n: number }
  | { t: 'minutes'; n: number }
  | { t: 'minutesShown'; n: number }
  | { t: 'minutesApply' }
  | { t: 'ticket'; id: string; qty: number }
  | { t: 'stay'; checkIn: string; checkOut: string }
  | { t: 'slot'; slot: SelectedSlot | null }
  | { t: 'code'; code: string }
  | { t: 'terms'; on: boolean }
  | { t: 'step'; step: Step }
  | { t: 'back' }
  | { t: 'fresh' }
  | { t: 'done'; step: 'success' | 'pending'; result: BookingResult };

/** Participants limits: 1 to 10 spots. */
export const MIN_SPOTS = 1;
export const MAX_SPOTS = 10;
/** Duration picker changes are applied 500 ms after the last one (quick clicks cost one query). */
export const DURATION_DEBOUNCE_MS = 500;

export const initialFlow: FlowState = {
  step: 'loading',
  service: null,
  error: null,
  date: '',
  resourceId: '',
  spots: 1,
  minutes: 0,
  pendingMinutes: null,
  tickets: {},
  checkIn: '',
  checkOut: '',
  slot: null,
  code: '',
  terms: false,
  result: null,
  moves: 0,
  fresh: 0,
};

// Every choice that changes what is bookable invalidates the chosen slot.
const clearSlot = (s: FlowState, patch: Partial<FlowState>): FlowState => ({ ...s, ...patch, slot: null });

export function flowReducer(s: FlowState, a: FlowAction): FlowState {
  const n = reduce(s, a);
  return n.step !== s.step && s.step !== 'loading' ? { ...n, moves: s.moves + 1 } : n;
}

function reduce(s: FlowState, a: FlowAction): FlowState {
  switch (a.t) {
    case 'loaded':
      return {
        ...initialFlow,
        step: a.service.type === 'ticket' ? 'ticket' : 'date',
        service: a.service,
        date: a.date,
        checkIn: a.checkIn,
        checkOut: a.checkOut,
        minutes: a.minutes,
      };
    case 'failed':
      return { ...s, step: 'error', error: a.error };
    case 'date':
      return a.date === s.date ? s : clearSlot(s, { date: a.date });
    case 'resource':
      return clearSlot(s, { resourceId: a.id });
    case 'spots':
      return clearSlot(s, { spots: Math.min(MAX_SPOTS, Math.max(MIN_SPOTS, a.n)) });
    case 'minutes':
      return a.n > 0 ? clearSlot(s, { minutes: a.n, pendingMinutes: null }) : s;
    case 'minutesShown':
      // The slot goes at once: it was chosen for a duration the visitor no longer sees.
      return a.n > 0 ? clearSlot(s, { pendingMinutes: a.n === s.minutes ? null : a.n }) : s;
    case 'minutesApply':
      return s.pendingMinutes === null ? s : clearSlot(s, { minutes: s.pendingMinutes, pendingMinutes: null });
    case 'ticket': {
      const tickets = { ...s.tickets };
      // Quantity 0 removes the ticket.
      if (a.qty > 0) tickets[a.id] = a.qty;
      else delete tickets[a.id];
      return clearSlot(s, { tickets });
    }
    case 'stay':
      return clearSlot(s, { checkIn: a.checkIn, checkOut: a.checkOut });
    case 'slot':
      // A click racing a duration change would pair a slot with a duration it was not offered for.
      return a.slot && s.pendingMinutes !== null ? s : { ...s, slot: a.slot };
    case 'code':
      return { ...s, code: a.code.trim() };
    case 'terms':
      return { ...s, terms: a.on };
    case 'step':
      return { ...s, step: a.step };
    case 'fresh':
      return { ...s, fresh: s.fresh + 1 };
    case 'back':
      if (s.step === 'form') return { ...s, step: 'date' };
      if (s.step === 'date' && s.service?.type === 'ticket') return { ...s, step: 'ticket' };
      return s;
    case 'done':
      return { ...s, step: a.step, result: a.result };
  }
}

/** Total number of chosen tickets. */
export const ticketCount = (tickets: Record<string, number>): number =>
  Object.values(tickets).reduce((n, q) => n + q, 0);

/**
 * The `duration` a booking of this choice sends: flexible services the chosen minutes, days services the
 * nights (at least one); other types none. Computed here, not in the lazily loaded booking request, so that
 * chunk shares no module with the first one.
 */
export function requestDuration(type: string, minutes: number, nights: number): string | undefined {
  if (type === 'flexible' && minutes > 0) return formatFlexibleDuration(0, minutes);
  if (type === 'days') return formatDaysDuration(Math.max(1, nights));
  return undefined;
}

/** The code's validation as the flow uses it: its status, and the client a valid code belongs to. */
export interface CodeCheck {
  codeStatus: CodeStatus;
  codeClient: CodeClient | null;
  /** What the booking costs with the code (the validation's price), when it applies and says. */
  codePrice?: number | null;
}

/**
 * The code's state from its validation for the current code and slot (`check`; none without both). A
 * failed request counts as an invalid code, and only a valid code names its client.
 */
export function codeCheck(check: Loaded<CodeValidateResponse | null> | null): CodeCheck {
  const r = check?.data;
  return {
    codeStatus: !check ? 'idle' : check.status === 'loading' ? 'loading' : r?.canApply ? 'valid' : 'invalid',
    codeClient: r?.canApply && r.clientID && r.clientEmail ? { id: r.clientID, email: r.clientEmail } : null,
    codePrice: r?.canApply && Number.isFinite(r.price) && r.price >= 0 ? r.price : null,
  };
}
