import type { RefObject } from 'react';
import { formatDateHeading, formatTime, localDateOf } from '@bookla/runtime/time';
import type { Localization } from '@bookla/runtime/config';
import type { ServiceTicket } from '@bookla/runtime/types';
import type { BookingResult } from '../state/flow';
import { ResultView } from './ResultView';

export interface ResultStepProps {
  step: 'success' | 'pending';
  L: Localization;
  result: BookingResult | null;
  timeZone: string;
  tickets: readonly ServiceTicket[];
  /** Chosen ticket quantities (the booking answer may not repeat them). */
  quantities: Record<string, number>;
  heading: RefObject<HTMLHeadingElement | null>;
  /** 'Book Again': starts the widget over. */
  onRestart(): void;
}

/** Success and Pending screens: the booking's date, time and email, tickets and custom field answers. */
export function ResultStep({ step, L, result, timeZone, tickets, quantities, heading, onRestart }: ResultStepProps) {
  const texts = step === 'success' ? L.successScreen : L.pendingScreen;
  let description = texts.description;
  const lines: string[] = [];
  if (result) {
    const start = result.booking.startTime;
    const values: Record<string, string> = {
      date: formatDateHeading(localDateOf(start, timeZone), L.locale),
      time: formatTime(start, timeZone, L.locale),
      email: result.email,
    };
    // Plain text substitution: the texts are never parsed as HTML.
    description = description.replace(/\{(date|time|email)\}/g, (_, k: string) => values[k]!);
    for (const t of tickets) if (quantities[t.id]) lines.push(`${t.name} × ${quantities[t.id]}`);
    for (const [label, value] of result.fields) lines.push(`${label}: ${value}`);
  }
  return (
    <ResultView heading={heading} title={texts.title} description={description} lines={lines} action={texts.bookAgain} onRestart={onRestart} />
  );
}
