// The widget configuration model: defaults, merge/diff, sanitizing of untrusted input, and the embed snippet.
export {
  DEFAULT_DAYS_CONFIG,
  DEFAULT_LOCALIZATION,
  DEFAULT_PRICE_CONFIG,
  DEFAULT_THEME,
  WIDGET_TYPES,
  defaultConfig,
  normalizeWidgetType,
} from './defaults';
export { diffFromDefaults, isPlainObject, mergeConfig, mergeWithDefaults } from './merge';
export { isIsoDate, isSafeUrl } from './checks';
export { sanitizeConfig } from './sanitize';
export {
  ELEMENT_ID_PREFIX,
  INIT_FUNCTIONS,
  SNIPPET_ERRORS,
  generateSnippet,
  parseSnippet,
  snippetConfig,
  toScriptSafeJson,
} from './snippet';

export type { SanitizeResult } from './sanitize';
export type { ParseSnippetResult, SnippetOptions } from './snippet';
// Region and AuthTokens are the same types the root also exports from ./client and ./types; re-exporting
// them here would make `export *` in src/index.ts ambiguous. Import them from './types' in this folder.
export type {
  BaseWidgetConfig,
  BookingWidgetConfig,
  Border,
  BoxSpacing,
  ButtonColors,
  CustomFieldType,
  CustomFormField,
  DaysConfig,
  DeepPartial,
  GiftCardConfigEntry,
  GiftCardWidgetConfig,
  Gradient,
  GradientType,
  HexColor,
  InputWidth,
  Localization,
  Padding,
  PriceConfig,
  RadialPosition,
  SanitizeWarning,
  ServiceConfigEntry,
  StateColors,
  StateColorsWithSecondary,
  SubscriptionConfigEntry,
  SubscriptionWidgetConfig,
  TermsLink,
  Theme,
  ThemeColors,
  ThemeSpacing,
  ThemeTypography,
  TransitionType,
  WidgetConfig,
  WidgetConfigByType,
  WidgetType,
} from './types';
