// The single-value checks widgets import without the sanitizer; sanitize.test.ts covers them through the
// settings that use them (apiUrl, loginUrl, terms links, preselectedDate).
import { describe, expect, it } from 'vitest';
import { isIsoDate, isSafeUrl, LINE_CONTROL } from './checks';

describe('isSafeUrl', () => {
  // A colon later in a relative link (a query naming a URL, a time) is not a scheme.
  it.each(['https://example.com/a?b=1#c', 'http://127.0.0.1:4010/api', 'HTTP://X.EXAMPLE', '/login', 'terms', '#top', '?x=1', '/book?next=https://example.com', './at-10:30'])(
    'accepts %j',
    (v) => expect(isSafeUrl(v)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'jAvAsCrIpT:alert(1)',
    // A non-http scheme with an authority has a host too: the scheme check alone must refuse it.
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,x',
    'blob:https://x.example/1',
    '//evil.example',
    '/\\evil.example',
    'https://',
    'https://a.example/\nx',
    'https://a.example/\u0000',
    'https://a.example/\u007f',
    ' https://a.example',
    `/${'a'.repeat(2048)}`,
    '',
    null,
    undefined,
    ['https://a.example'],
  ])('rejects %j', (v) => expect(isSafeUrl(v)).toBe(false));

  it('takes 2048 characters, not more', () => {
    expect(isSafeUrl(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isSafeUrl(`/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-00-10', false],
    ['2025-12-31', true],
    ['2025-12-32', false],
    [' 2025-01-01', false],
    ['2025-01-01 ', false],
    ['+02025-01-01', false],
    ['2025-1-01', false],
    [new Date(0), false],
    [20250101, false],
  ])('%j → %s', (v, ok) => expect(isIsoDate(v)).toBe(ok));
});

describe('LINE_CONTROL', () => {
  it('matches every C0 control, line breaks included, and DEL, but no printable character', () => {
    for (let c = 0; c < 0x20; c++) expect(LINE_CONTROL.test(String.fromCharCode(c))).toBe(true);
    expect(LINE_CONTROL.test('\u007f')).toBe(true);
    expect(LINE_CONTROL.test(' ~é€\u00a0')).toBe(false);
  });
});
