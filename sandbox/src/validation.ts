import * as z from 'zod';
import { validationError } from './errors';
import { parseDuration, parseInstant } from './time';

const timestamp = z.string().refine((v) => parseInstant(v) !== undefined, {
  message: 'must be an RFC 3339 timestamp such as 2025-06-10T07:00:00Z',
});
const isoDuration = z.string().refine((v) => parseDuration(v) !== undefined, {
  message: 'must be a positive ISO 8601 duration such as PT1H or P3D',
});
const id = z.string().min(1, { message: 'must not be empty' });
const jsonMap = z.record(z.string(), z.unknown());
const count = z.number().int({ message: 'must be a whole number' });
const ticketMap = z.record(z.string(), count.min(0, { message: 'must not be negative' }));

export const guestClientSchema = z.object({
  id: z.string().optional(),
  booklaID: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.email({ message: 'must be an e-mail address' }).optional(),
}).nullish();

export const bookingRequestSchema = z.object({
  companyID: id,
  serviceID: id,
  resourceID: z.string().optional(),
  startTime: timestamp,
  spots: count.min(1, { message: 'must be at least 1' }).optional(),
  duration: isoDuration.optional(),
  tickets: ticketMap.optional(),
  metaData: jsonMap.optional(),
  pluginData: jsonMap.optional(),
  customPurchaseDescription: z.string().optional(),
  code: z.string().optional(),
  client: guestClientSchema,
  returnUrl: z.string().optional(),
});

export const availabilityQuerySchema = z.object({
  from: timestamp,
  to: timestamp,
  duration: isoDuration.optional(),
  spots: count.min(1, { message: 'must be at least 1' }).optional(),
  resourceIDs: z.array(z.string()).optional(),
  tickets: ticketMap.optional(),
});

export const codeValidateSchema = z.object({
  companyID: id,
  serviceID: id,
  resourceID: id,
  startTime: timestamp,
  spots: count.min(1, { message: 'must be at least 1' }),
  duration: isoDuration.optional(),
  tickets: ticketMap.optional(),
});

export const cancelSchema = z.object({ reason: z.string({ message: 'must be a string' }), notifyCustomer: z.boolean().optional() });

const cartItem = z.object({ subscriptionID: id, metaData: jsonMap.optional() });
export const cartAddSchema = z.object({ items: z.array(cartItem).min(1, { message: 'must hold at least one item' }) });
export const renewSchema = z.object({ ids: z.array(id).min(1, { message: 'must hold at least one id' }), returnUrl: z.string().optional() });
export const subscriptionPurchaseSchema = z.object({
  items: z.array(cartItem).min(1, { message: 'must hold at least one item' }),
  client: guestClientSchema,
  returnUrl: z.string().optional(),
});
export const giftCardOrderSchema = z.object({
  giftCardID: id,
  amount: count.min(1, { message: 'must be at least 1' }).optional(),
  metaData: jsonMap.optional(),
  client: guestClientSchema,
  returnUrl: z.string().optional(),
});

export const tokenRequestSchema = z.object({
  email: z.email({ message: 'must be an e-mail address' }).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  ttlSeconds: count.min(0, { message: 'must not be negative' }).max(31_536_000, { message: 'must be at most one year' }).optional(),
});

export const faultRuleSchema = z.object({
  latency: count.min(0).max(120_000).optional(),
  status: count.min(100).max(599).optional(),
  failRate: z.number().min(0).max(1).optional(),
  seed: count.optional(),
  drop: z.boolean().optional(),
  commitThenFail: z.boolean().optional(),
  pathPrefix: z.string().optional(),
  method: z.string().optional(),
  count: count.min(1).optional(),
});

/** Parses a body or throws a 400 naming the first offending field (`client.email`, `items.0.subscriptionID`). */
export function parseBody<T>(schema: z.ZodType<T>, input: unknown): T {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw validationError('body', 'must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'body';
  const value = issue.path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), input);
  const message = issue.code === 'invalid_type' && value === undefined ? 'is required' : issue.message;
  throw validationError(field, message);
}
