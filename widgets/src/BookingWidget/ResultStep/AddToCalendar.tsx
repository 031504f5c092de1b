import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BookingConfig } from '../../shared/widget-config';
import type { FlowState } from '../state/flow';
import { bookingEvent, googleCalendarUrl, icsCalendar, outlookCalendarUrl } from '@bookla/runtime/calendar';
import { useAdoptedStyles } from '../../shared/use-adopted-styles';
import calendarStyles from './calendar-css';

export interface AddToCalendarProps {
  /** The flow's state: its step, result and service. */
  s: Pick<FlowState, 'step' | 'result' | 'service'>;
  cfg: Pick<BookingConfig, 'calendarEnabled' | 'localization'>;
  /** The zone the flow tells the service's times in. */
  zone: string;
}

/**
 * The Success screen's Add to calendar: links that open the booking in Google Calendar and Outlook on the web,
 * and the booking as an .ics file (Apple Calendar and every other client). Only a confirmed booking is offered
 * (Pending: nothing is settled until it is paid), and only while `calendarEnabled`. The file is a Blob URL on a
 * plain link with `download`, made when the screen shows and released when it goes: no script runs on the click,
 * so it works under a strict Content Security Policy. The flow renders this for every result screen and it
 * decides itself, so the decision's bytes load with the result step rather than in the first paint.
 */
export function AddToCalendar({ s: { step, result, service }, cfg, zone }: AddToCalendarProps) {
  const texts = cfg.localization.successScreen;
  const locale = cfg.localization.locale;
  const booking = step === 'success' && cfg.calendarEnabled ? result?.booking : null;
  const label = 'bk' + useId().replace(/[^\w-]/g, '');
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, calendarStyles);
  const event = useMemo(() => (booking && service ? bookingEvent(booking, service, zone, locale) : null), [booking, service, zone, locale]);
  const [file, setFile] = useState('');
  useEffect(() => {
    if (!event) return;
    const url = URL.createObjectURL(new Blob([icsCalendar(event)], { type: 'text/calendar;charset=utf-8' }));
    setFile(url);
    return () => URL.revokeObjectURL(url);
  }, [event]);
  if (!event) return null;
  const away = { className: 'bk-btn', 'data-variant': 'secondary', target: '_blank', rel: 'noopener noreferrer' };
  return (
    <div ref={ref} className="bk-calendar" role="group" aria-labelledby={label}>
      <p id={label}>{texts.addToCalendar}</p>
      <a {...away} href={googleCalendarUrl(event)}>
        {texts.googleCalendar}
      </a>
      <a {...away} href={outlookCalendarUrl(event)}>
        {texts.outlookCalendar}
      </a>
      {file && (
        <a className="bk-btn" data-variant="secondary" href={file} download={`${fileName(service!.name)}.ics`} type="text/calendar">
          {texts.calendarFile}
        </a>
      )}
    </div>
  );
}

/** The service's name as a file name: characters file systems refuse become '-', and never an empty name. */
// eslint-disable-next-line no-control-regex
export const fileName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim().slice(0, 80) || 'booking';
