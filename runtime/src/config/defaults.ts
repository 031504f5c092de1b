import type {
  BaseWidgetConfig,
  BookingWidgetConfig,
  DaysConfig,
  GiftCardWidgetConfig,
  Localization,
  PriceConfig,
  SubscriptionWidgetConfig,
  Theme,
  WidgetConfigByType,
  WidgetType,
} from './types';

/**
 * Default values of the configuration model. Everything here is deeply frozen: widgets and the configurators
 * share these objects, so a stray assignment must fail loudly instead of restyling every widget on the page.
 * `defaultConfig(type)` hands out fresh, mutable copies.
 */

/** Freezes a plain-data tree in place and returns it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Keys that would reach a prototype when assigned; never copied, merged or diffed. */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

/** A fresh copy of plain data (objects, arrays, primitives); `undefined` members are left out. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (isUnsafeKey(key)) continue;
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) out[key] = clonePlain(member);
    }
    return out as T;
  }
  return value;
}

// The palette, written out as literals (gzip shrinks repeated literals better than minified constant names):
// #111827 ink, 17.7:1 on white; #4b5563 muted, 7.6:1 on white, 6.9:1 on #f3f4f6; #1d4ed8 brand and #1e3a8a its
// hover, white text on them 6.7:1 and 10.4:1; #eff6ff tint; #d1d5db and #e5e7eb lines; #f3f4f6 surface.
/** Default theme: neutral surfaces, one accent, text contrast of at least 4.5:1 in every state. */
export const DEFAULT_THEME: Theme = deepFreeze<Theme>({
  colors: {
    background: '#ffffff',
    text: '#111827',
    secondaryText: '#4b5563',
    error: '#b91c1c',
    success: '#15803d',
    border: '#d1d5db',
    button: {
      normal: { background: '#1d4ed8', text: '#ffffff', border: 'none' },
      hover: { background: '#1e3a8a', text: '#ffffff', border: 'none' },
      // Disabled controls are exempt from WCAG contrast, but we keep the label readable anyway.
      disabled: { background: '#e5e7eb', text: '#4b5563', border: 'none' },
    },
    secondaryButton: {
      normal: { background: '#ffffff', text: '#1d4ed8', border: '1px solid #1d4ed8' },
      hover: { background: '#eff6ff', text: '#1e3a8a', border: '1px solid #1e3a8a' },
      disabled: { background: '#f3f4f6', text: '#4b5563', border: '1px solid #d1d5db' },
    },
    iconButton: {
      normal: { background: '#f3f4f6', text: '#111827', border: 'none' },
      hover: { background: '#e5e7eb', text: '#111827', border: 'none' },
      disabled: { background: '#f3f4f6', text: '#4b5563', border: 'none' },
    },
    item: {
      normal: { background: '#ffffff', text: '#111827', secondaryText: '#4b5563', border: '1px solid #d1d5db' },
      selected: { background: '#1d4ed8', text: '#ffffff', secondaryText: '#eff6ff', border: '1px solid #1d4ed8' },
      hover: { background: '#eff6ff', text: '#111827', secondaryText: '#374151', border: '1px solid #1d4ed8' },
      disabled: { background: '#f3f4f6', text: '#4b5563', secondaryText: '#4b5563', border: '1px solid #e5e7eb' },
    },
    list: {
      normal: { background: '#ffffff', text: '#111827', secondaryText: '#4b5563', border: '1px solid #e5e7eb' },
      selected: { background: '#eff6ff', text: '#111827', secondaryText: '#374151', border: '1px solid #1d4ed8' },
    },
    form: {
      // Input outlines need 3:1 against the page (WCAG 1.4.11): #6b7280 gives 4.8:1.
      normal: { background: '#ffffff', text: '#111827', border: '1px solid #6b7280' },
      error: { background: '#fef2f2', text: '#7f1d1d', border: '1px solid #b91c1c' },
    },
    summary: { background: '#f9fafb', text: '#111827', secondaryText: '#4b5563', border: '1px solid #e5e7eb' },
  },
  _gradients: {},
  spacing: {
    padding: 24,
    borderRadius: 12,
    gridGap: 8,
    rowGap: 12,
    sectionGap: 24,
    text: { gap: 4, labelGap: 6 },
    button: { padding: '12px 20px', borderRadius: 8 },
    iconButton: { padding: 8, borderRadius: 8 },
    item: { padding: '10px 12px', borderRadius: 8 },
    list: { padding: 16, borderRadius: 10 },
    form: { padding: '10px 12px', borderRadius: 8 },
    summary: { padding: 16, borderRadius: 10 },
  },
  typography: {
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSize: { base: 16, large: 20 },
    fontWeight: { normal: 400, medium: 600 },
    lineHeight: { title: 1.3, text: 1.5 },
  },
});

