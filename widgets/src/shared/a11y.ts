import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves focus to the heading of a new step (give it `tabIndex={-1}`) so keyboard and screen-reader users
 * land on the new content. Skips the very first render: a widget mounting must not scroll the page.
 */
export function useStepFocus(headingRef: RefObject<HTMLElement | null>, stepKey: string | number): void {
  // 0 before the first step (which takes no focus), 1 when nothing is wanted, 2 when the step's heading is due.
  const wanted = useRef(0);
  useEffect(() => {
    wanted.current = wanted.current ? 2 : 1;
  }, [stepKey]);
  // After every render: a step may show a spinner before its heading (a preset item's list still loading after
  // Reload), so the focus waits for the heading instead of being lost. Focus scrolls it into view.
  useEffect(() => {
    if (wanted.current > 1 && headingRef.current) {
      wanted.current = 1;
      headingRef.current.focus();
    }
  });
}

/**
 * Text for the widget's polite live region. `announce` clears the region first so the same message
 * (e.g. 'Loading...' twice) is read again.
 */
export function useAnnouncer(): [message: string, announce: (text: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((text: string) => {
    setMessage('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), 50);
  }, []);
  return [message, announce];
}
