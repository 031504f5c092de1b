import { useMemo, useRef } from 'react';
import { uuid } from '@bookla/runtime/client-core';
import type { BookingClient } from './client';
import { isSafeUrl } from '@bookla/runtime/config/widget';
import type { ServiceConfigEntry } from '@bookla/runtime/config';
import { todayIn } from '@bookla/runtime/time';
// Shared modules one by one (see shared/README.md): the Form step's code must stay out of the first chunk.
import { Spinner } from '../shared/Spinner';
import { StepTransition } from '../shared/StepTransition';
import { useAuth } from '../shared/use-auth';
import { useSchemasWhenSettled } from '../shared/use-widget-client';
import { DateStep } from './DateStep/DateStep';
import { ResultView } from './ResultStep/ResultView';
import { useBookingData, type BookingInitialData } from './state/use-booking-data';
import { useFlowSteps } from './state/use-flow-steps';
import { useSubmit } from './state/use-submit';
import { TicketStep } from './TicketStep/TicketStep';
import type { BookingConfig } from '../shared/widget-config';
import type { FormDraft } from '../shared/form/PurchaseForm';

export type { BookingInitialData } from './state/use-booking-data';

export interface BookingFlowProps {
  cfg: BookingConfig;
  client: BookingClient;
  serviceId: string;
  entry?: ServiceConfigEntry;
  /** Where the `bookla:*` events go (read when one is sent: the root exists only after mounting). */
  host(): EventTarget | null;
  initialData?: BookingInitialData;
  navigate(url: string): void;
  announce(text: string): void;
  /** 'Book Again' (with the service this flow booked, for the next flow to reuse) / 'Reload' (without). */
  onRestart(service?: unknown): void;
  /** Started by the visitor (onRestart, a service chosen from the list): its first heading takes focus once loaded. */
  focusFirst?: boolean;
  /** What the visitor typed into the form, kept by the widget across flows. */
  draft?: FormDraft;
}

/**
 * One booking of one service: loading, tickets, date and slot, form, result. The data lives in the state/
 * hooks (use-booking-data, use-submit, use-flow-steps); this component decides only what is shown.
 */
export function BookingFlow(p: BookingFlowProps) {
  const { cfg, client, serviceId } = p;
  const L = cfg.localization;
  const heading = useRef<HTMLHeadingElement>(null);
  const guestId = useMemo(uuid, []);
  const auth = useAuth(client);
  // Bearer tokens count only with guest mode off.
  const signedIn = !cfg.guestEnabled && auth.isAuthenticated;
  const [s, dispatch, zone, dates, slots, code, duration] = useBookingData(p);
  const service = s.service;
  const slot = s.slot;
  const today = service ? todayIn(zone) : '';
  const step = s.step;
  // The first screen has settled once its slots (or what stands in for them: the ticket step, their error) show:
  // only then do the later steps' code and the request schemas load, so nothing competes with those slots. A
  // service that failed to load (the Error step, its slots never asked for) has no later steps to prepare:
  // nothing more is fetched.
  const settled = step === 'ticket' || (step !== 'loading' && slots.status !== 'loading');
  useSchemasWhenSettled(settled);
  const [later, view] = useFlowSteps(p, s, heading, settled);

  const codeClient = code.codeClient;
  const guestFields = cfg.guestEnabled && !codeClient;
  // A form is needed for guests without a known client, or for custom fields.
  const formRequired = guestFields || (cfg.customFormFields.length > 0 && (signedIn || cfg.guestEnabled));
  const canBook = signedIn || (cfg.guestEnabled && !!codeClient);

  const { busy, submit } = useSubmit(() =>
    service && slot
      ? {
          cfg,
          client,
          serviceId,
          service,
          slot,
          flow: { ...s, ...code },
          duration,
          signedIn,
          guestId: guestFields ? guestId : null,
          zone,
          host: p.host,
          navigate: p.navigate,
          dispatch,
        }
      : null,
  );

  const onAction = () => {
    if (formRequired) return dispatch({ t: 'step', step: 'form' });
    if (canBook) return void submit({ firstName: '', lastName: '', email: '', customFields: {} });
    const login = L.times.loginUrl;
    if (isSafeUrl(login)) p.navigate(login);
    else console.error('No login URL provided in localization');
  };

  return (
    <div className="bk-flow">
      {later && <later.Freshness step={step} slot={slot} slots={slots} dispatch={dispatch} host={p.host} />}
      <StepTransition stepKey={view || step + '-'} type={cfg.transitionType}>
        {step === 'loading' && <Spinner label={L.loadingText} />}
        {step === 'ticket' && (
          <TicketStep
            tickets={service?.tickets ?? []}
            quantities={s.tickets}
            texts={L.tickets}
            loadingText={L.loadingText}
            busy={busy}
            heading={heading}
            dispatch={dispatch}
          />
        )}
        {step === 'date' && (
          <DateStep
            cfg={cfg}
            entry={p.entry}
            s={s}
            codeStatus={code.codeStatus}
            codePrice={code.codePrice}
            dispatch={dispatch}
            timeZone={zone}
            today={today}
            dates={dates.data ?? []}
            slots={slots}
            actionText={formRequired ? L.times.continueButton : canBook ? L.bookButton : L.loginButton}
            termsHere={cfg.termsEnabled && !formRequired}
            busy={busy}
            heading={heading}
            onAction={onAction}
          />
        )}
        {view === '' && <Spinner label={L.loadingText} focusRef={heading} />}
        {later && step === 'form' && (
          <later.FormStep
            cfg={cfg}
            guestFields={guestFields}
            s={s}
            zone={zone}
            submitting={busy}
            heading={heading}
            onBack={() => dispatch({ t: 'back' })}
            onSubmit={submit}
            draft={p.draft}
          />
        )}
        {later && (step === 'success' || step === 'pending') && (
          <ResultView
            heading={heading}
            onRestart={() => p.onRestart(service)}
            {...later.resultProps(s, cfg, zone)}
          />
        )}
        {view === 'error' && (
          <ResultView
            heading={heading}
            title={L.errorScreen.title}
            // A step whose code could not be loaded shows the Error screen without a booking error.
            error={step === 'error' ? s.error : null}
            description={L.errorScreen.description}
            action={L.errorScreen.reload}
            onRestart={() => p.onRestart()}
          />
        )}
      </StepTransition>
    </div>
  );
}
