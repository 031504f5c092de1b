// Request schemas (spec §5 "Request schemas", reference §1.2/§2.7). zod/mini only: the classic API
// would add ~20 KB gz to every widget. Every field of the request types is listed so the validated
// (stripped) object can be sent without losing anything (the original dropped gift-card `amount`).
import * as z from 'zod/mini';
import { BooklaError } from './errors';

// Strict CSPs (no 'unsafe-eval') report zod's `new Function` probe as a violation even though zod
// swallows the error, so turn its JIT off before any schema is built. The widgets bundle zod privately.
z.config({ jitless: true });

const text = () => z.string();
const nonEmpty = () => z.string().check(z.minLength(1, 'must not be empty'));
// Own patterns instead of z.iso.datetime()/z.email(): same rules for our inputs, ~0.8 KB gz less.
const dateTime = () =>
  z
    .string()
    .check(
      z.regex(
        /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/,
        'must be a UTC ISO datetime ending in Z, e.g. 2025-03-01T09:00:00Z',
      ),
    );
const email = () => z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be a valid email address'));
const isoDuration = () =>
  z
    .string()
    .check(
      z.regex(
        /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
        'must be an ISO 8601 duration, e.g. PT1H30M',
      ),
    );
// z.number + refine rather than z.int(): the int formats cost ~0.4 KB gz.
const wholeNumber = (min: number) =>
  z.number().check(z.refine((n) => Number.isInteger(n) && n >= min, `must be a whole number of at least ${min}`));
const tickets = () => z.record(z.string(), wholeNumber(0));
const data = () => z.record(z.string(), z.unknown());

export const guestClientSchema = z.object({
  id: z.optional(text()),
  booklaID: z.optional(text()),
  firstName: z.optional(text()),
  lastName: z.optional(text()),
  email: z.optional(email()),
});

export const bookingRequestSchema = z.object({
  companyID: nonEmpty(),
  serviceID: nonEmpty(),
  resourceID: z.optional(text()),
  startTime: dateTime(),
  spots: z.optional(wholeNumber(1)),
  duration: z.optional(isoDuration()),
  tickets: z.optional(tickets()),
  metaData: z.optional(data()),
  pluginData: z.optional(data()),
  customPurchaseDescription: z.optional(text()),
  code: z.optional(text()),
  client: z.nullish(guestClientSchema),
});

export const availabilityQuerySchema = z.object({
  from: dateTime(),
  to: dateTime(),
  duration: z.optional(isoDuration()),
  spots: z.optional(wholeNumber(1)),
  resourceIDs: z.optional(z.array(text())),
  tickets: z.optional(tickets()),
});

export const codeValidateRequestSchema = z.object({
  companyID: nonEmpty(),
  serviceID: nonEmpty(),
  resourceID: nonEmpty(),
  startTime: dateTime(),
  spots: wholeNumber(1),
  duration: z.optional(isoDuration()),
  tickets: z.optional(tickets()),
});

export const cartItemSchema = z.object({
  subscriptionID: nonEmpty(),
  metaData: z.optional(data()),
});

const cartItems = () => z.array(cartItemSchema).check(z.minLength(1, 'must hold at least one item'));

export const addToCartRequestSchema = z.object({ items: cartItems() });

export const renewRequestSchema = z.object({
  ids: z.array(nonEmpty()).check(z.minLength(1, 'must hold at least one id')),
});

export const subscriptionPurchaseRequestSchema = z.object({
  items: cartItems(),
  client: z.nullish(guestClientSchema),
});

export const giftCardOrderRequestSchema = z.object({
  giftCardID: nonEmpty(),
  amount: z.optional(wholeNumber(0)),
  metaData: z.optional(data()),
  client: z.nullish(guestClientSchema),
});

export const cancelBookingRequestSchema = z.object({ reason: text() });

/** Path parameters (ids, codes): an empty one would silently hit another endpoint (`/bookings/`). */
export const pathParamSchema = nonEmpty();

const received = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const shown = JSON.stringify(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node != null ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);

/**
 * Parses `input` with `schema`; on failure throws `BooklaError('VALIDATION_ERROR')` whose `field` is the
 * dotted path of the first problem and whose message names it with what was expected and received.
 * `label` names the whole input when the problem is at its root (e.g. a path parameter).
 */
export function validateRequest<S extends z.ZodMiniType>(schema: S, input: unknown, label = 'request'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.map(String).join('.') : label;
  // Type mismatches keep zod's generic text, so say what was expected instead.
  const problem = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
  throw new BooklaError(
    'VALIDATION_ERROR',
    `Invalid ${field}: ${problem}, received ${received(valueAt(input, issue.path))}`,
    { field, cause: result.error },
  );
}
