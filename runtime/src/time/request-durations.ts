// The durations the booking request sends: 'PT{h}H{m}M' for flexible services, 'P{n}D' for days services.
import { daysBetween, isDateString } from './plain-date';
import { parseInstant } from './slots';

/**
 * A flexible service's duration for the API: 'PT{h}H{m}M', always both parts ('PT1H0M', 'PT0H30M').
 * Minutes over 59 carry into hours.
 */
export function formatFlexibleDuration(hours: number, minutes = 0): string {
  const whole = Math.round(nonNegative(hours * 60 + minutes, 'A duration needs non-negative hours and minutes', `${hours} h ${minutes} min`));
  return `PT${Math.floor(whole / 60)}H${whole % 60}M`;
}

function nonNegative(value: number, message: string, received: string): number {
  if (!(value >= 0 && value < Infinity)) throw new RangeError(`${message}, received ${received}`);
  return value;
}

/**
 * A days service's duration for the API: 'P{n}D', whole days rounded up. Takes a number of nights, two
 * 'YYYY-MM-DD' dates (calendar nights) or two instants (elapsed time).
 */
export function formatDaysDuration(nightsOrFrom: number | string, to?: string): string {
  const days =
    typeof nightsOrFrom == 'number'
      ? nightsOrFrom
      : isDateString(nightsOrFrom) && isDateString(to)
        ? daysBetween(nightsOrFrom, to)
        : // An unreadable instant leaves undefined, so NaN.
          ((parseInstant(to)?.epochMilliseconds as number) - (parseInstant(nightsOrFrom)?.epochMilliseconds as number)) / 864e5;
  return `P${Math.ceil(nonNegative(days, 'A stay needs a non-negative length', JSON.stringify([nightsOrFrom, to])))}D`;
}
