import { useEffect, type RefObject } from 'react';
import { PurchaseForm, type FormDraft } from '../../shared/form/PurchaseForm';
import type { PurchaseFormData } from '../../shared/form/validate';
import type { BookingConfig } from '../../shared/widget-config';
import type { FlowState } from '../state/flow';
import { told } from '../state/told';

export interface FormStepProps {
  cfg: BookingConfig;
  /** Show the guest fields (guest mode without a client from a code). */
  guestFields: boolean;
  /** The flow's state: the service (the title) and the chosen time (the subtitle, as the visitor is told it). */
  s: Pick<FlowState, 'service' | 'slot' | 'checkIn' | 'checkOut'>;
  /** The zone the flow tells the service's times in. */
  zone: string;
  submitting: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  onBack(): void;
  onSubmit(data: PurchaseFormData): void;
  /** The visitor's answers, kept by the widget across steps and flows. */
  draft?: FormDraft;
}

/** Guest and custom fields, terms, back and the book button. */
export function FormStep({ cfg, guestFields, s, zone, submitting, heading, onBack, onSubmit, draft }: FormStepProps) {
  const L = cfg.localization;
  const empty = !guestFields && !cfg.customFormFields.length;
  // With nothing to ask, the Form step goes back to the Date step.
  useEffect(() => {
    if (empty) onBack();
  }, [empty]);
  if (empty) return null;
  return (
    <>
      <div className="bk-heading">
        <h2 ref={heading} tabIndex={-1} className="bk-title">
          {s.service!.name}
        </h2>
        <p className="bk-subtitle">{s.slot ? told(s, zone, L.locale, s.slot.startTime).join(' ') : ''}</p>
      </div>
      <PurchaseForm
        guestEnabled={guestFields}
        termsEnabled={cfg.termsEnabled}
        customFormFields={cfg.customFormFields}
        localization={L}
        submitText={L.form.submitButton || L.bookButton}
        submitting={submitting}
        onSubmit={onSubmit}
        onBack={onBack}
        backText={L.backButton}
        draft={draft}
      />
    </>
  );
}
