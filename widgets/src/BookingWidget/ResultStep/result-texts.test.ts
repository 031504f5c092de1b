import { describe, expect, it } from 'vitest';
import type { Booking, ServiceTicket } from '@bookla/runtime/types';
import { resultTexts } from './result-texts';

const L = {
  successScreen: { title: 'Booking Confirmed', description: 'On {date} at {time}, mail to {email}. Again: {date} {time} {email}. {other}', bookAgain: 'Book Again' },
  pendingScreen: { title: 'Booking Pending', description: 'Pending {date} {time} {email}', bookAgain: 'Try another' },
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
    });
  });

  it('uses the pending texts, its own action included', () => {
    expect(resultTexts('pending', L, result, ['d', 't'], [], {})).toEqual({
      title: 'Booking Pending',
      description: 'Pending d t ann@example.com',
      lines: ['Dog: Rex', 'Colours: red, blue'],
      action: 'Try another',
    });
  });

  it('without a result shows the text as written and no lines', () => {
    expect(resultTexts('success', L, null, ['', ''], tickets, { t1: 1 })).toMatchObject({ description: L.successScreen.description, lines: [] });
  });
});
