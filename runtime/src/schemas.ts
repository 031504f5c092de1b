// The request schemas' public face: the zod/mini schemas (./request-schemas, which the client imports
// lazily) and validateRequest, which throws the runtime's BooklaError.
import type * as z from 'zod/mini';
import { parsed } from './invalid';
import { parse } from './request-schemas';

export * from './request-schemas';

/**
 * Parses `input` with `schema`; on failure throws `BooklaError('VALIDATION_ERROR')` whose `field` is the
 * dotted path of the first problem and whose message names it with what was expected and received.
 * `label` names the whole input when the problem is at its root (e.g. a path parameter).
 */
export const validateRequest = <S extends z.ZodMiniType>(schema: S, input: unknown, label?: string): z.output<S> =>
  parsed(parse(schema, input, label));
