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
  /** False while a member's list is still loading: a toggle could neither show nor know what it does. */
  ready: boolean;
}

/**
 * Favourite ids of the member and the toggle: the local list changes at once, then the add or
 * delete call; a failed call puts the list back and says so. A visitor gets the login popup. Until
 * a member's list is in, the toggle waits (a click then would change nothing on screen, and the
 * list arriving after it would undo the answer).
 */
export function useFavourites(): Favourites {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isError } = useFavouriteIdsQuery(undefined, { skip: !loggedIn });
  // A failed list counts as empty, as before: adding still works, and the call's answer corrects it.
  const ready = !loggedIn || data !== undefined || isError;
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const ids = useMemo(() => new Set(loggedIn ? (data?.list ?? []) : []), [data, loggedIn]);

  const toggle = useCallback(
    (game: Game) => {
      if (!loggedIn) {
        dispatch(authPopupOpened('login'));
        return;
      }
      if (!ready || !gate()) return;
      const adding = !ids.has(game.nodeId);
      const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      (adding ? add(input) : remove(input))
        .unwrap()
        .catch(() => {
          const key = adding ? 'games:favourite.addFailed' : 'games:favourite.removeFailed';
          dispatch(toastShown({ key, values: { game: game.gameName }, tone: 'warning' }));
        });
    },
    [add, remove, dispatch, ids, loggedIn, ready],
  );
  const isFavourite = useCallback((nodeId: string) => ids.has(nodeId), [ids]);
  return { isFavourite, toggle, ready };
}
