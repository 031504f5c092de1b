import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAYS_CONFIG,
  DEFAULT_LOCALIZATION,
  DEFAULT_PRICE_CONFIG,
  DEFAULT_THEME,
  DARK_THEME_COLORS,
  defaultConfig,
  normalizeWidgetType,
} from './defaults';
import { contrastRatio } from './contrast';
import type { WidgetType } from './types';

const at = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

/** Every default text at the key the widgets read it from: the ones both specs quote, and the others as written. */
const TEXTS: [path: string, text: string][] = [
  ['errors.missingParameters', 'Missing required parameters. Please provide apiKey, companyId and serviceId.'],
  ['errors.missingParametersMulti', 'Missing required parameters. Please provide apiKey and companyId.'],
  ['errors.missingParametersPlugin', 'Missing required parameters. Please provide apiKey and companyId.'],
  ['errors.loadService', 'Failed to load service data'],
  ['errors.loadInitialData', 'Failed to load service information'],
  ['errors.loadTimes', 'Failed to load available times'],
  ['errors.booking', 'Failed to make booking'],
  ['serviceSelection.noServices', 'No services available'],
  ['serviceSelection.loadError', 'Failed to load services. Please try again.'],
  ['successScreen.title', 'Booking Confirmed'],
  ['successScreen.bookAgain', 'Book Again'],
  ['successScreen.addToCalendar', 'Add to calendar'],
  ['successScreen.googleCalendar', 'Google Calendar'],
  ['successScreen.outlookCalendar', 'Outlook'],
  ['successScreen.calendarFile', 'Apple Calendar and others (.ics)'],
  ['pendingScreen.title', 'Booking Pending'],
  ['pendingScreen.bookAgain', 'Book Again'],
  ['errorScreen.title', 'Error'],
  ['errorScreen.description', 'An error occurred while processing your request. Please try again later.'],
  ['errorScreen.reload', 'Reload'],
  ['loginButton', 'Please Log In to Book'],
  ['times.loginUrl', '/login'],
  ['bookButton', 'Book Now'],
  ['form.submitButton', ''],
  ['times.loadingText', 'Loading times...'],
  ['times.noAvailableTimes', 'No available times'],
  ['times.unknownResource', 'Unknown Resource'],
  ['resource.selectResourceTitle', 'Select Resource'],
  ['resource.anyResourceOption', 'Any Resource'],
  ['tickets.selectTicketsTitle', 'Select Tickets'],
  ['tickets.ticketsSummaryTitle', 'Tickets Summary'],
  ['tickets.noTicketsAvailable', 'No tickets available'],
  ['code.fieldLabel', 'Subscription or Promo Code'],
  ['code.fieldError', 'Invalid code'],
  ['code.notFoundError', 'Code not found'],
  ['code.placeholder', 'XXXX-XXXX'],
  ['code.appliedText', 'Code applied'],
  ['days.checkIn', 'Check-in'],
  ['days.checkOut', 'Check-out'],
  ['days.night', 'night'],
  ['days.nights', 'nights'],
  ['guestForm.firstNameFieldError', 'Please enter your first name'],
  ['guestForm.lastNameFieldError', 'Please enter your last name'],
  ['guestForm.emailFieldError', 'Please enter your email'],
  ['guestForm.emailFieldInvalidError', 'Please enter a valid email'],
  ['form.isRequiredText', '{label} is required'],
  ['form.invalidText', '{label} is invalid'],
  ['subscriptions.title', 'Choose Subscription'],
  ['subscriptions.subtitle', 'Select a subscription plan'],
  ['subscriptions.noSubscriptions', 'No subscriptions available'],
  ['subscriptions.buyText', 'Purchase'],
  ['subscriptions.loadError', 'Failed to load subscriptions'],
  ['subscriptions.purchaseError', 'Failed to purchase subscription'],
  ['giftCards.title', 'Choose Gift Card'],
  ['giftCards.subtitle', 'Please select one of the gift cards below'],
  ['giftCards.noGiftCards', 'No gift cards available'],
  ['giftCards.buyText', 'Purchase Gift Card'],
  ['giftCards.validityText', 'Valid for: '],
  ['giftCards.taxIncludedText', 'Tax included'],
  ['giftCards.taxExcludedText', 'incl. {rate}% tax'],
  ['giftCards.amountLabel', 'Amount'],
  ['giftCards.amountRangeText', 'Enter an amount from {min} to {max}'],
  ['giftCards.amountMinText', 'Enter an amount of at least {min}'],
  ['giftCards.loadError', 'Failed to load gift cards'],
  ['giftCards.purchaseError', 'Failed to purchase gift card'],
  ['locale', 'en-US'],
  // Not quoted by the specs; pinned so a changed or dropped default cannot pass unnoticed.
  ['times.selectTimeTitle', 'Select Time'],
  ['times.continueButton', 'Continue'],
  ['times.nextAvailableDate', 'Go to next available date'],
  ['pendingScreen.payButton', 'Complete Payment'],
  ['times.selectDateTitle', 'Select Date'],
  ['times.previousDays', 'Previous days'],
  ['times.nextDays', 'Next days'],
  ['times.today', 'Today'],
  ['times.comparedPriceLabel', 'was'],
  ['times.timeZoneNote', 'Times are in {zone}'],
  ['subscriptions.comparedPriceLabel', 'was'],
  ['subscriptions.bookingsCountText', '{count} bookings'],
  ['subscriptions.bookingCountText', '{count} booking'],
  ['guestForm.firstNameFieldLabel', 'First Name'],
  ['guestForm.lastNameFieldLabel', 'Last Name'],
  ['guestForm.emailFieldLabel', 'Email'],
  ['successScreen.description', 'Your booking on {date} at {time} is confirmed. A confirmation has been sent to {email}.'],
  ['pendingScreen.description', 'Your booking on {date} at {time} is pending. A confirmation email will follow at {email}.'],
  ['backButton', 'Back'],
  ['loadingText', 'Loading...'],
  ['group.selectTitle', 'Number of Participants'],
  ['duration.selectTitle', 'Duration'],
  ['tickets.selectTicketsDescription', 'Choose how many tickets you need'],
  ['tickets.continueButton', 'Continue'],
  ['terms.acceptText', 'I agree to the'],
  ['terms.urls.0.text', 'terms and conditions'],
  ['terms.urls.0.url', '/terms'],
  ['form.selectOption', 'Select an option'],
  ['serviceSelection.title', 'Select a Service'],
  ['serviceSelection.description', 'Choose the service you would like to book'],
  ['subscriptions.summaryTitle', 'Subscription Summary'],
  ['giftCards.summaryTitle', 'Gift Card Summary'],
];

