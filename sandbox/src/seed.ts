import { Temporal } from 'temporal-polyfill';
import {
  DEMO_API_KEY, DEMO_CLIENT, DEMO_CODES, DEMO_COMPANY_ID, DEMO_GIFT_CARD_IDS, DEMO_PLAN_IDS, DEMO_SERVICE_IDS, LIVE_COMPANY,
} from './demo';
import type { BookingRecord, ResourceRecord, SandboxState, ServiceRecord, WorkingHours } from './model';
import { instantString, minutesToDuration, toInstant, zonedAt } from './time';

const CREATED = '2025-01-15T09:00:00Z';
const RIGA = 'Europe/Riga';
const NEW_YORK = 'America/New_York';

/** Resource ids of the seed, by name, so tests and demo pages can refer to them through `/sandbox/info`. */
export const SEED_RESOURCE_IDS = {
  court1: 'e0000001-0000-4000-8000-000000000001',
  court2: 'e0000002-0000-4000-8000-000000000002',
  court3: 'e0000003-0000-4000-8000-000000000003',
  studioA: 'e0000004-0000-4000-8000-000000000004',
  studioB: 'e0000005-0000-4000-8000-000000000005',
  yogaHall: 'e0000006-0000-4000-8000-000000000006',
  museum: 'e0000007-0000-4000-8000-000000000007',
  cabinNorth: 'e0000008-0000-4000-8000-000000000008',
  cabinSouth: 'e0000009-0000-4000-8000-000000000009',
  coachAlex: 'e000000a-0000-4000-8000-00000000000a',
  coachSam: 'e000000b-0000-4000-8000-00000000000b',
} as const;

export const SEED_TICKET_IDS = {
  adult: 'a0000001-0000-4000-8000-000000000001',
  child: 'a0000002-0000-4000-8000-000000000002',
  senior: 'a0000003-0000-4000-8000-000000000003',
} as const;

const R = SEED_RESOURCE_IDS;
const every = (hours: [string, string][]): WorkingHours => ({ 1: hours, 2: hours, 3: hours, 4: hours, 5: hours, 6: hours, 7: hours });

function resource(id: string, name: string, color: string): ResourceRecord {
  return { id, companyID: DEMO_COMPANY_ID, name, color, createdAt: CREATED, updatedAt: CREATED };
}

function service(s: Omit<ServiceRecord, 'companyID' | 'createdAt' | 'updatedAt'>): ServiceRecord {
  return { ...s, companyID: DEMO_COMPANY_ID, createdAt: CREATED, updatedAt: CREATED };
}