/**
 * Every text the widgets show. Quoted texts come verbatim from the specs; the rest are short natural ones.
 * Placeholders: {date} {time} {email} in screen descriptions, {label} in isRequiredText, {rate} in taxExcludedText.
 */
export const DEFAULT_LOCALIZATION: Localization = deepFreeze<Localization>({
  locale: 'en-US',
  times: {
    selectTimeTitle: 'Select Time',
    noAvailableTimes: 'No available times',
    loadingText: 'Loading times...',
    continueButton: 'Continue',
    loginUrl: '/login',
    nextAvailableDate: 'Go to next available date',
    selectDateTitle: 'Select Date',
    previousDays: 'Previous days',
    nextDays: 'Next days',
    today: 'Today',
    unknownResource: 'Unknown Resource',
    comparedPriceLabel: 'was',
  },
  resource: { selectResourceTitle: 'Select Resource', anyResourceOption: 'Any Resource' },
  guestForm: {
    firstNameFieldLabel: 'First Name',
    firstNameFieldError: 'Please enter your first name',
    lastNameFieldLabel: 'Last Name',
    lastNameFieldError: 'Please enter your last name',
    emailFieldLabel: 'Email',
    emailFieldError: 'Please enter your email',
    emailFieldInvalidError: 'Please enter a valid email',
  },
  successScreen: {
    title: 'Booking Confirmed',
    description: 'Your booking on {date} at {time} is confirmed. A confirmation has been sent to {email}.',
    bookAgain: 'Book Again',
  },
  pendingScreen: {
    title: 'Booking Pending',
    description: 'Your booking on {date} at {time} is pending. A confirmation email will follow at {email}.',
    bookAgain: 'Book Again',
  },
  errorScreen: {
    title: 'Error',
    description: 'An error occurred while processing your request. Please try again later.',
    reload: 'Reload',
  },
  bookButton: 'Book Now',
  loginButton: 'Please Log In to Book',
  backButton: 'Back',
  loadingText: 'Loading...',
  group: { selectTitle: 'Number of Participants' },
  duration: { selectTitle: 'Duration' },
  tickets: {
    selectTicketsTitle: 'Select Tickets',
    selectTicketsDescription: 'Choose how many tickets you need',
    noTicketsAvailable: 'No tickets available',
    continueButton: 'Continue',
    ticketsSummaryTitle: 'Tickets Summary',
  },
  // Rendered as acceptText followed by the links, e.g. "I agree to the [terms and conditions]".
  terms: { acceptText: 'I agree to the', urls: [{ text: 'terms and conditions', url: '/terms' }] },
  form: { isRequiredText: '{label} is required', selectOption: 'Select an option', submitButton: 'Book Now' },
  days: { checkIn: 'Check-in', checkOut: 'Check-out', night: 'night', nights: 'nights' },
  serviceSelection: {
    title: 'Select a Service',
    description: 'Choose the service you would like to book',
    noServices: 'No services available',
    loadError: 'Failed to load services. Please try again.',
  },
  code: {
    fieldLabel: 'Subscription or Promo Code',
    fieldError: 'Invalid code',
    notFoundError: 'Code not found',
    placeholder: 'XXXX-XXXX',
    appliedText: 'Code applied',
  },
  subscriptions: {
    title: 'Choose Subscription',
    subtitle: 'Select a subscription plan',
    summaryTitle: 'Subscription Summary',
    buyText: 'Purchase',
    comparedPriceLabel: 'was',
    bookingsCountText: '{count} bookings',
    bookingCountText: '{count} booking',
    noSubscriptions: 'No subscriptions available',
    loadError: 'Failed to load subscriptions',
    purchaseError: 'Failed to purchase subscription',
  },
  giftCards: {
    title: 'Choose Gift Card',
    subtitle: 'Please select one of the gift cards below',
    summaryTitle: 'Gift Card Summary',
    buyText: 'Purchase Gift Card',
    noGiftCards: 'No gift cards available',
    validityText: 'Valid for: ',
    taxIncludedText: 'Tax included',
    taxExcludedText: '+{rate}% tax',
    loadError: 'Failed to load gift cards',
    purchaseError: 'Failed to purchase gift card',
  },
  errors: {
    missingParameters: 'Missing required parameters. Please provide apiKey, companyId and serviceId.',
    missingParametersMulti: 'Missing required parameters. Please provide apiKey and companyId.',
    missingParametersPlugin: 'Missing required parameters. Please provide apiKey and companyId.',
    loadService: 'Failed to load service data',
    loadInitialData: 'Failed to load service information',
    loadTimes: 'Failed to load available times',
    booking: 'Failed to make booking',
  },
});

