import { describe, expect, it } from 'vitest';
import { intlFormat, resolveLocale, textDirection } from './locale';

describe('intlFormat', () => {
  it('builds one formatter per kind, resolved locale and options', () => {
    const a = intlFormat(Intl.NumberFormat, 'de-DE', { maximumFractionDigits: 2 });
    expect(intlFormat(Intl.NumberFormat, 'de-DE', { maximumFractionDigits: 2 })).toBe(a);
    expect(a.format(5.5)).toBe('5,5');
    expect(intlFormat(Intl.NumberFormat, 'de-DE', { maximumFractionDigits: 0 })).not.toBe(a);
    // Same locale and options, other kind: its own formatter, not the cached NumberFormat.
    expect(intlFormat(Intl.NumberFormat, 'de-DE', {})).toBeInstanceOf(Intl.NumberFormat);
    expect(intlFormat(Intl.DateTimeFormat, 'de-DE', {})).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('formats an unsupported or malformed locale with the fallback, never throws', () => {
    expect(intlFormat(Intl.NumberFormat, 'en_US!', {}).resolvedOptions().locale).toBe('en-US');
    expect(intlFormat(Intl.NumberFormat, undefined, {})).toBe(intlFormat(Intl.NumberFormat, 'en-US', {}));
  });
});

describe('resolveLocale', () => {
  it('the exact tag Intl supports, else its language, else en-US; spaces around a tag are not part of it', () => {
    expect(resolveLocale('de-DE')).toBe('de-DE');
    expect(resolveLocale(' de-DE ')).toBe('de-DE');
    expect(resolveLocale('de-XX')).toBe('de');
    expect(resolveLocale('en_US!')).toBe('en-US');
    expect(resolveLocale(42)).toBe('en-US');
  });

  it('shares its cache with the formatters without ever answering one (a tag spelled like a formatter key)', () => {
    const formatter = intlFormat(Intl.NumberFormat, 'de-DE', {});
    expect(resolveLocale('NumberFormatde-DE{}')).toBe('en-US');
    expect(intlFormat(Intl.NumberFormat, 'de-DE', {})).toBe(formatter);
  });
});

describe('textDirection', () => {
  it.each([
    ['he', 'rtl'],
    ['he-IL', 'rtl'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur-PK', 'rtl'],
    ['AR_sa', 'rtl'],
    [' ar ', 'rtl'],
    ['ku-Arab-IQ', 'rtl'],
    ['pa-Arab', 'rtl'],
    ['sd-Deva', 'ltr'],
    ['en-US', 'ltr'],
    ['de', 'ltr'],
    ['arn', 'ltr'],
    ['', 'ltr'],
    [42, 'ltr'],
    [null, 'ltr'],
  ])('%s → %s', (locale, dir) => {
    expect(textDirection(locale)).toBe(dir);
  });
});