function seedServices(): ServiceRecord[] {
  const weekdays: [string, string][] = [['08:00', '21:00']];
  const weekend: [string, string][] = [['09:00', '18:00']];
  return [
    service({
      id: DEMO_SERVICE_IDS.fixed, name: 'Tennis court', description: 'One hour on an outdoor or indoor court.',
      type: 'fixed', color: '#2f9e44', timeZone: RIGA,
      settings: { currency: 'EUR', duration: 'PT1H', timeInterval: 'PT30M', tax: { rate: 21, inclusive: true } },
      resourceIDs: [R.court1, R.court2, R.court3],
      rules: {
        workingHours: { 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays, 6: weekend, 7: weekend },
        price: { '*': 2500, [R.court3]: 3200 }, comparedPrice: { '*': 3000 },
      },
    }),
    service({
      id: DEMO_SERVICE_IDS.flexible, name: 'Recording studio', description: 'Book the studio for as long as you need.',
      type: 'flexible', color: '#1971c2', timeZone: NEW_YORK,
      settings: { currency: 'USD', duration: 'PT1H', timeInterval: 'PT30M', tax: { rate: 8.875, inclusive: false } },
      resourceIDs: [R.studioA, R.studioB],
      rules: {
        // Open around the clock at weekends, so long sessions and DST nights are bookable.
        workingHours: { 1: [['08:00', '22:00']], 2: [['08:00', '22:00']], 3: [['08:00', '22:00']], 4: [['08:00', '22:00']],
          5: [['08:00', '22:00']], 6: [['00:00', '24:00']], 7: [['00:00', '24:00']] },
        price: { '*': 4000 },
      },
    }),
    service({
      id: DEMO_SERVICE_IDS.group, name: 'Yoga class', description: 'Small classes, up to 10 participants.',
      type: 'group', color: '#9c36b5', timeZone: RIGA,
      settings: { currency: 'EUR', duration: 'PT1H', timeInterval: 'PT1H', tax: { rate: 21, inclusive: true } },
      resourceIDs: [R.yogaHall],
      rules: {
        workingHours: { ...every([['07:00', '08:00'], ['12:00', '13:00'], ['18:00', '19:00']]), 7: [['10:00', '11:00']] },
        price: { '*': 1500 }, comparedPrice: { '*': 1800 }, capacity: 10,
      },
    }),
    service({
      id: DEMO_SERVICE_IDS.ticket, name: 'City museum tour', description: 'Guided two-hour tour, entry every hour.',
      type: 'ticket', color: '#e8590c', timeZone: NEW_YORK,
      settings: { currency: 'USD', duration: 'PT2H', timeInterval: 'PT1H' },
      resourceIDs: [R.museum],
      rules: {
        workingHours: every([['10:00', '18:00']]),
        price: { '*': 0 },
        tickets: [
          { id: SEED_TICKET_IDS.adult, name: 'Adult', price: 2000, comparedPrice: 2500, limit: 20 },
          { id: SEED_TICKET_IDS.child, name: 'Child', price: 1000, limit: 10 },
          { id: SEED_TICKET_IDS.senior, name: 'Senior', price: 1500, limit: 5 },
        ],
      },
    }),
    service({
      id: DEMO_SERVICE_IDS.days, name: 'Lakeside cabins', description: 'Nightly stays, check-in 15:00.',
      type: 'days', color: '#0c8599', timeZone: RIGA,
      settings: { currency: 'EUR', duration: 'P1D', tax: { rate: 12, inclusive: true } },
      resourceIDs: [R.cabinNorth, R.cabinSouth],
      rules: {
        workingHours: every([['00:00', '24:00']]),
        price: { '*': 12000, [R.cabinSouth]: 14000 }, comparedPrice: { [R.cabinSouth]: 16000 },
        weekendPrice: { '*': 15000, [R.cabinSouth]: 17000 }, checkInTime: '15:00',
      },
    }),
    service({
      id: DEMO_SERVICE_IDS.paid, name: 'Private coaching (prepaid)', description: 'One-to-one session, paid when booking.',
      type: 'fixed', color: '#c2255c', timeZone: NEW_YORK,
      settings: { currency: 'USD', duration: 'PT1H', timeInterval: 'PT1H', bookingPolicy: 'prepaid' },
      resourceIDs: [R.coachAlex, R.coachSam],
      rules: {
        workingHours: { 1: [['09:00', '17:00']], 2: [['09:00', '17:00']], 3: [['09:00', '17:00']], 4: [['09:00', '17:00']],
          5: [['09:00', '17:00']], 6: [['10:00', '14:00']] },
        price: { '*': 6000 }, requiresPayment: true,
      },
    }),
  ];
}

interface SeedBooking {
  id: string; service: ServiceRecord; resourceID: string; dayOffset: number; clock: string; minutes?: number;
  spots?: number; tickets?: Record<string, number>; nights?: number; price: number; status?: 'confirmed' | 'pending';
}

