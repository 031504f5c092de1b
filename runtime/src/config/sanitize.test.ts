import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALIZATION, DEFAULT_THEME, WIDGET_DEFAULTS, defaultConfig } from './defaults';
import { diffFromDefaults, mergeWithDefaults } from './merge';
import { isIsoDate, isSafeUrl } from './checks';
import { sanitizeConfig } from './sanitize-model';
import { sanitizeForWidget } from './sanitize';
import { applyColorScheme } from './apply-scheme';
import { withoutEmbed } from './embed';
import { BOOKING_DEFAULTS } from './widget-defaults/booking';
import { GIFT_CARD_DEFAULTS } from './widget-defaults/gift-card';
import { SUBSCRIPTION_DEFAULTS } from './widget-defaults/subscription';
import type { Gradient, WidgetType } from './types';

const TYPES = ['booking', 'subscription', 'giftcard'] as const;

/** Builds `{ a: { b: value } }` from 'a.b'. */
function nest(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}
const at = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

/** Sanitizes `{path: value}` for booking and returns the value found at `path` plus the warnings. */
function one(path: string, value: unknown, type: WidgetType = 'booking') {
  const { config, warnings } = sanitizeConfig(type, nest(path, value));
  return { value: at(config, path), warnings, config };
}

function expectAccepted(path: string, value: unknown, expected: unknown = value) {
  const r = one(path, value);
  expect(r.warnings).toEqual([]);
  expect(r.value).toEqual(expected);
}
function expectRejected(path: string, value: unknown) {
  const r = one(path, value);
  expect(r.value).toEqual(at(defaultConfig('booking'), path));
  expect(r.warnings).toHaveLength(1);
  expect(r.warnings[0]!.path).toBe(path);
  return r.warnings[0]!.message;
}

describe('sanitizeConfig: defaults are valid', () => {
  it.each(TYPES)('%s: its own defaults pass without warnings and come back equal', (type) => {
    const { config, warnings } = sanitizeConfig(type, defaultConfig(type));
    expect(warnings).toEqual([]);
    expect(config).toEqual(defaultConfig(type));
  });

  it.each(TYPES)('%s: an empty object gives the defaults, silently', (type) => {
    expect(sanitizeConfig(type, {})).toEqual({ config: defaultConfig(type), warnings: [] });
  });
});

describe('colours', () => {
  const path = 'theme.colors.button.normal.background';
  it.each(['#fff', '#FFF', '#a1B2c3', '#000000', '#AbC'])('accepts %j', (v) => expectAccepted(path, v));
  it.each(['fff', '#ffff', '#fffffff', '#ggg', 'red', 'rgb(0,0,0)', '#fff;}', ' #fff', '', 0, null, true, ['#fff'], { hex: '#fff' }])(
    'rejects %j with a warning naming the path and the value',
    (v) => {
      const message = expectRejected(path, v);
      expect(message).toMatch(/expected a hex colour/);
      expect(message).toMatch(/received/);
    },
  );
  it.each([
    'theme.colors.background',
    'theme.colors.text',
    'theme.colors.secondaryText',
    'theme.colors.error',
    'theme.colors.success',
    'theme.colors.border',
    'theme.colors.item.selected.secondaryText',
    'theme.colors.list.normal.text',
    'theme.colors.form.error.background',
    'theme.colors.summary.secondaryText',
    'theme.colors.iconButton.disabled.text',
  ])('%s is a hex colour', (p) => {
    expectAccepted(p, '#123456');
    expectRejected(p, 'blue');
  });
});

