import type { Localization } from '@bookla/runtime/config';
import type { ServiceTicket } from '@bookla/runtime/types';
import type { BookingResult } from '../state/flow';
import type { ResultViewProps } from './ResultView';

/**
 * What the Success and Pending screens say: title, the description with the booking's date, time and email,
 * the ticket and custom field lines, 'Book Again', and on Pending the link to the payment page. The browser
 * was sent there already; the link is for a visitor who came back without paying (the Back button shows this
 * screen again from the browser's page cache), who would otherwise read that a confirmation will follow, and
 * for a page that could not leave (a sandboxed frame). Plain data for `ResultView`, so this lazily loaded
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
): Pick<ResultViewProps, 'title' | 'description' | 'lines' | 'action' | 'payment'> {
  const texts = step === 'success' ? L.successScreen : L.pendingScreen;
  let description = texts.description;
  const lines: string[] = [];
  if (result) {
    description = fillIn(description, { date: when[0], time: when[1], email: result.email });
    for (const t of tickets) if (quantities[t.id]) lines.push(`${t.name} × ${quantities[t.id]}`);
    for (const [label, value] of result.fields) lines.push(`${label}: ${value}`);
  }
  const payment = step === 'pending' && result?.payment ? ([result.payment, L.pendingScreen.payButton] as const) : null;
  return { title: texts.title, description, lines, action: texts.bookAgain, payment };
}

/**
 * The text with {date}, {time} and {email} filled in, as plain text (never parsed as HTML). A sentence whose
 * value is unknown (a signed-in visitor typed no email) is left out rather than read as 'sent to .'.
 */
export function fillIn(text: string, values: Record<'date' | 'time' | 'email', string>): string {
  const placeholders = /\{(date|time|email)\}/g;
  return (text.match(/[^.!?。！？]+(?:[.!?。！？]+|$)\s*/g) ?? [])
    .filter((sentence) => [...sentence.matchAll(placeholders)].every(([, key]) => values[key as 'date']))
    .join('')
    .replace(placeholders, (_, key: 'date') => values[key])
    .trim();
}
