import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { mergeWithDefaults } from '@bookla/runtime/config';
import { giftCardAdapter } from './adapter';
import { parts } from './purchase';

const config = mergeWithDefaults('giftcard', { apiKey: 'k', companyId: 'c' });
const card = {
  id: 'g1', title: 'Card', amount: 10000, currency: 'USD', taxRate: 0, taxInclusive: false,
  availableFrom: '', validityDuration: 'P180D',
};

const summary = (c: typeof card & { metaData?: Record<string, unknown> }, entry?: { id: string; description?: string }) =>
  render(<>{parts.summary!(giftCardAdapter.view(c, entry, config), c, config)}</>).container;

describe('gift card summary', () => {
  it('shows the validity line under the title, never the description', () => {
    const described = { ...card, metaData: { description: 'Nice' } };
    const el = summary(described, { id: 'g1', description: 'Mine' });
    expect(el.querySelector('.bk-row-title')?.textContent).toBe('Card');
    expect(el.querySelector('.bk-secondary')?.textContent).toBe('Valid for: 180 days');
    expect(el.querySelector('.bk-price')?.textContent).toBe('$100.00');
  });

  it('has no validity line for a card without a validity', () => {
    expect(summary({ ...card, validityDuration: '' }).querySelector('.bk-secondary')).toBeNull();
  });

  it('writes the validity in the widget locale with its validity text', () => {
    const de = mergeWithDefaults('giftcard', {
      apiKey: 'k', companyId: 'c',
      localization: { locale: 'de-DE', giftCards: { validityText: 'Gültig: ' } },
    });
    const el = render(<>{parts.summary!(giftCardAdapter.view(card, undefined, de), card, de)}</>).container;
    expect(el.querySelector('.bk-secondary')?.textContent).toBe('Gültig: 180 Tage');
  });
});