describe('borders', () => {
  const path = 'theme.colors.item.normal.border';
  it.each([
    ['none', 'none'],
    ['1px solid #fff', '1px solid #fff'],
    ['0 dashed #000000', '0 dashed #000000'],
    ['20px dotted #ABCDEF', '20px dotted #ABCDEF'],
    ['1.5px solid #abc', '1.5px solid #abc'],
    ['  2px   solid   #abc ', '2px   solid   #abc'],
  ])('accepts %j', (v, expected) => expectAccepted(path, v, expected));
  it.each([
    '21px solid #fff',
    '1px groove #fff',
    '1px double #fff',
    '1px solid red',
    '1 solid #fff',
    '-1px solid #fff',
    'solid 1px #fff',
    '1px solid',
    '1px solid #fff; background:url(x)',
    'None',
    '',
    5,
    null,
  ])('rejects %j', (v) => {
    expect(expectRejected(path, v)).toMatch(/width style #colour/);
  });
  it('theme.colors.border is a colour, not a border string', () => {
    expectRejected('theme.colors.border', '1px solid #fff');
  });
});

describe('paddings', () => {
  it.each([
    ['theme.spacing.padding', 0, 0],
    ['theme.spacing.padding', 24, 24],
    ['theme.spacing.padding', 12.5, 12.5],
    ['theme.spacing.padding', '8px', '8px'],
    ['theme.spacing.button.padding', '8px 16px', '8px 16px'],
    ['theme.spacing.item.padding', '1px 2px 3px', '1px 2px 3px'],
    ['theme.spacing.form.padding', '0 4px 0 4px', '0 4px 0 4px'],
    ['theme.spacing.summary.padding', ' 4px  8px ', '4px 8px'],
    ['theme.spacing.padding', '0.25px 199.75px', '0.25px 199.75px'],
    ['theme.spacing.padding', '200px', '200px'],
  ])('%s accepts %j', (p, v, expected) => expectAccepted(p, v, expected));
  it.each([
    ['theme.spacing.padding', -1],
    ['theme.spacing.padding', 201],
    ['theme.spacing.padding', Number.NaN],
    ['theme.spacing.padding', Number.POSITIVE_INFINITY],
    ['theme.spacing.padding', '24'],
    ['theme.spacing.padding', '1px 2px 3px 4px 5px'],
    ['theme.spacing.padding', '1em'],
    ['theme.spacing.padding', '-4px'],
    ['theme.spacing.padding', '4px; color: red'],
    // Each part whole: nothing before the number, nothing after 'px'.
    ['theme.spacing.padding', 'calc(1px)0'],
    ['theme.spacing.padding', 'x10px'],
    ['theme.spacing.padding', '10pxx'],
    ['theme.spacing.padding', '8px 10.px'],
    ['theme.spacing.padding', '200.5px'],
    ['theme.spacing.padding', `${'1px '.repeat(15)}1px`],
    ['theme.spacing.list.padding', ''],
    ['theme.spacing.list.padding', null],
  ])('%s rejects %j', (p, v) => {
    expect(expectRejected(p, v)).toMatch(/px values/);
  });
});

describe('URLs', () => {
  it.each([
    'https://example.com/login',
    'http://127.0.0.1:4010/api',
    'HTTPS://EXAMPLE.COM',
    '/login',
    'login',
    '../terms?x=1#y',
    '?next=/x',
  ])('accepts %j', (v) => {
    expect(isSafeUrl(v)).toBe(true);
    expectAccepted('localization.times.loginUrl', v);
    expectAccepted('apiUrl', v);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://',
    'ftp://example.com',
    'mailto:a@b.c',
    'https://exa mple.com',
    `https://example.com/${'a'.repeat(3000)}`,
    42,
    {},
  ])('rejects %j', (v) => {
    expect(isSafeUrl(v)).toBe(false);
    expect(expectRejected('localization.times.loginUrl', v)).toMatch(/http\(s\) or relative URL/);
    const api = one('apiUrl', v);
    expect(api.value).toBeUndefined();
    expect(api.warnings).toEqual([{ path: 'apiUrl', message: expect.stringMatching(/left out/) }]);
  });
  it.each([
    [null, null],
    ['', null],
  ])('loginUrl %j becomes null (no login target)', (v, expected) => {
    expectAccepted('localization.times.loginUrl', v, expected);
  });
  it('checks every terms link and drops the bad ones', () => {
    const { config, warnings } = sanitizeConfig('booking', {
      localization: {
        terms: {
          urls: [
            { text: 'Terms', url: '/terms' },
            { text: 'Evil', url: 'javascript:alert(1)' },
            { text: 'Privacy', url: 'https://example.com/privacy' },
            'not a link',
            { url: '/x' },
          ],
        },
      },
    });
    expect(config.localization.terms.urls).toEqual([
      { text: 'Terms', url: '/terms' },
      { text: 'Privacy', url: 'https://example.com/privacy' },
    ]);
    expect(warnings.map((w) => w.path)).toEqual([
      'localization.terms.urls.1.url',
      'localization.terms.urls.3',
      'localization.terms.urls.4.text',
    ]);
  });
});

describe('numbers in range', () => {
  it.each([
    ['theme.typography.fontSize.base', 8, 72],
    ['theme.typography.fontSize.large', 8, 96],
    ['theme.typography.fontWeight.normal', 100, 900],
    ['theme.typography.fontWeight.medium', 100, 900],
    ['theme.typography.lineHeight.title', 0.5, 4],
    ['theme.spacing.borderRadius', 0, 1000],
    ['theme.spacing.item.borderRadius', 0, 1000],
    ['theme.spacing.gridGap', 0, 200],
    ['theme.spacing.rowGap', 0, 200],
    ['theme.spacing.sectionGap', 0, 200],
    ['theme.spacing.text.gap', 0, 200],
    ['theme.spacing.text.labelGap', 0, 200],
    ['daysConfig.minNights', 1, 365],
    ['daysConfig.maxNights', 0, 3650],
  ])('%s accepts %d to %d and nothing outside', (path, min, max) => {
    expectAccepted(path, min);
    expectAccepted(path, max);
    expect(expectRejected(path, min - 1)).toMatch(new RegExp(`from ${min} to ${max}`));
    expectRejected(path, max + 1);
    expectRejected(path, Number.NaN);
    expectRejected(path, String(min));
    expectRejected(path, null);
  });
  it.each([1.5, 2.000001])('nights are whole numbers (rejects %d)', (v) => {
    expect(expectRejected('daysConfig.minNights', v)).toMatch(/whole number/);
    expect(expectRejected('daysConfig.maxNights', v + 10)).toMatch(/whole number/);
  });
  it('maxNights below minNights becomes "no maximum" with a warning', () => {
    const { config, warnings } = sanitizeConfig('booking', { daysConfig: { minNights: 5, maxNights: 3 } });
    expect(config.daysConfig).toEqual({ minNights: 5, maxNights: 0 });
    expect(warnings).toEqual([{ path: 'daysConfig.maxNights', message: expect.stringContaining('received 3') }]);
  });
  it('maxNights 0 means no maximum and is kept', () => {
    expectAccepted('daysConfig.maxNights', 0);
  });
});

describe('enums and booleans', () => {
  it.each([
    ['EU', 'eu'],
    ['US', 'us'],
    ['Eu', 'eu'],
  ])('region %j is read case-insensitively as %j (the configurator spec spells US/EU)', (value, expected) => {
    expectAccepted('region', value, expected);
  });
  it.each([
    ['region', 'us', true],
    ['region', 'eu', true],
    ['region', ' eu', false],
    ['region', 'asia', false],
    ['transitionType', 'slide', true],
    ['transitionType', 'fade', true],
    ['transitionType', 'flip', true],
    ['transitionType', 'stack', true],
    ['transitionType', 'zoom', false],
    ['guestEnabled', false, true],
    ['guestEnabled', 'false', false],
    ['termsEnabled', 1, false],
    ['codeEnabled', true, true],
    ['showServiceSelector', true, true],
    ['hideResourcePicker', 'yes', false],
    ['calendarEnabled', false, true],
    ['calendarEnabled', 'off', false],
    ['priceConfig.showPrice', false, true],
    ['priceConfig.showDecimalPlaces', 0, false],
    ['localization.locale', 'de-DE', true],
    ['localization.locale', 'fr', true],
    ['localization.locale', 'en_US', false],
    ['localization.locale', 'x', false],
    // Well-formed BCP 47 (Intl takes it) but longer than the 35 characters a locale setting may have.
    ['localization.locale', 'de-DE-1901-1996-fonipa-fonupa-scouse', false],
  ])('%s = %j valid: %s', (path, value, valid) => {
    if (valid) expectAccepted(path, value);
    else expectRejected(path, value);
  });
});

describe('texts', () => {
  it.each([
    ['localization.bookButton', 'Reserve'],
    ['localization.successScreen.title', '<b>not html</b> & stays text'],
    ['localization.giftCards.taxExcludedText', '+{rate} % MwSt.'],
    ['localization.times.selectTimeTitle', 'Zeit wählen 🕒'],
    ['localization.errorScreen.description', 'line one\nline two'],
  ])('%s keeps %j verbatim (plain text, never interpreted)', (path, v) => expectAccepted(path, v));
  it.each([
    ['localization.bookButton', 42],
    ['localization.bookButton', { text: 'x' }],
    ['localization.bookButton', 'x'.repeat(1001)],
    ['localization.bookButton', 'nul\u0000byte'],
    ['theme.typography.fontFamily', 'Inter; } body { display:none'],
    // A ';' alone (no braces) would still end the declaration the font list is written into.
    ['theme.typography.fontFamily', 'Inter; sans-serif'],
    ['theme.typography.fontFamily', 'url(https://evil/font)'],
    ['theme.typography.fontFamily', ''],
    ['apiKey', 'key\r\nX-Injected: 1'],
    ['apiKey', 'k'.repeat(201)],
    ['companyId', 7],
  ])('%s rejects %j', (path, v) => {
    const message = expectRejected(path, v);
    expect(message.length).toBeLessThan(300);
  });
  it('reports a huge string by its length, not its content', () => {
    const message = expectRejected('localization.bookButton', 'x'.repeat(1_000_000));
    expect(message).toContain('(1000000 characters)');
    expect(message.length).toBeLessThan(300);
  });
  it('keeps a font stack with quotes', () => {
    expectAccepted('theme.typography.fontFamily', "'Open Sans', \"Helvetica Neue\", sans-serif");
  });
});

describe('dates and tokens', () => {
  it.each([
    ['2030-01-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2030-02-30', false],
    ['2030-13-01', false],
    ['2030-1-1', false],
    ['2030-01-01T00:00:00Z', false],
    ['tomorrow', false],
    [20300101, false],
  ])('preselectedDate %j valid: %s', (v, valid) => {
    expect(isIsoDate(v)).toBe(valid);
    const r = one('preselectedDate', v);
    expect(r.value).toBe(valid ? v : undefined);
    expect(r.warnings).toHaveLength(valid ? 0 : 1);
  });
  it.each([null, ''])('preselectedDate %j means none', (v) => {
    expect(one('preselectedDate', v)).toMatchObject({ value: undefined, warnings: [] });
  });

  const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: '2030-01-01T00:00:00Z' };
  it.each([
    [tokens, tokens],
    [{ ...tokens, expiresAt: '2030-01-01T00:00:00.123+02:00' }, { ...tokens, expiresAt: '2030-01-01T00:00:00.123+02:00' }],
    [null, null],
    ['', null],
  ])('tokens %j accepted', (v, expected) => expectAccepted('tokens', v, expected));
  it.each([
    [{ ...tokens, expiresAt: 'soon' }],
    [{ ...tokens, accessToken: '' }],
    [{ accessToken: 'a', refreshToken: 'r' }],
    [{ ...tokens, accessToken: 5 }],
    ['token'],
    [[tokens]],
  ])('tokens %j dropped with a warning', (v) => {
    const r = one('tokens', v);
    expect(r.value).toBeUndefined();
    expect(r.warnings.length).toBeGreaterThan(0);
    expect(r.warnings.every((w) => w.path.startsWith('tokens'))).toBe(true);
  });
  it('drops unknown token members', () => {
    const r = one('tokens', { ...tokens, extra: 1 });
    expect(r.value).toEqual(tokens);
    expect(r.warnings).toEqual([{ path: 'tokens.extra', message: expect.stringContaining('expected a known setting, received 1; dropped') }]);
  });
});

