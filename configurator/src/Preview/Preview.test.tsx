import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { defaultConfig } from '@bookla/runtime/config';
import { CREDENTIAL_CASES, DEMO, OWN } from '../test-support/credential-cases';
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

describe('Preview: the colour scheme shown', () => {
  beforeEach(() => void vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
  afterEach(() => vi.restoreAllMocks());

  const shownIn = async (colorScheme: 'light' | 'dark' | 'auto', darkShown?: boolean) => {
    const base = defaultConfig('booking');
    const config = { ...base, ...API.demo, theme: { ...base.theme, colorScheme, darkColors: { ...base.theme.darkColors!, background: '#0c0c0d' } }, embed: { ...base.embed!, closeText: 'Schließen' } };
    const view = render(
      <MantineProvider>
        <Preview type="booking" config={config} api={API} width="full" background="#2e2e33" notify={() => {}} darkShown={darkShown} />
      </MantineProvider>,
    );
    const host = screen.getByTestId('preview-widget');
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('.bk-root')).not.toBeNull());
    const root = host.shadowRoot!.querySelector('.bk-root') as HTMLElement;
    const shown = { bg: root.style.getPropertyValue('--bk-bg'), scheme: root.style.getPropertyValue('--bk-scheme') };
    view.unmount();
    return shown;
  };

  it.each([
    ['light', undefined, '#ffffff', 'light'],
    ['light', true, '#ffffff', 'light'],
    ['dark', false, '#0c0c0d', 'dark'],
    ['auto', false, '#ffffff', 'light'],
    ['auto', true, '#0c0c0d', 'dark'],
  ] as const)('%s, dark shown: %s: the widget draws the background %s, its own parts %s', async (colorScheme, darkShown, bg, scheme) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await shownIn(colorScheme, darkShown)).toEqual({ bg, scheme });
    // The scheme settings and embed never reach the widget, which would warn of them as unknown.
    expect(warn.mock.calls.filter(([text]) => String(text).startsWith('Bookla: config'))).toEqual([]);
  });
});

describe('Preview: the banner, the placeholder and the widget follow the credentials’ state', () => {
  beforeEach(() => void vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
  afterEach(() => vi.restoreAllMocks());

  const api = { demo: DEMO, demoApiUrl: 'http://sandbox.test/api', liveApiUrl: 'https://live.test/api' };
  const DEMO_BANNER = 'Demo Mode. Connect the Bookla API to view live data';
  const ALMOST_BANNER = 'Almost there. Complete all fields to connect the Bookla API';
  // What the owner sees in each state: the banner, and whose company the widget asks on which API (none: no widget).
  const SHOWN = {
    none: { mode: 'demo', banner: DEMO_BANNER, base: api.demoApiUrl, company: DEMO.companyId },
    demo: { mode: 'demo', banner: DEMO_BANNER, base: api.demoApiUrl, company: DEMO.companyId },
    partial: { mode: 'incomplete', banner: ALMOST_BANNER, base: undefined, company: undefined },
    own: { mode: 'live', banner: undefined, base: api.liveApiUrl, company: OWN.companyId },
  } as const;

  it.each(CREDENTIAL_CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const shown = SHOWN[c.state];
    const view = render(
      <MantineProvider>
        <Preview type={c.type} config={{ ...defaultConfig(c.type), ...c.config } as never} api={api} width="full" background="#2e2e33" notify={() => {}} />
      </MantineProvider>,
    );
    const preview = screen.getByTestId('preview');
    expect(preview.getAttribute('data-mode')).toBe(shown.mode);
    expect(preview.getAttribute('data-credentials')).toBe(c.state);
    for (const banner of [DEMO_BANNER, ALMOST_BANNER]) expect(screen.queryAllByText(banner)).toHaveLength(banner === shown.banner ? 1 : 0);
    if (!shown.base) {
      expect(screen.getByTestId('preview-skeleton')).toBeTruthy();
      expect(screen.queryByTestId('preview-widget')).toBeNull();
    } else {
      expect(screen.queryByTestId('preview-skeleton')).toBeNull();
      expect(screen.getByTestId('preview-widget')).toBeTruthy();
      await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
      const urls = vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
      expect(urls.every((u) => u.startsWith(`${shown.base}/`) && u.includes(`/${shown.company}/`)), urls.join()).toBe(true);
    }
    view.unmount();
  });
});

describe('Preview: a popup or floating widget as its page shows it', () => {
  beforeEach(() => void vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
  afterEach(() => vi.restoreAllMocks());

  const withEmbed = (embed: object) => {
    const base = defaultConfig('booking');
    return { ...base, ...API.demo, embed: { ...base.embed!, ...embed } };
  };
  const shown = (embed: object) => (
    <MantineProvider>
      <Preview type="booking" config={withEmbed(embed)} api={API} width="full" background="#2e2e33" notify={() => {}} />
    </MantineProvider>
  );
  const page = () => screen.getByTestId('preview-page');
  const dialogIn = () => page().querySelector('div[id]')!.shadowRoot!.querySelector('dialog')!;

  it('popup: the example opener says the launcher’s text and opens the dialog in the preview, with the widget in it; Escape closes it', async () => {
    const view = render(shown({ mode: 'popup', launcher: { ...defaultConfig('booking').embed!.launcher, text: 'Reserve' } }));
    // Its own chunk: loaded once a dialog is chosen.
    const opener = await screen.findByRole('button', { name: 'Reserve' });
    expect(screen.getByText(/any element you give the opener attribute opens the widget/)).toBeTruthy();
    opener.click();
    const dialog = dialogIn();
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(false);
    await vi.waitFor(() => expect(dialog.querySelector('[data-testid="preview-widget"]')!.shadowRoot!.querySelector('.bk-root')).not.toBeNull());
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(dialog.open).toBe(false);
    // The launcher's text edited: the opener follows.
    view.rerender(shown({ mode: 'popup', launcher: { ...defaultConfig('booking').embed!.launcher, text: 'Book a table' } }));
    expect(screen.getByRole('button', { name: 'Book a table' })).toBeTruthy();
  });

  it('floating: the launcher in the preview’s corner with its settings, followed live; back to inline, the widget in the page again', async () => {
    const launcher = { ...defaultConfig('booking').embed!.launcher, text: 'Book', side: 'left' as const };
    const view = render(shown({ mode: 'floating', launcher }));
    const button = () => page().querySelector('div[id]')!.shadowRoot!.querySelector<HTMLButtonElement>('.bk-launcher')!;
    await screen.findByTestId('preview-page');
    expect(button().textContent).toBe('Book');
    expect(button().className).toBe('bk-launcher bk-launcher-left');
    view.rerender(shown({ mode: 'floating', launcher: { ...launcher, text: 'Book now', side: 'right' } }));
    expect(button().textContent).toBe('Book now');
    expect(button().className).toBe('bk-launcher bk-launcher-right');
    button().click();
    expect(dialogIn().open).toBe(true);
    view.rerender(shown({ mode: 'inline' }));
    expect(screen.queryByTestId('preview-page')).toBeNull();
    expect(screen.getByTestId('preview-widget')).toBeTruthy();
  });
});
