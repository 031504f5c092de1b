// Wire types of the Bookla client API (request bodies, then response shapes).
// Timestamps are RFC 3339 strings, durations ISO 8601 strings, money integers in minor units.

/** RFC 3339 timestamp, e.g. `2025-03-01T09:00:00Z`. */
export type DateTimeString = string;
/** ISO 8601 duration, e.g. `PT1H30M`, `P7D`. */
export type IsoDuration = string;
/** Integer amount in minor units (1000 = 10.00). */
export type Money = number;
/** Calendar date `YYYY-MM-DD`. */
export type DateString = string;

export type ServiceType = 'fixed' | 'flexible' | 'group' | 'ticket' | 'days' | (string & {});
export type BookingStatus = 'confirmed' | 'pending' | 'cancelled' | 'rejected' | (string & {});

// ---------------------------------------------------------------- requests

/** Visitor identity sent with a booking, subscription purchase or gift card order. */
export interface GuestClient {
  /** Client-side random v4 UUID, generated once per form. */
  id?: string;
  /** Known Bookla client; the server then ignores the other fields. */
  booklaID?: string;
  firstName?: string;
  lastName?: string;
  email: string;
}

export interface BookingRequest {
  companyID: string;
  serviceID: string;
  resourceID: string;
  /** UTC, ending in `Z`. */
  startTime: DateTimeString;
  spots?: number;
  duration?: IsoDuration;
  tickets?: Record<string, number>;
  metaData?: Record<string, unknown>;
  pluginData?: Record<string, unknown>;
  /** Text shown by the payment provider. */
  customPurchaseDescription?: string;
  /** Discount, subscription or promo code. */
  code?: string;
  client?: GuestClient | null;
}

/** Body of the times (S3) and dates (S4) queries. */
export interface AvailabilityQuery {
  from: DateTimeString;
  to: DateTimeString;
  duration?: IsoDuration;
  spots?: number;
  /** `[]` means all resources. */
  resourceIDs?: string[];
  tickets?: Record<string, number>;
}

export interface CodeValidateRequest {
  companyID: string;
  serviceID: string;
  resourceID: string;
  startTime: DateTimeString;
  spots: number;
  duration?: IsoDuration;
  tickets?: Record<string, number>;
}

export interface CartItem {
  subscriptionID: string;
  metaData?: Record<string, unknown>;
}

export interface AddToCartRequest {
  items: CartItem[];
}

export interface RenewRequest {
  ids: string[];
}

export interface SubscriptionPurchaseRequest {
  items: CartItem[];
  client?: GuestClient | null;
}

export interface GiftCardOrderRequest {
  giftCardID: string;
  /** Custom-amount cards only. */
  amount?: Money;
  metaData?: Record<string, unknown>;
  client?: GuestClient | null;
}

export interface CancelBookingRequest {
  reason: string;
}

// ---------------------------------------------------------------- responses

export interface ServiceSettings {
  currency?: string;
  bookingPolicy?: string;
  duration?: IsoDuration;
  timeInterval?: IsoDuration;
  bufferBefore?: IsoDuration;
  bufferAfter?: IsoDuration;
  tax?: { rate: number; inclusive: boolean };
}

export interface ServiceTicket {
  id: string;
  name: string;
}

export interface Service {
  id: string;
  companyID: string;
  name: string;
  type: ServiceType;
  color: string;
  createdAt: DateTimeString;
  updatedAt: DateTimeString;
  /** IANA zone, e.g. `Europe/Riga`. */
  timeZone?: string;
  settings?: ServiceSettings;
  resources?: Resource[];
  tickets?: ServiceTicket[];
  /** Not in every API answer; shown by the service selector when present. */
  description?: string;
}

export interface Resource {
  id: string;
  companyID: string;
  name: string;
  color: string;
  createdAt: DateTimeString;
  updatedAt: DateTimeString;
  services?: Service[];
}

export interface SlotPrice {
  amount: Money;
  comparedAmount: Money;
  currency: string;
}

export interface TimeSlot {
  startTime: DateTimeString;
  duration: IsoDuration;
  price: SlotPrice;
}

