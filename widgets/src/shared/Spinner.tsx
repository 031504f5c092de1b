import type { RefObject } from 'react';

/**
 * A loading indicator with its text visible (or only for screen readers when `hideLabel`). `focusRef`: the
 * spinner stands in for a step whose code is still loading, so it takes the focus a step heading would
 * (else keyboard focus falls back to the page body and the visitor has to find the widget again).
 */
export function Spinner({ label, hideLabel = false, focusRef }: { label: string; hideLabel?: boolean; focusRef?: RefObject<HTMLElement | null> }) {
  return (
    <div className="bk-loading" role="status" ref={focusRef as RefObject<HTMLDivElement>} tabIndex={focusRef ? -1 : undefined}>
      <span className="bk-spinner" aria-hidden="true" />
      <span className={hideLabel ? 'bk-sr-only' : undefined}>{label}</span>
    </div>
  );
}
