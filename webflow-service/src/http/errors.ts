// One error shape for every answer: `{error: {code, message}}` with a status. Messages are written for the
// owner (the extension shows them); nothing secret or internal goes into one.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { WebflowError } from '../webflow/client';

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 504,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Bookla's authorization on the site has ended: the extension goes back to its Authorization view. */
export const reauthorize = () => new ServiceError(401, 'reauthorize', 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.');

/** What a Webflow failure means to the extension. */
export function fromWebflow(error: WebflowError): ServiceError {
  if (error.status === 429) return new ServiceError(429, 'webflow_busy', `Webflow is busy. Please try again in ${error.retryAfter ?? 60} seconds.`, error.retryAfter ?? 60);
  if (error.status === 401) return reauthorize();
  if (error.status === 403) return new ServiceError(403, 'webflow_forbidden', 'Webflow refused this change: Bookla lacks access to this site or page.');
  if (error.status === 404) return new ServiceError(404, 'webflow_not_found', 'Webflow does not know this site or page.');
  if (error.status === 409) return new ServiceError(409, 'webflow_conflict', error.message);
  if (error.status === 400 || error.status === 422) return new ServiceError(422, 'webflow_rejected', `Webflow rejected the change: ${error.message}`);
  if (error.code === 'timeout') return new ServiceError(504, 'webflow_timeout', 'Webflow did not answer in time. Please try again.');
  return new ServiceError(502, 'webflow_unavailable', 'Webflow could not be reached. Please try again.');
}

export function errorResponse(c: Context, error: unknown, log: (line: string) => void): Response {
  let e: ServiceError;
  if (error instanceof ServiceError) e = error;
  else if (error instanceof WebflowError) e = fromWebflow(error);
  else if (error instanceof HTTPException) {
    const status = error.status === 413 ? 413 : error.status === 401 ? 401 : 400;
    e = new ServiceError(status, status === 413 ? 'too_large' : 'bad_request', status === 413 ? 'The request is too large.' : error.message || 'Bad request');
  } else {
    log(`error ${c.req.method} ${c.req.path}: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`);
    e = new ServiceError(503, 'internal', 'Something went wrong on our side. Please try again.');
  }
  if (e.retryAfter !== undefined) c.header('Retry-After', String(e.retryAfter));
  return c.json({ error: { code: e.code, message: e.message } }, e.status);
}
