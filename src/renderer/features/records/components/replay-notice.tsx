import { useTranslation } from 'react-i18next';
import type { ReplayNotice as Notice } from '../use-replay';

/** After a replay click: the popup was blocked (here is the link instead) or the link was refused. */
export function ReplayNotice({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation(['records', 'errors']);
  if (!notice) return null;
  if (notice.kind === 'failed') {
    return (
      <p className="form-alert" role="alert">
        {t(`errors:${notice.code}`)}
      </p>
    );
  }
  return (
    <p className="form-alert form-alert--info records-replay-blocked" role="alert">
      <span>{t('errors:popup_blocked')}</span>{' '}
      <a href={notice.url} target="_blank" rel="noopener noreferrer">
        {t('records:bets.openReplay', { round: notice.roundId })}
      </a>
    </p>
  );
}
