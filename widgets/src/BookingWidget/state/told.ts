import { formatDateHeading, formatStay, formatTime, localDateOf, otherZoneName } from '@bookla/runtime/time';
import type { FlowState } from './flow';

type Stay = Pick<FlowState, 'service' | 'checkIn' | 'checkOut'>;

/**
 * The booking's date in `zone`, the flow's zone for the service's times. A stay is told as its whole range: only
 * stays starting on the chosen check-in are ever offered. Loaded with the later steps (the Form step, the
 * booking's submit and the result screens), the only ones that tell a chosen time.
 */
export const bookingDay = (s: Stay, zone: string, locale: string, start: string): string =>
  s.service?.type === 'days' ? formatStay(s.checkIn, s.checkOut, locale) : formatDateHeading(localDateOf(start, zone), locale);

/**
 * The booking's date and time as the visitor is told them: the time names its zone where the visitor's clock
 * differs from the service's (the Date step said whose times they are). The description sent to the platform
 * does not name it: it reads the same whoever books.
 */
export const told = (s: Stay, zone: string, locale: string, start: string): [date: string, time: string] => [
  bookingDay(s, zone, locale, start),
  formatTime(start, zone, locale, !!otherZoneName(localDateOf(start, zone), zone)),
];
