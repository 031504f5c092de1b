import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeepPartial, GiftCardWidgetConfig } from '@bookla/runtime/config';
import { GiftCardWidget } from './GiftCardWidget';
import { useSandbox } from '../test-support/sandbox';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { V4, fillGuest as fillGuestFields, openRow, renderPluginWidget, rows } from '../test-support/plugin-widget';

const sb = useSandbox();

const setup = (config: DeepPartial<GiftCardWidgetConfig> = {}) =>
  renderPluginWidget((p) => (
    <GiftCardWidget config={{ apiKey: sb.info.apiKey, companyId: sb.info.companyId, apiUrl: sb.info.apiUrl, ...config }} {...p} />
  ));
const listGets = () => sb.sent.filter((r) => r.method === 'GET' && r.url.includes('/plugins/giftcards/client/giftcards'));
const orders = () => sb.sent.filter((r) => r.method === 'POST' && r.url.endsWith('/plugins/giftcards/client/orders'));
const fillGuest = () => fillGuestFields('Ben', 'Ode', 'ben.ode@example.com');
// The purchase step (its form) is loaded lazily: wait for it before using it.
const openCard = async (title: RegExp) => {
  const heading = await openRow('Gift card €50', title);
  await screen.findByRole('button', { name: /^Purchase Gift Card/ });
  return heading;
};

