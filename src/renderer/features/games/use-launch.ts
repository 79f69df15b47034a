import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LaunchAnswer } from '@shared/api/play';
import { isApiError } from '@/lib/envelope';
import { getHost } from '@/lib/host/get-host';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { selectIsLoggedIn, selectIsTrial } from '@/lib/session';
import { authPopupOpened, toastShown } from '@/lib/ui';
import { useLaunchGameMutation, useLaunchTrialMutation } from './launch-api';
import { launchInputOf, seamlessPathOf, type LaunchTarget } from './launch-target';

export type { LaunchTarget } from './launch-target';

/** Phones play on the in-app /seamless page; wider screens in a window of their own. */
const IN_PAGE_QUERY = '(max-width: 767px)';

/** Runs the launch call for a target; resolves to the answer, or rejects with the API error. */
export function useLaunchCall(): (target: LaunchTarget) => Promise<LaunchAnswer> {
  const language = useLanguage();
  const theme = useAppSelector((state) => state.ui.theme);
  const [launchGame] = useLaunchGameMutation();
  const [launchTrial] = useLaunchTrialMutation();
  return useCallback(
    (target: LaunchTarget) => {
      const input = { ...launchInputOf(target), language, theme };
      return (target.trial ? launchTrial(input) : launchGame(input)).unwrap();
    },
    [language, theme, launchGame, launchTrial],
  );
}

/**
 * Play buttons (spec sections 4 and 6): a visitor gets the login popup (free trial excepted), a
 * trial account is refused with in_need_true_account. Otherwise the game window opens in the click
 * (later would be a blocked pop-up) and gets the game once the launch answers; a blocked pop-up is
 * said so and the game opens on the /seamless page instead, as it does on phones.
 */
export function useLaunch(): (target: LaunchTarget) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trialAccount = useAppSelector(selectIsTrial);
  const call = useLaunchCall();
  return useCallback(
    (target: LaunchTarget) => {
      const trial = target.trial === true;
      if (!trial && !loggedIn) {
        dispatch(authPopupOpened('login'));
        return;
      }
      if (!trial && trialAccount) {
        dispatch(toastShown({ key: 'errors:in_need_true_account', tone: 'warning' }));
        return;
      }
      const host = getHost();
      // The desktop shell opens game windows itself (sandboxed, on the active mirror's origin).
      if (host.kind === 'web' && window.matchMedia(IN_PAGE_QUERY).matches) {
        void navigate(seamlessPathOf(target));
        return;
      }
      const gameWindow = host.openGameWindow();
      if (!gameWindow) {
        dispatch(toastShown({ key: 'errors:popup_blocked', tone: 'warning' }));
        void navigate(seamlessPathOf(target));
        return;
      }
      call(target).then(
        (answer) => gameWindow.show(answer.url),
        (error: unknown) => {
          gameWindow.close();
          dispatch(toastShown({ key: `errors:${isApiError(error) ? error.code : 'unknown_error'}`, tone: 'warning' }));
        },
      );
    },
    [dispatch, navigate, loggedIn, trialAccount, call],
  );
}
