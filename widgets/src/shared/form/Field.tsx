import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** Shown under the control while there is no error, and named by it (a custom gift card's range). */
  hint?: string;
  /** 1 = half the form's width (`inputWidth: 'auto / span 1'`), 2 = full width (default). */
  width?: 1 | 2;
  /** Renders the control; gets the ids it must reference. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control whose error (else its hint) is announced with it (aria-describedby + aria-invalid). */
export function Field({ id, label, error, hint, width = 2, children }: FieldProps) {
  const errorId = `${id}-error`;
  const note = error || hint;
  return (
    <div className="bk-field" data-width={width}>
      <label className="bk-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': note ? errorId : undefined })}
      {note ? (
        <span className={error ? 'bk-field-error' : 'bk-secondary'} id={errorId}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
