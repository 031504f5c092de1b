// Time rules of the widgets, computed in the SERVICE's time zone with Temporal. Every helper except
// ensureTemporal() needs `globalThis.Temporal`: await ensureTemporal() once before using them.
export { ensureTemporal, getTemporal } from './temporal';
export {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  isDateString,
  isPastDate,
  isToday,
  isValidTimeZone,
  nowInstant,
  serviceTimeZone,
  todayIn,
  toPlainDate,
} from './plain-date';
export { dayWindow, datesWindow, startOfDay, stayWindow } from './windows';
export {
  canPageBack,
  MAX_STRIP_DAYS,
  MIN_STRIP_DAYS,
  nextPageStart,
  pageContaining,
  previousPageStart,
  stripDayCount,
  stripPage,
} from './strip';
export { flattenDates, flattenSlots, nextAvailableDate, parseInstant, slotsWithin, staySlots } from './slots';
export { formatDateHeading, formatDayShort, formatMonths, formatStay, formatTime, localDateOf, localTimeOf, otherZoneName } from './format';
export { durationToMinutes, humanDuration, parseIsoDuration } from './durations';
export { formatDaysDuration, formatFlexibleDuration } from './request-durations';
export {
  checkOutBounds,
  clampCheckOut,
  DEFAULT_MAX_NIGHTS,
  DEFAULT_MIN_NIGHTS,
  defaultStay,
  isCheckOutAllowed,
  moveCheckIn,
  nightsBetween,
  nightsLabel,
} from './stay';

export type { Temporal, TemporalApi } from './temporal';
export type { InstantString } from './plain-date';
export type { DayWindowOptions, TimeWindow } from './windows';
export type { FlatSlot } from './slots';
export type { DurationParts } from './durations';
export type { StayLimits } from './stay';
