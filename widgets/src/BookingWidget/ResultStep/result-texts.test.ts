import { describe, expect, it } from 'vitest';
import type { Booking, ServiceTicket } from '@bookla/runtime/types';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { fillIn, resultTexts } from './result-texts';

const L = {
  successScreen: { ...DEFAULT_LOCALIZATION.successScreen, title: 'Booking Confirmed', description: 'On {date} at {time}, mail to {email}. Again: {date} {time} {email}. {other}', bookAgain: 'Book Again' },
  pendingScreen: { title: 'Booking Pending', description: 'Pending {date} {time} {email}', bookAgain: 'Try another', payButton: 'Pay now' },
};
const result = {
  booking: { id: 'b1', startTime: '2030-01-02T10:00:00Z' } as Booking,
  email: 'ann@example.com',
  fields: [
    ['Dog', 'Rex'],
    ['Colours', 'red, blue'],
  ] as [string, string][],
};
const tickets = [
  { id: 't1', name: 'Adult' },
  { id: 't2', name: 'Child' },
  { id: 't3', name: 'Senior' },
] as ServiceTicket[];

describe('resultTexts', () => {
  it('fills every {date}, {time} and {email} of the success text, leaves other braces, lists chosen tickets then fields', () => {
    expect(resultTexts('success', L, result, ['Wednesday, 2 January', '10:00'], tickets, { t1: 2, t3: 1 })).toEqual({
      title: 'Booking Confirmed',
      description: 'On Wednesday, 2 January at 10:00, mail to ann@example.com. Again: Wednesday, 2 January 10:00 ann@example.com. {other}',
      lines: ['Adult × 2', 'Senior × 1', 'Dog: Rex', 'Colours: red, blue'],
      action: 'Book Again',
      payment: null,
    });
  });

  it('uses the pending texts, its own action included', () => {
    expect(resultTexts('pending', L, result, ['d', 't'], [], {})).toEqual({
      title: 'Booking Pending',
      description: 'Pending d t ann@example.com',
      lines: ['Dog: Rex', 'Colours: red, blue'],
      action: 'Try another',
      payment: null,
    });
  });

  it('links the payment page of a booking that waits for payment, on Pending only', () => {
    const waiting = { ...result, payment: 'https://pay.example/b1' };
    expect(resultTexts('pending', L, waiting, ['d', 't'], [], {}).payment).toEqual(['https://pay.example/b1', 'Pay now']);
    expect(resultTexts('success', L, waiting, ['d', 't'], [], {}).payment).toBeNull();
    expect(resultTexts('pending', L, null, ['', ''], [], {}).payment).toBeNull();
  });

  it('without a result shows the text as written and no lines', () => {
    expect(resultTexts('success', L, null, ['', ''], tickets, { t1: 1 })).toMatchObject({ description: L.successScreen.description, lines: [] });
  });
});

describe('fillIn: no empty placeholders in what the visitor reads', () => {
  const values = { date: 'Monday, March 2, 2026', time: '9:00 AM', email: 'ann@example.com' };

  it('a signed-in visitor (no email typed) reads the default texts without the email sentence', () => {
    const noEmail = { ...values, email: '' };
    expect(fillIn(DEFAULT_LOCALIZATION.successScreen.description, noEmail)).toBe('Your booking on Monday, March 2, 2026 at 9:00 AM is confirmed.');
    expect(fillIn(DEFAULT_LOCALIZATION.pendingScreen.description, noEmail)).toBe('Your booking on Monday, March 2, 2026 at 9:00 AM is pending.');
    expect(fillIn(DEFAULT_LOCALIZATION.successScreen.description, values)).toBe(
      'Your booking on Monday, March 2, 2026 at 9:00 AM is confirmed. A confirmation has been sent to ann@example.com.',
    );
  });

  it.each([
    ['Mail to {email}! Booked {date}.', { email: '' }, 'Booked Monday, March 2, 2026.'],
    ['予約は{date}です。確認メールは{email}へ。', { email: '' }, '予約はMonday, March 2, 2026です。'],
    ['Sent to {email}', { email: '' }, ''],
    ['No placeholders. At all', {}, 'No placeholders. At all'],
    ['{time} only? Yes.', { time: '' }, 'Yes.'],
    // A run of sentence ends stays whole, the sentence's and the next one's.
    ['Booked!! See you {date}... Mail to {email}?!', {}, 'Booked!! See you Monday, March 2, 2026... Mail to ann@example.com?!'],
    ['Booked!! Mail to {email}?! See you...', { email: '' }, 'Booked!! See you...'],
  ] as const)('%s', (text, missing, expected) => {
    expect(fillIn(text, { ...values, ...missing })).toBe(expected);
  });

  it('never fills a placeholder with an empty value', () => {
    for (const key of ['date', 'time', 'email'] as const) {
      const out = fillIn(`A {${key}}. B.`, { ...values, [key]: '' });
      expect(out).toBe('B.');
    }
  });
});
