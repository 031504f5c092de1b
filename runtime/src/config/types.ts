/**
 * The widget configuration model: what a site owner's snippet carries, what the configurators edit,
 * and what the widgets render from. Field list: shared/spec/configurator.md §3 and widgets.md §1–§3.
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
  fontSize: { base: number; large: number };
  fontWeight: { normal: number; medium: number };
  lineHeight: { title: number; text: number };
}

export interface Theme {
  colors: ThemeColors;
  /**
   * Hidden gradient definitions that replace a background colour. Keyed by the colour path of the
   * element state whose background they replace, e.g. 'background', 'button.normal', 'item.selected'.
   */
  _gradients: Record<string, Gradient>;
  spacing: ThemeSpacing;
  typography: ThemeTypography;
}

export interface TermsLink {
  text: string;
  url: string;
}

/** Every text the three widgets show. One shape for all widgets; each uses the groups it needs. */
export interface Localization {
  /** BCP 47 locale for dates and prices; falls back to its language, then en-US. */
  locale: string;
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
  };
  resource: { selectResourceTitle: string; anyResourceOption: string };
  guestForm: {
    firstNameFieldLabel: string;
    firstNameFieldError: string;
    lastNameFieldLabel: string;
    lastNameFieldError: string;
    emailFieldLabel: string;
    emailFieldError: string;
    emailFieldInvalidError: string;
  };
  successScreen: { title: string; description: string; bookAgain: string };
  pendingScreen: { title: string; description: string; bookAgain: string };
  errorScreen: { title: string; description: string; reload: string };
  bookButton: string;
  loginButton: string;
  backButton: string;
  loadingText: string;
  group: { selectTitle: string };
  duration: { selectTitle: string };
  tickets: {
    selectTicketsTitle: string;
    selectTicketsDescription: string;
    noTicketsAvailable: string;
    continueButton: string;
    ticketsSummaryTitle: string;
  };
  terms: { acceptText: string; urls: TermsLink[] };
  form: { isRequiredText: string; selectOption: string; submitButton: string };
  days: { checkIn: string; checkOut: string; night: string; nights: string };
  serviceSelection: { title: string; description: string; noServices: string; loadError: string };
  code: { fieldLabel: string; fieldError: string; notFoundError: string; placeholder: string };
  subscriptions: {
    title: string;
    subtitle: string;
    summaryTitle: string;
    buyText: string;
    noSubscriptions: string;
    loadError: string;
    purchaseError: string;
  };
  giftCards: {
    title: string;
    subtitle: string;
    summaryTitle: string;
    buyText: string;
    noGiftCards: string;
    validityText: string;
    taxIncludedText: string;
    /** '{rate}' is replaced by the tax rate. */
    taxExcludedText: string;
    loadError: string;
    purchaseError: string;
  };
  errors: {
    missingParameters: string;
    missingParametersMulti: string;
    missingParametersPlugin: string;
    loadService: string;
    loadInitialData: string;
    loadTimes: string;
    booking: string;
  };
}

export type CustomFieldType = 'text' | 'number' | 'textarea' | 'phone' | 'url' | 'select' | 'multiselect';
export type InputWidth = 'auto / span 1' | 'auto / span 2';

export interface CustomFormField {
  type: CustomFieldType;
  labelText: string;
  required: boolean;
  errorText: string;
  inputWidth: InputWidth;
  /** Select types only: comma-separated (or one per line) option list. */
  options?: string;
}

export interface PriceConfig {
  showPrice: boolean;
  showComparedPrice: boolean;
  showDecimalPlaces: boolean;
}

export interface DaysConfig {
  minNights: number;
  /** 0 means no maximum. */
  maxNights: number;
}

export interface ServiceConfigEntry {
  serviceId: string;
  title?: string;
  description?: string;
  hideResourcePicker?: boolean;
  selectResourceTitle?: string;
  anyResourceOption?: string;
}

export interface SubscriptionConfigEntry {
  subscriptionId: string;
  title?: string;
  description?: string;
}

export interface GiftCardConfigEntry {
  giftCardId: string;
  title?: string;
  description?: string;
}

/** Client tokens a host page hands in for signed-in flows. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** RFC 3339 timestamp. */
  expiresAt: string;
}

export interface BaseWidgetConfig {
  apiKey: string;
  companyId: string;
  region: Region;
  /** Overrides the regional base URL (e.g. the sandbox: 'http://127.0.0.1:4010/api'). */
  apiUrl?: string;
  transitionType: TransitionType;
  guestEnabled: boolean;
  termsEnabled: boolean;
  customFormFields: CustomFormField[];
  theme: Theme;
  localization: Localization;
  /** Signed-in client tokens; used only when guestEnabled is false. */
  tokens?: AuthTokens | null;
}

export interface BookingWidgetConfig extends BaseWidgetConfig {
  /** Omitted when showServiceSelector is on. */
  serviceId: string;
  showServiceSelector: boolean;
  codeEnabled: boolean;
  hideResourcePicker: boolean;
  /** 'YYYY-MM-DD' in the service's time zone. */
  preselectedDate?: string;
  priceConfig: PriceConfig;
  daysConfig: DaysConfig;
  servicesConfig: ServiceConfigEntry[];
}

export interface SubscriptionWidgetConfig extends BaseWidgetConfig {
  /** A fixed plan: the widget opens on its purchase step with no back button. */
  subscriptionId?: string;
  subscriptionsConfig: SubscriptionConfigEntry[];
}

export interface GiftCardWidgetConfig extends BaseWidgetConfig {
  /** A fixed gift card: the widget opens on its purchase step with no back button. */
  giftCardId?: string;
  giftCardsConfig: GiftCardConfigEntry[];
}

export interface WidgetConfigByType {
  booking: BookingWidgetConfig;
  subscription: SubscriptionWidgetConfig;
  giftcard: GiftCardWidgetConfig;
}

export type WidgetConfig = WidgetConfigByType[WidgetType];

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
