import type {
  BookingRecord, ContractRecord, GiftCardContractRecord, GiftCardRecord, PlanRecord, ResourceRecord, SandboxState,
  ServiceRecord,
} from './model';
import type {
  Booking, CompanyGiftCard, CompanySubscription, GiftCardContract, Resource, Service, SubscriptionContract,
} from '@bookla/runtime/types';

/**
 * Wire shapes of the platform API's responses; internal fields (rules, owners, nights, return URLs) stay behind.
 * The records model the server side, so they stay the sandbox's own; the return types are the runtime's wire
 * types, so the two cannot drift apart without a type error.
 */

export function resourceWire(r: ResourceRecord): Resource {
  return { id: r.id, companyID: r.companyID, name: r.name, color: r.color, createdAt: r.createdAt, updatedAt: r.updatedAt };
}

export function serviceWire(state: SandboxState, s: ServiceRecord): Service & { resources: Resource[] } {
  return {
    id: s.id, companyID: s.companyID, name: s.name, description: s.description, type: s.type, color: s.color,
    createdAt: s.createdAt, updatedAt: s.updatedAt, timeZone: s.timeZone, settings: { ...s.settings },
    resources: s.resourceIDs.map((id) => resourceWire(state.resources.find((r) => r.id === id)!)),
    ...(s.rules.tickets ? { tickets: s.rules.tickets.map((t) => ({ id: t.id, name: t.name })) } : {}),
  };
}

export function bookingWire(b: BookingRecord): Booking {
  return {
    id: b.id, companyID: b.companyID, resourceID: b.resourceID, serviceID: b.serviceID, startTime: b.startTime,
    endTime: b.endTime, duration: b.duration, spots: b.spots, price: b.price, currency: b.currency, type: b.type,
    status: b.status, ...(b.status === 'pending' && b.paymentURL ? { paymentURL: b.paymentURL } : {}),
    ...(b.tickets ? { tickets: b.tickets } : {}), ...(b.metaData ? { metaData: b.metaData } : {}), createdAt: b.createdAt,
  };
}

export function contractWire(c: ContractRecord): SubscriptionContract {
  return {
    id: c.id, clientID: c.clientID, subscriptionID: c.subscriptionID, status: c.status, activeFrom: c.activeFrom,
    duration: c.duration, limitations: c.limitations, ...(c.metaData ? { metaData: c.metaData } : {}),
  };
}

export function planWire(p: PlanRecord): CompanySubscription {
  return {
    id: p.id, title: p.title, price: p.price, ...(p.comparedPrice !== undefined ? { comparedPrice: p.comparedPrice } : {}),
    currency: p.currency, duration: p.duration, availableFrom: p.availableFrom, availableTo: p.availableTo,
    ...(p.rRule ? { rRule: p.rRule } : {}), resourceIDs: p.resourceIDs, serviceIDs: p.serviceIDs,
    limitations: p.limitations, ...(p.metaData ? { metaData: p.metaData } : {}),
  };
}

export function giftCardWire(g: GiftCardRecord): CompanyGiftCard {
  return { ...g };
}

export function giftCardContractWire(g: GiftCardContractRecord): GiftCardContract {
  return { ...g };
}
