import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn, selectIsTrial } from '@/lib/session';
import { authPopupOpened, toastShown } from '@/lib/ui';

export interface LaunchTarget {
  /** What the player pressed: a game's name or a vendor's. */
  name: string;
  /** Free-trial play: open to visitors. */
  trial?: boolean;
}

/**
 * Play buttons follow the login rules of spec section 6: a visitor gets the login popup (free trial
 * excepted), a trial account is refused with in_need_true_account. Launching itself lands with the
 * game-launch issue; until then the player is told it is being prepared.
 */
export function useLaunch(): (target: LaunchTarget) => void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trialAccount = useAppSelector(selectIsTrial);
  return useCallback(
    ({ name, trial = false }: LaunchTarget) => {
      if (!trial && !loggedIn) {
        dispatch(authPopupOpened('login'));
        return;
      }
      if (!trial && trialAccount) {
        dispatch(toastShown({ key: 'errors:in_need_true_account', tone: 'warning' }));
        return;
      }
      dispatch(toastShown({ key: 'games:launch.preparing', values: { game: name }, tone: 'info' }));
    },
    [dispatch, loggedIn, trialAccount],
  );
}
