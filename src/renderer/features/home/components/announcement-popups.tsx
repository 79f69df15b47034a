import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { selectIsFirstLogin, selectIsLoggedIn } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import { usePopupsQuery } from '../api';
import { dayOf, isSuppressed, popupAudience } from '../popups';
import { whenIdle } from '../when-idle';

// The dialog, its slider and its words are a chunk of their own: home's first screen never waits
// for them, and a visitor with nothing to see (or who closed them) never downloads them.
const PopupDialog = lazy(() => import('./popup-dialog'));

/** How long the popups may wait for an idle moment after home's first render. */
const POPUP_IDLE_TIMEOUT_MS = 2_000;

/**
 * Home's announcement popups (spec section 4): once the first screen is up, the popups of the
 * visitor's audience are fetched and shown unless this tab closed them or today was hidden.
 */
export function AnnouncementPopups() {
  const language = useLanguage();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const firstLogin = useAppSelector(selectIsFirstLogin);
  // Login, registration and password popups come first (/login, /register, a favourite's login):
  // the announcements wait until they close, and a first sign-in then brings the F ones.
  const authOpen = useAppSelector((state) => state.ui.authPopup !== null);
  const { execution, key } = popupAudience(loggedIn, firstLogin);
  const [idle, setIdle] = useState(false);
  // Bumped when the dialog closes, so the storage marks are read again.
  const [closings, setClosings] = useState(0);
  useEffect(() => whenIdle(() => setIdle(true), POPUP_IDLE_TIMEOUT_MS), []);
  const suppressed = isSuppressed({ closed: readStorage('session', key), hiddenOn: readStorage('local', key) }, dayOf(new Date()));
  const { data } = usePopupsQuery({ execution, language }, { skip: !idle || suppressed });
  if (suppressed || authOpen || !data || data.length === 0) return null;
  const close = (hideToday: boolean) => {
    writeStorage('session', key, '1');
    if (hideToday) writeStorage('local', key, dayOf(new Date()));
    setClosings(closings + 1);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popups={data} onClose={close} />
    </Suspense>
  );
}
