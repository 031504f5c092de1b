/**
 * The widget configuration model: what a site owner's snippet carries, what the configurators edit,
 * and what the widgets render from. Every option is documented below and in docs/configuration.md.
 *
 * A full config is always `mergeWithDefaults(type, partial)`; snippets carry only
 * `diffFromDefaults(type, config)`. Untrusted input goes through `sanitizeConfig` first.
 */

export type Region = 'us' | 'eu';
export type TransitionType = 'slide' | 'fade' | 'flip' | 'stack';
export type WidgetType = 'booking' | 'subscription' | 'giftcard';

/** A hex colour: '#' followed by 3 or 6 hex digits. */
export type HexColor = string;
/** A border: 'width style color' (width 0–20 px, style solid | dashed | dotted) or 'none'. */
export type Border = string;
/** A padding: a number of px, or a shorthand of 1–4 px values ('8px 16px'). */
export type Padding = number | string;

/** Colours of one element in one state. */
export interface StateColors {
  background: HexColor;
  text: HexColor;
  border: Border;
}

/** Colours of an element that also shows secondary text (items, list rows, summary). */
export interface StateColorsWithSecondary extends StateColors {
  secondaryText: HexColor;
}

export interface ButtonColors {
  normal: StateColors;
  hover: StateColors;
  disabled: StateColors;
}

export interface ThemeColors {
  background: HexColor;
  /**
   * A light text colour also has the browser draw its own parts for a dark background: scrollbars and the
   * checkbox; in the fields (a date input's calendar icon, a select's open list) `form.normal.text` decides.
   */
  text: HexColor;
  secondaryText: HexColor;
  error: HexColor;
  success: HexColor;
  /** Colour of dividers and outlines; element borders use `Border` strings. */
  border: HexColor;
  button: ButtonColors;
  secondaryButton: ButtonColors;
  iconButton: ButtonColors;
  item: {
    normal: StateColorsWithSecondary;
    selected: StateColorsWithSecondary;
    hover: StateColorsWithSecondary;
    disabled: StateColorsWithSecondary;
  };
  list: {
    normal: StateColorsWithSecondary;
    selected: StateColorsWithSecondary;
  };
  form: {
    normal: StateColors;
    error: StateColors;
  };
  summary: StateColorsWithSecondary;
}

export type GradientType = 'solid' | 'linear' | 'radial';
export type RadialPosition =
  | 'center'
  | 'top'
  | 'top right'
  | 'right'
  | 'bottom right'
  | 'bottom'
  | 'bottom left'
  | 'left'
  | 'top left';

export interface Gradient {
  type: GradientType;
  colors: HexColor[];
  /** Linear only; default 90. */
  angle?: number;
  /** Radial only; default 'center'. */
  position?: RadialPosition;
}

/** Padding and radius of one element kind. */
export interface BoxSpacing {
  padding: Padding;
  borderRadius: number;
}

export interface ThemeSpacing {
  padding: Padding;
  borderRadius: number;
  gridGap: number;
  rowGap: number;
  sectionGap: number;
  text: { gap: number; labelGap: number };
  button: BoxSpacing;
  iconButton: BoxSpacing;
  item: BoxSpacing;
  list: BoxSpacing;
  form: BoxSpacing;
  summary: BoxSpacing;
}

export interface ThemeTypography {
  fontFamily: string;
  fontSize: {
    /**
     * The widget's text size in px. On a touch screen the fields' text is at least 16 px whatever this says: iOS
     * Safari zooms the page in on a field with smaller text and leaves it zoomed.
     */
    base: number;
    large: number;
  };
  fontWeight: { normal: number; medium: number };
  lineHeight: { title: number; text: number };
}

/** 'light': `theme.colors`. 'dark': `theme.darkColors`. 'auto': whichever the visitor's `prefers-color-scheme` asks for, also when it changes. */
export type ColorScheme = 'light' | 'dark' | 'auto';

export interface Theme {
  /** The light scheme's colours; the only colours a widget reads. */
  colors: ThemeColors;
  /**
   * Hidden gradient definitions that replace a background colour. Keyed by the colour path of the
   * element state whose background they replace, e.g. 'background', 'button.normal', 'item.selected'.
   * They belong to the light colours: the dark scheme draws its backgrounds solid.
   */
  _gradients: Record<string, Gradient>;
  spacing: ThemeSpacing;
  typography: ThemeTypography;
  /**
   * Which colours visitors see: 'light', 'dark' or 'auto' (their system's choice, also when it changes). The
   * configuration model always holds it; the page's loader hands a widget `theme.colors` already the scheme's
   * (`applyColorScheme`), so no widget reads it.
   */
  colorScheme?: ColorScheme;
  /** The dark scheme's colours, the same settings as `colors`; model only, like `colorScheme`. */
  darkColors?: ThemeColors;
}

