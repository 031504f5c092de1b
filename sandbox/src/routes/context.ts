import type { Context } from 'hono';
import type { Faults } from '../faults';
import type { Store } from '../store';
import { validationError } from '../errors';

export type { App, Env } from '../env';

export interface SandboxContext {
  store: Store;
  faults: Faults;
}

/** Origin the caller reached us on, so payment links work on whatever host and port the sandbox runs. */
export function origin(c: Context): string {
  return new URL(c.req.url).origin;
}

/** The JSON body, or `undefined` when there is none; malformed JSON is a 400 naming the body. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw validationError('body', 'must be valid JSON');
  }
}

/** A return address for after payment: absolute http(s) only, so the pay page never redirects elsewhere. */
export function checkReturnUrl(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationError(field, 'must be an absolute http(s) URL');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw validationError(field, 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw validationError(field, 'must be an absolute http(s) URL');
  return url.toString();
}

/** `returnUrl` field first, else `metaData.returnUrl`. */
export function returnUrlOf(body: { returnUrl?: string; metaData?: Record<string, unknown> }): string | undefined {
  if (body.returnUrl !== undefined) return checkReturnUrl(body.returnUrl, 'returnUrl');
  return checkReturnUrl(body.metaData?.returnUrl, 'metaData.returnUrl');
}

/** `?ids=a,b` filter; an absent or empty value means no filter (an empty array arrives as `?ids=`). */
export function idsFilter(c: Context): Set<string> | undefined {
  const raw = c.req.query('ids');
  if (raw === undefined) return undefined;
  const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
  return ids.length ? new Set(ids) : undefined;
}
