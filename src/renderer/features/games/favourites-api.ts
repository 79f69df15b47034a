import type { FavouriteInput } from '@shared/api/games';
import { favouritesTag, gamesApi } from './api';
import { toggledIds } from './favourite-list';

type Ids = { list: string[] };

const mark = (nodeId: string, adding: boolean) =>
  gamesApi.util.updateQueryData('favouriteIds', undefined, (draft) => {
    draft.list = toggledIds(draft.list, nodeId, adding);
  });
const settle = (answer: Ids) => gamesApi.util.upsertQueryData('favouriteIds', undefined, answer);

/**
 * Add and delete a favourite (spec section 4): the local id list changes at once, the server's answer
 * (the new list) replaces it, a failure puts it back. Never retried automatically.
 */
export const favouritesApi = gamesApi.injectEndpoints({
  endpoints: (build) => ({
    addFavourite: build.mutation<Ids, FavouriteInput>({
      query: (body) => ({ url: 'wps/member/favourites', method: 'POST', body }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const patch = dispatch(mark(input.nodeId, true));
        try {
          dispatch(settle((await queryFulfilled).data));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? [favouritesTag] : []),
    }),
    removeFavourite: build.mutation<Ids, FavouriteInput>({
      query: (body) => ({ url: 'wps/member/favourites', method: 'DELETE', body }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const patch = dispatch(mark(input.nodeId, false));
        try {
          dispatch(settle((await queryFulfilled).data));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? [favouritesTag] : []),
    }),
  }),
});

export const { useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;
