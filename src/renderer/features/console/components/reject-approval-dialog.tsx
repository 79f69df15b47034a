import { useTranslation } from 'react-i18next';
import type { Approval } from '@shared/api/approvals';
import { approvalRejectBodySchema } from '@shared/api/approvals';
import { useRejectApprovalMutation } from '../api';
import { ReasonDialog } from './reason-dialog';

/** Refusing a filed action needs a note (2–200 characters), checked here as the server checks it. */
export function RejectApprovalDialog({ token, approval, onDone, onClose }: { token: string; approval: Approval; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [reject, { isLoading, error, reset }] = useRejectApprovalMutation();

  return (
    <ReasonDialog
      title={t('approvals.name.rejectRequest', { id: approval.id })}
      onClose={onClose}
      label={t('approvals.note')}
      hint={t('approvals.noteHint')}
      invalidText={t('approvals.noteInvalid')}
      maxLength={200}
      parse={(note) => {
        const body = approvalRejectBodySchema.safeParse({ note });
        return body.success ? body.data.note : null;
      }}
      send={(note) => reject({ token, id: approval.id, note }).unwrap()}
      onDone={onDone}
      error={error}
      busy={isLoading}
      reset={reset}
      submitLabel={t('approvals.reject')}
      submitTone="danger"
    />
  );
}
