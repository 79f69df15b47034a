import type { LaunchAnswer, LaunchInput } from '@shared/api/play';
import { gamesApi } from './api';

/** Game launch (never retried: each call issues a launch token). A real launch adds a recent game. */
export const launchApi = gamesApi.injectEndpoints({
  endpoints: (build) => ({
    launchGame: build.mutation<LaunchAnswer, LaunchInput>({
      query: (body) => ({ url: 'wps/game/launchGame', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Games', id: 'RECENT' }] : []),
    }),
    launchTrial: build.mutation<LaunchAnswer, LaunchInput>({
      query: (body) => ({ url: 'lgw/game/trial', method: 'POST', body }),
    }),
  }),
});

export const { useLaunchGameMutation, useLaunchTrialMutation } = launchApi;
