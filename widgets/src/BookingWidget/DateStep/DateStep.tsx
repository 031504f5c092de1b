import { useId, type Dispatch, type RefObject } from 'react';
import { durationToMinutes, formatDateHeading, isDateString, nextAvailableDate, otherZoneName, type FlatSlot } from '@bookla/runtime/time';
import type { ServiceConfigEntry } from '@bookla/runtime/config';
import { TermsCheckbox } from '../../shared/form/TermsCheckbox';
import type { CodeStatus, FlowAction, FlowState } from '../state/flow';
import type { Loaded } from '../state/use-load';
import { CodeField } from './CodeField/CodeField';
import { Price } from '../../shared/Price';
import { DayStrip } from './DayStrip/DayStrip';
import { DurationPicker } from './DurationPicker/DurationPicker';
import { ParticipantsPicker } from './ParticipantsPicker/ParticipantsPicker';
import { ResourcePicker } from './ResourcePicker/ResourcePicker';
import { StayPicker } from './StayPicker/StayPicker';
import { TicketsSummary } from './TicketsSummary/TicketsSummary';
import { TimeGrid } from './TimeGrid/TimeGrid';
import { handOff } from '../focus-hand-off';
import type { BookingConfig } from '../../shared/widget-config';

export interface DateStepProps {
  cfg: BookingConfig;
  /** Per-service overrides of the multi-service mode. */
  entry?: ServiceConfigEntry;
  s: FlowState;
  /** The code's validation status (CodeField). */
  codeStatus: CodeStatus;
  /** The price with the valid code, from its validation (null: not known). */
  codePrice?: number | null;
  dispatch: Dispatch<FlowAction>;
  timeZone: string;
  today: string;
  /** Sorted available dates of the 3-month window. */
  dates: readonly string[];
  slots: Loaded<FlatSlot[]>;
  /** The button label (loading, continue, book or login). */
  actionText: string;
  /** Terms must be accepted here because no form step follows. */
  termsHere: boolean;
  busy: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
  onAction(): void;
}

/** Date (or stay), options, slot, code and terms: everything before the form. */
export function DateStep(p: DateStepProps) {
  const { cfg, s, dispatch, timeZone, today, entry } = p;
  const service = s.service!;
  const L = cfg.localization;
  const locale = L.locale;
  const id = useId();
  const isDays = service.type === 'days';
  const resources = service.resources ?? [];
  const base = durationToMinutes(service.settings?.duration ?? '');
  const interval = durationToMinutes(service.settings?.timeInterval ?? '');
  const available = new Set(p.dates);
  const slots = p.slots.data ?? [];
  const names = isDays ? Object.fromEntries(resources.map((r) => [r.id, r.name])) : undefined;
  // A duration shown but not applied yet: the slots on screen are another duration's, so they wait too.
  const pending = s.pendingMinutes !== null;
  const zone = otherZoneName(s.date, timeZone, locale);
  const loading = p.busy || pending || p.slots.status === 'loading';
  const disabled = loading || !s.slot || (p.termsHere && !s.terms);
  return (
    <>
      {service.type === 'ticket' && (
        <button type="button" className="bk-btn" data-variant="secondary" onClick={() => dispatch({ t: 'back' })}>
          {L.backButton}
        </button>
      )}
      <h2 ref={p.heading} tabIndex={-1} className="bk-title">
        {isDays ? L.times.selectDateTitle : formatDateHeading(s.date, locale)}
      </h2>
      {isDays ? (
        <StayPicker
          checkIn={s.checkIn}
          checkOut={s.checkOut}
          today={today}
          limits={cfg.daysConfig}
          texts={L.days}
          onChange={(checkIn, checkOut) => dispatch({ t: 'stay', checkIn, checkOut })}
        />
      ) : (
        <>
          <DayStrip
            timeZone={timeZone}
            locale={locale}
            today={today}
            selected={s.date}
            available={available}
            texts={L.times}
            onSelect={(date) => dispatch({ t: 'date', date })}
          />
          <div className="bk-field">
            <label className="bk-label" htmlFor={id}>
              {L.times.selectDateTitle}
            </label>
            <input
              id={id}
              type="date"
              className="bk-input"
              min={today}
              value={s.date}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (isDateString(v) && v >= today) dispatch({ t: 'date', date: v });
              }}
            />
          </div>
        </>
      )}
      {resources.length > 0 && !(entry?.hideResourcePicker ?? cfg.hideResourcePicker) && (
        <ResourcePicker
          resources={resources}
          value={s.resourceId}
          title={entry?.selectResourceTitle || L.resource.selectResourceTitle}
          anyLabel={entry?.anyResourceOption || L.resource.anyResourceOption}
          onChange={(rid) => dispatch({ t: 'resource', id: rid })}
        />
      )}
      {service.type === 'group' && (
        <ParticipantsPicker value={s.spots} title={L.group.selectTitle} onChange={(n) => dispatch({ t: 'spots', n })} />
      )}
      {service.type === 'flexible' && base > 0 && (
        <DurationPicker
          base={base}
          step={interval > 0 ? interval : base}
          value={s.pendingMinutes ?? s.minutes}
          title={L.duration.selectTitle}
          locale={locale}
          onChange={(n) => dispatch({ t: 'minutesShown', n })}
        />
      )}
      {service.type === 'ticket' && (
        <TicketsSummary title={L.tickets.ticketsSummaryTitle} tickets={service.tickets ?? []} quantities={s.tickets} />
      )}
      <section className="bk-stack" aria-labelledby={id + 't'}>
        <div className="bk-heading">
          <h3 id={id + 't'} className="bk-label">
            {L.times.selectTimeTitle}
          </h3>
          {/* The times are the service's: a visitor whose clock differs that day is told whose they are. */}
          {!isDays && zone && <p className="bk-secondary">{L.times.timeZoneNote.replace('{zone}', zone)}</p>}
        </div>
        <TimeGrid
          status={pending ? 'loading' : p.slots.status}
          slots={slots}
          selected={s.slot}
          timeZone={timeZone}
          locale={locale}
          priceConfig={cfg.priceConfig}
          resourceNames={names}
          nextDate={isDays ? null : nextAvailableDate(p.dates, s.date)}
          texts={L.times}
          errorText={L.errors.loadTimes}
          retryText={L.errorScreen.reload}
          onRetry={(button) => {
            handOff(button, () => p.heading.current);
            dispatch({ t: 'fresh' });
          }}
          onSelect={(slot) => dispatch({ t: 'slot', slot })}
          onNextDate={(date, button) => {
            // The button goes with the old date's empty grid: the heading, now naming the new date, takes focus.
            handOff(button, () => p.heading.current);
            dispatch({ t: 'date', date });
          }}
        />
      </section>
      {cfg.codeEnabled && (
        <CodeField
          status={p.codeStatus}
          price={
            p.codePrice != null && s.slot && cfg.priceConfig.showPrice ? (
              <Price amount={p.codePrice} currency={s.slot.price.currency} locale={L.locale} showDecimalPlaces={cfg.priceConfig.showDecimalPlaces} />
            ) : null
          }
          texts={L.code}
          loadingText={L.loadingText}
          onCode={(code) => dispatch({ t: 'code', code })}
        />
      )}
      {p.termsHere && (
        <TermsCheckbox id={id + 'c'} checked={s.terms} texts={L.terms} onChange={(on) => dispatch({ t: 'terms', on })} />
      )}
      <button type="button" className="bk-btn" data-block="" disabled={disabled} aria-busy={loading} onClick={p.onAction}>
        {loading ? L.loadingText : p.actionText}
      </button>
    </>
  );
}
