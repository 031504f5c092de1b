import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { generateSnippet, mergeWithDefaults } from '@bookla/runtime/config';
import { configuratorTheme, type ConfiguratorApi } from '@bookla/configurator';
import { createTopBarActions, EXPORT_LOAD_ERROR, IMPORT_LOAD_ERROR } from './TopBarActions';
import { IMPORT_MESSAGES } from './import/import-snippet';
import { htmlCode } from './export/export-code';
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
    // Busy while its code is on its way (Mantine's loading state: disabled, with a loader).
    expect(screen.getByRole('button', { name: button }).hasAttribute('data-loading')).toBe(true);
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith('error', text));
    expect(screen.getByRole('button', { name: button }).hasAttribute('data-loading')).toBe(false);
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
    // And back: the HTML tab is shown and copied again.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    expect(within(dialog).getByRole('tab', { name: 'HTML' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Code' })).toBeTruthy(), { timeout: 2600 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(html));
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

  it('reports a failed copy once: not on opening, not again when the dialog is closed and opened again', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    const { notify } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    let dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Widget Code' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    await act(async () => {});
    expect(notify).toHaveBeenCalledTimes(1);
    // A second failed try is a new failure, said again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
  });

  it('names each tab\'s code block and highlights HTML as markup, React as JavaScript', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    const html = within(dialog).getByRole('region', { name: 'HTML code' });
    expect(html.querySelector('code')!.textContent).toMatch(/^<div id="bookla-booking-widget"><\/div>/);
    // The element's tag is coloured as markup; the snippet's script as JavaScript inside it.
    const colours = (el: Element, text: string) =>
      [...el.querySelectorAll('span')].filter((s) => s.textContent === text).map((s) => (s as HTMLElement).style.color);
    expect(colours(html, 'div')[0]).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'React' }));
    const react = within(dialog).getByRole('region', { name: 'React code' });
    // 'import' and 'const' are JavaScript keywords; read as markup they would be plain text.
    expect(colours(react, 'import')[0]).toBeTruthy();
    expect(colours(react, 'const')[0]).toBeTruthy();
  });

  it('has no axe violations while open', async () => {
    setup({ usesDemoData: true });
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    await expectNoAxeViolations();
  });

  /** The dialog for a booking widget shown as `embed` says, its intro's text and both tabs' code. */
  const exported = async (embed: object) => {
    setup({ config: mergeWithDefaults('booking', { apiKey: 'k', companyId: 'c', serviceId: 's', embed } as never) });
    fireEvent.click(screen.getByRole('button', { name: 'Export Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Widget Code' });
    const html = within(dialog).getByTestId('export-code-html').textContent!;
    return { dialog, intro: within(dialog).getByTestId('export-intro').textContent, html };
  };
  const REACT_POPUP = /^The component renders its own button that opens the widget in a dialog/;

  it('popup: the HTML holds an example opener, and the intro tells how any element becomes one', async () => {
    const { dialog, intro, html } = await exported({ mode: 'popup', launcher: { text: 'Reserve' } });
    expect(intro).toBe(
      'Put data-bookla-open="bookla-booking-widget" on any element of your page to make it open the booking widget in a dialog, or keep the example button.',
    );
    expect(html.startsWith('<button type="button" data-bookla-open="bookla-booking-widget">Reserve</button>\n<div id="bookla-booking-widget"></div>')).toBe(true);
    expect(html).toContain('"embed": {\n      "mode": "popup"');
    // The React component renders its own opener and the dialog: the tab says how to give it the owner's button.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'React' }));
    expect(within(dialog).getByText(REACT_POPUP)).toBeTruthy();
    expect(within(dialog).getByTestId('export-code-react').textContent).toContain('"mode": "popup"');
    await expectNoAxeViolations();
  });

  it('floating: the snippet alone, since the page draws the button; the React component draws it too', async () => {
    const { dialog, intro, html } = await exported({ mode: 'floating', launcher: { side: 'left' } });
    expect(intro).toBe('Paste this code into each page that should show the button opening the booking widget.');
    expect(html.startsWith('<div id="bookla-booking-widget"></div>\n<script>')).toBe(true);
    expect(html).not.toContain('data-bookla-open');
    expect(html).toContain('"side": "left"');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'React' }));
    expect(within(dialog).queryByText(REACT_POPUP)).toBeNull();
    expect(within(dialog).getByTestId('export-code-react').textContent).toContain('"mode": "floating"');
  });

  it('inline: as ever, with no embed in the code and no note on the React tab', async () => {
    const { dialog, intro, html } = await exported({ mode: 'inline', launcher: { text: 'Reserve' } });
    expect(intro).toBe('Paste this code where the booking widget should appear on your website.');
    expect(html).not.toContain('embed');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'React' }));
    expect(within(dialog).queryByText(REACT_POPUP)).toBeNull();
    expect(within(dialog).getByTestId('export-code-react').textContent).not.toContain('embed');
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

  it('a script that cannot be read is said in the dialog only, and logged; an empty one is not logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { notify } = setup();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(error).not.toHaveBeenCalled();
    paste(dialog, 'BooklaWidgets.initBooking(el, {apiKey: k()})');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(IMPORT_MESSAGES.unparseable)).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Bookla: could not parse the imported script');
    expect(notify).not.toHaveBeenCalled();
    error.mockRestore();
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
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bogus: expected a known setting, received 1; dropped']);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', 'Some settings were not imported. bogus: expected a known setting, received 1; dropped.');
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

  it.each([
    ['a popup with its example opener', { mode: 'popup', launcher: { text: 'Reserve a table' } }],
    ['a floating button', { mode: 'floating', launcher: { text: 'Reserve', background: '#0f766e', textColor: '#fef3c7', side: 'left', sideOffset: 0, bottomOffset: 120 } }],
  ])('reads back the exported HTML of %s, embed and all', async (_, embed) => {
    const config = mergeWithDefaults('booking', { apiKey: 'k4', companyId: 'c4', serviceId: 's4', embed } as never);
    const { api, notify } = setup();
    const dialog = await open();
    paste(dialog, htmlCode('booking', config, CDN));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(IMPORT_MESSAGES.success)).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith('booking', config);
  });

  it('a clean import lists nothing and notifies nothing; the text and Import wait while the success shows', async () => {
    const { api, notify } = setup();
    const dialog = await open();
    paste(dialog, generateSnippet('booking', { apiKey: 'k3', companyId: 'c3', serviceId: 's3' }, { scriptUrl: '/w.js', elementId: 'b' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(IMPORT_MESSAGES.success)).toBeTruthy();
    expect(within(dialog).queryByText(/were not valid/)).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Widget script' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(api.applyImported).toHaveBeenCalledTimes(1);
  });

  it('code that starts two widgets: the first is imported, and the dialog and a notice name it and the one left out', async () => {
    const { api, notify } = setup();
    const dialog = await open();
    const code = (type: 'booking' | 'giftcard', elementId: string) => generateSnippet(type, { apiKey: `${type}-key` }, { scriptUrl: '/w.js', elementId });
    paste(dialog, code('booking', 'courts') + code('giftcard', 'gifts'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(api.applyImported).toHaveBeenCalledExactlyOnceWith('booking', expect.objectContaining({ apiKey: 'booking-key' }));
    const said =
      'This code starts 2 widgets. The Booking widget (bookla-courts) was imported; the Gift Card widget (bookla-gifts) was not. To edit it, import its code on its own.';
    expect(within(dialog).getByRole('status').textContent).toBe(`${IMPORT_MESSAGES.success}${said}`);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', said);
  });

  /** Imports a gift card snippet carrying `count` unknown settings: the dialog's list items and the warning notice. */
  const importDropping = async (count: number) => {
    const { notify } = setup();
    const dialog = await open();
    const bogus = Array.from({ length: count }, (_, i) => `"bogus${i}": ${i}, `).join('');
    paste(dialog, generateSnippet('giftcard', { apiKey: 'k' }, { scriptUrl: '/w.js', elementId: 'g' }).replace('"apiKey"', `${bogus}"apiKey"`));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    return { items, notice: notify.mock.calls.find(([kind]) => kind === 'warning')![1] as string };
  };

  it('lists at most 8 dropped settings by name in the dialog and the notice, and counts the rest', async () => {
    const { items, notice } = await importDropping(11);
    expect(items).toHaveLength(9);
    expect(items[0]).toBe('bogus0: expected a known setting, received 0; dropped');
    expect(items[8]).toBe('and 3 more');
    expect(notice).toMatch(/^Some settings were not imported\. bogus0: expected a known setting, received 0; dropped; bogus1: /);
    expect(notice).toContain('bogus7: expected a known setting, received 7; dropped; and 3 more.');
    expect(notice).not.toContain('bogus8');
  });

  it('exactly 8 dropped settings are all listed, with nothing counted', async () => {
    const { items, notice } = await importDropping(8);
    expect(items).toHaveLength(8);
    expect(items[7]).toBe('bogus7: expected a known setting, received 7; dropped');
    expect(notice).toMatch(/bogus7: expected a known setting, received 7; dropped\.$/);
  });

  it('Cancel after a failed import keeps the pasted text (nothing is lost) and drops the error', async () => {
    setup();
    let dialog = await open();
    const box = () => within(dialog).getByRole('textbox', { name: 'Widget script' }) as HTMLTextAreaElement;
    expect(box().disabled).toBe(false);
    paste(dialog, '<script>console.log(1)</script>');
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText(IMPORT_MESSAGES.unparseable)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Configuration' })).toBeNull());
    dialog = await open();
    expect(box().value).toBe('<script>console.log(1)</script>');
    expect(box().disabled).toBe(false);
    expect(within(dialog).queryByText(IMPORT_MESSAGES.unparseable)).toBeNull();
  });

  it('Cancel during the success message closes at once and clears the text, as the timer would have', async () => {
    setup();
    let dialog = await open();
    paste(dialog, generateSnippet('booking', { apiKey: 'k3', companyId: 'c3', serviceId: 's3' }, { scriptUrl: '/w.js', elementId: 'b' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Configuration' })).toBeNull());
    dialog = await open();
    expect((within(dialog).getByRole('textbox', { name: 'Widget script' }) as HTMLTextAreaElement).value).toBe('');
    expect(within(dialog).getByRole('textbox', { name: 'Widget script' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false);
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
