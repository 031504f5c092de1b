import type { RefObject } from 'react';
import { formatDateHeading, formatTime, localDateOf } from '@bookla/runtime/time';
import type { Localization } from '@bookla/runtime/config';
import type { ServiceTicket } from '@bookla/runtime/types';
import type { BookingResult } from '../state/flow';

export interface ResultStepProps {
  step: 'success' | 'pending' | 'error';
  L: Localization;
  result: BookingResult | null;
  /** Why the flow failed (Error step). */
  error: string | null;
  timeZone: string;
  tickets: readonly ServiceTicket[];
  /** Chosen ticket quantities (the booking answer may not repeat them). */
  quantities: Record<string, number>;
  heading: RefObject<HTMLHeadingElement | null>;
  /** 'Book Again' / 'Reload': starts the widget over. */
  onRestart(): void;
}

/** Success, Pending and Error screens. */
export function ResultStep({ step, L, result, error, timeZone, tickets, quantities, heading, onRestart }: ResultStepProps) {
  const texts = step === 'success' ? L.successScreen : step === 'pending' ? L.pendingScreen : L.errorScreen;
  let description = texts.description;
  const lines: string[] = [];
  if (result && step !== 'error') {
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
    <>
      <h2 ref={heading} tabIndex={-1} className="bk-title">
        {texts.title}
      </h2>
      {step === 'error' && error && (
        <p className="bk-message" data-tone="error" role="alert">
          {error}
        </p>
      )}
      <p>{description}</p>
      {lines.length > 0 && (
        <ul className="bk-summary">
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
      <button type="button" className="bk-btn" data-block="" onClick={onRestart}>
        {'bookAgain' in texts ? texts.bookAgain : texts.reload}
      </button>
    </>
  );
}
