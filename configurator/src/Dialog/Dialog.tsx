import { useLayoutEffect, useRef } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { giveFocusBack, opener } from './return-focus';

/**
 * Gives the focus back to what opened a dialog when it closes (or goes away while open), on its first opening as on
 * later ones. The opener is taken when `opened` turns true, including a dialog that mounts already open.
 *
 * Mantine's own return cannot do both: it takes the focused element only when `opened` changes after mount, so a
 * dialog whose code arrives on its first click (and mounts open) had no opener to go back to; and an opener that
 * shows a busy state while that code or its data arrives is disabled meanwhile, which moves the focus to the body
 * before the dialog opens. `opener` falls back to the control that last had the focus for that case.
 */
export function useReturnFocus(opened: boolean): void {
  // A return still waiting for its opener to be enabled again is dropped when the dialog opens once more.
  const pending = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    if (!opened) return;
    pending.current?.();
    // Read before the dialog's focus trap moves the focus inside it (Mantine does so a task after it opens).
    const from = opener();
    return (
      from &&
      (() => {
        pending.current = giveFocusBack(from);
      })
    );
  }, [opened]);
}

/**
 * The configurators' dialog: Mantine's Modal whose focus goes back to its opener on every opening (`useReturnFocus`
 * instead of Mantine's return, which would race it). Every dialog of both hosts and the core is one of these.
 */
export function Dialog(props: ModalProps) {
  useReturnFocus(props.opened);
  return <Modal {...props} returnFocus={false} />;
}
