import { useTranslation } from 'react-i18next';
import { playerReasonBodySchema } from '@shared/api/players';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useSetPlayerStatusMutation } from '../api-players';
import { ReasonDialog } from './reason-dialog';

interface ReasonDialogProps {
  token: string;
  account: string;
  action: 'block' | 'unblock';
  onClose: () => void;
}

/** Blocking or unblocking needs a reason (3–200 characters, checked here as the server checks it). */
export function PlayersReasonDialog({ token, account, action, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('consolePlayers');
  const dispatch = useAppDispatch();
  const [setStatus, { isLoading, error, reset }] = useSetPlayerStatusMutation();

  return (
    <ReasonDialog
      title={t(`${action}.title`, { account })}
      onClose={onClose}
      intro={<p className="confirm__message">{t(`${action}.intro`)}</p>}
      label={t('reason.label')}
      hint={t('reason.hint')}
      invalidText={t('reason.invalid')}
      maxLength={200}
      parse={(reason) => {
        const body = playerReasonBodySchema.safeParse({ reason });
        return body.success ? body.data.reason : null;
      }}
      send={(reason) => setStatus({ token, account, action, reason }).unwrap()}
      onDone={() => {
        dispatch(toastShown({ key: `consolePlayers:${action}.done`, values: { account }, tone: 'success' }));
        onClose();
      }}
      error={error}
      busy={isLoading}
      reset={reset}
      submitLabel={t(`${action}.submit`)}
      submitTone={action === 'block' ? 'danger' : 'primary'}
    />
  );
}
