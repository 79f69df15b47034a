import './form.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { toastDismissed, type Toast } from '@/lib/ui';
import { CloseIcon } from './icons';

const TOAST_MS = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div className={`toast toast--${toast.tone}`}>
      <span>{t(toast.key, toast.values)}</span>
      <button type="button" className="icon-button" aria-label={t('close')} onClick={() => dispatch(toastDismissed(toast.id))}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** Short notices (copied, welcome, previous login); read out politely by screen readers. */
export function Toaster() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
