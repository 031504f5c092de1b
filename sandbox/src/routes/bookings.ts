import type { Context } from 'hono';
import { listSlots, slotLength, type Slot } from '../availability/slots';
import { requireApiKeyOrBearer, requireBearer } from '../auth';
import { ApiError, notFound, validationError } from '../errors';
import type { BookingRecord, Client } from '../model';
import type { Store } from '../store';
import { isoAt, parseInstant } from '../time';
import { bookingRequestSchema, cancelSchema, parseBody } from '../validation';
import { bookingWire } from '../wire';
import { type App, type SandboxContext, origin, readJson, returnUrlOf } from './context';
import { checkTickets, ticketSpots } from './services';

const DEFAULT_PAGE = 20;

export function ownsBooking(client: Client, b: BookingRecord): boolean {
  return b.clientID === client.id || (b.clientEmail !== undefined && b.clientEmail.toLowerCase() === client.email.toLowerCase());
}

function ownBooking(store: Store, client: Client, id: string): BookingRecord {
  if (id === '{id}' || id === '%7Bid%7D') {
    throw new ApiError(404, 'not_found', 'The booking id placeholder "{id}" was sent unsubstituted; put the booking id in the path');
  }
  const booking = store.state.bookings.find((b) => b.id === id);
  if (!booking || !ownsBooking(client, booking)) throw notFound('Booking', id);
  return booking;
}

