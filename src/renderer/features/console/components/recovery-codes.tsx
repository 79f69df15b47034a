import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useConsoleMeQuery } from '../api';

/**
 * The recovery codes, shown once right after enrolment: a copy button, and "I have saved them"
 * to go on into the console (the session is already full on the server).
 */
export function RecoveryCodes({ token, codes }: { token: string; codes: readonly string[] }) {
  const { t } = useTranslation('console');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const copy = () => void copyText(codes.join('\n')).then(() => dispatch(toastShown({ key: 'console:recovery.copied', tone: 'success' })));
  // The server made the session full on confirming; read it again so the console opens at its stage.
  const { refetch } = useConsoleMeQuery({ token });
  const [leaving, setLeaving] = useState(false);
  const done = async () => {
    setLeaving(true);
    await refetch();
    void navigate('/console', { replace: true });
  };
  return (
    <div className="console-recovery">
      <ul className="console-recovery__list" aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={copy}>
          {t('recovery.copy')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void done()} disabled={leaving}>
          {t('recovery.saved')}
        </button>
      </div>
    </div>
  );
}