describe('gradients', () => {
  const g = (v: unknown, key = 'button.normal') => sanitizeConfig('booking', { theme: { _gradients: { [key]: v } } });
  it.each([
    [{ type: 'solid', colors: ['#fff'] }],
    [{ type: 'solid', colors: [] }],
    [{ type: 'linear', colors: ['#fff', '#000'], angle: 0 }],
    [{ type: 'linear', colors: ['#fff', '#000', '#abcdef'], angle: 360 }],
    [{ type: 'radial', colors: ['#fff', '#000'], position: 'top left' }],
  ])('accepts %j', (v) => {
    expect(g(v)).toEqual({ config: mergeWithDefaults('booking', { theme: { _gradients: { 'button.normal': v as Gradient } } }), warnings: [] });
  });
  it.each(['background', 'summary', 'item.selected', 'form.error', 'iconButton.disabled'])('accepts key %s', (key) => {
    expect(g({ type: 'solid', colors: ['#fff'] }, key).warnings).toEqual([]);
  });
  it.each(['button', 'item.pressed', 'text', '__proto__', 'constructor'])('drops key %s', (key) => {
    const { config, warnings } = sanitizeConfig('booking', JSON.parse(`{"theme":{"_gradients":{"${key}":{"type":"solid","colors":["#fff"]}}}}`));
    expect(config.theme._gradients).toEqual({});
    expect(Object.getPrototypeOf(config.theme._gradients)).toBe(Object.prototype);
    expect(warnings).toEqual([{ path: `theme._gradients.${key}`, message: expect.stringContaining('dropped') }]);
  });
  it.each([
    [{ type: 'conic', colors: ['#fff', '#000'] }, 'theme._gradients.button.normal.type', undefined],
    ['linear-gradient(red, blue)', 'theme._gradients.button.normal', undefined],
    [{ type: 'linear', colors: ['#fff', '#000'], angle: 361 }, 'theme._gradients.button.normal.angle', { type: 'linear', colors: ['#fff', '#000'] }],
    [{ type: 'linear', colors: ['#fff', '#000'], angle: -1 }, 'theme._gradients.button.normal.angle', { type: 'linear', colors: ['#fff', '#000'] }],
    [{ type: 'radial', colors: ['#fff', '#000'], position: 'middle' }, 'theme._gradients.button.normal.position', { type: 'radial', colors: ['#fff', '#000'] }],
    [{ type: 'linear', colors: ['#fff', 'red'] }, 'theme._gradients.button.normal.colors.1', { type: 'linear', colors: ['#fff', '#ffffff'] }],
    [{ type: 'radial', colors: 'red' }, 'theme._gradients.button.normal.colors', { type: 'radial', colors: ['#ffffff', '#ffffff'] }],
  ])('%j: warns at %s', (v, path, expected) => {
    const { config, warnings } = g(v);
    expect(config.theme._gradients['button.normal']).toEqual(expected);
    expect(warnings[0]!.path).toBe(path);
  });
  it('pads a gradient with fewer than two colours with white', () => {
    expect(g({ type: 'linear', colors: ['#000'] }).config.theme._gradients['button.normal']).toEqual({
      type: 'linear',
      colors: ['#000', '#ffffff'],
    });
  });
});

