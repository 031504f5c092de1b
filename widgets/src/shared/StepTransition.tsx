import type { ReactNode } from 'react';
import type { TransitionType } from '@bookla/runtime/config';

export interface StepTransitionProps {
  /** Identity of the visible step; a new key remounts the step and replays its enter animation. */
  stepKey: string;
  /** Configured animation; none under `prefers-reduced-motion` (handled in CSS). */
  type: TransitionType;
  /** 'back' mirrors direction-aware animations (slide). Default 'forward'. */
  direction?: 'forward' | 'back';
  children?: ReactNode;
}

/** Animates between steps with a CSS enter animation (about 0.2 s); the old step is removed at once. */
export function StepTransition({ stepKey, type, direction = 'forward', children }: StepTransitionProps) {
  return (
    <div key={stepKey} className="bk-step" data-step={stepKey} data-transition={type} data-direction={direction}>
      {children}
    </div>
  );
}