/** Existing bookings sit relative to "today" in each service's zone, so a demo always has taken slots. */
function seedBookings(services: ServiceRecord[], now: Temporal.Instant): BookingRecord[] {
  const byType = (id: string) => services.find((s) => s.id === id)!;
  const fixed = byType(DEMO_SERVICE_IDS.fixed);
  const flexible = byType(DEMO_SERVICE_IDS.flexible);
  const group = byType(DEMO_SERVICE_IDS.group);
  const ticket = byType(DEMO_SERVICE_IDS.ticket);
  const days = byType(DEMO_SERVICE_IDS.days);
  const paid = byType(DEMO_SERVICE_IDS.paid);
  const list: SeedBooking[] = [
    { id: 'b0000001-0000-4000-8000-000000000001', service: fixed, resourceID: R.court1, dayOffset: 1, clock: '10:00', price: 2500 },
    { id: 'b0000002-0000-4000-8000-000000000002', service: fixed, resourceID: R.court2, dayOffset: 1, clock: '10:30', price: 2500 },
    { id: 'b0000003-0000-4000-8000-000000000003', service: fixed, resourceID: R.court3, dayOffset: 2, clock: '18:00', price: 3200 },
    { id: 'b0000004-0000-4000-8000-000000000004', service: flexible, resourceID: R.studioA, dayOffset: 1, clock: '09:00', minutes: 120, price: 8000 },
    { id: 'b0000005-0000-4000-8000-000000000005', service: group, resourceID: R.yogaHall, dayOffset: 1, clock: '18:00', spots: 7, price: 10500 },
    { id: 'b0000006-0000-4000-8000-000000000006', service: ticket, resourceID: R.museum, dayOffset: 1, clock: '10:00',
      tickets: { [SEED_TICKET_IDS.adult]: 18, [SEED_TICKET_IDS.child]: 2 }, price: 38000 },
    { id: 'b0000007-0000-4000-8000-000000000007', service: days, resourceID: R.cabinNorth, dayOffset: 2, clock: '15:00', nights: 3, price: 36000 },
    { id: 'b0000008-0000-4000-8000-000000000008', service: paid, resourceID: R.coachAlex, dayOffset: 1, clock: '11:00', price: 6000 },
  ];
  return list.map((b) => {
    const today = now.toZonedDateTimeISO(b.service.timeZone).toPlainDate();
    const date = today.add({ days: b.dayOffset });
    const start = zonedAt(date, b.clock, b.service.timeZone);
    const end = b.nights ? start.add({ days: b.nights }) : start.add({ minutes: b.minutes ?? 60 });
    const ticketMap = b.tickets && Object.fromEntries(Object.entries(b.tickets).map(([id, spots]) => {
      const rule = b.service.rules.tickets!.find((t) => t.id === id)!;
      return [id, { spots, price: rule.price * spots, ...(rule.comparedPrice ? { comparedPrice: rule.comparedPrice * spots } : {}) }];
    }));
    return {
      id: b.id, companyID: DEMO_COMPANY_ID, resourceID: b.resourceID, serviceID: b.service.id,
      startTime: instantString(start), endTime: instantString(end),
      duration: b.nights ? `P${b.nights}D` : minutesToDuration(b.minutes ?? 60),
      spots: b.spots ?? (b.tickets ? Object.values(b.tickets).reduce((a, n) => a + n, 0) : 1),
      price: b.price, currency: b.service.settings.currency, type: b.service.type, status: b.status ?? 'confirmed',
      ...(ticketMap ? { tickets: ticketMap } : {}),
      ...(b.nights ? { nights: Array.from({ length: b.nights }, (_, i) => date.add({ days: i }).toString()) } : {}),
      metaData: { source: 'seed' }, createdAt: CREATED, clientID: DEMO_CLIENT.id, clientEmail: DEMO_CLIENT.email,
    } satisfies BookingRecord;
  });
}

/** The second company's one service: morning yoga by the river, every day (LIVE_COMPANY). */
function liveService(): ServiceRecord {
  return {
    ...service({
      id: LIVE_COMPANY.serviceId, name: 'Sunrise yoga', description: 'An hour of yoga by the river, every morning.',
      type: 'fixed', color: '#0b7285', timeZone: LIVE_COMPANY.timeZone,
      settings: { currency: 'GBP', duration: 'PT1H', timeInterval: 'PT1H', tax: { rate: 20, inclusive: true } },
      resourceIDs: [LIVE_COMPANY.resourceId],
      rules: { workingHours: every([['06:00', '10:00'], ['17:00', '20:00']]), price: { '*': 1200 } },
    }),
    companyID: LIVE_COMPANY.companyId,
  };
}

