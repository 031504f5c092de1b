import { describe, expect, it } from 'vitest';
import { BooklaError, ERROR_MESSAGES, isBooklaError, isCancelledError } from './errors';
import type { ErrorCode } from './errors';

describe('BooklaError', () => {
  it.each([
    ['AUTH_REQUIRED', 'Authentication required for this endpoint'],
    ['REQUEST_CANCELLED', 'Request cancelled'],
    ['TOKEN_REFRESH_FAILED', 'Token refresh failed'],
    ['MAX_RETRIES_EXCEEDED', 'Max retry attempts reached'],
    ['REQUEST_FAILED', 'Request failed'],
  ] as [ErrorCode, string][])('%s defaults to the spec message %j', (code, message) => {
    const error = new BooklaError(code);
    expect(error.message).toBe(message);
    expect(ERROR_MESSAGES[code]).toBe(message);
    expect(error.code).toBe(code);
    expect(error.name).toBe('BooklaError');
    expect(error).toBeInstanceOf(Error);
  });

  it('keeps status, body, field and cause', () => {
    const cause = new TypeError('boom');
    const error = new BooklaError('API_ERROR', 'Conflict (HTTP 409)', { status: 409, body: { error: 'taken' }, field: 'x', cause });
    expect(error).toMatchObject({ message: 'Conflict (HTTP 409)', status: 409, body: { error: 'taken' }, field: 'x' });
    expect(error.cause).toBe(cause);
  });

  it('leaves absent details undefined rather than present-but-undefined', () => {
    const error = new BooklaError('TIMEOUT');
    expect('status' in error).toBe(false);
    expect('cause' in error).toBe(false);
  });

  it('skips details given as undefined (a refresh failure without a response passes status: undefined)', () => {
    const cause = new Error('offline');
    const error = new BooklaError('TOKEN_REFRESH_FAILED', undefined, { status: undefined, body: undefined, field: undefined, cause });
    expect(['status', 'body', 'field'].filter((key) => key in error)).toEqual([]);
    expect(error.cause).toBe(cause);
    expect(Object.keys(error)).toEqual(['name', 'code']);
  });

  it('isBooklaError and isCancelledError tell the codes apart', () => {
    expect(isBooklaError(new BooklaError('API_ERROR'))).toBe(true);
    expect(isBooklaError(new Error('x'))).toBe(false);
    expect(isBooklaError('REQUEST_CANCELLED')).toBe(false);
    expect(isCancelledError(new BooklaError('REQUEST_CANCELLED'))).toBe(true);
    expect(isCancelledError(new BooklaError('TIMEOUT'))).toBe(false);
    expect(isCancelledError(Object.assign(new Error(), { code: 'REQUEST_CANCELLED' }))).toBe(false);
  });
});
