export const DEFAULT_LOCALE = 'en-US';

// One cache for resolved locales and built formatters: both are costly, and a date strip or a price list
// asks for the same ones many times.
const cache = new Map<string, unknown>();

function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

// resolvedOptions().locale is what Intl really uses: asking for 'de-XX' resolves to 'de', for 'xx' to the
// device's default, so only an exact match is supported (supportedLocalesOf would accept 'de-XX').
const supported = (tag: string) => new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag;

/**
 * The locale to format with: the requested one if Intl fully supports it, else its language part
 * ('de-XX' → 'de'), else 'en-US'. Malformed or non-string input never throws.
 */
export function resolveLocale(locale: unknown): string {
  return typeof locale == 'string'
    ? memo(' ' + locale, () => {
        try {
          const tag = Intl.getCanonicalLocales(locale.trim())[0]!;
          const language = new Intl.Locale(tag).language;
          return supported(tag) ? tag : supported(language) ? language : DEFAULT_LOCALE;
        } catch {
          // A malformed tag ('en_US!') or an empty one falls through to the default.
          return DEFAULT_LOCALE;
        }
      })
    : DEFAULT_LOCALE;
}

/**
 * One Intl formatter per kind, resolved locale and options: they are costly to build and a date strip or a
 * price list formats many values. `locale` goes through `resolveLocale`. Throws what the constructor throws.
 */
export function intlFormat<F>(Format: new (locale: string, options: object) => F, locale: unknown, options: object): F {
  const tag = resolveLocale(locale);
  return memo(Format.name + tag + JSON.stringify(options), () => new Format(tag, options));
}

// Languages written right to left by default, and the right-to-left scripts a tag may name ('pa-Arab').
const RTL_LANGUAGES = /^(?:ar|he|iw|fa|ur|yi|ji|ps|sd|ckb|dv|ug|syr)$/;
const RTL_SCRIPTS = /^(?:arab|hebr|thaa|syrc|nkoo|adlm|rohg)$/;

/**
 * 'rtl' for a locale whose texts run right to left (Hebrew, Arabic, Persian, Urdu, …), else 'ltr'. A script
 * subtag decides when there is one ('ku-Arab' is right to left, 'sd-Deva' is not). Any input is safe.
 */
export function textDirection(locale: unknown): 'rtl' | 'ltr' {
  const [language = '', script = ''] = typeof locale == 'string' ? locale.trim().toLowerCase().split(/[-_]/) : [];
  return (script.length == 4 ? RTL_SCRIPTS.test(script) : RTL_LANGUAGES.test(language)) ? 'rtl' : 'ltr';
}
