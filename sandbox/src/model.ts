/**
 * Records the sandbox keeps: the server's side, stricter than the client's wire types and with fields that
 * never leave the server (rules, owners, nights, return URLs). `wire.ts` picks the wire fields and is typed
 * against `@bookla/runtime/types`; only shapes stored exactly as they travel are taken from there.
 */

import type { GiftCardUsage, Limitations } from '@bookla/runtime/types';
import { DEMO_COMPANY_ID } from './demo';

export type ServiceType = 'fixed' | 'flexible' | 'group' | 'ticket' | 'days';
export type BookingStatus = 'confirmed' | 'pending' | 'cancelled' | 'finished' | 'no_show' | 'rejected';
export type JsonMap = Record<string, unknown>;

/** Opening intervals per ISO weekday (1 = Monday … 7 = Sunday), local clock "HH:MM", "24:00" allowed as end. */
export type WorkingHours = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [string, string][]>>;

export interface ResourceRecord {
  id: string;
  companyID: string;
  name: string;
  color: string;
  createdAt: string;
  updatedAt: string;
}

export interface TicketRule {
  id: string;
  name: string;
  price: number;
  comparedPrice?: number;
  /** Tickets of this kind that one slot can hold. */
  limit: number;
}

export interface ServiceRecord {
  id: string;
  companyID: string;
  name: string;
  description: string;
  type: ServiceType;
  color: string;
  createdAt: string;
  updatedAt: string;
  timeZone: string;
  settings: {
    currency: string;
    bookingPolicy?: string;
    duration?: string;
    timeInterval?: string;
    tax?: { rate: number; inclusive: boolean };
  };
  resourceIDs: string[];
  /** What the availability engine needs; never sent on the wire. */
  rules: {
    workingHours: WorkingHours;
    /** Price per slot (fixed), per hour (flexible), per spot (group), per night (days); keyed by resource or `*`. */
    price: Record<string, number>;
    comparedPrice?: Record<string, number>;
    /** Spots per slot and resource (group). */
    capacity?: number;
    tickets?: TicketRule[];
    /** Local check-in clock time of nightly stays (days). */
    checkInTime?: string;
    /** Nightly price on Friday and Saturday nights (days). */
    weekendPrice?: Record<string, number>;
    requiresPayment?: boolean;
  };
}

export interface Client {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface BookingRecord {
  id: string;
  companyID: string;
  resourceID: string;
  serviceID: string;
  startTime: string;
  endTime: string;
  duration: string;
  spots: number;
  price: number;
  currency: string;
  type: ServiceType;
  status: BookingStatus;
  paymentURL?: string;
  tickets?: Record<string, { spots: number; price: number; comparedPrice?: number }>;
  metaData?: JsonMap;
  createdAt: string;
  /** Night dates (YYYY-MM-DD) a days booking occupies. */
  nights?: string[];
  clientID?: string;
  clientEmail?: string;
  code?: string;
  cancelReason?: string;
  returnUrl?: string;
}

export interface PlanRecord {
  id: string;
  /** The company selling it; absent means the demo company (state files from before a second company). */
  companyID?: string;
  title: string;
  price: number;
  comparedPrice?: number;
  currency: string;
  duration: string;
  availableFrom: string;
  availableTo: string;
  rRule?: string;
  resourceIDs: string[];
  serviceIDs: string[];
  limitations: Limitations;
  metaData?: JsonMap;
  taxRate: number;
  taxInclusive: boolean;
}

export interface ContractRecord {
  id: string;
  clientID: string;
  subscriptionID: string;
  /** `cart` while in a cart, `pending` until paid, then `active`; `cancelled` when payment is cancelled. */
  status: string;
  activeFrom: string;
  duration: string;
  limitations: Limitations;
  metaData?: JsonMap;
}

export interface GiftCardRecord {
  id: string;
  /** The company selling it; absent means the demo company (state files from before a second company). */
  companyID?: string;
  title: string;
  amount: number;
  amountType: 'fixed' | 'custom';
  minAmount?: number;
  maxAmount?: number;
  currency: string;
  taxRate: number;
  taxInclusive: boolean;
  availableFrom: string;
  availableTo?: string;
  validityDuration: string;
  metaData?: JsonMap;
}

export interface GiftCardContractRecord {
  id: string;
  createdAt: string;
  companyID: string;
  giftCardID: string;
  giftCardName: string;
  clientID: string;
  code: string;
  amount: number;
  currency: string;
  validUntil?: string;
  status: string;
  /** Redemptions; the sandbox records none, so this stays `[]`. */
  usages: GiftCardUsage[];
  metaData?: JsonMap;
}

/** A pending payment for subscription contracts (cart checkout, renew, direct purchase). */
export interface SubscriptionPurchaseRecord {
  id: string;
  clientID: string;
  contractIDs: string[];
  price: number;
  currency: string;
  tax: number;
  taxRate: number;
  taxInclusive: boolean;
  expiresAt: string;
  paymentURL: string;
  status: 'pending' | 'paid' | 'cancelled';
  /** True when the visitor pressed Cancel, as opposed to the hold lapsing. */
  cancelledByVisitor?: boolean;
  returnUrl?: string;
}

export interface GiftCardPurchaseRecord {
  id: string;
  contractID: string;
  expiresAt: string;
  price: number;
  currency: string;
  tax: number;
  taxRate: number;
  taxInclusive: boolean;
  paymentURL: string;
  status: 'pending' | 'paid' | 'cancelled';
  /** True when the visitor pressed Cancel, as opposed to the hold lapsing. */
  cancelledByVisitor?: boolean;
  returnUrl?: string;
}

export interface CodeRecord {
  code: string;
  canApply: boolean;
  clientID: string;
  clientEmail: string;
  pluginNameSpace: string;
  pluginResponse?: JsonMap;
}

export interface TokenRecord {
  clientID: string;
  kind: 'access' | 'refresh';
  expiresAt: string;
}

export interface SavedAnswer {
  status: number;
  body: string;
  fingerprint: string;
}

export interface Cart {
  expiresAt: string;
  itemIDs: string[];
}

/** Everything the sandbox stores; plain JSON so it can be written to and read from a state file. */
export interface SandboxState {
  version: 1;
  apiKeys: Record<string, string>;
  companies: string[];
  services: ServiceRecord[];
  resources: ResourceRecord[];
  plans: PlanRecord[];
  giftCards: GiftCardRecord[];
  codes: CodeRecord[];
  clients: Client[];
  bookings: BookingRecord[];
  contracts: ContractRecord[];
  carts: Record<string, Cart>;
  subscriptionPurchases: SubscriptionPurchaseRecord[];
  giftCardContracts: GiftCardContractRecord[];
  giftCardPurchases: GiftCardPurchaseRecord[];
  tokens: Record<string, TokenRecord>;
  idempotency: Record<string, SavedAnswer>;
}

/** Whether a plan or gift card is `companyId`'s (a record without a company is the demo company's). */
export const soldBy = (record: { companyID?: string }, companyId: string): boolean => (record.companyID ?? DEMO_COMPANY_ID) === companyId;