describe('custom form fields', () => {
  const ok = { type: 'text', labelText: 'Company', required: true, errorText: 'Company is needed', inputWidth: 'auto / span 2' };
  const fields = (list: unknown) => sanitizeConfig('subscription', { customFormFields: list });

  it.each([
    [ok, ok],
    [{ type: 'select', labelText: 'Size', options: 'S, M, L' }, { type: 'select', labelText: 'Size', options: 'S, M, L', required: false, errorText: '', inputWidth: 'auto / span 1' }],
    [{ type: 'multiselect', labelText: 'Extras', options: 'a\nb' }, { type: 'multiselect', labelText: 'Extras', options: 'a\nb', required: false, errorText: '', inputWidth: 'auto / span 1' }],
    // The native input types a configuration may name besides the configurator's kinds.
    ...(['number', 'textarea', 'phone', 'url', 'email', 'tel', 'date', 'time'] as const).map((type): [object, object] => [
      { type, labelText: 'L' },
      { type, labelText: 'L', required: false, errorText: '', inputWidth: 'auto / span 1' },
    ]),
  ] as [object, object][])('accepts %j', (field, expected) => {
    expect(fields([field])).toEqual({ config: { ...defaultConfig('subscription'), customFormFields: [expected] }, warnings: [] });
  });

  it.each([
    [{ ...ok, type: 'checkbox' }, 'customFormFields.0.type'],
    // Native types whose value is not an answer the form can send.
    [{ ...ok, type: 'password' }, 'customFormFields.0.type'],
    [{ ...ok, type: 'file' }, 'customFormFields.0.type'],
    [{ ...ok, type: 'hidden' }, 'customFormFields.0.type'],
    [{ ...ok, type: undefined }, 'customFormFields.0.type'],
    [{ ...ok, labelText: '   ' }, 'customFormFields.0.labelText'],
    [{ ...ok, labelText: 7 }, 'customFormFields.0.labelText'],
    [{ type: 'select', labelText: 'Size' }, 'customFormFields.0.options'],
    [{ type: 'multiselect', labelText: 'Size', options: ' ' }, 'customFormFields.0.options'],
    ['Company', 'customFormFields.0'],
    [null, 'customFormFields.0'],
  ])('drops %j with a warning at %s', (field, path) => {
    const { config, warnings } = fields([field, ok]);
    expect(config.customFormFields).toEqual([ok]);
    expect(warnings[0]!.path).toBe(path);
    // Blank options warn twice at their path: the text is refused, then the select field without options is dropped.
    expect(warnings.at(-1)!.message).toMatch(/dropped/);
  });

  it.each([
    [{ ...ok, required: 'yes' }, 'required', false],
    [{ ...ok, inputWidth: '100%' }, 'inputWidth', 'auto / span 1'],
    [{ ...ok, errorText: ['x'] }, 'errorText', ''],
  ])('keeps the field but defaults a bad %s', (field, key, fallback) => {
    const { config, warnings } = fields([field]);
    expect((config.customFormFields[0] as unknown as Record<string, unknown>)[key]).toBe(fallback);
    expect(warnings.map((w) => w.path)).toEqual([`customFormFields.0.${key}`]);
  });

  it('drops options of a non-select field and unknown members', () => {
    const { config, warnings } = fields([{ ...ok, options: 'a,b', onclick: 'alert(1)' }]);
    expect(config.customFormFields).toEqual([ok]);
    expect(warnings.map((w) => w.path).sort()).toEqual(['customFormFields.0.onclick', 'customFormFields.0.options']);
  });

  it('says what was expected and received for options and duplicates', () => {
    expect(fields([{ type: 'select', labelText: 'Size' }]).warnings[0]!.message).toBe(
      'expected options for a select field, received undefined; entry dropped',
    );
    expect(fields([{ ...ok, options: 'a,b' }]).warnings[0]!.message).toBe('expected no options on a text field, received "a,b"; dropped');
    const dup = sanitizeConfig('giftcard', { giftCardsConfig: [{ giftCardId: 'g' }, { giftCardId: 'g' }] });
    expect(dup.warnings).toEqual([{ path: 'giftCardsConfig.1', message: 'expected a unique giftCardId, received "g"; dropped' }]);
  });

  it('a non-list falls back to no fields', () => {
    const { config, warnings } = fields({ 0: ok });
    expect(config.customFormFields).toEqual([]);
    expect(warnings).toEqual([{ path: 'customFormFields', message: expect.stringContaining('expected a list') }]);
  });

  it('caps the number of fields', () => {
    const { config, warnings } = fields(Array.from({ length: 60 }, () => ok));
    expect(config.customFormFields).toHaveLength(50);
    expect(warnings).toEqual([{ path: 'customFormFields', message: 'expected at most 50 entries, received an array of 60 items; the rest dropped' }]);
  });
});

