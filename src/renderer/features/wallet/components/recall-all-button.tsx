import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@shared/errors';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/envelope';
import { useRecallAllMutation } from '../api';
import { useSubmissionKey } from '@/lib/use-submission-key';
import { CallAlert, DoneStatus } from './call-alert';

/** "Recall all": every game wallet's balance back to main, after a confirmation. */
export function RecallAllButton({ hasMoney }: { hasMoney: boolean }) {
  const { t } = useTranslation('wallet');
  const [asking, setAsking] = useState(false);
  const [alert, setAlert] = useState<ErrorCode | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [recallAll, { isLoading }] = useRecallAllMutation();
  const keys = useSubmissionKey();

  const recall = async () => {
    setAsking(false);
    setAlert(undefined);
    setDone(null);
    try {
      await recallAll({ key: keys.keyFor('recall-all') }).unwrap();
      keys.settled();
      setDone(t('transferFund.recalled'));
    } catch (error) {
      setAlert(isApiError(error) ? error.code : 'unknown_error');
    }
  };
  const ask = () => {
    setDone(hasMoney ? null : t('transferFund.nothingToRecall'));
    setAlert(undefined);
    if (hasMoney) setAsking(true);
  };

  return (
    <div className="wallet-recall">
      <button type="button" className="button button--ghost" onClick={ask} disabled={isLoading}>
        {t('transferFund.recallAll')}
      </button>
      <CallAlert code={alert} />
      <DoneStatus text={done} />
      {asking ? <ConfirmDialog title={t('transferFund.recallTitle')} message={t('transferFund.recallQuestion')} onConfirm={() => void recall()} onCancel={() => setAsking(false)} /> : null}
    </div>
  );
}
