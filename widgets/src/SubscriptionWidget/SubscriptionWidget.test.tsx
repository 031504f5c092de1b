import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeepPartial, SubscriptionWidgetConfig } from '@bookla/runtime/config';
import { SubscriptionWidget } from './SubscriptionWidget';
import { useSandbox } from '../test-support/sandbox';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { V4, fill, fillGuest as fillGuestFields, openRow, renderPluginWidget, rewriteAnswer, rows } from '../test-support/plugin-widget';

const sb = useSandbox();

const setup = (config: DeepPartial<SubscriptionWidgetConfig> = {}, extra: { initialData?: Promise<unknown> } = {}) =>
  renderPluginWidget((p) => (
    <SubscriptionWidget
      config={{ apiKey: sb.info.apiKey, companyId: sb.info.companyId, apiUrl: sb.info.apiUrl, ...config }}
      {...p}
      {...extra}
    />
  ));
const listGets = () => sb.sent.filter((r) => r.method === 'GET' && r.url.includes('/plugins/subscription/client/subscriptions'));
const purchases = () => sb.sent.filter((r) => r.method === 'POST' && r.url.endsWith('/plugins/subscription/client/purchases'));
const fillGuest = () => fillGuestFields('Ann', 'Lee', 'ann.lee@example.com');
/** Rewrites the plan list answers (GET) until the returned function is called. */
const rewriteList = (rewrite: (list: any[]) => unknown[]): (() => void) => {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const res = await original(input, init);
    const req = input instanceof Request ? input : null;
    const method = init?.method ?? req?.method ?? 'GET';
    if (method !== 'GET' || !(req?.url ?? String(input)).includes('/plugins/subscription/client/subscriptions')) return res;
    return new Response(JSON.stringify(rewrite(await res.json())), { status: res.status, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    globalThis.fetch = original;
  };
};
// The purchase step (its form) is loaded lazily: wait for it before using it.
const openPlan = async (title: RegExp) => {
  const heading = await openRow('Monthly pass', title);
  await screen.findByRole('button', { name: /^Purchase/ });
  return heading;
};

describe('SubscriptionWidget', () => {
  it('shows the missing-parameters message and calls nothing', () => {
    render(<SubscriptionWidget config={{ apiKey: '', companyId: 'x' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Missing required parameters. Please provide apiKey and companyId.');
    expect(sb.sent).toHaveLength(0);
  });

  it('says the bookings limit in the configured words and the plan length in the locale', async () => {
    setup({ localization: { locale: 'de-DE', subscriptions: { bookingsCountText: '{count} Buchungen' } } });
    await screen.findByText('Monthly pass');
    expect(within(rows()[0]!).getByText('1 Monat · 8 Buchungen')).toBeTruthy();
  });

  it('reads a former price with the configured word', async () => {
    setup({ localization: { subscriptions: { comparedPriceLabel: 'früher' } } });
    await screen.findByText('Quarterly pass');
    expect(rows()[1]!.querySelector('s')?.textContent).toBe('früher €147.00');
  });

  it('lists plans with every description rule and compared prices, then is ready', async () => {
    const { events, host } = setup();
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.getByRole('heading', { name: 'Choose Subscription' })).toBeTruthy();
    expect(screen.getByText('Select a subscription plan')).toBeTruthy();
    await screen.findByText('Monthly pass');
    const [monthly, quarterly, yearly] = rows();
    expect(within(monthly).getByText('1 month · 8 bookings')).toBeTruthy();
    expect(monthly.querySelector('.bk-price')?.textContent).toBe('€49.00');
    expect(monthly.querySelector('s')).toBeNull();
    expect(within(quarterly).getByText('3 months')).toBeTruthy();
    expect(quarterly.querySelector('.bk-price > span')?.textContent).toBe('€129.00');
    expect(quarterly.querySelector('s')?.textContent).toBe('was €147.00');
    expect(within(yearly).getByText('Unlimited courts and classes for a whole year')).toBeTruthy();
    expect(events.filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', detail: { widget: 'subscription' } }]);
    const root = host.querySelector<HTMLElement>('.bk-root')!;
    expect(root.dataset.widget).toBe('subscription');
    expect(root.style.getPropertyValue('--bk-min-height')).toBe('400px');
    expect(root.style.getPropertyValue('--bk-list-min-height')).toBe('320px');
    expect(host.querySelector('.bk-step')?.getAttribute('data-transition')).toBe('slide');
    expect(listGets()[0].url).not.toContain('?ids=');
    expect(listGets()[0].headers['x-api-key']).toBe(sb.info.apiKey);
    await expectNoAxeViolations(host);
  });

  it('filters to the configured plans with ?ids= and overrides title and description', async () => {
    setup({
      subscriptionsConfig: [
        { subscriptionId: sb.info.plans.yearly, title: 'VIP year', description: 'Everything, all year' },
        { subscriptionId: sb.info.plans.monthly },
      ],
    });
    await screen.findByText('VIP year');
    expect(rows().map((r) => r.querySelector('.bk-row-title')?.textContent)).toEqual(['Monthly pass', 'VIP year']);
    expect(screen.getByText('Everything, all year')).toBeTruthy();
    expect(screen.queryByText('Quarterly pass')).toBeNull();
    expect(listGets()[0].url).toContain(`?ids=${sb.info.plans.yearly},${sb.info.plans.monthly}`);
  });

  it('with configured plans the unfiltered prefetch is not used: the widget asks with ?ids=', async () => {
    const all = (await sb.call('GET', `/api/v1/companies/${sb.info.companyId}/plugins/subscription/client/subscriptions`, { headers: { 'X-API-Key': sb.info.apiKey } })).body;
    sb.sent.length = 0;
    setup({ subscriptionsConfig: [{ subscriptionId: sb.info.plans.monthly }] }, { initialData: Promise.resolve(all) });
    await screen.findByText('Monthly pass');
    expect(listGets()).toHaveLength(1);
    expect(listGets()[0].url).toContain(`?ids=${sb.info.plans.monthly}`);
    expect(rows()).toHaveLength(1);
  });

  it('shows only the configured plans even when the answer holds others', async () => {
    const restore = rewriteList((list) => [...list, { ...list[0], id: '00000000-0000-4000-8000-0000000000aa', title: 'Sneaky pass' }]);
    try {
      setup({ subscriptionsConfig: [{ subscriptionId: sb.info.plans.monthly }] });
      await screen.findByText('Monthly pass');
      expect(screen.queryByText('Sneaky pass')).toBeNull();
      expect(rows()).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('buys the chosen plan as the re-fetched list describes it (its price changed meanwhile)', async () => {
    // The client keeps the fetch it was built with: rewrite from the start, but only the answers after the first.
    let changed = false;
    const restore = rewriteList((list) => (changed ? list.map((p: { id: string }) => (p.id === sb.info.plans.monthly ? { ...p, price: 5500 } : p)) : list));
    try {
      setup();
      await screen.findByText('Monthly pass');
      expect(screen.queryByText('€55.00')).toBeNull();
      changed = true;
      fireEvent.click(rows().find((r) => r.textContent!.includes('Monthly pass'))!);
      expect(await screen.findByRole('button', { name: 'Purchase €55.00' }, { timeout: 5000 })).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('shows the empty text when no configured plan exists', async () => {
    setup({ subscriptionsConfig: [{ subscriptionId: '00000000-0000-4000-8000-000000000000' }] });
    expect(await screen.findByText('No subscriptions available')).toBeTruthy();
  });

  it('shows the load error in the error colour', async () => {
    await sb.fault({ status: 500, pathPrefix: '/api/v1/companies', method: 'GET' });
    const { events } = setup();
    const error = await screen.findByText('Failed to load subscriptions', {}, { timeout: 5000 });
    expect(error.getAttribute('data-tone')).toBe('error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(events.find((e) => e.type === 'error')?.detail).toMatchObject({ widget: 'subscription', message: 'Failed to load subscriptions' });
    // plugin client: 2 attempts
    expect(listGets()).toHaveLength(2);
  });

  it('after the load error its Reload asks again: the plans show, focus on the heading', async () => {
    // Down for the first load's two attempts only: the connection is back when the visitor asks again.
    await sb.fault({ status: 500, pathPrefix: '/api/v1/companies', method: 'GET', count: 2 });
    const { events } = setup();
    await screen.findByText('Failed to load subscriptions', {}, { timeout: 5000 });
    const reload = screen.getByRole('button', { name: 'Reload' });
    reload.focus();
    fireEvent.click(reload);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.queryByText('Failed to load subscriptions')).toBeNull();
    expect(listGets()).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose Subscription' }));
    // Ready once (docs/events.md): when the first load failed, not again when Reload brought the plans.
    expect(events.filter((e) => e.type === 'ready')).toEqual([{ type: 'ready', detail: { widget: 'subscription' } }]);
  });

  it.each([
    ['a rejected', () => Promise.reject(new Error('offline'))],
    ['a non-array', () => Promise.resolve({ items: [] })],
    // What another version of widget.js might hand over (both files are revalidated on the CDN).
    ['a non-promise', () => 42 as unknown as Promise<unknown>],
  ])('%s prefetch falls back to the widget\'s own request', async (_, data) => {
    const { events } = setup({}, { initialData: data() });
    await screen.findByText('Monthly pass');
    expect(listGets()).toHaveLength(1);
    expect(events.some((e) => e.type === 'error')).toBe(false);
  });

  it('skips malformed rows of the prefetched list and does not fetch it again', async () => {
    const good = (await sb.call('GET', `/api/v1/companies/${sb.info.companyId}/plugins/subscription/client/subscriptions`, { headers: { 'X-API-Key': sb.info.apiKey } })).body;
    setup({}, { initialData: Promise.resolve([{ id: 42 }, null, { ...good[0], price: 'free' }, good[1], 'x']) });
    await screen.findByText('Quarterly pass');
    expect(rows()).toHaveLength(1);
    expect(listGets()).toHaveLength(0);
  });

  it('moves through the rows with the arrow keys; rows are native buttons', async () => {
    setup();
    await screen.findByText('Monthly pass');
    const r = rows();
    expect(r.every((b) => b.tagName === 'BUTTON' && b.getAttribute('type') === 'button')).toBe(true);
    r[0].focus();
    fireEvent.keyDown(r[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(r[1]);
    fireEvent.keyDown(r[1], { key: 'End' });
    expect(document.activeElement).toBe(r[2]);
    fireEvent.keyDown(r[2], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(r[2]);
    fireEvent.keyDown(r[2], { key: 'Home' });
    expect(document.activeElement).toBe(r[0]);
    fireEvent.keyDown(r[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(r[0]);
  });

  it('opens the purchase step: re-fetches the list, focuses the heading, back returns', async () => {
    const { events, host } = setup();
    const heading = await openPlan(/Quarterly pass/);
    await waitFor(() => expect(listGets()).toHaveLength(2));
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('button', { name: 'Purchase €129.00' })).toBeTruthy();
    expect(events.filter((e) => e.type === 'step-change').map((e) => e.detail)).toEqual([{ widget: 'subscription', step: 'purchase' }]);
    await expectNoAxeViolations(host);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const listHeading = await screen.findByRole('heading', { name: 'Choose Subscription' });
    expect(document.activeElement).toBe(listHeading);
    expect(host.querySelector('.bk-step')?.getAttribute('data-direction')).toBe('back');
    expect(events.filter((e) => e.type === 'step-change').at(-1)?.detail).toEqual({ widget: 'subscription', step: 'list' });
  });

  it('buys as a guest: exact request, one idempotency key, events and the payment redirect', async () => {
    const { events, navigate } = setup({ customFormFields: [{ type: 'text', labelText: 'Dog Name', required: false, errorText: '', inputWidth: 'auto / span 2' }] });
    await openPlan(/Monthly pass/);
    fillGuest();
    fill('Dog Name', ' Rex ');
    const submit = screen.getByRole('button', { name: 'Purchase €49.00' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(purchases()).toHaveLength(1);
    const [sent] = purchases();
    expect(sent.headers['x-api-key']).toBe(sb.info.apiKey);
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers['idempotency-key']).toMatch(V4);
    const body = sent.body as any;
    expect(body).toEqual({
      items: [{ subscriptionID: sb.info.plans.monthly, metaData: { dog_name_0: 'Rex' } }],
      client: { id: expect.stringMatching(V4), firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.com' },
    });
    const url = navigate.mock.calls[0][0] as string;
    expect(url).toMatch(/\/sandbox\/pay\/subscription\//);
    expect(events.filter((e) => e.type.startsWith('purchase')).map((e) => e.type)).toEqual(['purchase-started', 'purchase-succeeded']);
    expect(events.find((e) => e.type === 'purchase-succeeded')?.detail).toEqual({ widget: 'subscription', itemId: sb.info.plans.monthly, paymentURL: url });
    // The platform holds the purchase for that guest, with the custom field.
    const tokens = await sb.token('ann.lee@example.com');
    const own = await sb.call('GET', `/api/v1/companies/${sb.info.companyId}/plugins/subscription/client/purchases`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect(own.body).toEqual([expect.objectContaining({ subscriptionID: sb.info.plans.monthly, metaData: { dog_name_0: 'Rex' } })]);
  });

  it('keeps what the visitor typed when they go back and choose another plan; the terms are ticked again', async () => {
    const { navigate } = setup({ termsEnabled: true, customFormFields: [{ type: 'text', labelText: 'Dog Name', required: false, errorText: '', inputWidth: 'auto / span 2' }] });
    await openPlan(/Monthly pass/);
    fillGuest();
    fill('Dog Name', 'Rex');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Choose Subscription' });
    await openPlan(/Quarterly pass/);
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(['First Name', 'Last Name', 'Email', 'Dog Name'].map(value)).toEqual(['Ann', 'Lee', 'ann.lee@example.com', 'Rex']);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Purchase €129.00' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(purchases().at(-1)!.body).toEqual({
      items: [{ subscriptionID: sb.info.plans.quarterly, metaData: { dog_name_0: 'Rex' } }],
      client: { id: expect.stringMatching(V4), firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.com' },
    });
  });

  it('sends no client and no metaData when guest mode is off, and signs in with Bearer', async () => {
    const tokens = await sb.token();
    const { navigate } = setup({ guestEnabled: false, tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt } });
    await openPlan(/Annual membership/);
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase €399.00' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(purchases()).toHaveLength(1);
    const [sent] = purchases();
    expect(sent.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
    expect(sent.headers['x-api-key']).toBeUndefined();
    expect(sent.body).toEqual({ items: [{ subscriptionID: sb.info.plans.yearly }] });
    const own = await sb.call('GET', `/api/v1/companies/${sb.info.companyId}/plugins/subscription/client/purchases`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect((own.body as any[]).some((c) => c.subscriptionID === sb.info.plans.yearly)).toBe(true);
  });

  it('shows the purchase error above the form and retries with the same key', async () => {
    const { events } = setup();
    await openPlan(/Monthly pass/);
    await sb.fault({ status: 500, pathPrefix: `/api/v1/companies/${sb.info.companyId}/plugins/subscription/client/purchases`, method: 'POST', count: 2 });
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase €49.00' }));
    const alert = await screen.findByText('Failed to purchase subscription', {}, { timeout: 5000 });
    expect(alert.closest('form')?.firstElementChild).toBe(alert);
    expect(events.find((e) => e.type === 'purchase-failed')?.detail).toMatchObject({ widget: 'subscription', itemId: sb.info.plans.monthly, error: 'MAX_RETRIES_EXCEEDED' });
    expect(purchases()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Purchase €49.00' }));
    await waitFor(() => expect(screen.queryByText('Failed to purchase subscription')).toBeNull());
    await waitFor(() => expect(events.some((e) => e.type === 'purchase-succeeded')).toBe(true));
    const keys = new Set(purchases().map((p) => p.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    const clients = new Set(purchases().map((p) => (p.body as any).client.id));
    expect(clients.size).toBe(1);
  });

  it('two submits before the form re-renders still buy once', async () => {
    const { events } = setup();
    await openPlan(/Monthly pass/);
    fillGuest();
    const form = screen.getByRole('button', { name: 'Purchase €49.00' }).closest('form')!;
    // Both in one act: the form has not re-rendered as submitting, so only the purchase step's own guard holds.
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(events.some((e) => e.type === 'purchase-succeeded')).toBe(true));
    expect(purchases()).toHaveLength(1);
    expect(events.filter((e) => e.type === 'purchase-started')).toHaveLength(1);
  });

  it('a changed form after a failure is a new attempt: a new key, the same client id', async () => {
    const { events } = setup();
    await openPlan(/Monthly pass/);
    await sb.fault({ status: 500, pathPrefix: `/api/v1/companies/${sb.info.companyId}/plugins/subscription/client/purchases`, method: 'POST', count: 2 });
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase €49.00' }));
    await screen.findByText('Failed to purchase subscription', {}, { timeout: 5000 });
    fill('Last Name', 'Lee-Smith');
    fireEvent.click(screen.getByRole('button', { name: 'Purchase €49.00' }));
    await waitFor(() => expect(events.some((e) => e.type === 'purchase-succeeded')).toBe(true));
    const sent = purchases();
    expect(sent).toHaveLength(3);
    // The two attempts of the first request share its key; the changed request has its own.
    expect(sent[0]!.headers['idempotency-key']).toBe(sent[1]!.headers['idempotency-key']);
    expect(sent[2]!.headers['idempotency-key']).not.toBe(sent[0]!.headers['idempotency-key']);
    expect((sent[2]!.body as any).client).toMatchObject({ id: (sent[0]!.body as any).client.id, lastName: 'Lee-Smith' });
  });

  it('a purchase answer without paymentURL only fires the succeeded event', async () => {
    const restore = rewriteAnswer('/purchases', ({ paymentURL: _drop, ...rest }) => rest);
    try {
      const { events, navigate } = setup();
      await openPlan(/Monthly pass/);
      fillGuest();
      fireEvent.click(screen.getByRole('button', { name: 'Purchase €49.00' }));
      await waitFor(() => expect(events.some((e) => e.type === 'purchase-succeeded')).toBe(true));
      expect(events.find((e) => e.type === 'purchase-succeeded')?.detail).toEqual({ widget: 'subscription', itemId: sb.info.plans.monthly });
      expect(navigate).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();
      expect((screen.getByRole('button', { name: 'Purchase €49.00' }) as HTMLButtonElement).disabled).toBe(false);
    } finally {
      restore();
    }
  });

  it('never navigates to an unsafe paymentURL: the purchase fails visibly instead', async () => {
    const restore = rewriteAnswer('/purchases', (body) => ({ ...body, paymentURL: 'javascript:alert(1)' }));
    try {
      const { events, navigate } = setup();
      await openPlan(/Monthly pass/);
      fillGuest();
      fireEvent.click(screen.getByRole('button', { name: 'Purchase €49.00' }));
      expect(await screen.findByText('Failed to purchase subscription')).toBeTruthy();
      expect(purchases()).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(events.filter((e) => e.type.startsWith('purchase')).map((e) => e.type)).toEqual(['purchase-started', 'purchase-failed']);
    } finally {
      restore();
    }
  });

  it('opens a preset plan straight on the purchase step without a back button', async () => {
    const { host, events } = setup({ subscriptionId: sb.info.plans.quarterly });
    expect(screen.queryByText('Choose Subscription')).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Quarterly pass' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Purchase €129.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(events.filter((e) => e.type === 'step-change')).toHaveLength(0);
    await expectNoAxeViolations(host);
  });

  it('only logs a failure to load the preset plan; its form still buys it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sb.fault({ status: 503, pathPrefix: '/api/v1/companies', method: 'GET' });
    const { navigate } = setup({ subscriptionId: sb.info.plans.yearly });
    const submit = await screen.findByRole('button', { name: 'Purchase' }, { timeout: 5000 });
    expect(screen.queryByText('Failed to load subscriptions')).toBeNull();
    expect(log.mock.calls.some((c) => String(c[0]).includes('could not load subscription'))).toBe(true);
    fillGuest();
    fireEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect((purchases()[0].body as any).items).toEqual([{ subscriptionID: sb.info.plans.yearly }]);
    log.mockRestore();
  });

  it('sanitizes an untrusted config: warns, keeps the safe part and still works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host } = setup({
      transitionType: 'fade',
      theme: { colors: { background: 'red;} body{display:none' } },
      localization: { subscriptions: { title: 'Pick a plan' } },
    } as never);
    expect(await screen.findByRole('heading', { name: 'Pick a plan' })).toBeTruthy();
    expect(warn.mock.calls.some((c) => String(c[0]).includes('theme.colors.background'))).toBe(true);
    const root = host.querySelector<HTMLElement>('.bk-root')!;
    expect(root.style.getPropertyValue('--bk-bg')).toMatch(/^#/);
    expect(host.querySelector('.bk-step')?.getAttribute('data-transition')).toBe('fade');
    await screen.findByText('Monthly pass');
    warn.mockRestore();
  });

  it('validates the guest form before sending anything', async () => {
    setup({ termsEnabled: true });
    await openPlan(/Monthly pass/);
    const submit = screen.getByRole('button', { name: 'Purchase €49.00' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    fireEvent.click(submit);
    expect(screen.getByText('Please enter your first name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    expect(purchases()).toHaveLength(0);
  });

  describe('owner mistakes say which setting is wrong', () => {
    it('a preset plan the company does not offer: logged by its id, and the list is shown instead of a dead form', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      setup({ subscriptionId: 'no-such-plan' });
      expect(await screen.findByText('Choose Subscription')).toBeTruthy();
      expect(await screen.findByText(/Monthly pass/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Purchase/ })).toBeNull();
      const lines = log.mock.calls.map((c) => String(c[0]));
      expect(lines).toContain(`Bookla: subscription "no-such-plan" not found in company "${sb.info.companyId}": showing the list`);
      log.mockRestore();
    });

    it('a wrong apiKey: the spec\'s list error for the visitor, "apiKey rejected" for the owner', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      setup({ apiKey: 'sbx_wrong_key' });
      expect(await screen.findByText('Failed to load subscriptions')).toBeTruthy();
      const lines = log.mock.calls.map((c) => String(c[0]));
      expect(lines.filter((l) => l.startsWith(`Bookla: apiKey rejected for company "${sb.info.companyId}" (HTTP 401)`))).toHaveLength(1);
      expect(lines.join('\n')).toContain(sb.info.companyId);
      log.mockRestore();
    });
  });
});
