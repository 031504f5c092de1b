/** A loading indicator with its text visible (or only for screen readers when `hideLabel`). */
export function Spinner({ label, hideLabel = false }: { label: string; hideLabel?: boolean }) {
  return (
    <div className="bk-loading" role="status">
      <span className="bk-spinner" aria-hidden="true" />
      <span className={hideLabel ? 'bk-sr-only' : undefined}>{label}</span>
    </div>
  );
}
