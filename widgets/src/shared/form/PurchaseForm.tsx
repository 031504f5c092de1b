import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CustomFormField, Localization } from '@bookla/runtime/config';
import { useAdoptedStyles } from '../use-adopted-styles';
import { CustomFields } from './CustomFields';
import { GuestFields } from './GuestFields';
import { fieldStyles, formStyles } from './styles';
import { TermsCheckbox } from './TermsCheckbox';
import {
  collectCustomFields,
  validateCustomFields,
  validateGuest,
  type CustomValues,
  type FieldErrors,
  type GuestData,
  type GuestErrors,
  type PurchaseFormData,
} from './validate';

export interface PurchaseFormProps {
  /** Show first name, last name and email (guest mode). */
  guestEnabled: boolean;
  /** Show the accept-terms checkbox; submit stays disabled until it is ticked. */
  termsEnabled: boolean;
  /** The site owner's extra questions. */
  customFormFields: CustomFormField[];
  /** Texts of the guest fields, custom fields and terms. */
  localization: Pick<Localization, 'guestForm' | 'form' | 'terms'>;
  /** Text of the submit button ('Purchase €10.00', 'Book Now'). */
  submitText: string;
  /** True while the request runs: the submit button is busy and ignored (still focusable). */
  submitting?: boolean;
  /** Message shown above the form (role=alert), e.g. 'Failed to purchase subscription'. */
  error?: string | null;
  /** Called with trimmed, valid data. */
  onSubmit: (data: PurchaseFormData) => void;
  /** Shows a back button when given. */
  onBack?: () => void;
  /** Text of the back button. */
  backText?: string;
  /**
   * Where the widget keeps what the visitor typed while this form comes and goes (Back and Continue, another
   * item, another service, Reload after a failed booking): the form starts from it and writes every change
   * into it.
   */
  draft?: FormDraft;
  /** Fields of the purchase itself, first in the form (a custom gift card's amount). */
  lead?: ReactNode;
  /** Checks `lead` on submit, showing its own error: false stops the submit and focuses it like any invalid field. */
  checkLead?: () => boolean;
}

/**
 * The visitor's answers outside the form, so nobody types their name twice in one visit (WCAG 2.2 'Redundant
 * Entry'). Not the terms tick: that consent is given to the purchase on screen, which may have changed.
 */
export interface FormDraft {
  guest?: GuestData;
  custom?: CustomValues;
  /** The amount typed for each custom-amount gift card, by its id (kept by its purchase step). */
  amounts?: Record<string, string>;
}

const EMPTY_GUEST: GuestData = { firstName: '', lastName: '', email: '' };

/**
 * Guest fields, custom fields, terms and submit: the form the purchase widgets and booking Form step share.
 * Adopts `fieldStyles` and `formStyles` into its document or shadow root while it is mounted.
 */
export function PurchaseForm(props: PurchaseFormProps) {
  const { guestEnabled, termsEnabled, customFormFields, localization, submitText, submitting, error } = props;
  const idPrefix = 'bk' + useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const draft = props.draft;
  const [guest, setGuest] = useState<GuestData>(draft?.guest ?? EMPTY_GUEST);
  const [guestErrors, setGuestErrors] = useState<GuestErrors>({});
  const [custom, setCustom] = useState<CustomValues>(draft?.custom ?? {});
  const [customErrors, setCustomErrors] = useState<FieldErrors>({});
  const [accepted, setAccepted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The form brings its own rules: widgets that load it lazily do not ship them before it is needed.
  useAdoptedStyles(formRef, fieldStyles);
  useAdoptedStyles(formRef, formStyles);

  useEffect(() => {
    if (draft) Object.assign(draft, { guest, custom });
  }, [draft, guest, custom]);

  // After a failed submit the first invalid control gets focus (it is rendered by then).
  useEffect(() => {
    if (failedSubmits) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || (termsEnabled && !accepted)) return;
    const gErrors = guestEnabled ? validateGuest(guest, localization.guestForm) : {};
    const cErrors = validateCustomFields(customFormFields, custom, localization.form);
    setGuestErrors(gErrors);
    setCustomErrors(cErrors);
    const leadOk = props.checkLead?.() ?? true;
    if (!leadOk || Object.keys(gErrors).length || Object.keys(cErrors).length) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    props.onSubmit({
      firstName: guestEnabled ? guest.firstName.trim() : '',
      lastName: guestEnabled ? guest.lastName.trim() : '',
      email: guestEnabled ? guest.email.trim() : '',
      customFields: collectCustomFields(customFormFields, custom),
    });
  };

  return (
    <form ref={formRef} className="bk-form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      {error ? (
        <p className="bk-message" data-tone="error" role="alert">
          {error}
        </p>
      ) : null}
      {props.lead}
      {guestEnabled ? (
        <GuestFields
          idPrefix={idPrefix}
          values={guest}
          errors={guestErrors}
          texts={localization.guestForm}
          onChange={(name, value) => {
            setGuest((g) => ({ ...g, [name]: value }));
            setGuestErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
          }}
        />
      ) : null}
      <CustomFields
        idPrefix={idPrefix}
        fields={customFormFields}
        values={custom}
        errors={customErrors}
        texts={localization.form}
        onChange={(key, value) => {
          setCustom((c) => ({ ...c, [key]: value }));
          setCustomErrors((e) => {
            if (!e[key]) return e;
            const { [key]: _cleared, ...rest } = e;
            return rest;
          });
        }}
      />
      {termsEnabled ? (
        <TermsCheckbox id={`${idPrefix}-terms`} checked={accepted} onChange={setAccepted} texts={localization.terms} />
      ) : null}
      <div className="bk-header" data-actions="">
        {props.onBack ? (
          <button type="button" className="bk-btn" data-variant="secondary" onClick={props.onBack} disabled={submitting}>
            {props.backText}
          </button>
        ) : null}
        <button
          type="submit"
          className="bk-btn"
          data-block=""
          // Busy, not disabled: a focused button that becomes disabled drops focus to the page body, so a
          // keyboard user would start again from the top after a failed purchase. onSubmit ignores it meanwhile.
          disabled={termsEnabled && !accepted}
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
        >
          {submitting ? <span className="bk-spinner" aria-hidden="true" /> : null}
          {submitText}
        </button>
      </div>
    </form>
  );
}
