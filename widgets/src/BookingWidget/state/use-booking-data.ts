import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { BookingClient } from '../client';
import { isBooklaError } from '@bookla/runtime/errors';
import type { AvailabilityQuery, Dates, Service, Times } from '@bookla/runtime/types';
import {
  datesWindow,
  dayWindow,
  defaultStay,
  durationToMinutes,
  ensureTemporal,
  flattenDates,
  flattenSlots,
  formatDaysDuration,
  formatFlexibleDuration,
  isDateString,
  nightsBetween,
  isValidTimeZone,
  stayWindow,
  staySlots,
  todayIn,
  slotsWithin,
  type FlatSlot,
} from '@bookla/runtime/time';
import { emitWidgetEvent } from '../../shared/events';
import { settingHint } from '../../shared/setting-hint';
import { codeCheck, DURATION_DEBOUNCE_MS, flowReducer, initialFlow, requestDuration, ticketCount, type FlowState } from './flow';
import { useLoad } from './use-load';
import type { BookingConfig } from '../../shared/widget-config';

/**
 * Data the embed loader already started fetching (the widget's `initialData` prop): the service, the dates
 * and the opening day's times as promises, and the window those times cover.
 */
export interface BookingInitialData {
  service?: Promise<unknown>;
  dates?: Promise<unknown>;
  /** The times of a window around the day the widget opens on (today or a later preselected date) and the day after. */
  times?: Promise<unknown>;
  /** The window `times` was asked for (UTC instants). */
  window?: { from?: unknown; to?: unknown };
  /** Multi-service mode: the company's services, the list the widget opens on (instead of the four above). */
  services?: Promise<unknown>;
}

/** The prefetch with every rejection handled: a part the flow never awaits (dates of a flexible service) must not become an unhandled rejection. */
function handled(data: BookingInitialData | undefined): BookingInitialData {
  const parts = data || {};
  for (const part of [parts.service, parts.dates, parts.times]) part?.catch?.(() => {});
  return parts;
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

/**
 * Everything one booking loads, kept apart from what shows it: the service (prefetched or asked for), the
 * dates strip, the slots of the chosen day or stay, the code check, the duration picker's debounce and the
 * one-slot auto-choice.
 */
export function useBookingData(p: {
  cfg: BookingConfig;
  client: BookingClient;
  serviceId: string;
  initialData?: BookingInitialData;
  host(): EventTarget | null;
}) {
  const { cfg, client, serviceId } = p;
  const L = cfg.localization;
  const [s, dispatch] = useReducer(flowReducer, initialFlow);
  const initial = useMemo(() => handled(p.initialData), []);
  const initialDates = useRef(initial.dates);
  // When the prefetched times may stand in for a request: a minute-old list of free sessions is as fresh as
  // the one on screen; later, a day the visitor picks is asked for again.
  const timesUntil = useMemo(() => Date.now() + 6e4, []);
  const service = s.service;
  const type = service?.type ?? '';
  // Checked when the service loaded: a service without a valid zone never gets this far.
  const zone = service?.timeZone ?? '';
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
      // A list row or prefetched answer without a valid zone is asked for again: only the service's own answer
      // decides that the service cannot be booked.
      if (!isService(svc, serviceId) || !isValidTimeZone(svc.timeZone)) svc = await client.services.get(serviceId, { signal: ac.signal });
      if (!isService(svc, serviceId)) throw new Error(`Unexpected service answer for ${serviceId}`);
      // Every date and time is the service's own: guessing a zone would offer times that do not exist.
      if (!isValidTimeZone(svc.timeZone)) throw new Error(`service ${serviceId} has no valid timeZone: ${JSON.stringify(svc.timeZone)}`);
      const tz = svc.timeZone;
      const now = todayIn(tz);
      const pre = cfg.preselectedDate;
      // The day the widget opens on: a later preselected date, else today; a stay checks in on it.
      const date = pre && isDateString(pre) && pre > now ? pre : now;
      const stay = defaultStay(date, cfg.daysConfig);
      const minutes = durationToMinutes(svc.settings?.duration ?? '');
      if (ac.signal.aborted) return;
      dispatch({
        t: 'loaded',
        service: svc,
        date,
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
  const datesKey = active && !isDays && (type !== 'ticket' || ticketCount(s.tickets) > 0) ? JSON.stringify(query) + s.fresh : null;
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
      // A dates failure only leaves the strip without dots: the slots of a day can still be asked for.
      console.warn('Bookla: dates', error);
      return [] as string[];
    }
  });

  const nights = isDays && s.checkIn && s.checkOut ? nightsBetween(s.checkIn, s.checkOut) : 0;
  const slotsKey = active ? JSON.stringify([query, isDays ? [s.checkIn, s.checkOut] : s.date, s.fresh]) : null;
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
    const window = dayWindow(s.date, zone, { durationMinutes: extend });
    // The loader asked for the opening day and the next without resource, duration, spots or tickets: fixed
    // and group (1 spot) can use it for either day while the visitor has chosen nothing else.
    if (initial.times && Date.now() < timesUntil && (type === 'fixed' || type === 'group') && !s.resourceId && s.spots === 1) {
      try {
        const t = ((await initial.times) as Times | null)?.times;
        const slots = t && typeof t === 'object' && slotsWithin(flattenSlots(t), initial.window, window);
        if (slots) return slots;
      } catch {
        // Fall back to our own request below.
      }
    }
    const res = await client.services.times(serviceId, { ...window, ...query }, { signal });
    return flattenSlots(res.times);
  });

  // The duration picker's debounce lives here, not in the picker: a change restarts the wait, and leaving
  // the Date step cannot drop it. Applying clears the slot and reloads dates and slots.
  const pendingMinutes = s.pendingMinutes;
  useEffect(() => {
    if (pendingMinutes === null) return;
    const timer = setTimeout(() => dispatch({ t: 'minutesApply' }), DURATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pendingMinutes]);

  // A lone slot is chosen for the visitor, never while those slots are about to be replaced.
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

  // A tuple: its parts get short names in the build, where an object's keys would all be shipped.
  return [s, dispatch, zone, dates, slots, code, duration] as const;
}
