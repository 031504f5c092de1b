import type { BookingRecord, SandboxState, ServiceRecord } from '../model';

/** Pending bookings hold their capacity too: the visitor is on the payment page. */
export function holdsCapacity(b: BookingRecord): boolean {
  return b.status === 'confirmed' || b.status === 'pending';
}

export interface Demand {
  resourceID: string;
  startMs: number;
  endMs: number;
  spots: number;
  tickets?: Record<string, number>;
  nights?: string[];
}

/** Bookings of one service and resource that still hold capacity, indexed once per request. */
export function holdingBookings(state: SandboxState, service: ServiceRecord): Map<string, BookingRecord[]> {
  const byResource = new Map<string, BookingRecord[]>();
  for (const b of state.bookings) {
    if (b.serviceID !== service.id || !holdsCapacity(b)) continue;
    const list = byResource.get(b.resourceID) ?? [];
    list.push(b);
    byResource.set(b.resourceID, list);
  }
  return byResource;
}

/** Whether the demand fits beside existing bookings, by the capacity rule of the service type. */
export function fits(service: ServiceRecord, bookings: BookingRecord[], demand: Demand): boolean {
  switch (service.type) {
    case 'fixed':
    case 'flexible':
      return !bookings.some((b) => Date.parse(b.startTime) < demand.endMs && Date.parse(b.endTime) > demand.startMs);
    case 'group': {
      const taken = bookings.filter((b) => Date.parse(b.startTime) === demand.startMs).reduce((n, b) => n + b.spots, 0);
      return demand.spots <= (service.rules.capacity ?? 1) - taken;
    }
    case 'ticket': {
      const same = bookings.filter((b) => Date.parse(b.startTime) === demand.startMs);
      const left = (id: string, limit: number) => limit - same.reduce((n, b) => n + (b.tickets?.[id]?.spots ?? 0), 0);
      const rules = service.rules.tickets ?? [];
      const wanted = Object.entries(demand.tickets ?? {}).filter(([, n]) => n > 0);
      if (wanted.length === 0) return rules.some((t) => left(t.id, t.limit) > 0);
      return wanted.every(([id, n]) => {
        const rule = rules.find((t) => t.id === id);
        return rule !== undefined && n <= left(id, rule.limit);
      });
    }
    case 'days': {
      const nights = new Set(demand.nights);
      return !bookings.some((b) => (b.nights ?? []).some((n) => nights.has(n)));
    }
  }
}