describe('override lists', () => {
  it.each([
    ['booking', 'servicesConfig', 'serviceId'],
    ['subscription', 'subscriptionsConfig', 'subscriptionId'],
    ['giftcard', 'giftCardsConfig', 'giftCardId'],
  ] as const)('%s %s needs a non-empty %s, unique', (type, list, key) => {
    const { config, warnings } = sanitizeConfig(type, {
      [list]: [
        { [key]: 'a', title: 'A', description: 'About A' },
        { [key]: '', title: 'no id' },
        { title: 'missing id' },
        { [key]: '  ' },
        { [key]: 5 },
        { [key]: 'a', title: 'duplicate' },
        { [key]: 'b', title: 99 },
      ],
    });
    expect((config as unknown as Record<string, unknown>)[list]).toEqual([
      { [key]: 'a', title: 'A', description: 'About A' },
      { [key]: 'b' },
    ]);
    expect(warnings.map((w) => w.path)).toEqual([
      `${list}.1.${key}`,
      `${list}.2.${key}`,
      `${list}.3.${key}`,
      `${list}.4.${key}`,
      `${list}.5`,
      `${list}.6.title`,
    ]);
  });

  it('keeps the per-service resource picker overrides', () => {
    const entry = { serviceId: 's', hideResourcePicker: true, selectResourceTitle: 'Pick a room', anyResourceOption: 'Any room' };
    expect(sanitizeConfig('booking', { servicesConfig: [entry] })).toMatchObject({ config: { servicesConfig: [entry] }, warnings: [] });
  });
});