function pageParam(c: Context, name: string, fallback: number): number {
  const raw = c.req.query(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw validationError(name, 'must be a whole number ≥ 0');
  return n;
}

async function createBooking(store: Store, c: Context): Promise<BookingRecord> {
  const principal = requireApiKeyOrBearer(store, c);
  const body = parseBody(bookingRequestSchema, await readJson(c));
  const returnUrl = returnUrlOf(body);
  if (!store.state.companies.includes(body.companyID)) throw validationError('companyID', 'names no known company');
  if (principal.keyCompany && principal.keyCompany !== body.companyID) throw new ApiError(403, 'forbidden', 'The API key belongs to another company');
  const service = store.state.services.find((s) => s.id === body.serviceID && s.companyID === body.companyID);
  if (!service) throw validationError('serviceID', 'names no service of this company');
  if (body.resourceID && !service.resourceIDs.includes(body.resourceID)) throw validationError('resourceID', 'names no resource of this service');

  let spots = 1;
  if (service.type === 'group') {
    spots = body.spots ?? 1;
    const capacity = service.rules.capacity ?? 1;
    if (spots > capacity) throw validationError('spots', `must be at most ${capacity}`);
  }
  if (service.type === 'ticket') {
    checkTickets(service, body.tickets);
    spots = ticketSpots(body.tickets);
    if (spots < 1) throw validationError('tickets', 'must choose at least one ticket');
    for (const [id, n] of Object.entries(body.tickets ?? {})) {
      const limit = service.rules.tickets!.find((t) => t.id === id)!.limit;
      if (n > limit) throw validationError(`tickets.${id}`, `must be at most ${limit}`);
    }
  }
  if (service.type === 'flexible' && body.duration === undefined) throw validationError('duration', 'is required for a flexible service');
  const length = slotLength(service, body.duration);
  if (typeof length === 'string') throw validationError('duration', length);

  const startMs = parseInstant(body.startTime)!.epochMilliseconds;
  if (startMs < store.nowMs() && length.kind === 'minutes') throw validationError('startTime', 'is in the past');
  const toMs = length.kind === 'minutes' ? startMs + length.minutes * 60_000 : startMs + 1;
  const resourceIDs = body.resourceID ? [body.resourceID] : service.resourceIDs;
  const slots = listSlots(store.state, service, { fromMs: startMs, toMs, length, spots, tickets: body.tickets, resourceIDs }, store.nowMs());
  const candidates = [...slots.values()].flat().filter((s) => s.startMs === startMs);
  if (candidates.length === 0) {
    throw validationError('startTime', service.type === 'days'
      ? `is not a check-in time of this service (check-in is ${service.rules.checkInTime ?? '15:00'} ${service.timeZone}, from today on, every night open)`
      : 'is not a bookable start time of this service (outside working hours, off the slot grid or in the past)');
  }
  const slot: Slot | undefined = candidates.find((s) => s.free);
  if (!slot) throw new ApiError(409, 'slot_unavailable', 'The slot is no longer available; choose another time');

  // Unknown or inapplicable codes are accepted and ignored, as the platform does: a booking never fails over a code.
  const known = body.code ? store.state.codes.find((k) => k.code === body.code) : undefined;
  const code = known && store.codeApplies(known, service) ? known : undefined;
  const price = code ? 0 : slot.price.amount;
  const client = principal.client
    ?? (body.client?.booklaID ? store.client(body.client.booklaID) : undefined)
    ?? (body.client?.email ? store.clientByEmail(body.client.email, body.client) : undefined);
  const id = store.newId();
  const needsPayment = service.rules.requiresPayment === true && price > 0;
  const tickets = service.type === 'ticket' ? Object.fromEntries(Object.entries(body.tickets ?? {}).filter(([, n]) => n > 0).map(([tid, n]) => {
    const rule = service.rules.tickets!.find((t) => t.id === tid)!;
    return [tid, { spots: n, price: code ? 0 : rule.price * n, ...(rule.comparedPrice ? { comparedPrice: rule.comparedPrice * n } : {}) }];
  })) : undefined;
  const booking: BookingRecord = {
    id, companyID: service.companyID, resourceID: slot.resourceID, serviceID: service.id,
    startTime: isoAt(slot.startMs),
    endTime: isoAt(slot.endMs),
    duration: slot.duration, spots, price, currency: service.settings.currency, type: service.type,
    status: needsPayment ? 'pending' : 'confirmed',
    ...(needsPayment ? { paymentURL: `${origin(c)}/sandbox/pay/booking/${id}` } : {}),
    ...(tickets ? { tickets } : {}), ...(body.metaData ? { metaData: body.metaData } : {}),
    createdAt: store.nowIso(),
    ...(slot.nights ? { nights: slot.nights } : {}),
    ...(client ? { clientID: client.id, clientEmail: client.email } : {}),
    ...(code ? { code: code.code } : {}), ...(returnUrl ? { returnUrl } : {}),
  };
  store.state.bookings.push(booking);
  return booking;
}

export function registerBookings(app: App, { store }: SandboxContext): void {
  app.get('/api/v1/client/bookings', (c) => {
    const { client } = requireBearer(store, c);
    const limit = pageParam(c, 'limit', DEFAULT_PAGE);
    const offset = pageParam(c, 'offset', 0);
    const own = store.state.bookings.filter((b) => ownsBooking(client, b)).sort((a, b) => a.startTime.localeCompare(b.startTime));
    return c.json({ bookings: own.slice(offset, offset + limit).map(bookingWire), limit, offset, total: own.length });
  });

  app.get('/api/v1/client/bookings/:id', (c) => {
    const { client } = requireBearer(store, c);
    return c.json(bookingWire(ownBooking(store, client, c.req.param('id'))));
  });

  app.post('/api/v1/client/bookings', async (c) => c.json(bookingWire(await createBooking(store, c)), 201));

  app.post('/api/v1/client/bookings/:id/cancel', async (c) => {
    const { client } = requireBearer(store, c);
    const booking = ownBooking(store, client, c.req.param('id'));
    const body = parseBody(cancelSchema, await readJson(c));
    if (booking.status !== 'confirmed' && booking.status !== 'pending') {
      throw new ApiError(409, 'not_cancellable', `A ${booking.status} booking cannot be cancelled`);
    }
    booking.status = 'cancelled';
    booking.cancelReason = body.reason;
    return c.json(bookingWire(booking));
  });
}
