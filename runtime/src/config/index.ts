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
export { deepEqual, diffFromDefaults, isPlainObject, mergeConfig, mergeWithDefaults } from './merge';
export { isIsoDate, isSafeUrl } from './checks';
export { sanitizeConfig } from './sanitize-model';
export {
  BORDER_STYLES,
  BORDER_WIDTH_MAX,
  MAX_TERMS_LINKS,
  PADDING_MAX,
  PADDING_PARTS,
  sanitizeForWidget,
} from './sanitize';
export { VALUE_MESSAGES, everyValueRule, valueRule, valueRules } from './value-rules';
export { COLOR_SCHEMES, DARK_THEME_COLORS } from './color-scheme';
export { CONTRAST_CONTROL, CONTRAST_TEXT, contrastRatio, launcherTextPair, textPairs, type TextPair } from './contrast';
export { EMBED_DEFAULTS, EMBED_MODES, LAUNCHER_OFFSET_MAX, LAUNCHER_SIDES, LAUNCHER_TEXT_MAX, OPENER_ATTRIBUTE, embedMode, withoutEmbed } from './embed';
export { COMMON_TEXTS, type WidgetDefaults } from './widget-defaults/base';
export { BOOKING_DEFAULTS, BOOKING_TEXTS } from './widget-defaults/booking';
export { SUBSCRIPTION_DEFAULTS, SUBSCRIPTION_TEXTS } from './widget-defaults/subscription';
export { GIFT_CARD_DEFAULTS, GIFT_CARD_TEXTS } from './widget-defaults/gift-card';
export {
  ELEMENT_ID_PREFIX,
  FIRST_PAINT_CHUNKS,
  POPUP_CHUNK,
  INIT_FUNCTIONS,
  SNIPPET_ERRORS,
  generateSnippet,
  parseSnippet,
  snippetConfig,
  toScriptSafeJson,
} from './snippet';

export type { SanitizeResult } from './sanitize';
export type {
  BooleanRule,
  BorderRule,
  ChoiceRule,
  ColourRule,
  DateRule,
  ListRule,
  MarkerRule,
  NumberRule,
  ObjectRule,
  PaddingRule,
  TextRule,
  UrlRule,
  ValueRule,
} from './value-rules';
export type { LiteralReader, ParseSnippetResult, SnippetCall, SnippetOptions } from './snippet';
// Region and AuthTokens are the same types the root also exports from ./client and ./types; re-exporting
// them here would make `export *` in src/index.ts ambiguous. Import them from './types' in this folder.
export type {
  BaseWidgetConfig,
  BookingErrorTexts,
  BookingTexts,
  BookingWidgetConfig,
  CommonTexts,
  Border,
  ColorScheme,
  BoxSpacing,
  ButtonColors,
  CustomFieldType,
  CustomFormField,
  DaysConfig,
  DeepPartial,
  EmbedMode,
  EmbedSettings,
  GiftCardConfigEntry,
  GiftCardTexts,
  GiftCardWidgetConfig,
  Gradient,
  GradientType,
  HexColor,
  InputWidth,
  LauncherSettings,
  Localization,
  Padding,
  PluginErrorTexts,
  PriceConfig,
  RadialPosition,
  RenderConfigByType,
  SanitizeWarning,
  ServiceConfigEntry,
  StateColors,
  StateColorsWithSecondary,
  SubscriptionConfigEntry,
  SubscriptionTexts,
  SubscriptionWidgetConfig,
  TermsLink,
  TextsByType,
  Theme,
  ThemeColors,
  ThemeSpacing,
  ThemeTypography,
  TransitionType,
  WidgetConfig,
  WidgetConfigByType,
  WidgetType,
} from './types';