/** Price display: everything shown by default. */
export const DEFAULT_PRICE_CONFIG: PriceConfig = deepFreeze<PriceConfig>({
  showPrice: true,
  showComparedPrice: true,
  showDecimalPlaces: true,
});

/** Stay limits of days services: 1 to 365 nights. */
export const DEFAULT_DAYS_CONFIG: DaysConfig = deepFreeze<DaysConfig>({ minNights: 1, maxNights: 365 });

/** The three widget types, in the order the configurator offers them. */
export const WIDGET_TYPES: readonly WidgetType[] = /* @__PURE__ */ Object.freeze(['booking', 'subscription', 'giftcard']);

/** `type` when it is a known widget type, else 'booking' (the spec's fallback for an unknown _widgetType). */
export function normalizeWidgetType(type: unknown): WidgetType {
  return type === 'subscription' || type === 'giftcard' ? type : 'booking';
}

/** What every widget type shares (`BaseWidgetConfig`). */
const BASE_DEFAULTS: BaseWidgetConfig = {
  apiKey: '',
  companyId: '',
  region: 'us',
  transitionType: 'slide',
  guestEnabled: true,
  termsEnabled: false,
  customFormFields: [],
  theme: DEFAULT_THEME,
  localization: DEFAULT_LOCALIZATION,
};

const BOOKING_DEFAULTS = deepFreeze<BookingWidgetConfig>({
  ...BASE_DEFAULTS,
  serviceId: '',
  // Booking alone defaults to 'stack' (its steps read as one column); the configurator's "default slide" is for the others.
  transitionType: 'stack',
  showServiceSelector: false,
  codeEnabled: false,
  hideResourcePicker: false,
  priceConfig: DEFAULT_PRICE_CONFIG,
  daysConfig: DEFAULT_DAYS_CONFIG,
  servicesConfig: [],
});

const SUBSCRIPTION_DEFAULTS = deepFreeze<SubscriptionWidgetConfig>({ ...BASE_DEFAULTS, subscriptionsConfig: [] });

const GIFT_CARD_DEFAULTS = deepFreeze<GiftCardWidgetConfig>({ ...BASE_DEFAULTS, giftCardsConfig: [] });

const DEFAULTS: { readonly [T in WidgetType]: WidgetConfigByType[T] } = {
  booking: BOOKING_DEFAULTS,
  subscription: SUBSCRIPTION_DEFAULTS,
  giftcard: GIFT_CARD_DEFAULTS,
};

/**
 * Top-level keys a type's config may carry beyond its defaults (all optional, absent by default).
 * Anything else is not part of that type's configuration.
 */
export const OPTIONAL_KEYS: { readonly [T in WidgetType]: readonly string[] } = deepFreeze({
  booking: ['apiUrl', 'tokens', 'preselectedDate'],
  subscription: ['apiUrl', 'tokens', 'subscriptionId'],
  giftcard: ['apiUrl', 'tokens', 'giftCardId'],
});

/** The frozen default config of a type; internal (use `defaultConfig` for a copy you may change). */
export function frozenDefaults<T extends WidgetType>(type: T): WidgetConfigByType[T] {
  return DEFAULTS[normalizeWidgetType(type)] as WidgetConfigByType[T];
}

/** A fresh, mutable default configuration of a widget type (an unknown type gives the booking defaults). */
export function defaultConfig<T extends WidgetType>(type: T): WidgetConfigByType[T] {
  return clonePlain(frozenDefaults(type));
}
