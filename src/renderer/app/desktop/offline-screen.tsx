import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './desktop-shell.css';

/** Covers the app while the platform cannot be reached; the shell retries by itself, the button at once. */
export function OfflineScreen({ reason, onRetry }: { reason: 'offline' | 'unreachable'; onRetry: () => Promise<unknown> }) {
  const { t } = useTranslation('desktop');
  const [checking, setChecking] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <div className="desktop-overlay" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <section className="desktop-overlay__card">
        <h2 id={titleId} className="desktop-overlay__title">
          {t(`${reason}.title`)}
        </h2>
        <p id={textId} className="desktop-overlay__text">
          {t(`${reason}.text`)}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={checking}
          onClick={() => {
            setChecking(true);
            void onRetry().finally(() => setChecking(false));
          }}
        >
          {checking ? t('checking') : t('retry')}
        </button>
      </section>
    </div>
  );
}
