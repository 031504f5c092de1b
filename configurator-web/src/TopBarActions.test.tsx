import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { generateSnippet, mergeWithDefaults } from '@bookla/runtime/config';
import { configuratorTheme, type ConfiguratorApi } from '@bookla/configurator';
import { createTopBarActions, EXPORT_LOAD_ERROR, IMPORT_LOAD_ERROR } from './TopBarActions';
import { IMPORT_MESSAGES } from './import/import-snippet';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';

const PREVIEW = { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://127.0.0.1:4010/api' };
const CDN = 'http://cdn.test';

function setup(overrides: Partial<ConfiguratorApi> = {}) {
  const notify = vi.fn();
  const api: ConfiguratorApi = {
    widgetType: 'booking',
    config: mergeWithDefaults('booking', { apiKey: 'k', companyId: 'c', serviceId: 's', theme: { colors: { background: '#123456' } } }),
    usesDemoData: false,
    applyImported: vi.fn(() => ({ warnings: [] })),
    resetAll: vi.fn(),
    ...overrides,
  };
  const TopBarActions = createTopBarActions({ notify, previewApi: PREVIEW, cdnBase: CDN, links: { docs: 'https://docs.test', platform: 'https://platform.test' } });
  renderWithMantine(<TopBarActions api={api} />, configuratorTheme);
  return { api, notify };
}

/** axe on the open dialog; happy-dom has no layout, so contrast is left to the browser test. */
async function expectNoAxeViolations() {
  const dialog = await screen.findByRole('dialog');
  const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

// First in the file: each dialog's chunk is loaded once per module, so this must run before any test opens one.
describe('lazily loaded dialogs', () => {
  it.each([
    ['Import', './import/ImportDialog', IMPORT_LOAD_ERROR, 'Import Configuration'],
    ['Export Code', './export/ExportDialog', EXPORT_LOAD_ERROR, 'Export Widget Code'],
  ])('%s: a chunk that fails to load is said, nothing opens, and the next click tries again', async (button, path, text, title) => {
    vi.doMock(path, () => {
      throw new Error('offline');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { notify } = setup();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith('error', text));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('failed to load'), expect.any(Error));
    vi.doUnmock(path);
    error.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });
});

describe('top bar', () => {
  it('links to the platform and the docs in a new tab', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Bookla Platform' })).toHaveProperty('href', 'https://platform.test/');
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('target')).toBe('_blank');
  });
});

describe('Export Widget Code dialog', () => {
  it('shows the snippet, copies the shown tab, and reads Copied! for 2 seconds', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    const html = within(dialog).getByTestId('export-code-html').textContent!;
    expect(html).toContain('s.src = "http://cdn.test/1.1.1/widget.js"');
    expect(html).toContain('"background": "#123456"');
    expect(within(dialog).queryByText('Warning: Demo Data is Being Used')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledExactlyOnceWith(html);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Code' })).toBeTruthy(), { timeout: 2600 });

    fireEvent.click(within(dialog).getByRole('tab', { name: 'React' }));
    const react = within(dialog).getByTestId('export-code-react').textContent!;
    expect(react).toContain("import { BookingWidget, type BookingWidgetProps } from '@bookla/widgets/booking';");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(react));
  });

  it('keeps Copied! for 2 seconds, not less', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' })));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1990));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(20));
    expect(within(dialog).getByRole('button', { name: 'Copy Code' })).toBeTruthy();
  });

  it('warns in amber when demo data is used, and reports a blocked clipboard', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    const { notify } = setup({ usesDemoData: true });
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    expect(within(dialog).getByText('Warning: Demo Data is Being Used')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Could not copy the code. Select it and copy it by hand.'));
  });

  it('has no axe violations while open', async () => {
    setup({ usesDemoData: true });
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    await expectNoAxeViolations();
  });
});

describe('Import Configuration dialog', () => {
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    return screen.findByRole('dialog', { name: 'Import Configuration' });
  };
  const paste = (dialog: HTMLElement, text: string) =>
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Widget script' }), { target: { value: text } });

  it.each([
    ['', IMPORT_MESSAGES.empty],
    ['<script>console.log(1)</script>', IMPORT_MESSAGES.unparseable],
  ])('%j shows %j', async (text, message) => {
    const { api } = setup();
    const dialog = await open();
    paste(dialog, text);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(api.applyImported).not.toHaveBeenCalled();
  });

  it("a failure while applying shows 'Failed to apply configuration'", async () => {
    const { notify } = setup({ applyImported: () => { throw new Error('boom'); } });
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const dialog = await open();
    paste(dialog, generateSnippet('giftcard', { apiKey: 'k' }, { scriptUrl: '/w.js', elementId: 'g' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Failed to apply configuration')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('error', 'Failed to apply configuration');
  });

  it('applies the snippet, shows success, lists what was dropped, then closes and clears after 1 second', async () => {
    const { api, notify } = setup();
    const dialog = await open();
    const snippet = generateSnippet('subscription', { apiKey: 'k2', companyId: 'c2' }, { scriptUrl: '/w.js', elementId: 's' }).replace(
      '"apiKey"',
      '"bogus": 1, "apiKey"',
    );
    paste(dialog, snippet);
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith('subscription', expect.objectContaining({ apiKey: 'k2', companyId: 'c2' }));
    expect(within(dialog).getByText('Configuration imported successfully!')).toBeTruthy();
    expect(within(dialog).getByText('bogus')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('warning', expect.stringContaining('bogus: expected a known setting'));
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog', { name: 'Import Configuration' })).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    // Mantine's closing transition runs on the same (fake) clock.
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Configuration' })).toBeNull());
    const again = await open();
    expect((within(again).getByRole('textbox', { name: 'Widget script' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('has no axe violations while open, with an error shown', async () => {
    setup();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expectNoAxeViolations();
  });
});

describe('Start over', () => {
  it('asks first; Cancel keeps everything, Start over resets every type', async () => {
    const { api } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    let dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.resetAll).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start over?' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(api.resetAll).toHaveBeenCalledOnce();
  });
});
