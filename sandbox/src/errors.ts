/** An answer other than success; the app turns it into `{ error: { code, message, field? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 500 | 502 | 503,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { error: { code: string; message: string; field?: string } } {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export const validationError = (field: string, message: string) => new ApiError(400, 'validation', `${field} ${message}`, field);
export const notFound = (what: string, id: string) => new ApiError(404, 'not_found', `${what} "${id}" not found`);