export interface TermsLink {
  /** The link's text after `terms.acceptText`. */
  text: string;
  /** Where it leads (http(s) or a path); opens in a new tab. */
  url: string;
}

/**
 * The texts every widget shows: the locale, the form, the error screen. Each widget type ships only its own
 * text defaults (`BookingTexts`, `SubscriptionTexts`, `GiftCardTexts`); `Localization` is all of them, the
 * shape a configuration carries whatever its type.
 */
export interface CommonTexts {
  /** BCP 47 locale for dates and prices; falls back to its language, then en-US. */
  locale: string;
  guestForm: {
    firstNameFieldLabel: string;
    firstNameFieldError: string;
    lastNameFieldLabel: string;
    lastNameFieldError: string;
    emailFieldLabel: string;
    emailFieldError: string;
    emailFieldInvalidError: string;
  };
  errorScreen: {
    title: string;
    description: string;
    /** The Error screen's button; also the button under a times or list load error that asks again. */
    reload: string;
  };
  backButton: string;
  loadingText: string;
  terms: { acceptText: string; urls: TermsLink[] };
  form: {
    isRequiredText: string;
    invalidText: string;
    selectOption: string;
    /**
     * Deprecated: `bookButton` is the one text of the button that books. Older snippets that set this keep their
     * Form step's text (a widget shows it there), and the configurator reads it as `bookButton`.
     */
    submitButton: string;
  };
}

/** The booking widget's error texts. */
export interface BookingErrorTexts {
  missingParameters: string;
  missingParametersMulti: string;
  loadService: string;
  loadInitialData: string;
  loadTimes: string;
  booking: string;
}

/** The subscription and gift card widgets' error texts. */
export interface PluginErrorTexts {
  missingParametersPlugin: string;
}

/** The texts of the booking widget. */
export interface BookingTexts extends CommonTexts {
  times: {
    selectTimeTitle: string;
    noAvailableTimes: string;
    loadingText: string;
    continueButton: string;
    /** Where the login button sends a visitor who is not signed in; null = none (an error is logged). */
    loginUrl: string | null;
    nextAvailableDate: string;
    selectDateTitle: string;
    previousDays: string;
    nextDays: string;
    today: string;
    unknownResource: string;
    /** Read out before a slot's struck-through former price (screen readers do not announce strike-through). */
    comparedPriceLabel: string;
    /**
     * Under 'Select Time' for a visitor whose clock differs from the service's that day (times are the
     * service's): '{zone}' becomes the zone's name in the widget's language ('Eastern European Time').
     */
    timeZoneNote: string;
  };
  resource: { selectResourceTitle: string; anyResourceOption: string };
  successScreen: {
    title: string;
    description: string;
    bookAgain: string;
    /** The label of the Add to calendar links (shown when `calendarEnabled`). */
    addToCalendar: string;
    /** The link that opens the booking in Google Calendar. */
    googleCalendar: string;
    /** The link that opens the booking in Outlook on the web. */
    outlookCalendar: string;
    /** The link that downloads the booking as an .ics file (Apple Calendar and every other client). */
    calendarFile: string;
  };
  pendingScreen: {
    title: string;
    description: string;
    bookAgain: string;
    /** Links to the booking's payment page, for a visitor who came back from it without paying. */
    payButton: string;
  };
  /** The button that books, on whichever step it comes: the Date step's, or the Form step's submit button. */
  bookButton: string;
  loginButton: string;
  group: { selectTitle: string };
  duration: { selectTitle: string };
  tickets: {
    selectTicketsTitle: string;
    selectTicketsDescription: string;
    noTicketsAvailable: string;
    continueButton: string;
    ticketsSummaryTitle: string;
  };
  days: { checkIn: string; checkOut: string; night: string; nights: string };
  serviceSelection: { title: string; description: string; noServices: string; loadError: string };
  code: {
    fieldLabel: string;
    fieldError: string;
    notFoundError: string;
    placeholder: string;
    /** Shown when the code applies, before the price it gives. */
    appliedText: string;
  };
  errors: BookingErrorTexts;
}

/** The texts of the subscription widget. */
export interface SubscriptionTexts extends CommonTexts {
  subscriptions: {
    title: string;
    subtitle: string;
    summaryTitle: string;
    buyText: string;
    /** Read out before a plan's struck-through former price (screen readers do not announce strike-through). */
    comparedPriceLabel: string;
    /** After a plan's length when its bookings are limited: '{count}' becomes the number. */
    bookingsCountText: string;
    /** The same when the limit is exactly one booking. */
    bookingCountText: string;
    noSubscriptions: string;
    loadError: string;
    purchaseError: string;
  };
  errors: PluginErrorTexts;
}

