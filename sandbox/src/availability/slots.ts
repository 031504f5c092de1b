import { Temporal } from 'temporal-polyfill';
import type { SandboxState, ServiceRecord } from '../model';
import { minutesToDuration, slotMinutes, stayNights, zonedAt } from '../time';
import { fits, holdingBookings } from './capacity';
import { slotPrice, type SlotPrice } from './pricing';
import { datesBetween, isOpenOn, openIntervals } from './working-hours';

/** Longest flexible session and stay the sandbox offers; bounds the work one query can cause. */
const MAX_FLEXIBLE_MINUTES = 14 * 24 * 60;
const MAX_NIGHTS = 365;

export type SlotLength = { kind: 'minutes'; minutes: number; step: number } | { kind: 'nights'; nights: number };

/** The slot length a request asks for, by the service's rules; a string is the reason it is refused. */
export function slotLength(service: ServiceRecord, duration: string | undefined): SlotLength | string {
  const { settings } = service;
  if (service.type === 'days') {
    const nights = stayNights(duration ?? 'P1D');
    if (nights === undefined) return 'must be an ISO 8601 duration of whole days, such as P3D';
    if (nights > MAX_NIGHTS) return `must not exceed P${MAX_NIGHTS}D`;
    return { kind: 'nights', nights };
  }
  const base = slotMinutes(settings.duration ?? 'PT1H') ?? 60;
  const step = slotMinutes(settings.timeInterval ?? '') ?? base;
  if (service.type !== 'flexible' || duration === undefined) return { kind: 'minutes', minutes: base, step };
  const minutes = slotMinutes(duration);
  if (minutes === undefined) return 'must be an ISO 8601 duration such as PT1H30M';
  if (minutes < base) return `must be at least ${minutesToDuration(base)}`;
  if (minutes > MAX_FLEXIBLE_MINUTES) return `must not exceed ${minutesToDuration(MAX_FLEXIBLE_MINUTES)}`;
  if (minutes % step !== 0) return `must be a multiple of ${minutesToDuration(step)}`;
  return { kind: 'minutes', minutes, step };
}

export interface SlotRequest {
  fromMs: number;
  toMs: number;
  length: SlotLength;
  spots: number;
  tickets?: Record<string, number>;
  resourceIDs: string[];
}

export interface Slot {
  resourceID: string;
  startMs: number;
  endMs: number;
  duration: string;
  price: SlotPrice;
  /** False when existing bookings use up the capacity; such slots are not offered but show a conflict. */
  free: boolean;
  /** Local dates of the nights a stay covers (days services). */
  nights?: string[];
  /** Local date the slot starts on, in the service zone. */
  date: string;
}

/**
 * Every slot of the service in the window, per resource, from working hours, slot length, capacity and
 * existing bookings. Sessions must lie wholly inside `[from, to]`; stays need only start inside it,
 * because a stay query spans check-in to check-out dates. Slots before `now` are never offered.
 */
export function listSlots(state: SandboxState, service: ServiceRecord, req: SlotRequest, nowMs: number): Map<string, Slot[]> {
  const tz = service.timeZone;
  const zoned = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(tz);
  const firstDate = zoned(req.fromMs).toPlainDate().subtract({ days: 1 });
  const lastDate = zoned(req.toMs).toPlainDate().add({ days: 1 });
  const bookings = holdingBookings(state, service);
  const out = new Map<string, Slot[]>(req.resourceIDs.map((id) => [id, []]));

  if (req.length.kind === 'nights') {
    const nights = req.length.nights;
    const today = zoned(nowMs).toPlainDate();
    for (const date of datesBetween(firstDate, lastDate)) {
      if (Temporal.PlainDate.compare(date, today) < 0) continue;
      const checkIn = zonedAt(date, service.rules.checkInTime ?? '15:00', tz);
      const startMs = checkIn.epochMilliseconds;
      if (startMs < req.fromMs || startMs >= req.toMs) continue;
      const stay = Array.from({ length: nights }, (_, i) => date.add({ days: i }));
      if (!stay.every((night) => isOpenOn(service, night))) continue;
      // Calendar days, not 24-hour blocks: check-out keeps the local check-in clock across DST.
      const endMs = checkIn.add({ days: nights }).epochMilliseconds;
      const nightKeys = stay.map((d) => d.toString());
      for (const resourceID of req.resourceIDs) {
        out.get(resourceID)!.push({
          resourceID, startMs, endMs, duration: `P${nights}D`, nights: nightKeys, date: date.toString(),
          price: slotPrice(service, { resourceID, minutes: nights * 1440, spots: req.spots, nights: stay }),
          free: fits(service, bookings.get(resourceID) ?? [], { resourceID, startMs, endMs, spots: req.spots, nights: nightKeys }),
        });
      }
    }
    return out;
  }

  const { minutes, step } = req.length;
  const lengthMs = minutes * 60_000;
  const stepMs = step * 60_000;
  // Local midnights as instants, walked with one pointer: converting every start through Temporal
  // costs ~0.3 ms each, which made a three-month dates query take a second.
  const days = datesBetween(firstDate, lastDate.add({ days: 1 }));
  const midnights = days.map((d) => d.toZonedDateTime({ timeZone: tz }).epochMilliseconds);
  let day = 0;
  for (const [open, close] of openIntervals(service, firstDate, lastDate)) {
    for (let startMs = open; startMs + lengthMs <= close; startMs += stepMs) {
      const endMs = startMs + lengthMs;
      if (startMs < req.fromMs || startMs < nowMs) continue;
      if (endMs > req.toMs) break;
      while (day + 1 < midnights.length && midnights[day + 1]! <= startMs) day++;
      const date = days[day]!.toString();
      for (const resourceID of req.resourceIDs) {
        const demand = { resourceID, startMs, endMs, spots: req.spots, tickets: req.tickets };
        out.get(resourceID)!.push({
          resourceID, startMs, endMs, duration: minutesToDuration(minutes), date,
          price: slotPrice(service, { resourceID, minutes, spots: req.spots, tickets: req.tickets }),
          free: fits(service, bookings.get(resourceID) ?? [], demand),
        });
      }
    }
  }
  return out;
}