describe('DEFAULT_LOCALIZATION', () => {
  it.each(TEXTS)('%s is %j', (path, text) => {
    expect(at(DEFAULT_LOCALIZATION, path)).toBe(text);
  });

  it('has no text that the table above does not pin', () => {
    const leaves: string[] = [];
    const walk = (v: unknown, path: string): void => {
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
      else leaves.push(path);
    };
    walk(DEFAULT_LOCALIZATION, '');
    expect(leaves.sort()).toEqual(TEXTS.map(([path]) => path).sort());
  });

  it('links the terms to /terms', () => {
    expect(DEFAULT_LOCALIZATION.terms.urls).toEqual([{ text: expect.any(String), url: '/terms' }]);
    expect(DEFAULT_LOCALIZATION.terms.acceptText).not.toBe('');
  });

  it.each(['successScreen', 'pendingScreen'] as const)('%s description carries {date}, {time} and {email}', (k) => {
    for (const p of ['{date}', '{time}', '{email}']) expect(DEFAULT_LOCALIZATION[k].description).toContain(p);
  });

  it('has a non-empty plain-text string at every leaf', () => {
    const walk = (v: unknown, path: string): void => {
      // The book button's older Form-step copy is empty unless an older configuration sets it.
      if (path === 'localization.form.submitButton') expect(v).toBe('');
      else if (typeof v === 'string') {
        expect(v.trim(), path).not.toBe('');
        expect(v, path).not.toMatch(/[<>]/);
      } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
      else throw new Error(`${path} is ${String(v)}`);
    };
    walk(DEFAULT_LOCALIZATION, 'localization');
  });
});

/** WCAG 2 contrast ratio of two hex colours (the model's one formula). */
const contrast = (a: string, b: string): number => contrastRatio(a, b) ?? 0;