describe('unknown keys and other types', () => {
  it.each([
    ['subscription', 'serviceId'],
    ['subscription', 'priceConfig'],
    ['giftcard', 'codeEnabled'],
    ['subscription', 'calendarEnabled'],
    ['giftcard', 'servicesConfig'],
    ['booking', 'subscriptionsConfig'],
    ['booking', 'giftCardId'],
    ['booking', 'bogus'],
  ] as const)('%s drops %s with a warning', (type, key) => {
    const { config, warnings } = sanitizeConfig(type, { [key]: 'x' });
    expect(key in config).toBe(false);
    expect(warnings).toEqual([{ path: key, message: 'expected a known setting, received "x"; dropped' }]);
  });
  it('drops nested unknown keys with their dotted path', () => {
    const { warnings } = sanitizeConfig('booking', { theme: { colors: { button: { normal: { glow: '#fff' } } } }, localization: { extra: 'x' } });
    expect(warnings.map((w) => w.path)).toEqual(['theme.colors.button.normal.glow', 'localization.extra']);
  });
  it('ignores the snippet marker _widgetType silently', () => {
    expect(sanitizeConfig('giftcard', { _widgetType: 'giftcard' })).toEqual({ config: defaultConfig('giftcard'), warnings: [] });
  });
});

describe('hostile input never throws', () => {
  const cyclic: Record<string, unknown> = { apiKey: 'k' };
  cyclic.theme = cyclic;
  cyclic.localization = { times: cyclic };
  const getterThrows = Object.defineProperty({}, 'apiKey', { enumerable: true, get: () => { throw new Error('boom'); } });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const trapThrows = new Proxy({}, { ownKeys: () => { throw new Error('no keys'); }, getPrototypeOf: () => Object.prototype });

  it.each([
    ['null', null],
    ['a string', 'apiKey=x'],
    ['a number', 42],
    ['an array', [{ apiKey: 'x' }]],
    ['a function', () => ({ apiKey: 'x' })],
    ['a Date', new Date()],
    ['a Map', new Map([['apiKey', 'x']])],
    ['a symbol', Symbol('x')],
    ['a bigint', 10n],
    ['a cycle', cyclic],
    ['a throwing getter', getterThrows],
    ['a revoked proxy', revoked.proxy],
    ['a proxy whose traps throw', trapThrows],
    ['a class instance', new (class Config { apiKey = 'x'; })()],
    ['an object with a null prototype', Object.assign(Object.create(null), { apiKey: 'k' })],
    ['a prototype-pollution payload', JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"theme":{"__proto__":{"polluted":1}}}')],
    ['a huge string', 'x'.repeat(5_000_000)],
    ['deeply nested junk', JSON.parse('{"theme":'.repeat(2000) + '1' + '}'.repeat(2000))],
    ['a huge list', { customFormFields: new Array(1_000_000).fill({ type: 'text', labelText: 'x' }) }],
    ['a huge object', Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))],
  ])('%s', (_, input) => {
    for (const type of TYPES) {
      let result: ReturnType<typeof sanitizeConfig> | undefined;
      expect(() => (result = sanitizeConfig(type, input))).not.toThrow();
      expect(result!.config.theme.colors.background).toMatch(/^#/);
      expect(result!.warnings.length).toBeLessThanOrEqual(101);
      for (const w of result!.warnings) expect(w.message.length).toBeLessThan(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps two calls apart when a getter sanitizes while being read', () => {
    let inner: ReturnType<typeof sanitizeConfig> | undefined;
    const input = Object.defineProperty({ region: 'asia' }, 'apiKey', {
      enumerable: true,
      get: () => ((inner = sanitizeConfig('giftcard', { bogus: 1 })), 'k'),
    });
    const outer = sanitizeConfig('booking', input);
    expect(outer.config.apiKey).toBe('k');
    expect(outer.warnings.map((w) => w.path)).toEqual(['region']);
    expect(inner!.warnings.map((w) => w.path)).toEqual(['bogus']);
  });
  it('a setting whose getter throws falls back alone; the other settings are kept', () => {
    const input = Object.defineProperty({ region: 'eu', companyId: 'c1' }, 'apiKey', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const { config } = sanitizeConfig('booking', input);
    expect(config).toMatchObject({ apiKey: '', region: 'eu', companyId: 'c1' });
  });
  it('reads a null-prototype object like a plain one', () => {
    const input = Object.assign(Object.create(null), { apiKey: 'k' });
    expect(sanitizeConfig('booking', input).config.apiKey).toBe('k');
  });
  it('warns once for a non-object config, naming what it got', () => {
    expect(sanitizeConfig('booking', 'x').warnings).toEqual([{ path: '', message: expect.stringContaining('received "x"') }]);
    expect(sanitizeConfig('booking', [1]).warnings[0]!.message).toContain('an array of 1 items');
  });
  it('caps the warnings at 100 plus a summary', () => {
    const { warnings } = sanitizeConfig('booking', Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])));
    expect(warnings).toHaveLength(101);
    expect(warnings[100]).toEqual({ path: '', message: '400 more warnings omitted' });
  });
  it('does not share objects with its input or the defaults', () => {
    const urls = [{ text: 'T', url: '/t' }];
    const { config } = sanitizeConfig('booking', { localization: { terms: { urls } } });
    expect(config.localization.terms.urls).not.toBe(urls);
    config.theme.colors.text = '#000000';
    expect(DEFAULT_THEME.colors.text).not.toBe('#000000');
    expect(Object.isFrozen(config.localization)).toBe(false);
    expect(DEFAULT_LOCALIZATION.terms.urls).toEqual([{ text: 'terms and conditions', url: '/terms' }]);
  });
});

