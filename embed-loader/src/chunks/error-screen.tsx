import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';

interface ErrorScreenProps {
  config: { localization?: { errorScreen?: Partial<typeof DEFAULT_LOCALIZATION.errorScreen> } };
  onRetry: () => void;
}

/** What a widget shows when it crashed while rendering: the owner's texts, else the spec defaults. */
export function ErrorScreen({ config, onRetry }: ErrorScreenProps) {
  const t = { ...DEFAULT_LOCALIZATION.errorScreen, ...config.localization?.errorScreen };
  return (
    <div className="bk-root" role="alert">
      <div className="bk-stack">
        <h2 className="bk-title">{t.title}</h2>
        <p className="bk-secondary">{t.description}</p>
        <button type="button" className="bk-btn" onClick={onRetry}>
          {t.reload}
        </button>
      </div>
    </div>
  );
}