export interface Times {
  /** Slots per resource id. */
  times: Record<string, TimeSlot[]>;
}

export interface Dates {
  /** Available dates per resource id. */
  dates: Record<string, DateString[]>;
  timeZone: string;
}

export interface BookingTicket {
  spots: number;
  price: Money;
  comparedPrice?: Money;
}

export interface Booking {
  id: string;
  companyID: string;
  resourceID: string;
  serviceID: string;
  startTime: DateTimeString;
  endTime: DateTimeString;
  duration: IsoDuration;
  spots: number;
  price?: Money;
  currency?: string;
  type: ServiceType;
  status: BookingStatus;
  /** Present only when payment is needed. */
  paymentURL?: string;
  tickets?: Record<string, BookingTicket>;
  metaData?: Record<string, unknown>;
  createdAt: DateTimeString;
}

export interface BookingList {
  bookings: Booking[];
  limit: number;
  offset: number;
  total: number;
}

export interface CodeValidateResponse {
  canApply: boolean;
  clientID: string;
  clientEmail: string;
  price: number;
  pluginNameSpace: string;
  pluginResponse?: Record<string, unknown>;
}

/** Client tokens (ClientAuthResponse): one type for the API and the config, defined with the config. */
export type { AuthTokens } from './config/types';

export interface Limitations {
  bookingsCount?: number;
  daysOfWeek?: number;
  maxDuration?: IsoDuration;
  maxSpotsPerBooking?: number;
  maxTicketsPerBooking?: Record<string, number>;
  times?: { startTime: string; endTime: string }[];
}

export interface SubscriptionContract {
  id: string;
  clientID: string;
  subscriptionID: string;
  status: string;
  activeFrom: DateTimeString;
  duration: IsoDuration;
  limitations: Limitations;
  metaData?: Record<string, unknown>;
}

export interface SubscriptionCart {
  expiresAt: DateTimeString;
  items: SubscriptionContract[];
}

export interface SubscriptionPurchase {
  items: SubscriptionContract[];
  price: number;
  currency: string;
  tax: number;
  taxRate: number;
  taxInclusive: boolean;
  expiresAt: DateTimeString;
  paymentURL?: string;
}

export interface CompanySubscription {
  id: string;
  title: string;
  price: number;
  comparedPrice?: number;
  currency: string;
  duration: IsoDuration;
  availableFrom: DateTimeString;
  availableTo: DateTimeString;
  rRule?: string;
  resourceIDs: string[];
  serviceIDs: string[];
  limitations: Limitations;
  metaData?: Record<string, unknown>;
}

export interface CompanyGiftCard {
  id: string;
  title: string;
  amount: Money;
  /** 0.6.3+; absent from older servers. */
  amountType?: 'fixed' | 'custom';
  minAmount?: Money;
  maxAmount?: Money;
  currency: string;
  /** Percent: 20 means 20 %. */
  taxRate: number;
  taxInclusive: boolean;
  availableFrom: DateTimeString;
  availableTo?: DateTimeString;
  validityDuration: IsoDuration;
  metaData?: Record<string, unknown>;
}

export interface GiftCardUsage {
  id: string;
  createdAt: DateTimeString;
  companyID: string;
  purchaseID: string;
  giftCardID: string;
  clientID: string;
  status: string;
  amount: Money;
  currency: string;
  reservationID?: string;
  metaData?: Record<string, unknown>;
}

export interface GiftCardContract {
  id: string;
  createdAt: DateTimeString;
  companyID: string;
  giftCardID: string;
  giftCardName: string;
  clientID: string;
  code: string;
  amount: Money;
  currency: string;
  validUntil?: DateTimeString;
  status: string;
  usages?: GiftCardUsage[];
  metaData?: Record<string, unknown>;
}

export interface GiftCardPurchase {
  item: GiftCardContract;
  expiresAt: DateTimeString;
  price: Money;
  currency: string;
  tax: Money;
  taxRate: number;
  taxInclusive: boolean;
  paymentURL: string;
}
