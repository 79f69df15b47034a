import { useNavigate } from 'react-router';
import type { LoginResult } from '@shared/api/account';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/hooks';
import { firstLoginHappened, loggedIn, userLoaded } from '@/lib/session';
import { authPopupOpened, toastShown } from '@/lib/ui';
import { formatDateTime } from './format-time';
import { setKnownPassword } from './pending-password';

export interface LoginContext {
  type: 'username' | 'sms' | 'firebase' | 'register' | 'recovery' | 'trial';
  /** The password typed, when the flow had one (for a forced change). */
  password?: string;
  /** Where to go after: the agent page goes to /agentHome, registration and recovery to /. */
  goTo?: string;
}

/** Spec section 4: what a successful sign-in does, whichever way it came. */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (result: LoginResult, context: LoginContext) => {
    dispatch(loggedIn({ token: result.token }));
    // Another account may have been signed in before in this tab: drop its cached data.
    dispatch(api.util.invalidateTags([{ type: 'Member', id: 'INFO' }, { type: 'Balance', id: 'LIST' }, { type: 'Member', id: 'STATE' }]));
    if (result.firstTimeLogin) {
      dispatch(firstLoginHappened({ account: result.user.account }));
      dispatch(toastShown({ key: 'auth:welcome', values: { name: result.user.nickname || result.user.account }, tone: 'success' }));
    }
    const byCode = context.type === 'sms' || context.type === 'firebase';
    if (!byCode && (result.weakPassword || result.passwordExpired)) {
      setKnownPassword(context.password ?? null);
      dispatch(authPopupOpened('changePassword'));
      return;
    }
    dispatch(userLoaded(result.user));
    dispatch(authPopupOpened(null));
    const previous = result.user.previousLogin;
    if (previous) {
      dispatch(toastShown({ key: 'auth:previousLogin', values: { time: formatDateTime(previous.at), ip: previous.ip }, tone: 'info' }));
    }
    if (context.goTo) void navigate(context.goTo);
  };
}
