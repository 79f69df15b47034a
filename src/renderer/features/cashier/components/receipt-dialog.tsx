import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Confirmation, Withdrawal } from '@shared/api/cashier';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { Modal } from '@/components/modal';
import { SubmitButton } from '@/components/submit-button';
import { TextAreaField } from '@/components/text-area-field';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useConfirmWithdrawalMutation } from '../api';
import type { Problems, TextPart } from '../field-checks';
import { CONFIRMATION_OPTIONS, MAX_REMARK } from '../limits';
import { moneyText } from '@/lib/format';
import { needsAlert, serverFieldErrors } from '../server-errors';
import { useText } from '../use-text';
import { ErrorAlert } from '@/components/error-alert';
import { ProofField } from './proof-field';

/** The player's answer to a paid withdrawal (spec section 4): received, fully received, or not received with proof. */
export function ReceiptDialog({ withdrawal, payee, onClose }: { withdrawal: Withdrawal; payee: string; onClose: () => void }) {
  const { t } = useTranslation('cashier');
  const text = useText();
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<Confirmation>('RECEIVED');
  const [remark, setRemark] = useState('');
  const [proofs, setProofs] = useState<{ images: string[] } | { problem: TextPart } | null>(null);
  const [problems, setProblems] = useState<Problems<'images' | 'remark'>>({});
  const [confirm, { isLoading, error }] = useConfirmWithdrawalMutation();

  const check = (): Problems<'images' | 'remark'> => {
    const found: Problems<'images' | 'remark'> = {};
    if (remark.length > MAX_REMARK) found.remark = { key: 'cashier:receipt.tooLong', values: { max: String(MAX_REMARK) } };
    if (result === 'NOT_RECEIVED') {
      if (!proofs) found.images = { key: 'cashier:proof.required' };
      else if ('problem' in proofs) found.images = proofs.problem;
    }
    return found;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = check();
    setProblems(found);
    if (found.images || found.remark) return focusFirstInvalid(form);
    const images = result === 'NOT_RECEIVED' && proofs && 'images' in proofs ? proofs.images : undefined;
    try {
      await confirm({ id: withdrawal.id, result, ...(remark.trim() ? { remark: remark.trim() } : {}), ...(images ? { images } : {}) }).unwrap();
      dispatch(toastShown({ key: 'cashier:receipt.sent', tone: 'success' }));
      onClose();
    } catch (failure) {
      const mapped = serverFieldErrors(failure);
      setProblems({ images: mapped.images, remark: mapped.remark });
    }
  };

  const amount = moneyText(withdrawal.amount, withdrawal.currency);
  return (
    <Modal title={t('withdraw.confirmOrder', { id: withdrawal.id })} onClose={onClose} size="md">
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="confirm__message">{t('receipt.question', { amount, payee })}</p>
        <fieldset className="cashier-choices">
          <legend className="form-field__label">{t('receipt.result')}</legend>
          {CONFIRMATION_OPTIONS.map((option) => (
            <label key={option} className={`cashier-choice${option === result ? ' is-selected' : ''}`}>
              <input type="radio" name="receipt-result" value={option} checked={option === result} onChange={() => setResult(option)} />
              <span>
                <strong>{t(`receipt.options.${option}`)}</strong>
                <span className="form-hint">{t(`receipt.hints.${option}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {result === 'NOT_RECEIVED' ? (
          <ProofField
            error={text(problems.images)}
            onChange={(read) => {
              setProofs(read);
              setProblems((x) => ({ ...x, images: 'problem' in read ? read.problem : undefined }));
            }}
          />
        ) : null}
        <TextAreaField
          label={t('receipt.remark')}
          value={remark}
          onChange={(value) => {
            setRemark(value);
            setProblems((x) => ({ ...x, remark: undefined }));
          }} error={text(problems.remark)} hint={t('receipt.remarkHint', { max: MAX_REMARK })} maxLength={MAX_REMARK} />
        <p className="form-hint">{t('receipt.autoNote')}</p>
        {needsAlert(error, serverFieldErrors(error), ['images', 'remark']) ? <ErrorAlert error={error} /> : null}
        <SubmitButton label={t('receipt.submit')} busy={isLoading} />
      </form>
    </Modal>
  );
}
