import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approval } from '@shared/api/approvals';
import { approvalRejectBodySchema } from '@shared/api/approvals';
import { ErrorAlert } from '@/components/error-alert';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { useRejectApprovalMutation } from '../api';

/** Refusing a filed action needs a note (2–200 characters), checked here as the server checks it. */
export function RejectApprovalDialog({ token, approval, onDone, onClose }: { token: string; approval: Approval; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [reject, { isLoading, error, reset }] = useRejectApprovalMutation();
  const title = t('approvals.name.rejectRequest', { id: approval.id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = approvalRejectBodySchema.safeParse({ note });
    if (!body.success) {
      setInvalid(true);
      return;
    }
    const done = await reject({ token, id: approval.id, note: body.data.note })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) onDone();
  };

  return (
    <Modal title={title} onClose={onClose} size="sm">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={t('approvals.note')}
          hint={t('approvals.noteHint')}
          value={note}
          maxLength={200}
          error={invalid ? t('approvals.noteInvalid') : null}
          onChange={(value) => {
            setNote(value);
            setInvalid(false);
            reset();
          }}
        />
        <ErrorAlert error={error} />
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={isLoading}>
            {t('approvals.reject')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
