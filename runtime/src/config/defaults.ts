import { clonePlain, deepFreeze } from './plain';
import type { Localization, WidgetConfigByType, WidgetType } from './types';
import { COMMON_TEXTS as C, type WidgetDefaults } from './widget-defaults/base';
import { EMBED_DEFAULTS } from './widget-defaults/embed';
import { BOOKING_DEFAULTS, BOOKING_TEXTS as B } from './widget-defaults/booking';
import { SCHEME_DEFAULTS } from './widget-defaults/scheme';
import { GIFT_CARD_DEFAULTS, GIFT_CARD_TEXTS as G } from './widget-defaults/gift-card';
import { SUBSCRIPTION_DEFAULTS, SUBSCRIPTION_TEXTS as S } from './widget-defaults/subscription';

/**
 * The configuration model's defaults: every type's settings with every text (`Localization`), as the
 * configurators edit them and the snippet is diffed against. They are joined from the per-type defaults in
 * ./widget-defaults, which each widget ships alone. Everything here is deeply frozen: widgets and the
 * configurators share these objects, so a stray assignment must fail loudly instead of restyling every widget
 * on the page. `defaultConfig(type)` hands out fresh, mutable copies.
 */

export { clonePlain, isUnsafeKey } from './plain';
export { DEFAULT_THEME } from './widget-defaults/theme';
export { DARK_THEME_COLORS } from './widget-defaults/scheme';
export { DEFAULT_DAYS_CONFIG, DEFAULT_PRICE_CONFIG } from './widget-defaults/booking';

/**
 * Every text the widgets show, in the order the configurator lists them. Placeholders: {date} {time} {email} in
 * screen descriptions, {label} in isRequiredText and invalidText, {count} in the bookings count texts, {rate} in taxExcludedText,
 * {min} and {max} in the gift card amount texts, {zone} in timeZoneNote.
 */
export const DEFAULT_LOCALIZATION: Localization = deepFreeze<Localization>({
  locale: C.locale,
  times: B.times,
  resource: B.resource,
  guestForm: C.guestForm,
  successScreen: B.successScreen,
  pendingScreen: B.pendingScreen,
  errorScreen: C.errorScreen,
  bookButton: B.bookButton,
  loginButton: B.loginButton,
  backButton: C.backButton,
  loadingText: C.loadingText,
  group: B.group,
  duration: B.duration,
  tickets: B.tickets,
  terms: C.terms,
  form: C.form,
  days: B.days,
  serviceSelection: B.serviceSelection,
  code: B.code,
  subscriptions: S.subscriptions,
  giftCards: G.giftCards,
  errors: {
    missingParameters: B.errors.missingParameters,
    missingParametersMulti: B.errors.missingParametersMulti,
    missingParametersPlugin: S.errors.missingParametersPlugin,
    loadService: B.errors.loadService,
    loadInitialData: B.errors.loadInitialData,
    loadTimes: B.errors.loadTimes,
    booking: B.errors.booking,
  },
});

/** The three widget types, in the order the configurator offers them. */
export const WIDGET_TYPES: readonly WidgetType[] = /* @__PURE__ */ Object.freeze(['booking', 'subscription', 'giftcard']);

/** `type` when it is a known widget type, else 'booking' (the spec's fallback for an unknown _widgetType). */
export function normalizeWidgetType(type: unknown): WidgetType {
  return type === 'subscription' || type === 'giftcard' ? type : 'booking';
}

/** Each type's widget defaults (its own texts only), by type. */
export const WIDGET_DEFAULTS: { readonly [T in WidgetType]: WidgetDefaults<T> } = {
  booking: BOOKING_DEFAULTS,
  subscription: SUBSCRIPTION_DEFAULTS,
  giftcard: GIFT_CARD_DEFAULTS,
};

/**
 * The model's default configuration of each type: its widget's defaults with every text, the theme's colour
 * scheme settings (light, and the dark palette), which the page's loader applies before a widget sees them, and how
 * the page shows it (`embed`).
 */
const DEFAULTS = {} as { [T in WidgetType]: WidgetConfigByType[T] };
for (const type in WIDGET_DEFAULTS) {
  const kind = type as WidgetType;
  const own = WIDGET_DEFAULTS[kind].defaults;
  DEFAULTS[kind] = deepFreeze({ ...own, theme: { ...own.theme, ...SCHEME_DEFAULTS }, localization: DEFAULT_LOCALIZATION, embed: EMBED_DEFAULTS[kind] }) as never;
}

/** The frozen default config of a type; internal (use `defaultConfig` for a copy you may change). */
export function frozenDefaults<T extends WidgetType>(type: T): WidgetConfigByType[T] {
  return DEFAULTS[normalizeWidgetType(type)] as WidgetConfigByType[T];
}

/** A fresh, mutable default configuration of a widget type (an unknown type gives the booking defaults). */
export function defaultConfig<T extends WidgetType>(type: T): WidgetConfigByType[T] {
  return clonePlain(frozenDefaults(type));
}
