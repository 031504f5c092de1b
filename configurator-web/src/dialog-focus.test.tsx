import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Configurator, configuratorTheme } from '@bookla/configurator';
import { focusFixup } from '@bookla/test-utils/focus-fixup';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { readEnv } from './env';
import { createWebHostAdapter } from './web-host-adapter';

// The web app's dialogs give the focus back to the button that opened them, on the first opening too, while
// the dialog's code is still on its way (the button busy and disabled, which takes the focus from it in a
// browser, and the dialog mounting already open). A module of its own: each dialog's chunk loads once per module.

// Each dialog's code arrives when the test says so.
const arrive = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const promise = new Promise<void>((r) => (open = r));
    return { promise, open };
  };
  return { export: gate(), import: gate() };
});
vi.mock('./export/ExportDialog', async (importOriginal) => {
  await arrive.export.promise;
  return importOriginal();
});
vi.mock('./import/ImportDialog', async (importOriginal) => {
  await arrive.import.promise;
  return importOriginal();
});

let undoFixup: () => void;
beforeEach(() => {
  // The preview's widget asks the demo API: no network here, its requests stay pending.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  undoFixup = focusFixup();
});
afterEach(() => {
  undoFixup();
  vi.restoreAllMocks();
});

describe.each([
  ['Export Code', 'Export Widget Code', 'export', 'Close'],
  ['Import', 'Import Configuration', 'import', 'Cancel'],
] as const)('%s', (button, title, chunk, closeButton) => {
  it(`Escape, the close button and ${closeButton} give the focus back to ${button}: the first opening (its code still loading) and later ones`, async () => {
    renderWithMantine(<Configurator host={createWebHostAdapter(readEnv(), () => {})} />, configuratorTheme);
    const opener = screen.getByRole('button', { name: button });
    const open = async () => {
      act(() => opener.focus());
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: title });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      return dialog;
    };
    const closesTo = async (close: () => void) => {
      close();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    };

    // First opening: busy while the code is on its way, which took the focus from the button.
    act(() => opener.focus());
    fireEvent.click(opener);
    await waitFor(() => expect(opener.hasAttribute('data-loading')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    act(() => arrive[chunk].open());
    const first = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(first.contains(document.activeElement)).toBe(true));
    await closesTo(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));

    await open();
    await closesTo(() => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' })));
    await open();
    await closesTo(() => fireEvent.click(screen.getByRole('button', { name: closeButton })));
  });
});
