import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { lobbyParams, lobbyStep, parseLobby, type LobbyAction, type LobbyState } from './lobby-state';

/** The lobby state lives in the address (?vendor=&filter=&classify=&q=&page=); steps go through lobbyStep. */
export function useLobby(): [LobbyState, (action: LobbyAction) => void] {
  const [params, setParams] = useSearchParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const state = useMemo(() => parseLobby(params, loggedIn), [params, loggedIn]);
  const step = useCallback(
    (action: LobbyAction) => {
      const next = lobbyStep(state, action, loggedIn);
      if (next.login) dispatch(authPopupOpened('login'));
      if (next.state !== state) setParams(lobbyParams(next.state), { state: { keepScroll: true } });
    },
    [state, loggedIn, dispatch, setParams],
  );
  return [state, step];
}
