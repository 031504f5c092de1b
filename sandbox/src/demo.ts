/**
 * Fixed identifiers of the seeded demo company. They never change between runs, so the configurator,
 * demo pages and docs can name them; tests should still read them from `GET /sandbox/info`.
 */

/** The API key the demo company accepts (`X-API-Key`). */
export const DEMO_API_KEY = 'sbx_demo_public_key_4010';
/** The demo company. */
export const DEMO_COMPANY_ID = '7b0c1d2e-0000-4000-8000-00000000c0de';
/** The fixed (court) service: the default service of the booking widget demo. */
export const DEMO_SERVICE_ID = '5e000001-0000-4000-8000-000000000001';

/** One seeded service per type (plus one that requires payment). */
export const DEMO_SERVICE_IDS = {
  fixed: DEMO_SERVICE_ID,
  flexible: '5e000002-0000-4000-8000-000000000002',
  group: '5e000003-0000-4000-8000-000000000003',
  ticket: '5e000004-0000-4000-8000-000000000004',
  days: '5e000005-0000-4000-8000-000000000005',
  paid: '5e000006-0000-4000-8000-000000000006',
} as const;

/** Subscription plans by duration. */
export const DEMO_PLAN_IDS = {
  monthly: '5b000001-0000-4000-8000-000000000001',
  quarterly: '5b000002-0000-4000-8000-000000000002',
  yearly: '5b000003-0000-4000-8000-000000000003',
} as const;

/** Gift cards by tax rule. */
export const DEMO_GIFT_CARD_IDS = {
  taxInclusive: '9c000001-0000-4000-8000-000000000001',
  taxExclusive: '9c000002-0000-4000-8000-000000000002',
  noTax: '9c000003-0000-4000-8000-000000000003',
} as const;

/** A code that applies (returns the demo client) and one that is known but no longer applies. */
export const DEMO_CODES = { valid: 'DEMO-SUBS', invalid: 'DEMO-EXPD' } as const;

/** The signed-in demo client that `POST /sandbox/auth/token` issues tokens for by default. */
export const DEMO_CLIENT = {
  id: 'c1000001-0000-4000-8000-000000000001',
  email: 'demo.client@example.com',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/**
 * A second company with its own key, not the demo: an owner's "own" account, so the configurator's live state
 * (the owner's credentials instead of the demo's) can be tried and tested offline against the sandbox.
 */
export const LIVE_COMPANY = {
  name: 'Riverside Yoga',
  apiKey: 'sbx_riverside_key_4010',
  companyId: '7b0c1d2e-0000-4000-8000-00000000a11e',
  serviceId: '5e000101-0000-4000-8000-000000000101',
  resourceId: 'e0000101-0000-4000-8000-000000000101',
  planId: '5b000101-0000-4000-8000-000000000101',
  giftCardId: '9c000101-0000-4000-8000-000000000101',
  timeZone: 'Europe/London',
} as const;

/** Default port of `npm run sandbox`. */
export const DEFAULT_PORT = 4010;
/** Default host the sandbox binds to. */
export const DEFAULT_HOST = '127.0.0.1';
