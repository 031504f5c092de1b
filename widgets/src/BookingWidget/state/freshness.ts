import { useEffect, useRef, type Dispatch } from 'react';
import type { FlatSlot } from '@bookla/runtime/time';
import type { FlowAction, SelectedSlot, Step } from './flow';
import type { Loaded } from './use-load';

/** Hidden for at least this long, the times on screen are asked for again when the visitor comes back. */
export const STALE_AFTER_MS = 60_000;
/** How often a visible Date step looks whether its earliest time has started. */
export const STARTED_CHECK_MS = 30_000;

export interface FreshnessProps {
  step: Step;
  slot: SelectedSlot | null;
  slots: Loaded<FlatSlot[]>;
  dispatch: Dispatch<FlowAction>;
  /** The element the widget is in: a widget no longer on the page asks for nothing. */
  host(): EventTarget | null;
}

/**
 * Keeps the Date step's times true for a visitor who left the tab and came back: a time another guest booked
 * meanwhile, or one that has started, would otherwise stay offered and only fail as 'Failed to make booking'
 * on the Error screen. Back on the page after STALE_AFTER_MS or more, the dates and times are asked for again
 * (the flow's `fresh` is part of their keys); the chosen time stays chosen when it is still offered, at its
 * new price, and is unchosen when it is gone. A tab that stays in view (a desktop left open) is checked every
 * STARTED_CHECK_MS: once the earliest time shown has started, they are asked for again too, once per such time
 * (an API that still offers it does not make a loop). Only on the Date step: a visitor on the Form step keeps
 * the time they are booking, and the server has the last word. Only while the widget is on the page: a
 * single-page app that removes the widget's element without `destroy` (a page builder's route change) leaves
 * the widget running, and each such widget would ask again every time the visitor came back to the tab.
 *
 * It renders nothing; a component rather than a hook so that it can arrive with the later steps' chunk (see
 * later.ts): nothing of it is in the bytes before the first slots show.
 */
export function Freshness({ step, slot, slots, dispatch, host }: FreshnessProps): null {
  const away = () => document.hidden || !(host() as Node | null)?.isConnected;
  const current = useRef(step);
  current.current = step;
  const shown = useRef(slots);
  shown.current = slots;
  const started = useRef('');
  useEffect(() => {
    const timer = setInterval(() => {
      const first = shown.current.status === 'ready' ? shown.current.data![0] : undefined;
      if (away() || current.current !== 'date' || !first || started.current === first.startTime) return;
      if (Date.parse(first.startTime) > Date.now()) return;
      started.current = first.startTime;
      dispatch({ t: 'fresh' });
    }, STARTED_CHECK_MS);
    return () => clearInterval(timer);
  }, [dispatch]);
  useEffect(() => {
    // A widget whose code arrived in a background tab has been hidden since then.
    let hiddenAt = document.hidden ? Date.now() : 0;
    const onChange = () => {
      if (document.hidden) hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt >= STALE_AFTER_MS && current.current === 'date' && !away()) dispatch({ t: 'fresh' });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [dispatch]);
  useEffect(() => {
    if (!slot || slots.status !== 'ready') return;
    const same = slots.data!.find((x) => x.startTime === slot.startTime && x.resourceID === slot.resourceID && x.duration === slot.duration);
    if (same !== slot) dispatch({ t: 'slot', slot: same ?? null });
  }, [slots]);
  return null;
}
