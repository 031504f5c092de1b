import type { Localization } from '@bookla/runtime/config';
import type { ServiceTicket } from '@bookla/runtime/types';
import type { BookingResult } from '../state/flow';
import type { ResultViewProps } from './ResultView';

/**
 * What the Success and Pending screens say: title, the description with the booking's date, time and email,
 * the ticket and custom field lines, and 'Book Again'. Plain data for `ResultView`, so this lazily loaded
 * module imports nothing the first chunk has (a shared module would cost a chunk of its own).
 */
export function resultTexts(
  step: 'success' | 'pending',
  L: Pick<Localization, 'successScreen' | 'pendingScreen'>,
  result: BookingResult | null,
  /** The booking's local date and time texts, formatted by the flow in the service's zone. */
  when: [date: string, time: string],
  tickets: readonly ServiceTicket[],
  /** Chosen ticket quantities (the booking answer may not repeat them). */
  quantities: Record<string, number>,
): Pick<ResultViewProps, 'title' | 'description' | 'lines' | 'action'> {
  const texts = step === 'success' ? L.successScreen : L.pendingScreen;
  let description = texts.description;
  const lines: string[] = [];
  if (result) {
    const values: Record<string, string> = { date: when[0], time: when[1], email: result.email };
    // Plain text substitution: the texts are never parsed as HTML.
    description = description.replace(/\{(date|time|email)\}/g, (_, k: string) => values[k]!);
    for (const t of tickets) if (quantities[t.id]) lines.push(`${t.name} × ${quantities[t.id]}`);
    for (const [label, value] of result.fields) lines.push(`${label}: ${value}`);
  }
  return { title: texts.title, description, lines, action: texts.bookAgain };
}
