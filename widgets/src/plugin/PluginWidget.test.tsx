import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SubscriptionConfig } from '../shared/widget-config';
import type { CompanySubscription } from '@bookla/runtime/types';
import { PluginWidget } from './PluginWidget';
import type { PluginAdapter, PurchaseModule } from './types';
import { subscriptionAdapter } from '../SubscriptionWidget/adapter';
import { useSandbox } from '../test-support/sandbox';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { fillGuest, openRow, renderPluginWidget, rows } from '../test-support/plugin-widget';

const sb = useSandbox();

type Module = PurchaseModule<SubscriptionConfig, CompanySubscription>;
const realStep = () => subscriptionAdapter.loadPurchase();
// What a browser reports when a chunk cannot be fetched (offline, a deploy removed it).
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** The subscription widget with its purchase-step import replaced by `loadPurchase` (and its list answer held until `listGate`). */
function setup(loadPurchase: () => Promise<Module>, config: Record<string, unknown> = {}, listGate?: Promise<void>) {
  const load = vi.fn(loadPurchase);
  const adapter: PluginAdapter<SubscriptionConfig, CompanySubscription> = {
    ...subscriptionAdapter,
    loadPurchase: load,
    ...(listGate ? { load: (...args: Parameters<typeof subscriptionAdapter.load>) => listGate.then(() => subscriptionAdapter.load(...args)) } : {}),
  };
  const view = renderPluginWidget((p) => (
    <PluginWidget
      adapter={adapter}
      styles=""
      props={{ config: { apiKey: sb.info.apiKey, companyId: sb.info.companyId, apiUrl: sb.info.apiUrl, ...config }, ...p }}
    />
  ));
  return { ...view, load };
}

const errorScreen = () => screen.findByRole('heading', { level: 2, name: 'Error' });
// Focus moves in an effect, which Preact runs after paint.
// Generous: focus follows a lazy import and a render; on a loaded CI machine that took over 3 s once.
const expectFocus = (el: () => Element) => waitFor(() => expect(document.activeElement).toBe(el()), { timeout: 10_000 });
const afterPaint = () => new Promise((r) => setTimeout(r, 100));

describe('PluginWidget purchase step (loaded lazily)', () => {
  it('Reload on a preset item whose list is still loading: the spinner first, then its heading takes focus', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let releaseList!: () => void;
    const { load } = setup(offline, { subscriptionId: sb.info.plans.monthly }, new Promise<void>((r) => (releaseList = r)));
    await errorScreen();
    load.mockImplementation(realStep);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The step's code is there, its item's list is not: only the spinner, no heading to focus yet.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull());
    expect(screen.getByRole('status')).toBeTruthy();
    releaseList();
    await expectFocus(() => screen.getByRole('heading', { level: 2, name: 'Monthly pass' }));
    log.mockRestore();
  });

  it('starts loading the step once the list shows (not before: nothing competes with it) and shows the localized spinner until it is there', async () => {
    let resolve!: (m: Module) => void;
    let releaseList!: () => void;
    const { load, navigate, host } = setup(
      () => new Promise<Module>((r) => (resolve = r)),
      { localization: { loadingText: 'Lädt …' } },
      new Promise<void>((r) => (releaseList = r)),
    );
    await afterPaint();
    expect(load).not.toHaveBeenCalled();
    releaseList();
    // Prefetch: once the list has answered, before any choice.
    await screen.findByText('Monthly pass');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: /^Purchase/ })).toBeNull();
    const heading = await openRow('Monthly pass', /Monthly pass/);
    await expectFocus(() => heading);
    expect(screen.getByRole('status').textContent).toBe('Lädt …');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await expectNoAxeViolations(host);
    resolve(await realStep());
    const submit = await screen.findByRole('button', { name: 'Purchase €49.00' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    fillGuest('Ann', 'Lee', 'ann.lee@example.com');
    fireEvent.click(submit);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('a failed import shows the Error screen with focus, never a blank step; Reload loads the step', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, host } = setup(offline);
    await screen.findByText('Monthly pass');
    fireEvent.click(rows()[0]);
    const heading = await errorScreen();
    await expectFocus(() => heading);
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while processing your request. Please try again later.');
    // The prefetch failed and choosing tried once more.
    expect(load).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.some((c) => String(c[0]).includes('Failed to load a step'))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Purchase/ })).toBeNull();
    await expectNoAxeViolations(host);

    // Still offline: the Error screen stays and keeps focus on its button.
    const reload = screen.getByRole('button', { name: 'Reload' });
    reload.focus();
    fireEvent.click(reload);
    expect(reload.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(reload.getAttribute('aria-busy')).toBeNull());
    await afterPaint();
    expect(screen.getByRole('button', { name: 'Reload' })).toBe(reload);
    expect(document.activeElement).toBe(reload);

    // Back online.
    load.mockImplementation(realStep);
    fireEvent.click(reload);
    expect(await screen.findByRole('button', { name: 'Purchase €49.00' })).toBeTruthy();
    await expectFocus(() => screen.getByRole('heading', { level: 2, name: 'Monthly pass' }));
    expect(screen.queryByText('Error')).toBeNull();
    log.mockRestore();
  });

  it('after a failed prefetch, choosing tries again and shows the step when it loads', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load } = setup(offline);
    await screen.findByText('Monthly pass');
    await waitFor(() => expect(log).toHaveBeenCalled());
    load.mockImplementation(realStep);
    await openRow('Monthly pass', /Annual membership/);
    expect(await screen.findByRole('button', { name: 'Purchase €399.00' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('a preset item whose step cannot load shows the Error screen without taking focus on mount', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load } = setup(offline, { subscriptionId: sb.info.plans.monthly });
    await errorScreen();
    await afterPaint();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    load.mockImplementation(realStep);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Purchase €49.00' })).toBeTruthy();
    // The step the visitor asked for gets focus.
    await expectFocus(() => screen.getByRole('heading', { level: 2, name: 'Monthly pass' }));
    log.mockRestore();
  });
});
