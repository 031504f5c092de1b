import { useEffect, useRef, type RefObject } from 'react';
import { useStepFocus } from '../../shared/a11y';
import { emitWidgetEvent } from '../../shared/events';
import type { FlowState } from './flow';
import { useLazyStep } from '../../shared/use-lazy-step';
import type { BookingConfig } from '../../shared/widget-config';

/** The steps after the Date step, loaded on demand (see later.ts). */
export const loadLaterSteps = () => import('../later');

/**
 * What the flow shows for its step, and what follows a step change: the later steps' code (prefetched, a
 * spinner while it is still missing, the Error screen when it failed), focus on the new heading, the
 * `bookla:step-change` event and the spinner's announcement.
 */
export function useFlowSteps(
  p: { cfg: BookingConfig; focusFirst?: boolean; host(): EventTarget | null; announce(text: string): void },
  s: FlowState,
  heading: RefObject<HTMLHeadingElement | null>,
  /** The first screen's data is shown (see BookingFlow): the later steps' code may come now. */
  settled: boolean,
) {
  const step = s.step;
  const needsLater = step === 'form' || step === 'success' || step === 'pending';
  const [later, failed] = useLazyStep(loadLaterSteps, needsLater, settled);
  const waiting = needsLater && !later && !failed;
  // What is on screen: the step, or the spinner / Error screen standing in for a step whose code is not there.
  const view = waiting ? '' : failed ? 'error' : step;
  // Focus and the announcement follow the new heading, also when it arrives after the step change.
  useStepFocus(heading, s.moves + (waiting ? 'w' : failed ? 'f' : '') + (p.focusFirst && step !== 'loading' ? 'r' : ''));
  const shown = useRef(step);
  const told = useRef(view);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    emitWidgetEvent(p.host(), 'bookla:step-change', { widget: 'booking', step });
  }, [step]);
  // The spinner standing in for a step has no heading to take focus: its text is announced instead.
  useEffect(() => {
    if (told.current === view) return;
    told.current = view;
    p.announce((view ? heading.current?.textContent : p.cfg.localization.loadingText) || '');
  }, [view]);
  return [later, view] as const;
}
