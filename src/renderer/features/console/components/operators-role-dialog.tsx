import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '@shared/api/console';
import { ErrorAlert } from '@/components/error-alert';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useChangeOperatorMutation, type OperatorRow } from '../api-operators';
import { OperatorsRoleList, RoleOptions } from './operators-role-list';

const asRole = (value: string): OperatorRole => OPERATOR_ROLES.find((role) => role === value) ?? 'readonly';

/** Another operator's new role: a picker, what each role may do, and the server's refusal, if it refuses. */
export function OperatorsRoleDialog({ token, target, onClose }: { token: string; target: OperatorRow; onClose: () => void }) {
  const { t } = useTranslation(['consoleOperators', 'console', 'common']);
  const dispatch = useAppDispatch();
  const [role, setRole] = useState<OperatorRole>(target.role);
  const [unchanged, setUnchanged] = useState(false);
  const [change, { isLoading, error, reset }] = useChangeOperatorMutation();
  const { username } = target;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (role === target.role) {
      setUnchanged(true);
      return;
    }
    const done = await change({ token, id: target.id, role })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    dispatch(toastShown({ key: 'consoleOperators:done.role', values: { username, role: t(`console:roles.${role}`) }, tone: 'success' }));
    onClose();
  };

  return (
    <Modal title={t('roleDialog.title', { username })} onClose={onClose} size="md">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="confirm__message">{t('roleDialog.intro', { username })}</p>
        <SelectField
          label={t('roleDialog.role')}
          value={role}
          required
          error={unchanged ? t('roleDialog.unchanged') : null}
          onChange={(value) => {
            setRole(asRole(value));
            setUnchanged(false);
            reset();
          }}
        >
          <RoleOptions />
        </SelectField>
        <OperatorsRoleList selected={role} />
        <ErrorAlert error={error} />
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {t('roleDialog.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
