import type { RefObject } from 'react';
import type { Localization } from '@bookla/runtime/config';

/**
 * The Error screen shown when the purchase step could not be loaded (offline, a failed
 * deploy): never a blank step. Reload tries the step again.
 */
export function ErrorScreen({
  texts,
  headingRef,
  busy,
  onReload,
}: {
  texts: Localization['errorScreen'];
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** True while Reload runs. */
  busy: boolean;
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
