import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { Configurator, DEFAULT_PREVIEW_BACKGROUND } from './Configurator';
import { createConfiguratorStore } from './state/store';
import type { AccountLoader } from './tabs/ConfigTab/ConfigTab';
import { memoryAdapter } from './test-support/memory-adapter';

// The preview's widget asks the demo API: no network here, its requests stay pending (the widget shows its loader).
beforeEach(() => void vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
afterEach(() => vi.restoreAllMocks());

function setup(loadAccount?: AccountLoader) {
  const host = memoryAdapter();
  const save = vi.spyOn(host.drafts!, 'save');
  const store = createConfiguratorStore(host);
  const view = renderWithMantine(<Configurator host={host} store={store} loadAccount={loadAccount} />);
  return { host, store, save, view };
}

describe('Configurator', () => {
  it('opens on the API tab beside the preview, the widget type and the host actions in the bar', () => {
    setup();
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['API', 'true'],
      ['Theme', 'false'],
      ['Config', 'false'],
      ['Embed', 'false'],
    ]);
    expect(screen.getByRole('region', { name: 'Settings' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect((within(preview).getByRole('radio', { name: 'Booking' }) as HTMLInputElement).checked).toBe(true);
    expect(within(preview).getByRole('button', { name: 'Export Code' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'View' })).toBeNull();
  });

  it('the widget type switch edits another type', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Gift Card' }));
    expect(store.getSnapshot().type).toBe('giftcard');
  });

  it('Undo and Redo: buttons enabled by the history; Ctrl or Cmd+Z undoes, with Shift redoes', () => {
    const { store } = setup();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect([undo.disabled, redo.disabled]).toEqual([true, true]);
    const text = () => store.getSnapshot().configs.booking.theme.colors.text;
    const before = text();
    act(() => store.set(['theme', 'colors', 'text'], '#000000'));
    expect([undo.disabled, redo.disabled]).toEqual([false, true]);
    fireEvent.click(undo);
    expect(text()).toBe(before);
    expect([undo.disabled, redo.disabled]).toEqual([true, false]);
    fireEvent.click(redo);
    expect(text()).toBe('#000000');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(text()).toBe(before);
    fireEvent.keyDown(window, { key: 'Z', metaKey: true, shiftKey: true });
    expect(text()).toBe('#000000');
    // Other keys and Alt+Ctrl+Z (a different shortcut on some keyboards) leave it.
    for (const init of [{ key: 'z' }, { key: 'y', ctrlKey: true }, { key: 'z', ctrlKey: true, altKey: true }]) fireEvent.keyDown(window, init);
    expect(text()).toBe('#000000');
  });

  it("a colour picked in a background's gradient picker is one step: one Undo puts it back and Undo is disabled", async () => {
    const { store } = setup();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const background = () => store.getSnapshot().configs.booking.theme.colors.background;
    const before = background();
    fireEvent.click(screen.getByRole('tab', { name: 'Theme' }));
    fireEvent.click((await screen.findAllByRole('button', { name: /^Background: solid/ }))[0]!);
    const colour = await screen.findByRole('textbox', { name: 'Colour 1', hidden: true });
    act(() => colour.focus());
    fireEvent.change(colour, { target: { value: '#c2185b' } });
    act(() => colour.blur());
    expect(background()).toBe('#c2185b');
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(background()).toBe(before);
    expect(undo.disabled).toBe(true);
  });

  it("Ctrl+Z in a text field is the field's own undo, also in the preview widget's form; on a switch it undoes a setting", () => {
    const { store } = setup();
    const text = () => store.getSnapshot().configs.booking.theme.colors.text;
    const before = text();
    act(() => store.set(['theme', 'colors', 'text'], '#000000'));
    const field = screen.getByLabelText('API key');
    const typed = fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(typed).toBe(true);
    expect(text()).toBe('#000000');
    // Past a shadow root the event's target is the widget's host element: the path's first node decides (happy-dom
    // does not retarget; the configurator e2e types Ctrl+Z into the preview widget's form in Chromium).
    const host = document.createElement('div');
    document.body.append(host);
    const input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }));
    expect(text()).toBe('#000000');
    const textarea = document.createElement('textarea');
    document.body.append(textarea);
    fireEvent.keyDown(textarea, { key: 'z', ctrlKey: true });
    expect(text()).toBe('#000000');
    host.remove();
    textarea.remove();
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    const handled = fireEvent.keyDown(box, { key: 'z', ctrlKey: true });
    box.remove();
    expect(handled).toBe(false);
    expect(text()).toBe(before);
  });

  it('the preview backdrop: dark grey, a valid colour typed replaces it, other text does not', () => {
    setup();
    const backdrop = () => screen.getByTestId('preview').style.background;
    const start = backdrop();
    expect(DEFAULT_PREVIEW_BACKGROUND).toBe('#2e2e33');
    expect(start).toMatch(/#2e2e33|rgb\(46, 46, 51\)/);
    const input = screen.getByRole('textbox', { name: 'Preview background' });
    // '#1234' is a CSS colour, but not one of the spec's ('#' and 3 or 6 hex digits).
    for (const value of ['#12', '#1234']) fireEvent.change(input, { target: { value } });
    expect(backdrop()).toBe(start);
    fireEvent.change(input, { target: { value: '#ffffff' } });
    expect(backdrop()).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
  });

  it("the preview's colour scheme: a choice only for 'auto', which the widget and the Theme tab's fields follow", async () => {
    const { store } = setup();
    const bar = within(screen.getByRole('region', { name: 'Preview' }));
    expect(bar.queryByRole('radiogroup', { name: 'Preview colour scheme' })).toBeNull();
    act(() => store.set(['theme', 'colorScheme'], 'auto'));
    const choice = bar.getByRole('radiogroup', { name: 'Preview colour scheme' });
    expect((within(choice).getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    const root = () => screen.getByTestId('preview-widget').shadowRoot!.querySelector('.bk-root') as HTMLElement | null;
    await waitFor(() => expect(root()?.style.getPropertyValue('--bk-bg')).toBe('#ffffff'));
    fireEvent.click(within(choice).getByRole('radio', { name: 'Dark' }));
    expect(store.getSnapshot().darkShown).toBe(true);
    await waitFor(() => expect(root()!.style.getPropertyValue('--bk-bg')).toBe(store.getSnapshot().configs.booking.theme.darkColors!.background));
    expect(store.getSnapshot().canUndo).toBe(true);
    act(() => store.set(['theme', 'colorScheme'], 'light'));
    expect(bar.queryByRole('radiogroup', { name: 'Preview colour scheme' })).toBeNull();
    await waitFor(() => expect(root()!.style.getPropertyValue('--bk-bg')).toBe('#ffffff'));
  });

  it('a narrow screen shows one pane at a time under a View switch', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = { matches: query === '(max-width: 719.98px)', media: query, onchange: null, dispatchEvent: () => false };
      return Object.assign(list, { addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    });
    const { view } = setup();
    const frame = view.container.querySelector('.bk-configurator')!;
    expect(frame.getAttribute('data-view')).toBe('settings');
    fireEvent.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(frame.getAttribute('data-view')).toBe('preview');
  });

  it('drafts are written at once when the page is hidden, left (the field being typed in applied first) or unmounted', () => {
    const { store, save, view } = setup();
    act(() => store.set(['theme', 'colors', 'text'], '#000000'));
    expect(save).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toMatchObject({ theme: { colors: { text: '#000000' } } });
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    key.focus();
    fireEvent.change(key, { target: { value: 'typed-last' } });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(store.getSnapshot().configs.booking.apiKey).toBe('typed-last');
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![1]).toMatchObject({ apiKey: 'typed-last' });
    act(() => store.set(['theme', 'colors', 'text'], '#111111'));
    view.unmount();
    expect(save).toHaveBeenCalledTimes(3);
  });

  it("the Config tab's account lists use the host's loader when it gives one", async () => {
    const loadAccount = vi.fn<AccountLoader>(async () => [{ id: 's9', name: 'Sauna' }]);
    setup(loadAccount);
    fireEvent.click(screen.getByRole('tab', { name: 'Config' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Service List' }));
    await waitFor(() => expect(loadAccount).toHaveBeenCalledWith('services'));
  });
});
