/** Every failure the runtime reports; the platform's error codes plus our own VALIDATION_ERROR and TIMEOUT. */
export type ErrorCode =
  | 'AUTH_REQUIRED'
  | 'REQUEST_CANCELLED'
  | 'API_ERROR'
  | 'TOKEN_REFRESH_FAILED'
  | 'MAX_RETRIES_EXCEEDED'
  | 'REQUEST_FAILED'
  | 'VALIDATION_ERROR'
  | 'TIMEOUT';

/**
 * Default message per code (exact texts: the error screens show them). API_ERROR and VALIDATION_ERROR are normally given a specific
 * message (status text with status, or the field and what was received); these are the fallbacks.
 */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  AUTH_REQUIRED: 'Authentication required for this endpoint',
  REQUEST_CANCELLED: 'Request cancelled',
  API_ERROR: 'API error',
  TOKEN_REFRESH_FAILED: 'Token refresh failed',
  MAX_RETRIES_EXCEEDED: 'Max retry attempts reached',
  REQUEST_FAILED: 'Request failed',
  VALIDATION_ERROR: 'Invalid request',
  TIMEOUT: 'Request timed out',
};

/** Extra facts an error may carry. */
export interface BooklaErrorDetails {
  /** HTTP status of the (last) response, when there was one. */
  status?: number;
  /** Parsed response body (JSON, else text) of the failing response, when there was one. */
  body?: unknown;
  /** Dotted path of the invalid request field (VALIDATION_ERROR). */
  field?: string;
  /** The underlying error (network failure, the last attempt's error, …). */
  cause?: unknown;
}

/** The one error class the runtime throws: check `code`, never the message. */
export class BooklaError extends Error {
  declare readonly code: ErrorCode;
  declare readonly status?: number;
  declare readonly body?: unknown;
  declare readonly field?: string;

  constructor(code: ErrorCode, message?: string, details: BooklaErrorDetails = {}) {
    // `cause` goes through the standard option (Error reads it only when the key is present) so devtools
    // and Node print the chain.
    super(message || ERROR_MESSAGES[code], details);
    this.name = 'BooklaError';
    this.code = code;
    // Absent details stay absent rather than present-but-undefined.
    // Own keys only: a page's additions to Object.prototype must not become details (or throw from a getter).
    for (const key of Object.keys(details)) {
      const value = details[key as keyof BooklaErrorDetails];
      if (value !== undefined) Object.assign(this, { [key]: value });
    }
  }
}

/** True for any error thrown by the runtime. */
export const isBooklaError = (error: unknown): error is BooklaError => error instanceof BooklaError;

/** True when the caller cancelled the request (not a failure to show the visitor). */
export const isCancelledError = (error: unknown): error is BooklaError =>
  isBooklaError(error) && error.code === 'REQUEST_CANCELLED';
