import type { RefObject } from 'react';

export interface ResultViewProps {
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** Shown as an alert above the description (Error step). */
  error?: string | null;
  description: string;
  /** Summary lines (tickets, custom fields). */
  lines?: string[];
  /** 'Book Again' / 'Reload'. */
  action: string;
  onRestart(): void;
}

/**
 * The Success, Pending and Error screens. Loaded with the first paint (their texts for Success and Pending
 * come from the lazily loaded `resultTexts`) because the Error screen must show even when that code could
 * not be loaded.
 */
export function ResultView({ heading, title, error, description, lines = [], action, onRestart }: ResultViewProps) {
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="bk-title">
        {title}
      </h2>
      {error && (
        <p className="bk-message" data-tone="error" role="alert">
          {error}
        </p>
      )}
      <p>{description}</p>
      {lines.length > 0 && (
        <ul className="bk-summary">
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
      <button type="button" className="bk-btn" data-block="" onClick={onRestart}>
        {action}
      </button>
    </>
  );
}