describe('a realistic imported config', () => {
  it('keeps the good, defaults the bad, reports each', () => {
    const { config, warnings } = sanitizeConfig('booking', {
      apiKey: 'live_key',
      companyId: 'company-1',
      serviceId: 'service-1',
      region: 'eu',
      transitionType: 'fade',
      theme: { colors: { background: '#101010', text: 'white' }, spacing: { padding: '8px 12px' } },
      localization: { bookButton: 'Reservieren', times: { loginUrl: 'javascript:steal()' } },
      preselectedDate: '2030-06-15',
    });
    expect(config).toMatchObject({
      apiKey: 'live_key',
      region: 'eu',
      transitionType: 'fade',
      preselectedDate: '2030-06-15',
      theme: { colors: { background: '#101010', text: DEFAULT_THEME.colors.text }, spacing: { padding: '8px 12px' } },
      localization: { bookButton: 'Reservieren', times: { loginUrl: '/login' } },
    });
    expect(warnings.map((w) => w.path)).toEqual(['theme.colors.text', 'localization.times.loginUrl']);
    expect(warnings[0]!.message).toBe('expected a hex colour (#rgb or #rrggbb), received "white"; using the default "#111827"');
  });
});

describe("sanitizeForWidget: a widget's own defaults", () => {
  it("takes a model configuration (every text of every type, in its scheme, less embed) without a warning and keeps only its type's texts", () => {
    for (const type of TYPES) {
      const { config, warnings } = sanitizeForWidget(WIDGET_DEFAULTS[type], withoutEmbed(applyColorScheme(defaultConfig(type), false)));
      expect(warnings).toEqual([]);
      expect(config).toEqual(WIDGET_DEFAULTS[type].defaults);
    }
    const sub = sanitizeForWidget(SUBSCRIPTION_DEFAULTS, { localization: { times: { today: 'Heute' }, subscriptions: { buyText: 'Kaufen' } } });
    expect(sub.warnings).toEqual([]);
    expect(sub.config.localization.subscriptions.buyText).toBe('Kaufen');
    expect(sub.config.localization).not.toHaveProperty('times');
    const booking = sanitizeForWidget(BOOKING_DEFAULTS, { localization: { errors: { missingParametersPlugin: 'x', loadTimes: 'Zeiten fehlen' } } });
    expect(booking.warnings).toEqual([]);
    expect(booking.config.localization.errors).toEqual({ ...BOOKING_DEFAULTS.defaults.localization.errors, loadTimes: 'Zeiten fehlen' });
  });

  it('still warns about texts that no widget has, and about other texts given in a wrong place', () => {
    const { warnings } = sanitizeForWidget(GIFT_CARD_DEFAULTS, {
      localization: { tims: { today: 'x' }, giftCards: { today: 'x' } },
      times: {},
    });
    expect(warnings.map((w) => w.path)).toEqual(['localization.giftCards.today', 'localization.tims', 'times']);
  });

  it('checks the texts it keeps like the model does', () => {
    const bad = { localization: { giftCards: { buyText: 42 }, errorScreen: { title: 'x'.repeat(2000) } } };
    const widget = sanitizeForWidget(GIFT_CARD_DEFAULTS, bad);
    expect(widget.warnings).toEqual(sanitizeConfig('giftcard', bad).warnings);
    expect(widget.config.localization.giftCards.buyText).toBe('Purchase Gift Card');
  });
});

