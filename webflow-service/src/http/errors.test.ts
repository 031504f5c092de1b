import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { WebflowError } from '../webflow/client';
import { errorResponse, fromWebflow, ServiceError } from './errors';

describe('fromWebflow: what a Webflow failure tells the extension', () => {
  it('maps each status to one code and an owner-readable message', () => {
    const cases: [WebflowError, number, string, string | RegExp][] = [
      [new WebflowError('slow down', 429, 'too_many_requests', 42), 429, 'webflow_busy', 'Webflow is busy. Please try again in 42 seconds.'],
      [new WebflowError('slow down', 429, 'too_many_requests'), 429, 'webflow_busy', 'Webflow is busy. Please try again in 60 seconds.'],
      [new WebflowError('revoked', 401, 'not_authorized'), 401, 'reauthorize', /authorize Bookla again/],
      [new WebflowError('scope', 403, 'missing_scopes'), 403, 'webflow_forbidden', /lacks access/],
      [new WebflowError('gone', 404, 'resource_not_found'), 404, 'webflow_not_found', 'Webflow does not know this site or page.'],
      [new WebflowError('Version 1.4.0 already exists', 409, 'conflict'), 409, 'webflow_conflict', 'Version 1.4.0 already exists'],
      [new WebflowError('bad version', 400, 'validation_error'), 422, 'webflow_rejected', 'Webflow rejected the change: bad version'],
      [new WebflowError('too long', 422, 'invalid'), 422, 'webflow_rejected', 'Webflow rejected the change: too long'],
      [new WebflowError('no answer', 0, 'timeout'), 504, 'webflow_timeout', 'Webflow did not answer in time. Please try again.'],
      [new WebflowError('unreachable', 0, 'network'), 502, 'webflow_unavailable', 'Webflow could not be reached. Please try again.'],
      [new WebflowError('boom', 500, 'internal_error'), 502, 'webflow_unavailable', 'Webflow could not be reached. Please try again.'],
      [new WebflowError('odd', 502, 'malformed'), 502, 'webflow_unavailable', 'Webflow could not be reached. Please try again.'],
    ];
    for (const [error, status, code, message] of cases) {
      const e = fromWebflow(error);
      expect([e.status, e.code], `${error.status} ${error.code}`).toEqual([status, code]);
      if (typeof message === 'string') expect(e.message).toBe(message);
      else expect(e.message).toMatch(message);
    }
    expect(fromWebflow(new WebflowError('x', 429, 'y', 42)).retryAfter).toBe(42);
    expect(fromWebflow(new WebflowError('x', 429, 'y')).retryAfter).toBe(60);
    expect(fromWebflow(new WebflowError('x', 500, 'y')).retryAfter).toBeUndefined();
  });
});

describe('errorResponse: one JSON shape for every failure', () => {
  const answer = async (error: unknown) => {
    const logs: string[] = [];
    const app = new Hono();
    app.get('/x', () => { throw error; });
    app.onError((e, c) => errorResponse(c, e, (l) => logs.push(l)));
    const res = await app.request('/x');
    return { res, body: await res.json(), logs };
  };

  it('our errors and Webflow\u2019s keep their status; Retry-After goes out when known', async () => {
    const ours = await answer(new ServiceError(409, 'managed_script', 'Managed.'));
    expect([ours.res.status, ours.body]).toEqual([409, { error: { code: 'managed_script', message: 'Managed.' } }]);
    const busy = await answer(new WebflowError('x', 429, 'too_many_requests', 7));
    expect(busy.res.status).toBe(429);
    expect(busy.res.headers.get('retry-after')).toBe('7');
    expect(ours.res.headers.get('retry-after')).toBeNull();
  });

  it('hono\u2019s own refusals: 413 stays 413, 401 stays 401, anything else is a 400 with its message', async () => {
    expect((await answer(new HTTPException(413))).body).toEqual({ error: { code: 'too_large', message: 'The request is too large.' } });
    expect((await answer(new HTTPException(401, { message: 'Unauthorized' }))).res.status).toBe(401);
    const other = await answer(new HTTPException(405, { message: 'Method not allowed' }));
    expect([other.res.status, other.body]).toEqual([400, { error: { code: 'bad_request', message: 'Method not allowed' } }]);
    expect((await answer(new HTTPException(418))).body).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
  });

  it('an unexpected error: a 503 that says nothing of it to the caller; the log names it', async () => {
    const { res, body, logs } = await answer(new TypeError('db password is hunter2'));
    expect([res.status, body]).toEqual([503, { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }]);
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(logs).toEqual(['error GET /x: TypeError: db password is hunter2']);
  });
});
