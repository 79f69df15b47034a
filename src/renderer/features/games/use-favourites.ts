import { useCallback, useMemo } from 'react';
import type { Game } from '@shared/api/games';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened, toastShown } from '@/lib/ui';
import { useFavouriteIdsQuery } from './api';
import { useAddFavouriteMutation, useRemoveFavouriteMutation } from './favourites-api';
import { createThrottle } from './throttle';

export const FAVOURITE_THROTTLE_MS = 1000;
/** One gate for the whole page: at most one favourite call per second, whichever tile asks. */
const gate = createThrottle(FAVOURITE_THROTTLE_MS);

export interface Favourites {
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: Game) => void;
}

/**
 * Favourite ids of the member and the toggle: the local list changes at once, then the add or
 * delete call; a failed call puts the list back and says so. A visitor gets the login popup.
 */
export function useFavourites(): Favourites {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const ids = useMemo(() => new Set(loggedIn ? (data?.list ?? []) : []), [data, loggedIn]);

  const toggle = useCallback(
    (game: Game) => {
      if (!loggedIn) {
        dispatch(authPopupOpened('login'));
        return;
      }
      if (!gate()) return;
      const adding = !ids.has(game.nodeId);
      const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      (adding ? add(input) : remove(input))
        .unwrap()
        .catch(() => {
          const key = adding ? 'games:favourite.addFailed' : 'games:favourite.removeFailed';
          dispatch(toastShown({ key, values: { game: game.gameName }, tone: 'warning' }));
        });
    },
    [add, remove, dispatch, ids, loggedIn],
  );
  const isFavourite = useCallback((nodeId: string) => ids.has(nodeId), [ids]);
  return { isFavourite, toggle };
}
