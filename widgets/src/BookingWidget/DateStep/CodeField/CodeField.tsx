import { useId, useState, type ReactNode } from 'react';
import type { Localization } from '@bookla/runtime/config';
import { useDebouncedCallback } from '../../../shared/use-debounced-callback';
import type { CodeStatus } from '../../state/flow';

/** Typing is applied 500 ms after the last key, so a code is checked once, not per letter. */
export const CODE_DEBOUNCE_MS = 500;

export interface CodeFieldProps {
  status: CodeStatus;
  texts: Localization['code'];
  loadingText: string;
  /** The code typed, after the debounce. */
  onCode(code: string): void;
  /** The price the valid code gives, formatted (none: only that it applies). */
  price?: ReactNode;
}

/** Optional subscription or promo code, validated against the chosen slot. */
export function CodeField({ status, texts, loadingText, onCode, price }: CodeFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const commit = useDebouncedCallback(onCode, CODE_DEBOUNCE_MS);
  // The invalid state shows the not-found error while text is present, else the field error.
  const error = status === 'invalid' ? (text.trim() ? texts.notFoundError : texts.fieldError) : '';
  return (
    <div className="bk-field" data-status={status}>
      <label htmlFor={id} className="bk-label">
        {texts.fieldLabel}
      </label>
      <input
        id={id}
        className="bk-input"
        value={text}
        placeholder={texts.placeholder}
        autoComplete="off"
        aria-invalid={!!error}
        aria-describedby={error ? id + 'e' : undefined}
        aria-busy={status === 'loading'}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
      />
      {status === 'loading' && <span className="bk-secondary">{loadingText}</span>}
      {status === 'valid' && (
        // Said, not only shown: the visitor learns the code works and what the booking now costs.
        <p className="bk-message" data-tone="success" role="status">
          ✓ {texts.appliedText}
          {price ? <> · {price}</> : null}
        </p>
      )}
      {error && (
        <p id={id + 'e'} className="bk-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