/** The texts of the gift card widget. */
export interface GiftCardTexts extends CommonTexts {
  giftCards: {
    title: string;
    subtitle: string;
    summaryTitle: string;
    buyText: string;
    noGiftCards: string;
    validityText: string;
    taxIncludedText: string;
    /**
     * After the price of a card whose tax is added to its amount: the price shown is the total, so the note says
     * what it includes ('$110.00 incl. 10% tax'). '{rate}' is replaced by the tax rate.
     */
    taxExcludedText: string;
    /** Label of the amount a visitor chooses for a custom-amount card. */
    amountLabel: string;
    /** Under that amount, and its error when it lies outside: '{min}' and '{max}' become the card's limits. */
    amountRangeText: string;
    /** The same for a card without an upper limit: '{min}' becomes its minimum. */
    amountMinText: string;
    loadError: string;
    purchaseError: string;
  };
  errors: PluginErrorTexts;
}

/** Every text the three widgets show: one shape for every configuration; each widget reads its own groups. */
export interface Localization
  extends Omit<BookingTexts, 'errors'>,
    Omit<SubscriptionTexts, 'errors'>,
    Omit<GiftCardTexts, 'errors'> {
  errors: BookingErrorTexts & PluginErrorTexts;
}

/** The texts a widget of each type renders from. */
export interface TextsByType {
  booking: BookingTexts;
  subscription: SubscriptionTexts;
  giftcard: GiftCardTexts;
}

/** A custom field's input: the configurator's seven kinds, and four native input types a configuration may name. */
export type CustomFieldType = 'text' | 'number' | 'textarea' | 'phone' | 'url' | 'select' | 'multiselect' | 'email' | 'tel' | 'date' | 'time';
export type InputWidth = 'auto / span 1' | 'auto / span 2';

export interface CustomFormField {
  /**
   * The input kind; select and multiselect take `options`. 'email', 'tel' (checked like 'phone'), 'date' and
   * 'time' are the browser's own inputs, which the configurator lists only for a field that already is one.
   */
  type: CustomFieldType;
  /** The field's label; also names the value in the booking ('Shoe size' → `shoe_size_0`). */
  labelText: string;
  /** The form cannot be sent while the field is empty. */
  required: boolean;
  /**
   * Shown when a required field is empty or a number, phone, URL or email field's value is not one; empty =
   * `localization.form.isRequiredText` or `localization.form.invalidText`.
   */
  errorText: string;
  /** 'auto / span 1' = half the form's width, 'auto / span 2' = the whole width. */
  inputWidth: InputWidth;
  /** Select types only: comma-separated (or one per line) option list. */
  options?: string;
}

export interface PriceConfig {
  /** Show the price on each time slot. */
  showPrice: boolean;
  /** Show the struck-through earlier price when a slot is discounted. */
  showComparedPrice: boolean;
  /** Show cents ('$40.00'); false rounds to whole units ('$40'). */
  showDecimalPlaces: boolean;
}

export interface DaysConfig {
  /** Shortest stay a visitor can pick, in nights (days services). */
  minNights: number;
  /** 0 means no maximum. */
  maxNights: number;
}

export interface ServiceConfigEntry {
  /** The service offered in the selector; the list shows only the listed services, in this order. */
  serviceId: string;
  /** Replaces the service's name in the selector. */
  title?: string;
  /** Replaces the service's description in the selector. */
  description?: string;
  /** Hides the resource picker for this service only. */
  hideResourcePicker?: boolean;
  /** Replaces `localization.resource.selectResourceTitle` for this service. */
  selectResourceTitle?: string;
  /** Replaces `localization.resource.anyResourceOption` for this service. */
  anyResourceOption?: string;
}

export interface SubscriptionConfigEntry {
  /** A plan to list; with entries the list shows only these plans. */
  subscriptionId: string;
  /** Replaces the plan's title. */
  title?: string;
  /** Replaces the plan's description line. */
  description?: string;
}

export interface GiftCardConfigEntry {
  /** A gift card to list; with entries the list shows only these cards. */
  giftCardId: string;
  /** Replaces the card's title. */
  title?: string;
  /** Replaces the card's description. */
  description?: string;
}

/** Client tokens a host page hands in for signed-in flows (the API's own token type: api-types.ts re-exports it). */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** RFC 3339 timestamp; an unparseable value counts as never expiring. */
  expiresAt: string;
}

