import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '@shared/api/console';
import { ErrorAlert } from '@/components/error-alert';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { FieldFrame } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { copyText } from '@/lib/clipboard';
import { isApiError } from '@/lib/envelope';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useAddOperatorMutation } from '../api-operators';
import { PASSWORD_MAX, generatePassword, passwordProblem, usernameProblem, type PasswordProblem, type UsernameProblem } from '../operators-rules';
import { OperatorsRoleList, RoleOptions } from './operators-role-list';

const asRole = (value: string): OperatorRole => OPERATOR_ROLES.find((role) => role === value) ?? 'readonly';

interface Problems {
  username: UsernameProblem | null;
  password: PasswordProblem | null;
}

/**
 * A new operator: username, an initial password (typed, or generated from the crypto source and
 * shown to copy) and a role. The rules are checked here as the server checks them; a taken name
 * shows under its field, every other refusal above the buttons.
 */
export function OperatorsAddDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation(['consoleOperators', 'errors', 'common']);
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [role, setRole] = useState<OperatorRole>('support');
  const [problems, setProblems] = useState<Problems>({ username: null, password: null });
  const [add, { isLoading, error, reset }] = useAddOperatorMutation();
  const taken = isApiError(error) && error.code === 'account_exists';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = { username: usernameProblem(username), password: passwordProblem(password) };
    setProblems(found);
    if (found.username || found.password) return focusFirstInvalid(form);
    const name = username.trim();
    const done = await add({ token, username: name, password, role })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!done) return focusFirstInvalid(form);
    dispatch(toastShown({ key: 'consoleOperators:done.added', values: { username: name }, tone: 'success' }));
    onClose();
  };

  const generate = () => {
    setPassword(generatePassword());
    setShown(true);
    setProblems((p) => ({ ...p, password: null }));
  };
  const copy = () => void copyText(password).then(() => dispatch(toastShown({ key: 'consoleOperators:add.copied', tone: 'success' })));

  return (
    <Modal title={t('add.title')} onClose={onClose} size="md">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="confirm__message">{t('add.intro')}</p>
        <FieldFrame label={t('add.username')} required hint={t('add.usernameHint')} error={problems.username ? t(`add.problem.${problems.username}`) : taken ? t('errors:account_exists') : null}>
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              value={username}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              onChange={(event) => {
                setUsername(event.target.value);
                setProblems((p) => ({ ...p, username: null }));
                reset();
              }}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('add.password')} required hint={shown && password ? t('add.generated') : t('add.passwordHint')} error={problems.password ? t(`add.passwordProblem.${problems.password}`) : null}>
          {(control) => (
            <div className="form-field__row operators-password">
              <input
                {...control}
                className="form-field__input"
                value={password}
                type={shown ? 'text' : 'password'}
                required
                autoComplete="new-password"
                spellCheck={false}
                maxLength={PASSWORD_MAX + 8}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setProblems((p) => ({ ...p, password: null }));
                }}
              />
              <button type="button" className="button button--ghost" onClick={generate}>
                {t('add.generate')}
              </button>
              {shown && password ? (
                <button type="button" className="button button--ghost" onClick={copy}>
                  {t('add.copy')}
                </button>
              ) : null}
            </div>
          )}
        </FieldFrame>
        <SelectField label={t('add.role')} value={role} required onChange={(value) => setRole(asRole(value))}>
          <RoleOptions />
        </SelectField>
        <OperatorsRoleList selected={role} only />
        {taken ? null : <ErrorAlert error={error} />}
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {t('add.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
