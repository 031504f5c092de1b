import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves focus to the heading of a new step (give it `tabIndex={-1}`) so keyboard and screen-reader users
 * land on the new content. Skips the very first render: a widget mounting must not scroll the page.
 */
export function useStepFocus(headingRef: RefObject<HTMLElement | null>, stepKey: string | number): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: false });
  }, [headingRef, stepKey]);
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