export interface BaseWidgetConfig<L extends CommonTexts = Localization> {
  /** Your company's public API key (Bookla dashboard). Required. */
  apiKey: string;
  /** Your company's id (Bookla dashboard). Required. */
  companyId: string;
  /** Where your company's data lives: 'us' or 'eu'. */
  region: Region;
  /** Overrides the regional base URL (e.g. the sandbox: 'http://127.0.0.1:4010/api'). */
  apiUrl?: string;
  /** How one step gives way to the next. */
  transitionType: TransitionType;
  /** Visitors book or buy as guests (name and email in the form); false = signed-in clients only (`tokens`). */
  guestEnabled: boolean;
  /** The visitor must tick 'I agree to the terms' (`localization.terms`) before booking or buying. */
  termsEnabled: boolean;
  /** Extra fields of the booking or purchase form. */
  customFormFields: CustomFormField[];
  /** Colours, gradients, spacing and type. */
  theme: Theme;
  /** Every text and the locale for dates and prices. */
  localization: L;
  /** Signed-in client tokens; used only when guestEnabled is false. */
  tokens?: AuthTokens | null;
  /**
   * How the page shows the widget: in its element, in a dialog the page's own elements open, or in a dialog our
   * launcher button opens. The configuration model always holds it; the page's loader acts on it and hands the widget
   * the rest, so no widget ships these settings.
   */
  embed?: EmbedSettings;
}

/** 'inline': in its element on the page. 'popup': in a dialog the page's own elements open. 'floating': in a dialog our launcher button opens. */
export type EmbedMode = 'inline' | 'popup' | 'floating';

/** The launcher button of the floating mode, drawn in a bottom corner of the page. */
export interface LauncherSettings {
  /** The button's text. */
  text: string;
  /** The button's background colour. */
  background: HexColor;
  /** The colour of its text. */
  textColor: HexColor;
  /** The corner it sits in: 'left' or 'right' (the bottom corner on that side). */
  side: 'left' | 'right';
  /** Distance in px from that side of the page (safe-area insets added). */
  sideOffset: number;
  /** Distance in px from the bottom of the page (safe-area insets added). */
  bottomOffset: number;
}

/** How the page shows the widget, and the floating mode's launcher. */
export interface EmbedSettings {
  /** Where the widget appears: 'inline', 'popup' or 'floating'. */
  mode: EmbedMode;
  /** The launcher button (the floating mode only). */
  launcher: LauncherSettings;
  /** The name of the dialog's close button (popup and floating), which screen readers say and a pointer's tooltip shows. */
  closeText: string;
}

export interface BookingWidgetConfig<L extends CommonTexts = Localization> extends BaseWidgetConfig<L> {
  /** Omitted when showServiceSelector is on. */
  serviceId: string;
  /** Start with a list of the company's services (or `servicesConfig`) instead of one service. */
  showServiceSelector: boolean;
  /** Show the 'Subscription or Promo Code' field on the date step. */
  codeEnabled: boolean;
  /** Hide the resource picker (the platform picks any free resource). */
  hideResourcePicker: boolean;
  /** Offer Add to calendar (Google, Outlook, an .ics file) on the Success screen. Default true. */
  calendarEnabled: boolean;
  /** 'YYYY-MM-DD' in the service's time zone: the day the widget opens on (a stay's check-in); a past date opens on today. */
  preselectedDate?: string;
  /** What the time slots say about prices. */
  priceConfig: PriceConfig;
  /** Stay limits of days services. */
  daysConfig: DaysConfig;
  /** The services of the selector, with optional texts; empty = every service of the company. */
  servicesConfig: ServiceConfigEntry[];
}

export interface SubscriptionWidgetConfig<L extends CommonTexts = Localization> extends BaseWidgetConfig<L> {
  /** A fixed plan: the widget opens on its purchase step with no back button. */
  subscriptionId?: string;
  /** The plans to list, with optional texts; empty = every plan of the company. */
  subscriptionsConfig: SubscriptionConfigEntry[];
}

export interface GiftCardWidgetConfig<L extends CommonTexts = Localization> extends BaseWidgetConfig<L> {
  /** A fixed gift card: the widget opens on its purchase step with no back button. */
  giftCardId?: string;
  /** The gift cards to list, with optional texts; empty = every gift card of the company. */
  giftCardsConfig: GiftCardConfigEntry[];
}

export interface WidgetConfigByType {
  booking: BookingWidgetConfig;
  subscription: SubscriptionWidgetConfig;
  giftcard: GiftCardWidgetConfig;
}

export type WidgetConfig = WidgetConfigByType[WidgetType];

/**
 * The complete configuration a widget renders from: its type's settings with only its own texts (what
 * `sanitizeForWidget` returns). A `WidgetConfigByType[T]` is assignable to it.
 */
export interface RenderConfigByType {
  booking: BookingWidgetConfig<BookingTexts>;
  subscription: SubscriptionWidgetConfig<SubscriptionTexts>;
  giftcard: GiftCardWidgetConfig<GiftCardTexts>;
}

/** Deep partial: what a snippet or a host page may pass. Arrays are replaced whole, never merged. */
export type DeepPartial<T> = T extends readonly (infer _U)[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export interface SanitizeWarning {
  /** Dotted path of the offending field, e.g. 'theme.colors.button.normal.background'. */
  path: string;
  message: string;
}
