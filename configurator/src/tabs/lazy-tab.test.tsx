import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred } from '@bookla/test-utils/deferred';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { lazyTab } from './lazy-tab';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazyTab', () => {
  it('says it is loading (a status, read by name) until the tab arrives, then renders it with its props', async () => {
    const load = deferred<typeof Hello>();
    const Tab = lazyTab('theme', () => load.promise);
    renderWithMantine(<Tab name="Ann" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the theme settings…');
    load.resolve(Hello);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed load shows what happened and Try again instead of breaking the configurator; Try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(Hello);
    const Tab = lazyTab('config', load);
    renderWithMantine(<Tab name="Ann" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the config settings');
    expect(alert.textContent).toContain('Check your connection and try again. Your settings are kept.');
    expect(console.error).toHaveBeenCalledWith('Bookla: the config settings failed to load', expect.any(TypeError));
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    // The button went with the failure; focus waits at the top of the tab, not on the page body.
    expect(document.activeElement).toBe(screen.getByText('Hello Ann').parentElement);
    // Focusable by script only: the tab's box is no stop of its own for Tab.
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  });

  it('preload fetches once: the tab opened later renders at once, without a second load', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockResolvedValue(Hello);
    const Tab = lazyTab('theme', load);
    Tab.preload();
    Tab.preload();
    await Promise.resolve();
    await Promise.resolve();
    renderWithMantine(<Tab name="Bo" />);
    await waitFor(() => expect(screen.getByText('Hello Bo')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
    // Once loaded, a new mount shows it in its first render: no status in between.
    cleanup();
    renderWithMantine(<Tab name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed preload is quiet and forgotten: opening the tab asks again', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const Tab = lazyTab('theme', load);
    Tab.preload();
    await new Promise((r) => setTimeout(r));
    renderWithMantine(<Tab name="Di" />);
    expect(await screen.findByText('Hello Di')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
