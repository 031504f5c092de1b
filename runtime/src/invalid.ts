// The VALIDATION_ERROR message format, shared by the zod schemas (loaded lazily) and the client's eager
// path-parameter check, which must not pull zod into the bytes a widget needs before it is interactive.
import { isPathId } from './api-paths';
import { BooklaError } from './errors';

/** How a validation message shows the value it got: short, never the whole object. */
export const received = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value && typeof value === 'object') return 'an object';
  // JSON only for strings (quoted): it reads NaN as null, throws on a bigint and gives nothing for a symbol or
  // function. String() is safe for the other primitives; a function's source is not worth showing.
  const shown = typeof value == 'string' ? JSON.stringify(value) : typeof value == 'function' ? 'a function' : String(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
};

/** `VALIDATION_ERROR` reading "Invalid <field>: <problem>, received <value>". */
export const invalidValue = (field: string, problem: string, value: unknown, cause?: unknown): BooklaError =>
  new BooklaError('VALIDATION_ERROR', `Invalid ${field}: ${problem}, received ${received(value)}`, cause === undefined ? { field } : { field, cause });

/**
 * Checks a path parameter (id, code) without zod: an empty one would silently hit another endpoint
 * (`/bookings/`). Same messages as the schemas' non-empty strings.
 */
export function pathParam(value: unknown, label: string): string {
  if (typeof value !== 'string') throw invalidValue(label, 'expected string', value);
  if (!value) throw invalidValue(label, 'must not be empty', value);
  if (!isPathId(value)) throw invalidValue(label, "must not be '.' or '..'", value);
  return value;
}

/** What request-schemas' `parse` returns: the output, or the first problem (field, problem, value, cause). */
export type Parsed<T> = [ok: true, output: T] | [ok: false, field: string, problem: string, value: unknown, cause: unknown];

/** The output of a parse, or its problem thrown as a `VALIDATION_ERROR`. */
export const parsed = <T>(result: Parsed<T>): T => {
  if (result[0]) return result[1];
  throw invalidValue(result[1], result[2], result[3], result[4]);
};