describe('the book button: one text, older configurations read into it', () => {
  const form = (submitButton: unknown, bookButton?: unknown) => ({
    localization: { ...(bookButton === undefined ? {} : { bookButton }), form: { submitButton } },
  });

  it.each(TYPES)("%s: an older configuration's form.submitButton becomes bookButton, without a warning", (type) => {
    const { config, warnings } = sanitizeConfig(type, form('Reserve my court'));
    expect(warnings).toEqual([]);
    expect(config.localization.bookButton).toBe('Reserve my court');
    expect(config.localization.form.submitButton).toBe('');
  });

  it('the same text in both places is one text, without a warning', () => {
    const { config, warnings } = sanitizeConfig('booking', form('Reserve', 'Reserve'));
    expect(warnings).toEqual([]);
    expect(config.localization).toMatchObject({ bookButton: 'Reserve', form: { submitButton: '' } });
  });

  it('two different texts both stay, as the widget shows them: nothing the owner wrote is lost', () => {
    const { config, warnings } = sanitizeConfig('booking', form('Confirm', 'Reserve'));
    expect(warnings).toEqual([]);
    expect(config.localization).toMatchObject({ bookButton: 'Reserve', form: { submitButton: 'Confirm' } });
    expect(diffFromDefaults('booking', config)).toEqual({ localization: { bookButton: 'Reserve', form: { submitButton: 'Confirm' } } });
  });

  it('an invalid form.submitButton is reported like any text and changes nothing', () => {
    const { config, warnings } = sanitizeConfig('booking', form(42));
    expect(config.localization).toMatchObject({ bookButton: 'Book Now', form: { submitButton: '' } });
    expect(warnings.map((w) => w.path)).toEqual(['localization.form.submitButton']);
  });

  it("a widget keeps an older configuration's Form-step text as it is (its Form step shows it)", () => {
    const { config, warnings } = sanitizeForWidget(BOOKING_DEFAULTS, form('Confirm', 'Reserve'));
    expect(warnings).toEqual([]);
    expect(config.localization).toMatchObject({ bookButton: 'Reserve', form: { submitButton: 'Confirm' } });
  });
});
