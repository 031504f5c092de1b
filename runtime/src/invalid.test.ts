import { describe, expect, it } from 'vitest';
import { BooklaError } from './errors';
import { invalidValue, parsed, pathParam, received } from './invalid';

describe('received', () => {
  it.each([
    [undefined, 'nothing'],
    [null, 'null'],
    ['', '""'],
    ['abc', '"abc"'],
    [7, '7'],
    [NaN, 'NaN'],
    [Infinity, 'Infinity'],
    [false, 'false'],
    [10n, '10'],
    [Symbol('s'), 'Symbol(s)'],
    [() => 1, 'a function'],
    [[1, 2], 'an array of 2'],
    [{ a: 1 }, 'an object'],
    [Object.create(null), 'an object'],
  ])('%s reads %j (never throws)', (value, shown) => {
    expect(received(value)).toBe(shown);
  });

  it('cuts a long value to 60 characters', () => {
    const shown = received('x'.repeat(100));
    expect(shown).toHaveLength(60);
    expect(shown).toBe(`"${'x'.repeat(56)}...`);
    expect(received('x'.repeat(58))).toBe(`"${'x'.repeat(58)}"`);
  });
});

describe('invalidValue', () => {
  it('is a VALIDATION_ERROR naming the field, the problem and the value', () => {
    const cause = new Error('zod');
    const error = invalidValue('client.email', 'must be a valid email address', 'x@', cause);
    expect(error).toBeInstanceOf(BooklaError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'client.email', message: 'Invalid client.email: must be a valid email address, received "x@"' });
    expect(error.cause).toBe(cause);
    expect('cause' in invalidValue('id', 'expected string', 1)).toBe(false);
  });
});

describe('pathParam', () => {
  it('returns a non-empty string as it is', () => {
    expect(pathParam('a/b', 'id')).toBe('a/b');
    expect(pathParam('...', 'id')).toBe('...');
  });

  it.each([
    ['', 'Invalid id: must not be empty, received ""'],
    // Dot segments: a URL parser would move the request to another endpoint ('/services/..' is the company).
    ['.', 'Invalid id: must not be \'.\' or \'..\', received "."'],
    ['..', 'Invalid id: must not be \'.\' or \'..\', received ".."'],
    [7, 'Invalid id: expected string, received 7'],
    [null, 'Invalid id: expected string, received null'],
    [Symbol('x'), 'Invalid id: expected string, received Symbol(x)'],
    [5n, 'Invalid id: expected string, received 5'],
  ])('%s: VALIDATION_ERROR %j', (value, message) => {
    expect(() => pathParam(value, 'id')).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'id', message }));
  });
});

describe('parsed', () => {
  it('returns the output of a successful parse, even a falsy one', () => {
    const output = { a: 1 };
    expect(parsed([true, output])).toBe(output);
    expect(parsed([true, 0])).toBe(0);
  });

  it('throws the first problem as a VALIDATION_ERROR with its cause', () => {
    const cause = new Error('zod');
    let error: unknown;
    try {
      parsed([false, 'tickets.adult', 'expected number', 10n, cause]);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'tickets.adult', message: 'Invalid tickets.adult: expected number, received 10' });
    expect((error as BooklaError).cause).toBe(cause);
  });
});
