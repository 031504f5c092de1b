import type { RefObject } from 'react';
import type { Localization } from '@bookla/runtime/config';

/**
 * The Error screen: a part of the widget could not be loaded (offline, a failed deploy) or the widget crashed
 * while rendering. Never a blank box: the owner's texts and a Reload that tries again. One component for the
 * plugins' lazy purchase step and the mount's crash fallback, so both read and behave the same.
 */
export function ErrorScreen({
  texts,
  headingRef,
  busy,
  onReload,
}: {
  texts: Localization['errorScreen'];
  /** Focus target when the screen replaces a step. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** True while Reload runs. */
  busy?: boolean;
  onReload: () => void;
}) {
  return (
    <>
      <h2 className="bk-title" ref={headingRef} tabIndex={-1}>
        {texts.title}
      </h2>
      <p className="bk-message" data-tone="error" role="alert">
        {texts.description}
      </p>
      <button type="button" className="bk-btn" data-block="" aria-busy={busy || undefined} onClick={onReload}>
        {busy ? <span className="bk-spinner" aria-hidden="true" /> : null}
        {texts.reload}
      </button>
    </>
  );
}
