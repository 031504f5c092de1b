import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { defaultConfig } from '@bookla/runtime/config';
import { Preview } from './Preview';

const API = { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://sandbox.test/api' };

describe('Preview', () => {
  it("an owner's own credentials, not all given yet: says what is missing over a placeholder screen readers skip; no widget", async () => {
    const { container } = renderWithMantine(
      <Preview type="booking" config={{ ...defaultConfig('booking'), apiKey: 'mine', companyId: 'co' }} api={API} width="full" background="#2e2e33" notify={() => {}} />,
    );
    expect(screen.getByText('Almost there. Complete all fields to connect the Bookla API')).toBeTruthy();
    const skeleton = screen.getByTestId('preview-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.hasAttribute('aria-label')).toBe(false);
    expect(screen.queryByTestId('preview-widget')).toBeNull();
    // An aria-label on the placeholder's plain div was an axe violation (aria-prohibited-attr).
    await expectNoAxeViolations(container);
  });

  it('the demo: says so, and mounts the widget', () => {
    renderWithMantine(<Preview type="booking" config={defaultConfig('booking')} api={API} width="full" background="#2e2e33" notify={() => {}} />);
    expect(screen.getByText('Demo Mode. Connect the Bookla API to view live data')).toBeTruthy();
    expect(screen.queryByTestId('preview-skeleton')).toBeNull();
    expect(screen.getByTestId('preview-widget')).toBeTruthy();
  });
});

describe('Preview: the live widget', () => {
  // The widget asks the demo API: no network here, its requests stay pending.
  beforeEach(() => void vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
  afterEach(() => vi.restoreAllMocks());

  const preview = (type: 'booking' | 'giftcard', config: object) => (
    <MantineProvider>
      <Preview type={type} config={config as never} api={API} width="full" background="#2e2e33" notify={() => {}} />
    </MantineProvider>
  );

  it('reads the demo API; an edit re-renders the mounted widget in place; another type replaces it; leaving unmounts it', async () => {
    // As the store holds the demo: the demo credentials filled in.
    const booking = { ...defaultConfig('booking'), ...API.demo };
    const view = render(preview('booking', booking));
    const first = screen.getByTestId('preview-widget');
    const root = () => first.shadowRoot!.querySelector('.bk-root') as HTMLElement | null;
    await vi.waitFor(() => expect(root()).not.toBeNull());
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    const urls = vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.every((u) => u.startsWith('http://sandbox.test/api/')), urls.join()).toBe(true);
    const edited = { ...booking, theme: { ...booking.theme, colors: { ...booking.theme.colors, text: '#c2185b' } } };
    view.rerender(preview('booking', edited));
    expect(screen.getAllByTestId('preview-widget')).toEqual([first]);
    await vi.waitFor(() => expect(root()!.getAttribute('style')).toContain('#c2185b'));
    view.rerender(preview('giftcard', { ...defaultConfig('giftcard'), apiKey: API.demo.apiKey, companyId: API.demo.companyId }));
    const second = screen.getByTestId('preview-widget');
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    // The old widget is unmounted, not only taken off the page (its requests and timers would go on).
    expect(root()).toBeNull();
    await vi.waitFor(() => expect(second.shadowRoot!.querySelector('.bk-root')).not.toBeNull());
    view.unmount();
    await vi.waitFor(() => expect(second.shadowRoot!.querySelector('.bk-root')).toBeNull());
  });
});
