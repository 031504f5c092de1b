/**
 * Shared foundation of the three widgets (subscription, gift card, booking). Stable API: change it only
 * by adding; tell the booking widget's author when a signature must change.
 *
 * Config and client
 * - `resolveConfig(type, input)` / `useResolvedConfig(type, input)`: sanitize untrusted config (warnings
 *   go to console.warn), then `mergeWithDefaults`. Always render from the result.
 * - `useWidgetClient(config, kind, client?)`: the injected client, or a memoised `createBooklaClient`
 *   (call it below the missing-parameters check: creating a client without apiKey throws)
 *   (kind 'booking' | 'plugin'); signed in (guest off + tokens) → localStorage store holding the tokens,
 *   else a memory store (never wipes tokens others stored). `createWidgetClient(config, kind, fetch?)` is
 *   the same without React (tests inject a fetch through it and pass the result as `client`).
 *   `isSignedIn(config)`.
 *
 * Layout and styling
 * - `<WidgetRoot widget theme styles minHeight listMinHeight? announcement?>`: `.bk-root` with the theme as
 *   `--bk-*` custom properties (style object, CSP-safe), adopts `styles` into its document/shadow root,
 *   holds the polite live region (`announcement`). Forwards its ref (the event target when no host).
 * - `baseStyles`: the shared CSS string; a widget exports `baseStyles + ownCss` (+ `fieldStyles` from
 *   `./form` when it shows inputs before its form; `PurchaseForm` adopts `fieldStyles` + `formStyles`
 *   itself when it mounts). Class vocabulary:
 *   .bk-stack .bk-heading .bk-title (h2, tabIndex -1) .bk-subtitle .bk-secondary .bk-header
 *   .bk-btn[data-variant=secondary|icon][data-block] .bk-list .bk-row[data-selected] .bk-row-main
 *   .bk-row-title .bk-row-side .bk-item[data-selected|aria-pressed] .bk-summary .bk-price
 *   .bk-price-compared .bk-message[data-tone=error|success] .bk-form .bk-field[data-width=1|2] .bk-label
 *   .bk-input[aria-invalid] .bk-field-error .bk-check .bk-choices .bk-link .bk-loading .bk-spinner
 *   .bk-sr-only .bk-step[data-transition][data-direction].
 * - `themeToCssVars(theme)`, `gradientToCss`, `paddingToCss`: the variable mapping (see theme-vars.ts).
 * - `adoptStyles(root, css)` / `useAdoptedStyles(ref, css)`: once per root and text (the loader should call
 *   `adoptStyles` too, so the widget's own adoption is a no-op).
 * - `<StepTransition stepKey type direction?>`: enter animation per step (none under reduced motion).
 * - `<Spinner label hideLabel?>`, `<MissingParams message>`, `<Price amount compared? currency locale>`.
 *
 * Behaviour
 * - `emitWidgetEvent(host, name, detail)` + `WidgetEventMap`: typed `bookla:*` CustomEvents, never throw.
 * - `useStepFocus(headingRef, stepKey)`: focus the new step's heading (not on first render).
 *   `useAnnouncer()` → [message, announce] for WidgetRoot's live region.
 * - `useDebouncedCallback(fn, ms)`. Random ids: `uuid()` from `@bookla/runtime/client`.
 *
 * Forms (`./form`)
 * - `<PurchaseForm guestEnabled termsEnabled customFormFields localization submitText submitting? error?
 *   onSubmit onBack? backText?>` → `onSubmit({ firstName, lastName, email, customFields })` (trimmed,
 *   validated; focus goes to the first invalid field on a failed submit; terms block submit).
 * - `validateGuest`, `validateCustomFields`, `collectCustomFields`, `customFieldKey(label, i)`
 *   ('Dog Name', 0 → 'dog_name_0'), `parseOptions`, `GuestFields`, `CustomFields`,
 *   `TermsCheckbox`, `Field` (outside `PurchaseForm` these need `fieldStyles` adopted by their widget).
 *   URL safety: `isSafeUrl` from `@bookla/runtime/config`.
 */
export { themeToCssVars, gradientToCss, paddingToCss, type CssVars } from './theme-vars';
export { baseStyles } from './styles';
export { adoptStyles, useAdoptedStyles, styleRootOf } from './use-adopted-styles';
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot';
export { StepTransition, type StepTransitionProps } from './StepTransition';
export {
  emitWidgetEvent,
  type WidgetEventMap,
  type WidgetEventName,
  type WidgetKind,
  type BookingEventDetail,
  type PurchaseEventDetail,
} from './events';
export { useStepFocus, useAnnouncer } from './a11y';
export { useWidgetClient, createWidgetClient, isSignedIn } from './use-widget-client';
export { resolveConfig, useResolvedConfig } from './widget-config';
export { MissingParams } from './MissingParams';
export { Spinner } from './Spinner';
export { Price, type PriceProps } from './Price';
export { useDebouncedCallback } from './use-debounced-callback';
export * from './form/index';