describe('DEFAULT_THEME', () => {
  const c = DEFAULT_THEME.colors;
  const states: [string, { background: string; text: string; secondaryText?: string; border: string }][] = [
    ['page', { background: c.background, text: c.text, secondaryText: c.secondaryText, border: 'none' }],
    ...(['button', 'secondaryButton', 'iconButton', 'item', 'list', 'form'] as const).flatMap((group) =>
      Object.entries(c[group]).map(([state, colors]) => [`${group}.${state}`, colors] as [string, typeof colors]),
    ),
    ['summary', c.summary],
  ];

  it('covers every state of every element', () => {
    expect(states.map(([name]) => name)).toEqual([
      'page',
      'button.normal',
      'button.hover',
      'button.disabled',
      'secondaryButton.normal',
      'secondaryButton.hover',
      'secondaryButton.disabled',
      'iconButton.normal',
      'iconButton.hover',
      'iconButton.disabled',
      'item.normal',
      'item.selected',
      'item.hover',
      'item.disabled',
      'list.normal',
      'list.selected',
      'form.normal',
      'form.error',
      'summary',
    ]);
  });

  it.each(states)('%s: text and secondary text reach 4.5:1 on the background, colours are hex', (_, s) => {
    expect(s.background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(s.text, s.background)).toBeGreaterThanOrEqual(4.5);
    if (s.secondaryText) expect(contrast(s.secondaryText, s.background)).toBeGreaterThanOrEqual(4.5);
    expect(s.border).toMatch(/^(none|\d+px (solid|dashed|dotted) #[0-9a-f]{6})$/i);
  });

  it.each([
    ['error', c.error],
    ['success', c.success],
  ])('%s text reaches 4.5:1 on the page background', (_, colour) => {
    expect(contrast(colour, c.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the spec typography and spacing defaults', () => {
    expect(DEFAULT_THEME.typography.fontFamily).toMatch(/^Inter,/);
    expect(DEFAULT_THEME.typography.fontSize.base).toBe(16);
    expect(DEFAULT_THEME.spacing.padding).toBe(24);
    expect(DEFAULT_THEME._gradients).toEqual({});
    for (const key of ['button', 'iconButton', 'item', 'list', 'form', 'summary'] as const) {
      expect(DEFAULT_THEME.spacing[key]).toEqual({ padding: expect.anything(), borderRadius: expect.any(Number) });
    }
  });
});

describe('frozen defaults', () => {
  it.each([
    ['DEFAULT_THEME.colors.button.normal', () => ((DEFAULT_THEME.colors.button.normal as { text: string }).text = '#000')],
    ['DEFAULT_THEME._gradients', () => ((DEFAULT_THEME._gradients as Record<string, unknown>).background = {})],
    ['DEFAULT_LOCALIZATION.terms.urls', () => DEFAULT_LOCALIZATION.terms.urls.push({ text: 'x', url: '/x' })],
    ['DEFAULT_PRICE_CONFIG', () => ((DEFAULT_PRICE_CONFIG as { showPrice: boolean }).showPrice = false)],
    ['DEFAULT_DAYS_CONFIG', () => ((DEFAULT_DAYS_CONFIG as { minNights: number }).minNights = 3)],
  ])('%s cannot be changed', (_, mutate) => {
    expect(mutate).toThrow(TypeError);
  });

  it('defaultConfig hands out fresh, mutable copies', () => {
    const a = defaultConfig('booking');
    a.theme.colors.button.normal.background = '#000000';
    a.localization.terms.urls.push({ text: 'x', url: '/x' });
    a.customFormFields.push({ type: 'text', labelText: 'x', required: false, errorText: '', inputWidth: 'auto / span 1' });
    const b = defaultConfig('booking');
    expect(b.theme.colors.button.normal.background).toBe(DEFAULT_THEME.colors.button.normal.background);
    expect(b.localization.terms.urls).toHaveLength(1);
    expect(b.customFormFields).toEqual([]);
    expect(b.theme).not.toBe(DEFAULT_THEME);
  });
});

describe('defaultConfig', () => {
  it.each([
    ['booking', 'stack'],
    ['subscription', 'slide'],
    ['giftcard', 'slide'],
  ] as const)('%s defaults to the %s transition', (type, transition) => {
    expect(defaultConfig(type).transitionType).toBe(transition);
  });

  it.each(['booking', 'subscription', 'giftcard'] as const)('%s: shared defaults of every widget', (type: WidgetType) => {
    const config = defaultConfig(type);
    expect(config).toMatchObject({
      apiKey: '',
      companyId: '',
      region: 'us',
      guestEnabled: true,
      termsEnabled: false,
      customFormFields: [],
    });
    // The widgets' theme, then the model's own scheme settings: light, with the dark palette ready.
    expect(config.theme).toEqual({ ...DEFAULT_THEME, colorScheme: 'light', darkColors: DARK_THEME_COLORS });
    expect(Object.keys(config.theme)).toEqual([...Object.keys(DEFAULT_THEME), 'colorScheme', 'darkColors']);
    expect(config.localization).toEqual(DEFAULT_LOCALIZATION);
    expect('tokens' in config || 'apiUrl' in config).toBe(false);
  });

  it('booking: service, code, selector, resource picker, calendar links, prices and days', () => {
    expect(defaultConfig('booking')).toMatchObject({
      serviceId: '',
      showServiceSelector: false,
      codeEnabled: false,
      hideResourcePicker: false,
      calendarEnabled: true,
      servicesConfig: [],
      priceConfig: { showPrice: true, showComparedPrice: true, showDecimalPlaces: true },
      daysConfig: { minNights: 1, maxNights: 365 },
    });
    expect('preselectedDate' in defaultConfig('booking')).toBe(false);
  });

  it.each([
    ['subscription', 'subscriptionsConfig'],
    ['giftcard', 'giftCardsConfig'],
  ] as const)('%s has an empty %s and no booking-only settings', (type, list) => {
    const config = defaultConfig(type) as unknown as Record<string, unknown>;
    expect(config[list]).toEqual([]);
    for (const key of ['serviceId', 'showServiceSelector', 'codeEnabled', 'hideResourcePicker', 'calendarEnabled', 'priceConfig', 'daysConfig', 'servicesConfig']) {
      expect(key in config, key).toBe(false);
    }
  });

  it.each([
    ['subscription', 'subscription'],
    ['giftcard', 'giftcard'],
    ['booking', 'booking'],
    ['unknown', 'booking'],
    [undefined, 'booking'],
  ])('normalizeWidgetType(%j) is %s', (input, expected) => {
    expect(normalizeWidgetType(input)).toBe(expected);
    expect(defaultConfig(input as WidgetType)).toEqual(defaultConfig(expected as WidgetType));
  });
});
