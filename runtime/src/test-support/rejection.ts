import { expect } from 'vitest';
import { BooklaError } from '../errors';

/** Awaits a promise expected to reject and returns its BooklaError (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<BooklaError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BooklaError);
  return error as BooklaError;
}
