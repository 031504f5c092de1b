// Checks of single untrusted values, in a module of their own: widgets import them without pulling in the
// whole sanitizer (whose rule tables are built at load time and so cannot be tree-shaken).

/** Control characters, line breaks included: never part of a URL, an id or a key (they would break headers). */
// eslint-disable-next-line no-control-regex
export const LINE_CONTROL = /[\u0000-\u001f\u007f]/;

/** The longest URL a configuration keeps. */
export const URL_MAX = 2048;

/**
 * http(s) or relative. Rejects every other scheme (javascript:, data:, vbscript:, …), protocol-relative
 * '//host' and backslash forms ('/\host' is read as '//host' by browsers), and whitespace or control
 * characters that browsers strip before parsing ('java\tscript:').
 */
export function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value || value.length > URL_MAX || /[\s\\]/.test(value) || LINE_CONTROL.test(value)) return false;
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return true;
  try {
    return /^https?$/i.test(scheme[1]!) && new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** A calendar date that exists: 'YYYY-MM-DD' (2025-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
