import type { Context } from 'hono';
import type { z } from 'zod';
import { ServiceError } from '../http/errors';

/** Webflow ids (24 hex digits in production; letters, digits, '-' and '_' in general). */
export const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const PAGE_ID = SITE_ID;
/** The snippet's rule for element ids. */
export const ELEMENT_ID = /^[\w-]{1,200}$/;

/** The JSON body checked against `schema`; a 400 naming the first problem otherwise. */
export async function parseBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const raw = await c.req.json().catch(() => {
    throw new ServiceError(400, 'bad_request', 'The body must be JSON');
  });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ServiceError(400, 'bad_request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return parsed.data;
}
