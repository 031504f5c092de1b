import { deepFreeze } from '../plain';
import type { BaseWidgetConfig, CommonTexts, RenderConfigByType, WidgetType } from '../types';
import { DEFAULT_THEME } from './theme';

/**
 * What every widget type shares. Each type's module (booking.ts, subscription.ts, gift-card.ts) adds its own
 * settings and texts, so a widget ships the defaults of its own type only: the subscription widget carries no
 * booking texts. The configuration model (../defaults.ts) joins the three.
 */

/**
 * The texts of every widget. Quoted texts come verbatim from the specs; the rest are short natural ones.
 * Placeholders: {label} in isRequiredText and invalidText.
 */
export const COMMON_TEXTS: CommonTexts = deepFreeze<CommonTexts>({
  locale: 'en-US',
  guestForm: {
    firstNameFieldLabel: 'First Name',
    firstNameFieldError: 'Please enter your first name',
    lastNameFieldLabel: 'Last Name',
    lastNameFieldError: 'Please enter your last name',
    emailFieldLabel: 'Email',
    emailFieldError: 'Please enter your email',
    emailFieldInvalidError: 'Please enter a valid email',
  },
  errorScreen: {
    title: 'Error',
    description: 'An error occurred while processing your request. Please try again later.',
    reload: 'Reload',
  },
  backButton: 'Back',
  loadingText: 'Loading...',
  // Rendered as acceptText followed by the links, e.g. "I agree to the [terms and conditions]".
  terms: { acceptText: 'I agree to the', urls: [{ text: 'terms and conditions', url: '/terms' }] },
  // submitButton: an older configuration's Form-step copy of the booking's `bookButton`; empty unless such a
  // configuration sets it (types.ts).
  form: { isRequiredText: '{label} is required', invalidText: '{label} is invalid', selectOption: 'Select an option', submitButton: '' },
});

/** The settings every widget type shares, with `localization` (its type's texts) in its place in the key order. */
export const baseDefaults = <L extends CommonTexts>(localization: L): BaseWidgetConfig<L> => ({
  apiKey: '',
  companyId: '',
  region: 'us',
  transitionType: 'slide',
  guestEnabled: true,
  termsEnabled: false,
  customFormFields: [],
  theme: DEFAULT_THEME,
  localization,
});

/** Everything a widget of type T needs to check and complete its configuration. */
export interface WidgetDefaults<T extends WidgetType> {
  type: T;
  /** The complete default configuration, with the type's own texts only; deeply frozen. */
  defaults: RenderConfigByType[T];
  /** Top-level keys the type's config may carry beyond its defaults (all optional, absent by default). */
  optional: readonly string[];
}
