// Undo and redo over whole snapshots of the configurator's state.

export interface History<S> {
  /** What is shown now. */
  present(): S;
  canUndo(): boolean;
  canRedo(): boolean;
  /**
   * Makes `next` the present. A step of its own, or, while `edit` is the edit that recorded the step before, part
   * of that step. Nothing is recorded when `next` is the same as the present by value (`same`), and an edit that
   * comes back to where its step started takes the step away again. Returns whether anything changed.
   */
  record(next: S, edit?: object): boolean;
  /** Makes `next` the present without a step of its own (the widget type switch). */
  replace(next: S): void;
  /** Steps back (forward): returns the new present, or undefined with nothing to step to. */
  undo(): S | undefined;
  redo(): S | undefined;
}

/**
 * The undo history. A step is one owner's edit: a value set, a section reset, an import, or everything one edit
 * under way changed (typing in a field, a drag in a colour picker or on the angle dial), so an edit is undone
 * whole, however many values it went through. `same` compares snapshots by value: a change that changes nothing
 * (a colour picked again, a gradient removed where there was none) never becomes a step that Undo would spend a
 * press on, and Undo is disabled exactly when everything is undone. `limit` steps are kept; older ones go.
 */
export function createHistory<S>(initial: S, { limit, same }: { limit: number; same(a: S, b: S): boolean }): History<S> {
  let present = initial;
  let past: S[] = [];
  let future: S[] = [];
  // The edit that recorded the newest step and may still add to it.
  let open: object | undefined;

  return {
    present: () => present,
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    record(next, edit) {
      if (same(next, present)) return false;
      future = [];
      if (edit !== undefined && edit === open && past.length > 0) {
        present = next;
        // Back where the edit started (a colour typed, then typed back): no step is left to undo.
        if (same(present, past[past.length - 1]!)) {
          past = past.slice(0, -1);
          open = undefined;
        }
        return true;
      }
      past = [...past, present].slice(-limit);
      present = next;
      open = edit;
      return true;
    },
    replace(next) {
      present = next;
    },
    undo() {
      if (!past.length) return undefined;
      future = [...future, present];
      present = past[past.length - 1]!;
      past = past.slice(0, -1);
      open = undefined;
      return present;
    },
    redo() {
      if (!future.length) return undefined;
      past = [...past, present].slice(-limit);
      present = future[future.length - 1]!;
      future = future.slice(0, -1);
      open = undefined;
      return present;
    },
  };
}
