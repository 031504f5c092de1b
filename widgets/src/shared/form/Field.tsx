import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** 1 = half the form's width (`inputWidth: 'auto / span 1'`), 2 = full width (default). */
  width?: 1 | 2;
  /** Renders the control; gets the ids it must reference. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control whose error is announced with it (aria-describedby + aria-invalid). */
export function Field({ id, label, error, width = 2, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="bk-field" data-width={width}>
      <label className="bk-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <span className="bk-field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
