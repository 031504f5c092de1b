import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { uuid, type BooklaClient } from '@bookla/runtime/client';
import { isSafeUrl, type BookingWidgetConfig, type ServiceConfigEntry } from '@bookla/runtime/config';
import { isBooklaError } from '@bookla/runtime/errors';
import type { AvailabilityQuery, Dates, Service } from '@bookla/runtime/types';
import {
  datesWindow,
  dayWindow,
  durationToMinutes,
  ensureTemporal,
  flattenDates,
  flattenSlots,
  formatDateHeading,
  formatStay,
  formatDaysDuration,
  formatFlexibleDuration,
  formatTime,
  isDateString,
  localDateOf,
  nightsBetween,
  isValidTimeZone,
  stayWindow,
  staySlots,
  todayIn,
  defaultStay,
  type FlatSlot,
} from '@bookla/runtime/time';
// Shared modules one by one (see shared/README.md): the Form step's code must stay out of the first chunk.
import { settingHint } from '../shared/setting-hint';
import { useStepFocus } from '../shared/a11y';
import { emitWidgetEvent } from '../shared/events';
import { Spinner } from '../shared/Spinner';
import { StepTransition } from '../shared/StepTransition';
import type { PurchaseFormData } from '../shared/form/validate';
import { DateStep } from './DateStep/DateStep';
import { ResultView } from './ResultStep/ResultView';
import { codeCheck, DURATION_DEBOUNCE_MS, flowReducer, initialFlow, requestDuration, ticketCount, type FlowState } from './state/flow';
import { lazyModule, useLazy } from './state/use-lazy';
import { useLoad } from './state/use-load';
import { TicketStep } from './TicketStep/TicketStep';

/**
 * Data the embed loader already started fetching (ARCHITECTURE.md "initialData"): the two promises, or one
 * promise of `{ service, dates }`.
 */
export type BookingInitialData = { service?: Promise<unknown>; dates?: Promise<unknown> } | Promise<unknown>;

/** Splits one promise of `{ service, dates }` into the two requests it holds. */
export function splitInitialData(data: BookingInitialData | undefined): { service?: Promise<unknown>; dates?: Promise<unknown> } {
  if (!data) return {};
  const all = data as Promise<{ service?: unknown; dates?: unknown } | undefined>;
  const parts =
    typeof all.then === 'function'
      ? { service: all.then((d) => d?.service), dates: all.then((d) => d?.dates) }
      : (data as { service?: Promise<unknown>; dates?: Promise<unknown> });
  // A part the flow never awaits (e.g. dates of a flexible service) must not become an unhandled rejection.
  parts.service?.catch?.(() => {});
  parts.dates?.catch?.(() => {});
  return parts;
}

/** The steps after the Date step, loaded on demand (see later.ts). */
export const loadLaterSteps = lazyModule(() => import('./later'));

export interface BookingFlowProps {
  cfg: BookingWidgetConfig;
  client: BooklaClient;
  serviceId: string;
  entry?: ServiceConfigEntry;
  /** Where the `bookla:*` events go (read when one is sent: the root exists only after mounting). */
  host(): EventTarget | null;
  initialData?: BookingInitialData;
  navigate(url: string): void;
  announce(text: string): void;
  /** 'Book Again' / 'Reload'. */
  onRestart(): void;
  /** Started by the visitor (onRestart, a service chosen from the list): its first heading takes focus once loaded. */
  focusFirst?: boolean;
}

const isService = (v: unknown, id: string): v is Service =>
  !!v && typeof v === 'object' && (v as Service).id === id && typeof (v as Service).type === 'string' && typeof (v as Service).name === 'string';

/** Query parameters every availability call of the current choice carries. */
function choiceQuery(type: string, s: FlowState): Omit<AvailabilityQuery, 'from' | 'to'> {
  const q: Omit<AvailabilityQuery, 'from' | 'to'> = { resourceIDs: s.resourceId ? [s.resourceId] : [] };
  if (type === 'flexible' && s.minutes > 0) q.duration = formatFlexibleDuration(0, s.minutes);
  if (type === 'group') q.spots = s.spots;
  if (type === 'ticket') q.tickets = s.tickets;
  return q;
}

