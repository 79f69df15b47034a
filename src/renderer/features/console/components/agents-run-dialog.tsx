import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPeriodType } from '@shared/api/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { isDayText, periodTypesOf, runErrorOnPeriod, yesterdayText, type RunRequest } from '../agents-contract-forms';
import { useRunSettlementMutation } from '../api-agents';
import { KindFields } from './agents-kind-fields';
import { DialogFooter } from './dialog-footer';

export interface RunDialogProps {
  token: string;
  kinds: readonly ContractKind[];
  initialKind: ContractKind;
  onClose: () => void;
}

/**
 * "Run settlement": settles one closed period of one kind now, for every agent (the same run the
 * schedule makes; a period already settled answers so and pays nothing twice). Asks first: it moves money.
 */
export function AgentsRunDialog({ token, kinds, initialKind, onClose }: RunDialogProps) {
  const { t } = useTranslation(['consoleAgents', 'errors']);
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState<ContractKind>(initialKind);
  const [periodType, setPeriodType] = useState<ContractPeriodType>(periodTypesOf(initialKind)[0] ?? 'daily');
  const [period, setPeriod] = useState(() => yesterdayText(new Date()));
  const [dayProblem, setDayProblem] = useState(false);
  const [asking, setAsking] = useState<RunRequest | null>(null);
  const [run, { isLoading, error, reset }] = useRunSettlementMutation();
  const onPeriod = runErrorOnPeriod(error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    const ok = isDayText(period);
    setDayProblem(!ok);
    if (!ok) return focusFirstInvalid(event.currentTarget);
    setAsking({ kind, periodType, period: period.trim() });
  };

  const confirm = async (request: RunRequest) => {
    setAsking(null);
    const outcome = await run({ token, ...request })
      .unwrap()
      .catch(() => null);
    if (!outcome) return;
    const key = outcome.status === 'already' ? 'consoleAgents:run.already' : 'consoleAgents:run.settled';
    dispatch(toastShown({ key, values: { kind: t(`kind.${request.kind}`), day: request.period, n: String(outcome.contracts ?? 0) }, tone: 'success' }));
    onClose();
  };

  // Asked in place of the form (one dialog at a time); Cancel goes back to the form as it was.
  if (asking) {
    return (
      <ConfirmDialog
        title={t('run.confirmTitle')}
        message={t('run.confirm', { kind: t(`kind.${asking.kind}`), period: t(`periodType.${asking.periodType}`), day: asking.period })}
        onConfirm={() => void confirm(asking)}
        onCancel={() => setAsking(null)}
      />
    );
  }

  return (
    <Modal title={t('run.title')} onClose={onClose} size="sm">
      <form className="form" noValidate onSubmit={submit}>
        <p className="confirm__message">{t('run.intro')}</p>
        <KindFields
          kinds={kinds}
          kind={kind}
          periodType={periodType}
          onKind={(next) => {
            setKind(next);
            setPeriodType(periodTypesOf(next)[0] ?? 'daily');
            reset();
          }}
          onPeriodType={setPeriodType}
        />
        <FormField
          label={t('run.day')}
          type="date"
          required
          value={period}
          onChange={(value) => {
            setPeriod(value);
            setDayProblem(false);
            reset();
          }}
          error={dayProblem ? t('run.dayProblem') : onPeriod ? t('run.notClosed') : null}
        />
        {onPeriod ? null : <ErrorAlert error={error} />}
        <DialogFooter error={null} errorShownByField onCancel={onClose} submitLabel={t('run.submit')} busy={isLoading} />
      </form>
    </Modal>
  );
}
