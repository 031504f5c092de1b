import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { mergeWithDefaults } from '@bookla/runtime/config';
import { giftCardAdapter, parseGiftCard } from './adapter';
import { parts } from './purchase';

const config = mergeWithDefaults('giftcard', { apiKey: 'k', companyId: 'c' });
const card = {
  id: 'g1', title: 'Card', amount: 10000, currency: 'USD', taxRate: 10, taxInclusive: false,
  availableFrom: '', validityDuration: 'P180D',
};

describe('parseGiftCard', () => {
  it.each([[null], [{ ...card, id: '' }], [{ ...card, amount: '100' }], [{ ...card, currency: 1 }], [{ ...card, title: null }]])(
    'skips malformed row %j',
    (row) => expect(parseGiftCard(row)).toBeNull(),
  );

  it('treats a missing or negative tax rate as no tax', () => {
    expect(parseGiftCard({ ...card, taxRate: undefined })?.taxRate).toBe(0);
    expect(parseGiftCard({ ...card, taxRate: -5 })?.taxRate).toBe(0);
  });
});

describe('giftCardAdapter.view', () => {
  it.each([
    ['validity in words', card, undefined, 'Valid for: 180 days'],
    ['metaData description', { ...card, metaData: { description: 'Nice' } }, undefined, 'Nice'],
    ['configured description', { ...card, metaData: { description: 'Nice' } }, { id: 'g1', description: 'Mine' }, 'Mine'],
  ])('description: %s', (_, c, entry, text) => {
    expect(giftCardAdapter.view(c, entry, config).description).toBe(text);
  });

  it.each([
    ['tax excluded adds rounded tax', { taxRate: 10, taxInclusive: false, amount: 10000 }, '$110.00', 'incl. 10% tax'],
    ['tax excluded with a fractional rate', { taxRate: 5.5, taxInclusive: false, amount: 999 }, '$10.54', 'incl. 5.5% tax'],
    ['tax included keeps the amount', { taxRate: 21, taxInclusive: true, amount: 5000 }, '$50.00', 'Tax included'],
    ['no tax, no note', { taxRate: 0, taxInclusive: false, amount: 2500 }, '$25.00', null],
  ])('%s', (_, patch, price, note) => {
    const v = giftCardAdapter.view({ ...card, ...patch }, undefined, config);
    // The submit button's price is the same total.
    expect(parts.priceText({ ...card, ...patch }, config)).toBe(price);
    const { container } = render(<>{v.price}</>);
    expect(container.querySelector('.bk-price')?.textContent).toBe(price);
    expect(container.querySelector('.bk-note')?.textContent ?? null).toBe(note);
  });
});

describe('giftCardAdapter: the list request and owner titles', () => {
  it('asks for the list with the ids and the signal that cancels it', () => {
    const calls: unknown[][] = [];
    const client = { giftCards: { available: (...args: unknown[]) => (calls.push(args), Promise.resolve([])) } };
    const signal = new AbortController().signal;
    void giftCardAdapter.load(client as never, ['x1'], signal);
    expect(calls).toEqual([[['x1'], { signal }]]);
  });

  it("a blank configured title keeps the item's own", () => {
    expect(giftCardAdapter.view(card, { id: card.id, title: '   ' }, config).title).toBe('Card');
  });
});
