import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from '@mantine/core';
import { focusFixup } from '@bookla/test-utils/focus-fixup';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { Dialog } from './Dialog';
import { watchOpeners } from './return-focus';

// A dialog gives the focus back to the control that opened it, however it closes and however its opening went:
// at once, after its code arrived (it mounts already open), or after its opener was busy (disabled) meanwhile.

let stop: () => void;
beforeEach(() => {
  // What the configurator does while mounted.
  stop = watchOpeners();
});
afterEach(() => stop());

/** A button that opens a dialog: at once, or (`later`) when the test says its content has arrived, busy meanwhile. */
function Opener({ later }: { later?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(!later);
  const open = () => {
    if (loaded) return setOpened(true);
    setBusy(true);
    (window as unknown as { arrive(): void }).arrive = () => {
      setBusy(false);
      setLoaded(true);
      setOpened(true);
    };
  };
  return (
    <>
      <input aria-label="Elsewhere" />
      <Button onClick={open} loading={busy}>
        Open
      </Button>
      {/* Mounted once loaded, open from its first render: a lazily loaded dialog. */}
      {loaded && (
        <Dialog opened={opened} onClose={() => setOpened(false)} title="A dialog">
          <Button onClick={() => setOpened(false)}>Done</Button>
        </Dialog>
      )}
    </>
  );
}

const openerButton = () => screen.getByRole('button', { name: 'Open' });
async function openWithKeyboard(later = false) {
  act(() => openerButton().focus());
  fireEvent.click(openerButton());
  if (later) act(() => (window as unknown as { arrive(): void }).arrive());
  const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
  // Its focus trap moves the focus inside.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
const escape = () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'A dialog' })).toBeNull());

describe('Dialog', () => {
  it.each([
    ['Escape', escape],
    ['its close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog', hidden: true }))],
    ['a button inside', () => fireEvent.click(screen.getByRole('button', { name: 'Done', hidden: true }))],
  ])('closed by %s, on its first and later openings, the focus is back on the opener', async (_, close) => {
    renderWithMantine(<Opener />, { components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } } } });
    for (let i = 0; i < 2; i++) {
      await openWithKeyboard();
      close();
      await closed();
      await waitFor(() => expect(document.activeElement).toBe(openerButton()));
    }
  });

  it('its content loaded on the first click (it mounts already open), its opener busy meanwhile: the focus comes back there', async () => {
    const undo = focusFixup();
    renderWithMantine(<Opener later />);
    act(() => openerButton().focus());
    fireEvent.click(openerButton());
    // Busy and disabled, so the browser took the focus away from it.
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    act(() => (window as unknown as { arrive(): void }).arrive());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'A dialog' }).contains(document.activeElement)).toBe(true));
    escape();
    await closed();
    await waitFor(() => expect(document.activeElement).toBe(openerButton()));
    // And on the next opening, loaded by then.
    await openWithKeyboard();
    escape();
    await closed();
    await waitFor(() => expect(document.activeElement).toBe(openerButton()));
    undo();
  });

  /** A dialog whose Confirm starts an action that keeps its opener busy (disabled) until Finish. */
  function Acting() {
    const [opened, setOpened] = useState(false);
    const [busy, setBusy] = useState(false);
    return (
      <>
        <input aria-label="Elsewhere" />
        <Button onClick={() => setOpened(true)} disabled={busy}>
          Open
        </Button>
        <Button onClick={() => setBusy(false)}>Finish</Button>
        <Dialog opened={opened} onClose={() => setOpened(false)} title="A dialog">
          <Button
            onClick={() => {
              setOpened(false);
              setBusy(true);
            }}
          >
            Confirm
          </Button>
        </Dialog>
      </>
    );
  }
  async function confirmAndClose() {
    renderWithMantine(<Acting />);
    await openWithKeyboard();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    await closed();
  }
  // The action ends: the program's own end, not a click (which would give Finish the focus).
  const finish = () => act(() => screen.getByRole('button', { name: 'Finish' }).click());

  it('an opener busy when the dialog closes (its action under way) takes the focus once it is enabled again', async () => {
    const undo = focusFixup();
    await confirmAndClose();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).not.toBe(openerButton());
    finish();
    await waitFor(() => expect(document.activeElement).toBe(openerButton()));
    undo();
  });

  it('where the person put the focus meanwhile, it stays', async () => {
    const undo = focusFixup();
    await confirmAndClose();
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    finish();
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(elsewhere);
    undo();
  });
});