/** One booking of one service: loading, tickets, date and slot, form, result. */
export function BookingFlow(p: BookingFlowProps) {
  const { cfg, client, serviceId } = p;
  const L = cfg.localization;
  const [s, dispatch] = useReducer(flowReducer, initialFlow);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const initial = useMemo(() => splitInitialData(p.initialData), []);
  const initialDates = useRef(initial.dates);
  const guestId = useMemo(uuid, []);
  const auth = useSyncExternalStore(client.auth.subscribe, client.auth.getSnapshot);
  // Bearer tokens count only with guest mode off.
  const signedIn = !cfg.guestEnabled && auth.isAuthenticated;
  const service = s.service;
  const type = service?.type ?? '';
  // Checked when the service loaded: a service without a valid zone never gets this far.
  const zone = service?.timeZone ?? '';
  const today = service ? todayIn(zone) : '';
  const base = service ? durationToMinutes(service.settings?.duration ?? '') : NaN;

  useEffect(() => {
    const ac = new AbortController();
    (async () => {
      await ensureTemporal();
      let svc: unknown;
      if (initial.service) {
        try {
          svc = await initial.service;
        } catch (error) {
          console.warn(`Bookla: ${L.errors.loadInitialData}`, error);
        }
      }
      if (!isService(svc, serviceId)) svc = await client.services.get(serviceId, { signal: ac.signal });
      if (!isService(svc, serviceId)) throw new Error(`Unexpected service answer for ${serviceId}`);
      // Every date and time is the service's own: guessing a zone would offer times that do not exist.
      if (!isValidTimeZone(svc.timeZone)) throw new Error(`service ${serviceId} has no valid timeZone: ${JSON.stringify(svc.timeZone)}`);
      const tz = svc.timeZone;
      const now = todayIn(tz);
      const pre = cfg.preselectedDate;
      const stay = defaultStay(tz, cfg.daysConfig);
      const minutes = durationToMinutes(svc.settings?.duration ?? '');
      if (ac.signal.aborted) return;
      dispatch({
        t: 'loaded',
        service: svc,
        date: pre && isDateString(pre) && pre > now ? pre : now,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        minutes: svc.type === 'flexible' && minutes > 0 ? minutes : 0,
      });
      emitWidgetEvent(p.host(), 'bookla:ready', { widget: 'booking' });
    })().catch((error: unknown) => {
      if (ac.signal.aborted) return;
      const hint = settingHint(error, cfg.companyId, ['serviceId', serviceId]);
      console.error(`Bookla: ${L.errors.loadService}${hint ? `: ${hint}` : ''}`, error);
      dispatch({ t: 'failed', error: L.errors.loadService });
      emitWidgetEvent(p.host(), 'bookla:ready', { widget: 'booking' });
      emitWidgetEvent(p.host(), 'bookla:error', {
        widget: 'booking',
        code: isBooklaError(error) ? error.code : undefined,
        message: L.errors.loadService,
      });
    });
    return () => ac.abort();
  }, []);

  const active = !!service && s.step !== 'ticket' && s.step !== 'error';
  const isDays = type === 'days';
  const query = choiceQuery(type, s);

  // Changing duration, spots, tickets or resource reloads the dates. Days services have no strip.
  const datesKey = active && !isDays && (type !== 'ticket' || ticketCount(s.tickets) > 0) ? JSON.stringify(query) : null;
  const dates = useLoad(datesKey, async (signal) => {
    const first = initialDates.current;
    initialDates.current = undefined;
    // The loader asks without duration, spots or tickets: only fixed and group (1 spot) can reuse it.
    if (first && (type === 'fixed' || type === 'group')) {
      try {
        const d = (await first) as Dates;
        if (d && typeof d.dates === 'object' && (typeof d.timeZone !== 'string' || d.timeZone === zone)) return flattenDates(d.dates);
      } catch {
        // Fall back to our own request below.
      }
    }
    try {
      return flattenDates((await client.services.dates(serviceId, { ...datesWindow(zone), ...query }, { signal })).dates);
    } catch (error) {
      if (signal.aborted) throw error;
      // A dates failure only leaves the strip without dots.
      console.warn('Bookla: dates', error);
      return [] as string[];
    }
  });

  const nights = isDays && s.checkIn && s.checkOut ? nightsBetween(s.checkIn, s.checkOut) : 0;
  const slotsKey = active ? JSON.stringify([query, isDays ? [s.checkIn, s.checkOut] : s.date]) : null;
  const slots = useLoad<FlatSlot[]>(slotsKey, async (signal) => {
    if (isDays) {
      try {
        const res = await client.services.times(
          serviceId,
          { ...stayWindow(s.checkIn, s.checkOut, zone), ...query, duration: formatDaysDuration(nights) },
          { signal },
        );
        // One entry per resource, the stay that starts on the chosen check-in (the window's answer also
        // holds stays starting on its later days).
        return staySlots(res.times, zone, s.checkIn);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Bookla: times', error);
        return [];
      }
    }
    const extend = type === 'flexible' ? s.minutes : type === 'fixed' ? base : 0;
    const res = await client.services.times(serviceId, { ...dayWindow(s.date, zone, { durationMinutes: extend }), ...query }, { signal });
    return flattenSlots(res.times, zone);
  });

  // The duration picker's debounce lives here, not in the picker: a change restarts the wait, and
  // leaving the Date step cannot drop it. Applying clears the slot and reloads dates and slots.
  const pendingMinutes = s.pendingMinutes;
  useEffect(() => {
    if (pendingMinutes === null) return;
    const timer = setTimeout(() => dispatch({ t: 'minutesApply' }), DURATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pendingMinutes]);

  // Exactly one slot is chosen for the visitor, never while those slots are about to be replaced.
  useEffect(() => {
    if (slots.status === 'ready' && slots.data?.length === 1 && !s.slot && pendingMinutes === null)
      dispatch({ t: 'slot', slot: slots.data[0]! });
  }, [slots.status, slots.data, pendingMinutes]);

  // Code validation runs against the chosen slot; a change of either re-validates.
  const slot = s.slot;
  // The code is checked against the duration the booking will send.
  const duration = requestDuration(type, s.minutes, nights);
  const codeKey = s.code && slot ? JSON.stringify([s.code, slot.startTime, slot.resourceID, query]) : null;
  const validation = useLoad(codeKey, (signal) =>
    client.codes
      .validate(
        s.code,
        {
          companyID: cfg.companyId,
          serviceID: serviceId,
          resourceID: slot!.resourceID,
          startTime: slot!.startTime,
          spots: type === 'group' ? s.spots : type === 'ticket' ? Math.max(1, ticketCount(s.tickets)) : 1,
          ...(duration && { duration }),
          ...(query.tickets ? { tickets: query.tickets } : {}),
        },
        { signal },
      )
      // A code the server refuses is an invalid code, not an error to log.
      .catch(() => null),
  );
  const code = codeCheck(codeKey ? validation : null);

  const step = s.step;
  const needsLater = step === 'form' || step === 'success' || step === 'pending';
  const later = useLazy(loadLaterSteps, needsLater);
  const waiting = needsLater && later === null;
  // What is on screen: the step, or the spinner / Error screen standing in for a step whose code is not there.
  const view = waiting ? '' : later === false ? 'error' : step;
  // Focus and the announcement follow the new heading, also when it arrives after the step change.
  useStepFocus(heading, s.moves + (waiting ? 'w' : later === false ? 'f' : '') + (p.focusFirst && step !== 'loading' ? 'r' : ''));
  const shown = useRef(step);
  const told = useRef(view);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    emitWidgetEvent(p.host(), 'bookla:step-change', { widget: 'booking', step });
  }, [step]);
  // The spinner standing in for a step has no heading to take focus: its text is announced instead.
  useEffect(() => {
    if (told.current === view) return;
    told.current = view;
    p.announce((view ? heading.current?.textContent : L.loadingText) || '');
  }, [view]);

  const codeClient = code.codeClient;
  const guestFields = cfg.guestEnabled && !codeClient;
  // A form is needed for guests without a known client, or for custom fields.
  const formRequired = guestFields || (cfg.customFormFields.length > 0 && (signedIn || cfg.guestEnabled));
  const canBook = signedIn || (cfg.guestEnabled && !!codeClient);

  // A stay is told as its whole range: only stays starting on the chosen check-in are ever offered.
  const when = (start: string): [string, string] => [
    isDays ? formatStay(s.checkIn, s.checkOut, L.locale) : formatDateHeading(localDateOf(start, zone), L.locale),
    formatTime(start, zone, L.locale),
  ];
  const describe = (start: string) => when(start).join(' ');

  const submit = async (data: PurchaseFormData) => {
    if (!service || !slot || busy) return;
    setBusy(true);
    try {
      // Loaded already in all but odd cases (prefetched after the first render); a failed load is a failed booking.
      const { submitBooking } = await loadLaterSteps().catch((error: unknown) => {
        console.error(`Bookla: ${L.errors.booking}`, error);
        dispatch({ t: 'failed', error: L.errors.booking });
        return { submitBooking: null };
      });
      await submitBooking?.(
        {
          cfg,
          client,
          serviceId,
          service,
          slot,
          flow: { ...s, ...code },
          duration,
          signedIn,
          guestId: guestFields ? guestId : null,
          description: `${service.name} ${describe(slot.startTime)}`,
          host: p.host,
          navigate: p.navigate,
          dispatch,
          errorCode: (error) => (isBooklaError(error) ? error.code : String(error)),
        },
        data,
      );
    } finally {
      setBusy(false);
    }
  };

  const onAction = () => {
    if (formRequired) return dispatch({ t: 'step', step: 'form' });
    if (canBook) return void submit({ firstName: '', lastName: '', email: '', customFields: {} });
    const login = L.times.loginUrl;
    if (isSafeUrl(login)) p.navigate(login);
    else console.error('No login URL provided in localization');
  };

  return (
    <div className="bk-flow">
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
            title={service!.name}
            subtitle={slot ? describe(slot.startTime) : ''}
            submitting={busy}
            heading={heading}
            onBack={() => dispatch({ t: 'back' })}
            onSubmit={submit}
          />
        )}
        {later && (step === 'success' || step === 'pending') && (
          <ResultView
            heading={heading}
            onRestart={p.onRestart}
            {...later.resultTexts(step, L, s.result, s.result ? when(s.result.booking.startTime) : ['', ''], service?.tickets ?? [], s.tickets)}
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
            onRestart={p.onRestart}
          />
        )}
      </StepTransition>
    </div>
  );
}
