export const DEFAULT_LOCALE = 'en-US';

const resolved = new Map<string, string>();

function supported(tag: string): boolean {
  // resolvedOptions().locale is what Intl really uses; supportedLocalesOf alone would accept 'de-XX'
  // because it silently matches 'de'.
  return (
    Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 &&
    new Intl.DateTimeFormat(tag).resolvedOptions().locale.toLowerCase() === tag.toLowerCase()
  );
}

/**
 * The locale to format with: the requested one if Intl fully supports it, else its language part
 * ('de-XX' → 'de'), else 'en-US'. Malformed or non-string input never throws.
 */
export function resolveLocale(locale: unknown): string {
  if (typeof locale !== 'string' || locale.trim() === '') return DEFAULT_LOCALE;
  const hit = resolved.get(locale);
  if (hit) return hit;
  let result = DEFAULT_LOCALE;
  try {
    const canonical = Intl.getCanonicalLocales(locale.trim())[0];
    if (canonical) {
      const language = new Intl.Locale(canonical).language;
      if (supported(canonical)) result = canonical;
      else if (language && supported(language)) result = language;
    }
  } catch {
    // A malformed tag (e.g. 'en_US!') falls through to the default.
  }
  resolved.set(locale, result);
  return result;
}

const formats = new Map<string, unknown>();

/**
 * One Intl formatter per kind, resolved locale and options: they are costly to build and a date strip or a
 * price list formats many values. `locale` goes through `resolveLocale`.
 */
export function intlFormat<F>(Format: new (locale: string, options: object) => F, locale: unknown, options: object): F {
  const tag = resolveLocale(locale);
  const key = Format.name + tag + JSON.stringify(options);
  let f = formats.get(key) as F | undefined;
  if (!f) {
    f = new Format(tag, options);
    formats.set(key, f);
  }
  return f;
}
