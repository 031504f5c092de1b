import type { ReactNode, RefObject } from 'react';

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
  /** The payment page's address and the link's text; the link then leads and `action` steps back. */
  payment?: readonly [href: string, text: string] | null;
  /** Shown above the buttons (the Success screen's Add to calendar). */
  children?: ReactNode;
  onRestart(): void;
}

/**
 * The Success, Pending and Error screens. Loaded with the first paint (their texts for Success and Pending
 * come from the lazily loaded `resultProps`) because the Error screen must show even when that code could
 * not be loaded.
 */
export function ResultView({ heading, title, error, description, lines = [], action, payment, children, onRestart }: ResultViewProps) {
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
      {children}
      {payment && (
        <a className="bk-btn" data-block="" href={payment[0]}>
          {payment[1]}
        </a>
      )}
      <button type="button" className="bk-btn" data-block="" data-variant={payment ? 'secondary' : undefined} onClick={onRestart}>
        {action}
      </button>
    </>
  );
}
