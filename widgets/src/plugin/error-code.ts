import { isBooklaError } from '@bookla/runtime/errors';

/** The `code`/`error` of a `bookla:error` or `bookla:purchase-failed` event: the SDK code, else the message. */
export const errorCode = (e: unknown) => (isBooklaError(e) ? e.code : e instanceof Error ? e.message : String(e));
