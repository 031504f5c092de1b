// Request schemas: every body the client sends is checked before it leaves. zod/mini only: the classic API
// would add ~20 KB gz to every widget. Every field of the request types is listed so the validated
// (stripped) object can be sent without losing anything (a gift card's custom `amount` included).
// The client imports this module lazily; it imports nothing of ours (BooklaError is built by ./invalid),
// so its chunk shares no chunk with the client's eager bytes. The public face is ./schemas.
import * as z from 'zod/mini';
import type { Parsed } from './invalid';
import { hidePrototypeAdditions } from './prototype-shield';

// Built with the page's additions to Object.prototype hidden: zod cannot build its first schemas beside them.
const restorePrototype = hidePrototypeAdditions();

// Strict CSPs (no 'unsafe-eval') report zod's `new Function` probe as a violation even though zod
// swallows the error, so turn its JIT off before any schema is built. The widgets bundle zod privately.
z.config({ jitless: true });

// Every leaf is one `z.custom` (type test + rule in a single function) rather than z.string()/z.number()
// with regex/minLength/refine checks or z.record: each of those pulls its own class into the bundle
// (~1.2 KB gz together), while the messages below say the same. `error` sees the input, so a type
// mismatch reads "expected string" and a broken rule reads its own message.
const leaf = <T>(type: 'string' | 'number', rule?: (value: T) => boolean, message?: string) =>
  z.custom<T>((v) => typeof v === type && (!rule || rule(v as T)), {
    error: (issue) => (typeof issue.input === type ? message : `expected ${type}`),
  });
const text = () => leaf<string>('string');
const nonEmpty = () => leaf<string>('string', (s) => s !== '', 'must not be empty');
// Own patterns instead of z.iso.datetime()/z.email(): same rules for our inputs, far fewer bytes.
const pattern = (re: RegExp, message: string, and = (_: string) => true) => () => leaf<string>('string', (s) => re.test(s) && and(s), message);
const dateTime = pattern(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/,
  'must be a UTC ISO datetime ending in Z, e.g. 2025-03-01T09:00:00Z',
  // A day the month lacks (02-30) is rolled over by Date, so its day of month comes back different.
  (s) => new Date(s).getUTCDate() == +s.slice(8, 10),
);
const email = pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be a valid email address');
const isoDuration = pattern(
  /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
  'must be an ISO 8601 duration, e.g. PT1H30M',
);
const isWhole = (min: number) => (n: unknown) => Number.isInteger(n) && (n as number) >= min;
const wholeMessage = (min: number) => `must be a whole number of at least ${min}`;
const wholeNumber = (min: number) => leaf<number>('number', isWhole(min), wholeMessage(min));
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const data = () => z.custom<Record<string, unknown>>(isRecord, 'expected object');

type Ctx = z.core.ParsePayload;
// Issues keep the value they were about, for the message's "received …" (also across `part`).
const REPORT_INPUT = { reportInput: true };
/** Runs `schema` on a part of the value; its issues are reported under `path`. Returns its output. */
const part = (ctx: Ctx, schema: z.ZodMiniType, value: unknown, path: PropertyKey[]): unknown => {
  const result = schema.safeParse(value, REPORT_INPUT);
  if (!result.success) for (const issue of result.error.issues) ctx.issues.push({ ...issue, path: [...path, ...issue.path] } as never);
  return result.data;
};
// Lists, maps and the nullable client are one z.custom plus one check rather than z.array, z.record and
// z.nullish, each of which pulls its own classes (~0.5 KB gz together). The check keeps the parts'
// output (stripped objects, as z.array gives) by setting ctx.value, which is what z.overwrite does.
const each = <T>(is: (v: unknown) => boolean, expected: string, item: z.ZodMiniType, emptyMessage?: string) =>
  z.custom<T>(is, `expected ${expected}`).check((ctx) => {
    const value = ctx.value as Record<number | string, unknown>;
    const list = Array.isArray(value);
    if (emptyMessage && !value.length) ctx.issues.push({ code: 'custom', input: value, message: emptyMessage });
    const out = (list ? [] : {}) as Record<number | string, unknown>;
    for (const key of list ? value.keys() : Object.keys(value)) out[key] = part(ctx, item, value[key], [key]);
    ctx.value = out as T;
  });
/** `{ [ticketId]: count }`; a bad count is reported at `tickets.<id>` like a record schema would. */
const tickets = () => each<Record<string, number>>(isRecord, 'object', wholeNumber(0));
const list = <T>(item: z.ZodMiniType, message?: string) => each<T[]>(Array.isArray, 'array', item, message);
/** An object schema that also takes null (kept as null); wrap it in z.optional for an absent key. */
const nullable = <S extends z.ZodMiniType>(schema: S) =>
  z.custom<z.output<S> | null>((v) => v === null || isRecord(v), 'expected object').check((ctx) => {
    if (ctx.value) ctx.value = part(ctx, schema, ctx.value, []) as never;
  });

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
  client: z.optional(nullable(guestClientSchema)),
});

export const availabilityQuerySchema = z.object({
  from: dateTime(),
  to: dateTime(),
  duration: z.optional(isoDuration()),
  spots: z.optional(wholeNumber(1)),
  resourceIDs: z.optional(list<string>(text())),
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

const cartItems = () => list<z.output<typeof cartItemSchema>>(cartItemSchema, 'must hold at least one item');

export const addToCartRequestSchema = z.object({ items: cartItems() });

export const renewRequestSchema = z.object({
  ids: list<string>(nonEmpty(), 'must hold at least one id'),
});

export const subscriptionPurchaseRequestSchema = z.object({
  items: cartItems(),
  client: z.optional(nullable(guestClientSchema)),
});

export const giftCardOrderRequestSchema = z.object({
  giftCardID: nonEmpty(),
  amount: z.optional(wholeNumber(0)),
  metaData: z.optional(data()),
  client: z.optional(nullable(guestClientSchema)),
});

export const cancelBookingRequestSchema = z.object({ reason: text() });

restorePrototype();

/**
 * Parses `input` with `schema`: `[true, output]`, or for the first problem `[false, field, problem, value,
 * zodError]` where `field` is its dotted path (`label` when the problem is the whole input) and `value` what
 * was received there; `parsed()` (./invalid) turns that into a VALIDATION_ERROR.
 */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown, label = 'request'): Parsed<z.output<S>> {
  const result = schema.safeParse(input, REPORT_INPUT);
  if (result.success) return [true, result.data];
  const issue = result.error.issues[0]!;
  // Type mismatches keep zod's generic text, so say what was expected instead.
  const problem = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
  return [false, issue.path.length ? issue.path.map(String).join('.') : label, problem, issue.input, result.error];
}
