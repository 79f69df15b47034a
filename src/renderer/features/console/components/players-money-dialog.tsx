import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { playerReasonBodySchema } from '@shared/api/players';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { isApiError } from '@/lib/envelope';
import { moneyText } from '@/lib/format';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useConsoleQueuesQuery } from '../api';
import { useAdjustPlayerMutation, useGrantPlayerBonusMutation, type MoneyAnswer } from '../api-players';
import { needsSecondOperator, newGrantKey, parseAmount, type AmountProblem } from '../players-amount';
import { approvalsPath } from '../queue-tab';

export type MoneyKind = 'adjust' | 'bonus';

interface MoneyDialogProps {
  token: string;
  account: string;
  kind: MoneyKind;
  currency: string;
  decimals: number;
  onClose: () => void;
}

/** What happened: moved at once (balances), or filed for a second operator, which must be unmistakable. */
function Outcome({ answer, currency, decimals, onClose }: { answer: MoneyAnswer; currency: string; decimals: number; onClose: () => void }) {
  const { t } = useTranslation('consolePlayers');
  const money = (minor: number) => moneyText(minor, currency, decimals);
  return (
    <div className="form">
      {answer.done ? (
        <div className="players-outcome players-outcome--done" role="status">
          <h3 className="players-outcome__title">{t('money.doneTitle')}</h3>
          <p>{t('money.done', { before: money(answer.before), after: money(answer.after) })}</p>
        </div>
      ) : (
        <div className="players-outcome players-outcome--filed" role="status">
          <h3 className="players-outcome__title">{t('money.filedTitle')}</h3>
          <p>{t('money.filed', { id: answer.approval.id, amount: money(answer.approval.amount) })}</p>
          <Link to={approvalsPath('approvals')}>{t('money.toApprovals')}</Link>
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('money.close')}
        </button>
      </div>
    </div>
  );
}

/**
 * An adjustment (signed) or a bonus grant (positive) with its reason. From the merchant's
 * second-approval amount the server files it for another operator instead: the dialog says so
 * before sending, and its answer says what happened.
 */
export function PlayersMoneyDialog({ token, account, kind, currency, decimals, onClose }: MoneyDialogProps) {
  const { t } = useTranslation(['consolePlayers', 'common']);
  const dispatch = useAppDispatch();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [badReason, setBadReason] = useState(false);
  const [key, setKey] = useState(newGrantKey);
  const [answer, setAnswer] = useState<MoneyAnswer | null>(null);
  const threshold = useConsoleQueuesQuery({ token }).data?.secondApprovalFrom;
  const [adjust, adjusting] = useAdjustPlayerMutation();
  const [grant, granting] = useGrantPlayerBonusMutation();
  const call = kind === 'adjust' ? adjusting : granting;
  const parsed = parseAmount(amount, decimals, kind === 'adjust');
  const filing = parsed.ok && needsSecondOperator(parsed.minor, threshold);
  const fields = isApiError(call.error) ? (call.error.errors ?? {}) : {};
  const title = t(kind === 'adjust' ? 'money.adjustTitle' : 'money.bonusTitle', { account });

  // A changed field is a new request: a new key, and the last refusal no longer applies.
  const edited = () => {
    setKey(newGrantKey());
    call.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = playerReasonBodySchema.safeParse({ reason });
    setProblem(parsed.ok ? null : parsed.problem);
    setBadReason(!body.success);
    if (!parsed.ok || !body.success) return;
    const request = { token, account, amount: parsed.minor, reason: body.data.reason };
    const result = await (kind === 'adjust' ? adjust(request) : grant({ ...request, key })).unwrap().catch(() => null);
    if (!result) return;
    setAnswer(result);
    if (result.done) dispatch(toastShown({ key: 'consolePlayers:money.doneToast', values: { account }, tone: 'success' }));
    else dispatch(toastShown({ key: 'consolePlayers:money.filedToast', values: { id: String(result.approval.id) }, tone: 'warning' }));
  };

  if (answer) {
    return (
      <Modal title={title} onClose={onClose} size="sm">
        <Outcome answer={answer} currency={currency} decimals={decimals} onClose={onClose} />
      </Modal>
    );
  }
  const amountError = problem ? t(`money.problem.${problem}`, { decimals }) : fields.amount ? t('money.problem.format', { decimals }) : null;
  return (
    <Modal title={title} onClose={onClose} size="sm">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('money.amount', { currency })}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          error={amountError}
          onChange={(value) => {
            setAmount(value);
            setProblem(null);
            edited();
          }}
        />
        <p className="form-hint">{t(kind === 'adjust' ? 'money.adjustHint' : 'money.bonusHint')}</p>
        {threshold != null ? <p className="form-hint">{t('money.secondFrom', { amount: moneyText(threshold, currency, decimals) })}</p> : null}
        <TextAreaField
          label={t('reason.label')}
          hint={t('reason.hint')}
          value={reason}
          maxLength={200}
          error={badReason || fields.reason ? t('reason.invalid') : null}
          onChange={(value) => {
            setReason(value);
            setBadReason(false);
            edited();
          }}
        />
        {filing ? (
          <p className="form-alert form-alert--info" aria-live="polite">
            {t('money.willFile')}
          </p>
        ) : null}
        {fields.amount || fields.reason ? null : <ErrorAlert error={call.error} />}
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={call.isLoading}>
            {filing ? t('money.fileAdjust') : t(kind === 'adjust' ? 'money.submitAdjust' : 'money.submitBonus')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
