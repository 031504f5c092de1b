import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { mergeWithDefaults } from '@bookla/runtime/config';
import { parseSubscription, subscriptionAdapter } from './adapter';
import { parts } from './purchase';

const config = mergeWithDefaults('subscription', { apiKey: 'k', companyId: 'c' });
const plan = {
  id: 'p1', title: 'Monthly', price: 4900, currency: 'EUR', duration: 'P1M', availableFrom: '', availableTo: '',
  resourceIDs: [], serviceIDs: [], limitations: { bookingsCount: 8 },
};

describe('parseSubscription', () => {
  it.each([
    [null],
    ['x'],
    [[plan]],
    [{ ...plan, id: '' }],
    [{ ...plan, id: 5 }],
    [{ ...plan, id: '  ' }],
    [{ ...plan, title: undefined }],
    [{ ...plan, price: '49' }],
    [{ ...plan, price: Number.NaN }],
    [{ ...plan, price: Number.POSITIVE_INFINITY }],
    [{ ...plan, currency: '' }],
  ])('skips malformed row %j', (row) => {
    expect(parseSubscription(row)).toBeNull();
  });

  it('keeps a valid row and normalises optional parts', () => {
    const parsed = parseSubscription({ ...plan, limitations: 'bad', metaData: [1], comparedPrice: 'x', duration: 3 });
    expect(parsed).toMatchObject({ id: 'p1', limitations: {}, metaData: undefined, comparedPrice: undefined, duration: '' });
    // Neither a string nor null counts as an object.
    expect(parseSubscription({ ...plan, limitations: null, metaData: 'text' })).toMatchObject({ limitations: {}, metaData: undefined });
  });
});

describe('subscriptionAdapter.view', () => {
  it.each([
    ['duration and bookings count', plan, undefined, '1 month · 8 bookings'],
    ['duration only when the count is 0', { ...plan, limitations: { bookingsCount: 0 } }, undefined, '1 month'],
    ['metaData description', { ...plan, metaData: { description: 'From the API' } }, undefined, 'From the API'],
    ['configured description first', { ...plan, metaData: { description: 'From the API' } }, { id: 'p1', description: 'Mine' }, 'Mine'],
  ])('description: %s', (_, p, entry, text) => {
    expect(subscriptionAdapter.view(p, entry, config).description).toBe(text);
  });

  it('uses the configured title and formats the price in the locale', () => {
    const v = subscriptionAdapter.view(plan, { id: 'p1', title: 'Best pass' }, config);
    expect(v.title).toBe('Best pass');
    expect(render(<>{v.price}</>).container.querySelector('.bk-price > span')?.textContent).toBe('€49.00');
    // The submit button's price, from the lazy purchase module.
    expect(parts.priceText(plan, config)).toBe('€49.00');
    expect(parts.priceText(plan, mergeWithDefaults('subscription', { localization: { locale: 'de-DE' } }))).toMatch(/^49,00\s€$/);
  });

  it.each([
    [14700, '€147.00'],
    [4900, null],
    [1000, null],
    [0, null],
  ])('compared price %i shows %j struck through', (comparedPrice, shown) => {
    const { container } = render(<>{subscriptionAdapter.view({ ...plan, comparedPrice }, undefined, config).price}</>);
    const s = container.querySelector('s');
    if (shown === null) expect(s).toBeNull();
    else {
      expect(s?.textContent).toBe(`was ${shown}`);
      expect(s?.querySelector('.bk-sr-only')?.textContent).toBe('was ');
    }
  });
});

describe('subscriptionAdapter: the list request and owner titles', () => {
  it('asks for the list with the ids and the signal that cancels it', () => {
    const calls: unknown[][] = [];
    const client = { subscriptions: { available: (...args: unknown[]) => (calls.push(args), Promise.resolve([])) } };
    const signal = new AbortController().signal;
    void subscriptionAdapter.load(client as never, ['x1'], signal);
    expect(calls).toEqual([[['x1'], { signal }]]);
  });

  it("a blank configured title keeps the item's own", () => {
    expect(subscriptionAdapter.view(plan, { id: plan.id, title: '   ' }, config).title).toBe('Monthly');
  });
});
