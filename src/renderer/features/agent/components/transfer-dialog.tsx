import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineRow } from '@shared/api/agent';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SubmitButton } from '@/components/submit-button';
import { isApiError } from '@/lib/envelope';
import { moneyText } from '@/lib/format';
import { checkAmount } from '@/lib/money-input';
import { useSubmissionKey } from '@/lib/use-submission-key';
import { useTransferDownlineMutation } from '../api';

/**
 * Main wallet → one downline's main wallet (`POST /wps/agent/transfer`). A retry of the same amount
 * reuses its Idempotency-Key, so a lost answer never moves the money twice; nothing retries by itself.
 */
export function TransferDialog({ row, currency, decimals, onClose }: { row: DownlineRow; currency: string; decimals: number; onClose: () => void }) {
  const { t } = useTranslation(['agent', 'common', 'errors']);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const keys = useSubmissionKey();
  const [transfer, { isLoading }] = useTransferDownlineMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setDone(null);
    const check = checkAmount(amount, decimals);
    if (check.problem || check.minor === undefined) {
      setProblem(t(`common:amountProblems.${check.problem ?? 'format'}`, { decimals: String(decimals), amount: '' }));
      return;
    }
    setProblem(null);
    try {
      const result = await transfer({ account: row.account, amount: check.minor, key: keys.keyFor(`${row.account}:${check.minor}`) }).unwrap();
      keys.settled();
      setAmount('');
      setDone(t('agent:team.transfer.done', { amount: moneyText(result.amount, result.currency, decimals), account: row.account, main: moneyText(result.balanceAfter, result.currency, decimals) }));
    } catch (error) {
      setProblem(t(`errors:${isApiError(error) ? error.code : 'unknown_error'}`));
    }
  };
  return (
    <Modal title={t('agent:team.transfer.title', { account: row.account })} onClose={onClose} size="sm">
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="team__intro">{t('agent:team.transfer.intro', { currency })}</p>
        <FormField label={t('agent:team.transfer.amount')} inputMode="decimal" autoComplete="off" value={amount} error={problem} onChange={(value) => setAmount(value)} />
        {done ? (
          <p className="team-transfer__done" role="status">
            {done}
          </p>
        ) : null}
        <SubmitButton label={t('agent:team.transfer.submit')} busy={isLoading} />
      </form>
    </Modal>
  );
}
