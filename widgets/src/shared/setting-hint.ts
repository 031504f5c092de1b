import { isBooklaError } from '@bookla/runtime/errors';

/** '<what> "<id>" not found in company "<companyId>"': an id the owner configured that the company lacks. */
export const notFound = (what: string, id: string, companyId: string) => `${what} "${id}" not found in company "${companyId}"`;

/**
 * What the owner most likely set wrong when the widget's first load failed, for one console line: a wrong
 * API key, or an id the company does not have. The visitor's screen stays the generic one; this line is how
 * an owner finds the setting. Undefined when the answer does not point at a setting.
 */
export function settingHint(error: unknown, companyId: string, setting?: [name: string, id: string]): string | undefined {
  const status = isBooklaError(error) && error.status;
  return status == 401 || status == 403
    ? `apiKey rejected for company "${companyId}" (HTTP ${status})`
    : status == 404
      ? setting ? notFound(setting[0], setting[1], companyId) : `company "${companyId}" not found`
      : undefined;
}
