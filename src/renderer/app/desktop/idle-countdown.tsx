import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import type { IdleNotice } from '@shared/desktop';
import type { HostKiosk } from '@/lib/host/host';
import type { SharedState } from '@/lib/hooks';
import { selectToken } from '@/lib/session';
import { useLogoutMutation } from '@/lib/session-api';
import './desktop-shell.css';

/** The server sign-out may take this long before the shell wipes the customer's data anyway. */
const SIGN_OUT_WAIT_MS = 2000;

function clearPageStorage(): void {
  try {
    window.sessionStorage.clear();
    window.localStorage.clear();
  } catch {
    // Storage blocked: the shell wipes it anyway.
  }
}

/**
 * The kiosk's idle countdown. The shell counts (any input in any window resets it); here the
 * customer sees the seconds left, and at expiry they are signed out on the server before the shell
 * wipes their data and starts a fresh window.
 */
export function IdleCountdown({ kiosk }: { kiosk: HostKiosk }) {
  const { t } = useTranslation('desktop');
  const [notice, setNotice] = useState<IdleNotice>({ phase: 'active' });
  const store = useStore<SharedState>();
  const [logout] = useLogoutMutation();
  const titleId = useId();
  const textId = useId();

  useEffect(() => kiosk.watchIdle(setNotice), [kiosk]);

  const expired = notice.phase === 'expired';
  useEffect(() => {
    if (!expired) return;
    // The session as it is at expiry (a customer may have signed in during the countdown).
    const signedIn = selectToken(store.getState()) !== null;
    const serverSignOut = signedIn ? logout().unwrap().catch(() => undefined) : Promise.resolve();
    const wait = new Promise((resolve) => window.setTimeout(resolve, SIGN_OUT_WAIT_MS));
    void Promise.race([serverSignOut, wait]).then(() => {
      clearPageStorage();
      return kiosk.endSession().catch(() => undefined);
    });
  }, [expired, kiosk, logout, store]);

  if (notice.phase === 'active') return null;
  return (
    <div className="desktop-overlay" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <section className="desktop-overlay__card">
        <h2 id={titleId} className="desktop-overlay__title">
          {expired ? t('idle.signingOut') : t('idle.title')}
        </h2>
        {notice.phase === 'warning' && (
          <>
            <p id={textId} className="desktop-overlay__text" role="timer">
              {t('idle.text', { seconds: String(notice.secondsLeft) })}
            </p>
            {/* Any input cancels the countdown in the shell; the button gives the customer something obvious to press. */}
            <button type="button" className="button button--primary" autoFocus onClick={() => setNotice({ phase: 'active' })}>
              {t('idle.stay')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
