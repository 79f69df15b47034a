import { useTranslation } from 'react-i18next';
import { usePlayerContextQuery } from '../api';
import { LoadFailure } from './load-failure';
import { PlayerContextBody } from './player-context-body';

/** The context the approval queues show beside a decision: turnover, last deposits and withdrawals, sign-ins, look-alike accounts. */
export function PlayersActivity({ token, account }: { token: string; account: string }) {
  const { t } = useTranslation(['console', 'common']);
  const { data, error, refetch } = usePlayerContextQuery({ token, account }, { refetchOnMountOrArgChange: true });
  if (error) return <LoadFailure intro={t('context.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (!data) return <p className="console-muted">{t('common:loading')}</p>;
  return (
    <section className="players-card">
      <PlayerContextBody context={data} />
    </section>
  );
}