/** A fresh demo company (and the second company, LIVE_COMPANY). Deterministic for a given clock reading. */
export function seedState(nowDate: Date): SandboxState {
  const now = toInstant(nowDate);
  const services = seedServices();
  const midnight = Temporal.Instant.fromEpochMilliseconds(Math.floor(now.epochMilliseconds / 86_400_000) * 86_400_000);
  const day = (offset: number) => instantString(midnight.add({ hours: 24 * offset }));
  const availableFrom = day(-30);
  const availableTo = day(365);
  return {
    version: 1,
    apiKeys: { [DEMO_API_KEY]: DEMO_COMPANY_ID, [LIVE_COMPANY.apiKey]: LIVE_COMPANY.companyId },
    companies: [DEMO_COMPANY_ID, LIVE_COMPANY.companyId],
    services: [...services, liveService()],
    resources: [
      resource(R.court1, 'Court 1', '#37b24d'), resource(R.court2, 'Court 2', '#40c057'),
      resource(R.court3, 'Court 3 (indoor)', '#2b8a3e'),
      resource(R.studioA, 'Studio A', '#1c7ed6'), resource(R.studioB, 'Studio B', '#4dabf7'),
      resource(R.yogaHall, 'Yoga hall', '#ae3ec9'), resource(R.museum, 'Main hall', '#fd7e14'),
      resource(R.cabinNorth, 'Cabin North', '#1098ad'), resource(R.cabinSouth, 'Cabin South', '#15aabf'),
      resource(R.coachAlex, 'Coach Alex', '#d6336c'), resource(R.coachSam, 'Coach Sam', '#e64980'),
      { ...resource(LIVE_COMPANY.resourceId, 'River room', '#0b7285'), companyID: LIVE_COMPANY.companyId },
    ],
    plans: [
      { id: DEMO_PLAN_IDS.monthly, title: 'Monthly pass', price: 4900, currency: 'EUR', duration: 'P1M', availableFrom, availableTo,
        resourceIDs: [], serviceIDs: [DEMO_SERVICE_IDS.fixed, DEMO_SERVICE_IDS.group, DEMO_SERVICE_IDS.paid], limitations: { bookingsCount: 8 },
        taxRate: 21, taxInclusive: true },
      { id: DEMO_PLAN_IDS.quarterly, title: 'Quarterly pass', price: 12900, comparedPrice: 14700, currency: 'EUR', duration: 'P3M',
        availableFrom, availableTo, resourceIDs: [], serviceIDs: [DEMO_SERVICE_IDS.fixed, DEMO_SERVICE_IDS.group],
        limitations: { maxSpotsPerBooking: 2 }, taxRate: 21, taxInclusive: true },
      { id: DEMO_PLAN_IDS.yearly, title: 'Annual membership', price: 39900, currency: 'EUR', duration: 'P1Y', availableFrom, availableTo,
        resourceIDs: [], serviceIDs: [], limitations: {}, metaData: { description: 'Unlimited courts and classes for a whole year' },
        taxRate: 21, taxInclusive: true },
      { id: LIVE_COMPANY.planId, companyID: LIVE_COMPANY.companyId, title: 'Ten mornings', price: 9000, currency: 'GBP',
        duration: 'P2M', availableFrom, availableTo, resourceIDs: [], serviceIDs: [LIVE_COMPANY.serviceId],
        limitations: { bookingsCount: 10 }, taxRate: 20, taxInclusive: true },
    ],
    giftCards: [
      { id: DEMO_GIFT_CARD_IDS.taxInclusive, title: 'Gift card €50', amount: 5000, amountType: 'fixed', currency: 'EUR',
        taxRate: 21, taxInclusive: true, availableFrom, availableTo, validityDuration: 'P365D',
        metaData: { description: 'Spend it on courts, classes or a cabin night' } },
      { id: DEMO_GIFT_CARD_IDS.taxExclusive, title: 'Studio gift card $100', amount: 10000, amountType: 'fixed', currency: 'USD',
        taxRate: 10, taxInclusive: false, availableFrom, validityDuration: 'P180D' },
      // A 'custom' card: the visitor chooses its value from €10 to €500; the widget starts from its €25.
      { id: DEMO_GIFT_CARD_IDS.noTax, title: 'Gift card, your amount', amount: 2500, amountType: 'custom', minAmount: 1000,
        maxAmount: 50000, currency: 'EUR', taxRate: 0, taxInclusive: false, availableFrom, validityDuration: 'P90D' },
      { id: LIVE_COMPANY.giftCardId, companyID: LIVE_COMPANY.companyId, title: 'Riverside gift card £30', amount: 3000,
        amountType: 'fixed', currency: 'GBP', taxRate: 20, taxInclusive: true, availableFrom, validityDuration: 'P365D' },
    ],
    codes: [
      { code: DEMO_CODES.valid, canApply: true, clientID: DEMO_CLIENT.id, clientEmail: DEMO_CLIENT.email,
        pluginNameSpace: 'subscription', pluginResponse: { subscriptionID: DEMO_PLAN_IDS.monthly, contractID: 'd0000001-0000-4000-8000-000000000001' } },
      { code: DEMO_CODES.invalid, canApply: false, clientID: '', clientEmail: '', pluginNameSpace: 'subscription',
        pluginResponse: { reason: 'expired' } },
    ],
    clients: [{ ...DEMO_CLIENT }],
    bookings: seedBookings(services, now),
    contracts: [
      { id: 'd0000001-0000-4000-8000-000000000001', clientID: DEMO_CLIENT.id, subscriptionID: DEMO_PLAN_IDS.monthly,
        status: 'active', activeFrom: day(-10), duration: 'P1M', limitations: { bookingsCount: 8 } },
    ],
    carts: {},
    subscriptionPurchases: [],
    giftCardContracts: [
      { id: 'd1000001-0000-4000-8000-000000000001', createdAt: day(-5), companyID: DEMO_COMPANY_ID,
        giftCardID: DEMO_GIFT_CARD_IDS.taxInclusive, giftCardName: 'Gift card €50', clientID: DEMO_CLIENT.id,
        code: 'GIFT-DEMO-0001', amount: 5000, currency: 'EUR', validUntil: day(360), status: 'active', usages: [] },
    ],
    giftCardPurchases: [],
    tokens: {},
    idempotency: {},
  };
}
