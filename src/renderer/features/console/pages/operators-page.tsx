import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeAnswer } from '@shared/api/console';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ErrorAlert } from '@/components/error-alert';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useChangeOperatorMutation, useConsoleOperatorsQuery, useResetOperatorSecondFactorMutation, useUnlockOperatorMutation, type OperatorRow } from '../api-operators';
import { ConsolePageHead } from '../components/console-page-head';
import { OperatorsAddDialog } from '../components/operators-add-dialog';
import { operatorColumns } from '../components/operators-columns';
import { OperatorsRoleDialog } from '../components/operators-role-dialog';
import { useConsoleSession } from '../console-session';
import { operatorMay } from '../nav-items';
import { useOperatorsNow } from '../operators-now';
import type { OperatorAction } from '../operators-rules';
import { useConfirmedAction } from '../use-confirmed-action';
import '../operators.css';

type Confirmed = Exclude<OperatorAction, 'role'>;

/** The list with its actions: role in a dialog, the rest confirmed first, each one toasted. */
function OperatorsManager({ token, meId }: { token: string; meId: number }) {
  const { t } = useTranslation(['consoleOperators', 'console']);
  const dispatch = useAppDispatch();
  const operators = useConsoleOperatorsQuery({ token }, { refetchOnMountOrArgChange: 10 });
  const [change] = useChangeOperatorMutation();
  const [resetFactor] = useResetOperatorSecondFactorMutation();
  const [unlock] = useUnlockOperatorMutation();
  const action = useConfirmedAction();
  const [adding, setAdding] = useState(false);
  const [roleOf, setRoleOf] = useState<OperatorRow | null>(null);
  const now = useOperatorsNow();

  const call = (kind: Confirmed, id: number) => {
    if (kind === 'reset') return resetFactor({ token, id }).unwrap();
    if (kind === 'unlock') return unlock({ token, id }).unwrap();
    return change({ token, id, status: kind === 'disable' ? 'DISABLED' : 'ACTIVE' }).unwrap();
  };

  const onAction = (kind: OperatorAction, row: OperatorRow) => {
    if (kind === 'role') {
      action.clearError();
      setRoleOf(row);
      return;
    }
    const { username } = row;
    action.ask({
      title: t(`name.${kind}`, { username }),
      message: t(`confirm.${kind}`, { username }),
      run: async () => {
        await call(kind, row.id);
        dispatch(toastShown({ key: `consoleOperators:done.${kind}`, values: { username }, tone: 'success' }));
      },
    });
  };

  const columns = operatorColumns({ t, meId, now, busy: action.busy, onAction });
  return (
    <>
      <ConsolePageHead title={t('heading')} lines={[t('intro')]}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            action.clearError();
            setAdding(true);
          }}
        >
          {t('add.open')}
        </button>
      </ConsolePageHead>
      <ErrorAlert error={action.error} />
      <DataTable
        columns={columns}
        rows={operators.data?.list ?? []}
        rowKey={(row) => row.id}
        label={t('tableLabel')}
        emptyText={t('empty')}
        loading={operators.isLoading}
        error={operators.error}
        errorIntro={t('loadFailed')}
        onRetry={() => void operators.refetch()}
        stacked
      />
      {action.asking ? <ConfirmDialog title={action.asking.title} message={action.asking.message} onConfirm={() => void action.confirm()} onCancel={action.cancel} /> : null}
      {adding ? <OperatorsAddDialog token={token} onClose={() => setAdding(false)} /> : null}
      {roleOf ? <OperatorsRoleDialog token={token} target={roleOf} onClose={() => setRoleOf(null)} /> : null}
    </>
  );
}

/**
 * /console/operators: the merchant's operators, their roles, status, lockouts and second factors.
 * Only for operators.manage (the nav hides it otherwise; the server refuses every call anyway).
 */
export function OperatorsPage() {
  const { t } = useTranslation('consoleOperators');
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  if (!token || !operatorMay(operator, 'operators.manage')) {
    return (
      <div className="console-page operators-page">
        <h1 className="console-page__title">{t('heading')}</h1>
        <EmptyState message={t('noPermission')} />
      </div>
    );
  }
  return (
    <div className="console-page operators-page">
      <OperatorsManager token={token} meId={operator.id} />
    </div>
  );
}
