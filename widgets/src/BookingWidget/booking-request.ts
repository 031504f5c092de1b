import type { BookingRequest, GuestClient, Service } from '@bookla/runtime/types';
import type { CodeCheck, FlowState, SelectedSlot } from './state/flow';

/** Guest identity typed into the form; `id` is the per-form client UUID. */
export interface GuestIdentity {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface BookingInput {
  companyId: string;
  service: Service;
  slot: SelectedSlot;
  flow: Pick<FlowState, 'spots' | 'tickets' | 'code'> & CodeCheck;
  /** Flexible and days services: the booked duration (`requestDuration` of the flow); ignored for other types. */
  duration?: string;
  /** Signed-in bookings never carry `client`: the bearer token identifies the client. */
  signedIn: boolean;
  guest: GuestIdentity | null;
  /** Custom field answers, already keyed; empty answers are dropped here. */
  metaData: Record<string, string | string[]>;
  /** Text for the payment provider: service name and local date and time. */
  description: string;
}


const isFilled = (v: string | string[]): boolean => (Array.isArray(v) ? v.length > 0 : v.trim() !== '');

/** The API's booking request for the chosen slot and answers. */
export function buildBookingRequest(input: BookingInput): BookingRequest {
  const { service, slot, flow } = input;
  const req: BookingRequest = {
    companyID: input.companyId,
    serviceID: service.id,
    resourceID: slot.resourceID,
    // The API only accepts UTC with 'Z' (it refuses offsets), whatever offset the slot came with.
    startTime: new Date(slot.startTime).toISOString(),
    customPurchaseDescription: input.description,
  };
  if (service.type === 'group') req.spots = flow.spots;
  if ((service.type === 'flexible' || service.type === 'days') && input.duration) req.duration = input.duration;
  if (service.type === 'ticket') req.tickets = { ...flow.tickets };
  if (flow.code && flow.codeStatus === 'valid') req.code = flow.code;
  const meta = Object.fromEntries(Object.entries(input.metaData).filter(([, v]) => isFilled(v)));
  if (Object.keys(meta).length) req.metaData = meta;
  const client = bookingClient(input);
  if (client) req.client = client;
  return req;
}

function bookingClient({ signedIn, guest, flow }: BookingInput): GuestClient | undefined {
  if (signedIn) return undefined;
  // A code that identified a known client books for that client (the guest's booklaID).
  if (flow.codeStatus === 'valid' && flow.codeClient) return { booklaID: flow.codeClient.id, email: flow.codeClient.email };
  if (guest && guest.email.trim()) {
    return {
      id: guest.id,
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
    };
  }
  return undefined;
}