describe('GiftCardWidget', () => {
  it('shows the missing-parameters message', () => {
    render(<GiftCardWidget config={{ apiKey: 'k', companyId: ' ' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Missing required parameters. Please provide apiKey and companyId.');
  });

  it('lists gift cards with price with tax, each tax note and each description rule', async () => {
    const { host, events } = setup();
    expect(screen.getByRole('heading', { name: 'Choose Gift Card' })).toBeTruthy();
    expect(screen.getByText('Please select one of the gift cards below')).toBeTruthy();
    await screen.findByText('Gift card €50');
    const [inclusive, exclusive, noTax] = rows();
    expect(within(inclusive).getByText('Spend it on courts, classes or a cabin night')).toBeTruthy();
    expect(inclusive.querySelector('.bk-price')?.textContent).toBe('€50.00');
    expect(inclusive.querySelector('.bk-note')?.textContent).toBe('Tax included');
    expect(within(exclusive).getByText('Valid for: 180 days')).toBeTruthy();
    expect(exclusive.querySelector('.bk-price')?.textContent).toBe('$110.00');
    expect(exclusive.querySelector('.bk-note')?.textContent).toBe('incl. 10% tax');
    expect(within(noTax).getByText('Valid for: 90 days')).toBeTruthy();
    expect(noTax.querySelector('.bk-price')?.textContent).toBe('€25.00');
    expect(noTax.querySelector('.bk-note')).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['ready']);
    await expectNoAxeViolations(host);
  });

  it('filters with ?ids= and overrides title and description', async () => {
    setup({ giftCardsConfig: [{ giftCardId: sb.info.giftCards.taxExclusive, title: 'Studio card', description: 'For the studio' }] });
    await screen.findByText('Studio card');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('For the studio')).toBeTruthy();
    expect(listGets()[0].url).toContain(`?ids=${sb.info.giftCards.taxExclusive}`);
  });

  it('shows the empty and the load error texts', async () => {
    setup({ giftCardsConfig: [{ giftCardId: '00000000-0000-4000-8000-000000000000' }] });
    expect(await screen.findByText('No gift cards available')).toBeTruthy();
    await sb.fault({ status: 502, pathPrefix: '/api/v1/companies', method: 'GET' });
    setup();
    const error = await screen.findByText('Failed to load gift cards', {}, { timeout: 5000 });
    expect(error.getAttribute('data-tone')).toBe('error');
  });

  it('shows the summary card and buys as a guest with order-level metaData', async () => {
    const { host, events, navigate } = setup({
      customFormFields: [
        { type: 'multiselect', labelText: 'Occasion', required: true, errorText: '', inputWidth: 'auto / span 2', options: 'Birthday, Wedding' },
        { type: 'textarea', labelText: 'Message', required: false, errorText: '', inputWidth: 'auto / span 2' },
      ],
    });
    const heading = await openCard(/Studio gift card/);
    expect(document.activeElement).toBe(heading);
    const summary = screen.getByRole('region', { name: 'Gift Card Summary' });
    expect(within(summary).getByText('Studio gift card $100')).toBeTruthy();
    expect(within(summary).getByText('Valid for: 180 days')).toBeTruthy();
    expect(summary.querySelector('.bk-price')?.textContent).toBe('$110.00');
    expect(within(summary).getByText('incl. 10% tax')).toBeTruthy();
    await expectNoAxeViolations(host);
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Gift Card $110.00' }));
    expect(screen.getByText('Occasion is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Birthday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wedding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Gift Card $110.00' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(orders()).toHaveLength(1);
    expect(orders()[0].headers['idempotency-key']).toMatch(V4);
    expect(orders()[0].body).toEqual({
      giftCardID: sb.info.giftCards.taxExclusive,
      metaData: { occasion_0: ['Wedding'] },
      client: { id: expect.stringMatching(V4), firstName: 'Ben', lastName: 'Ode', email: 'ben.ode@example.com' },
    });
    expect(navigate.mock.calls[0][0]).toMatch(/\/sandbox\/pay\/giftcard/);
    expect(events.filter((e) => e.type.startsWith('purchase')).map((e) => e.type)).toEqual(['purchase-started', 'purchase-succeeded']);
    const tokens = await sb.token('ben.ode@example.com');
    const own = await sb.call('GET', `/api/v1/companies/${sb.info.companyId}/plugins/giftcards/client/orders`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect(own.body).toEqual([expect.objectContaining({ giftCardID: sb.info.giftCards.taxExclusive, metaData: { occasion_0: ['Wedding'] } })]);
  });

  it('a custom-amount card: the visitor chooses its value within its limits and the price follows', async () => {
    const { host, navigate } = setup();
    await openCard(/Gift card, your amount/);
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('25.00');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    const hint = document.getElementById(amount.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('Enter an amount from €10.00 to €500.00');
    expect(hint.className).toBe('bk-secondary');
    await expectNoAxeViolations(host);
    const summary = screen.getByRole('region', { name: 'Gift Card Summary' });
    fireEvent.change(amount, { target: { value: '42,5' } });
    expect(summary.querySelector('.bk-price')?.textContent).toBe('€42.50');
    // Outside the limits, or no amount at all: no price anywhere, and nothing is sent.
    for (const text of ['9.99', '500.01', 'ten']) {
      fireEvent.change(amount, { target: { value: text } });
      // Not even an empty price row taking its room in the card.
      expect(summary.querySelector('.bk-summary-row')).toBeNull();
      expect(screen.getByRole('button', { name: 'Purchase Gift Card' })).toBeTruthy();
    }
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Gift Card' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(hint.className).toBe('bk-field-error');
    expect(document.activeElement).toBe(amount);
    expect(orders()).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '500' } });
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(hint.className).toBe('bk-secondary');
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Gift Card €500.00' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(orders()[0].body).toMatchObject({ giftCardID: sb.info.giftCards.noTax, amount: 50000 });
    const tokens = await sb.token('ben.ode@example.com');
    const own = await sb.call('GET', `/api/v1/companies/${sb.info.companyId}/plugins/giftcards/client/orders`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect(own.body).toEqual([expect.objectContaining({ giftCardID: sb.info.giftCards.noTax, amount: 50000 })]);
  });

  it('keeps the amount typed for a card when the visitor goes back and chooses it again', async () => {
    setup();
    await openCard(/Gift card, your amount/);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await openRow('Gift card €50', /Gift card, your amount/);
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('42');
    expect(await screen.findByRole('button', { name: 'Purchase Gift Card €42.00' })).toBeTruthy();
  });

  it('a fixed card has no amount to choose and sends none', async () => {
    setup();
    await openCard(/Gift card €50/);
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('buys signed in with Bearer and no client', async () => {
    const t = await sb.token();
    const { navigate } = setup({ guestEnabled: false, tokens: { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt } });
    await openCard(/Gift card €50/);
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Gift Card €50.00' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(orders()).toHaveLength(1);
    expect(orders()[0].headers.authorization).toBe(`Bearer ${t.accessToken}`);
    expect(orders()[0].body).toEqual({ giftCardID: sb.info.giftCards.taxInclusive });
  });

  it('shows the purchase error above the form', async () => {
    const { events } = setup();
    await openCard(/Gift card, your amount/);
    await sb.fault({ status: 400, pathPrefix: `/api/v1/companies/${sb.info.companyId}/plugins/giftcards/client/orders`, method: 'POST' });
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Gift Card €25.00' }));
    expect(await screen.findByText('Failed to purchase gift card')).toBeTruthy();
    // 400 is not retried
    expect(orders()).toHaveLength(1);
    expect(events.find((e) => e.type === 'purchase-failed')?.detail).toMatchObject({ widget: 'giftcard', error: 'API_ERROR' });
  });

  it('opens a preset gift card on the purchase step with its summary and no back button', async () => {
    const { host } = setup({ giftCardId: sb.info.giftCards.noTax, giftCardsConfig: [{ giftCardId: sb.info.giftCards.noTax, title: 'Any amount' }] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Any amount' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Gift Card Summary' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Purchase Gift Card €25.00' })).toBeTruthy();
    await expectNoAxeViolations(host);
  });

  it('only logs a failure to load the preset card', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sb.fault({ status: 500, pathPrefix: '/api/v1/companies', method: 'GET' });
    const { events } = setup({ giftCardId: sb.info.giftCards.noTax });
    expect(await screen.findByRole('button', { name: 'Purchase Gift Card' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Failed to load gift cards')).toBeNull();
    expect(events.some((e) => e.type === 'error')).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('adopts its styles and scopes them under .bk-root inside a shadow root', async () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const mount = shadow.appendChild(document.createElement('div'));
    render(<GiftCardWidget config={{ apiKey: sb.info.apiKey, companyId: sb.info.companyId, apiUrl: sb.info.apiUrl }} />, { container: mount });
    await waitFor(() => expect(mount.querySelectorAll('.bk-row')).toHaveLength(3));
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.querySelector('style')).toBeNull();
  });
});
