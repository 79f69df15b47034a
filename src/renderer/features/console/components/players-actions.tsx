import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleOperator } from '@shared/api/console';
import type { PlayerDetail } from '@shared/api/players';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useForcePasswordChangeMutation } from '../api-players';
import { operatorMay } from '../nav-items';
import { PlayersMoneyDialog, type MoneyKind } from './players-money-dialog';
import { PlayersReasonDialog } from './players-reason-dialog';

type Open = 'block' | 'unblock' | 'force' | MoneyKind | null;

interface PlayersActionsProps {
  token: string;
  operator: ConsoleOperator;
  detail: PlayerDetail;
  decimals: number;
}

/**
 * What the operator may do to this player: support blocks, unblocks and forces a password change
 * (players.manage), finance adjusts and grants (money.adjust). Buttons the role lacks are not shown.
 */
export function PlayersActions({ token, operator, detail, decimals }: PlayersActionsProps) {
  const { t } = useTranslation('consolePlayers');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<Open>(null);
  const [force, forcing] = useForcePasswordChangeMutation();
  const { account, status } = detail.player;
  const manage = operatorMay(operator, 'players.manage');
  const money = operatorMay(operator, 'money.adjust');
  const close = () => setOpen(null);

  const forceNow = async () => {
    close();
    const done = await force({ token, account })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) dispatch(toastShown({ key: 'consolePlayers:force.done', values: { account }, tone: 'success' }));
  };

  if (!manage && !money) return <p className="console-muted">{t('actions.readOnly')}</p>;
  return (
    <>
      <div className="players-actions" role="group" aria-label={t('actions.label')}>
        {manage ? (
          <>
            {status === 'BLOCKED' ? (
              <button type="button" className="button button--primary" onClick={() => setOpen('unblock')}>
                {t('actions.unblock')}
              </button>
            ) : (
              <button type="button" className="button button--danger" onClick={() => setOpen('block')}>
                {t('actions.block')}
              </button>
            )}
            <button type="button" className="button button--ghost" disabled={forcing.isLoading} onClick={() => setOpen('force')}>
              {t('actions.forceChange')}
            </button>
          </>
        ) : null}
        {money ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => setOpen('adjust')}>
              {t('actions.adjust')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setOpen('bonus')}>
              {t('actions.bonus')}
            </button>
          </>
        ) : null}
      </div>
      <ErrorAlert error={forcing.error} />
      {open === 'block' || open === 'unblock' ? <PlayersReasonDialog token={token} account={account} action={open} onClose={close} /> : null}
      {open === 'force' ? <ConfirmDialog title={t('force.title')} message={t('force.message', { account })} onConfirm={() => void forceNow()} onCancel={close} /> : null}
      {open === 'adjust' || open === 'bonus' ? <PlayersMoneyDialog token={token} account={account} kind={open} currency={detail.currency} decimals={decimals} onClose={close} /> : null}
    </>
  );
}
