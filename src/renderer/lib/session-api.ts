import type { Balance, MemberInfo, PublicState } from '@shared/api/account';
import type { ConsolidatedFunds } from '@shared/api/records';
import type { Language } from '@shared/constants';
import { api } from './api';
import { loggedOut, userLoaded } from './session';

/**
 * Calls many features need (member info, balance, logout, public state): they live here, beside the
 * session slice, so no feature imports another's internals to read them.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: build.query<MemberInfo, void>({
      query: () => 'wps/member/info',
      providesTags: [{ type: 'Member', id: 'INFO' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // A 401 clears the session in the base query; other failures keep what we had.
        }
      },
    }),
    balance: build.query<Balance, void>({
      query: () => 'wps/v2/wallets/balance',
      providesTags: [{ type: 'Balance', id: 'LIST' }],
    }),
    /**
     * Main balance, hold and commission with the contract requests waiting for this member's answer
     * (the agent nav's badges, the contract modal). Money moves and contract answers both change it.
     */
    consolidatedFunds: build.query<ConsolidatedFunds, void>({
      query: () => 'wps/member/info/funds/consolidated',
      providesTags: [
        { type: 'Balance', id: 'LIST' },
        { type: 'Contracts', id: 'LIST' },
      ],
    }),
    /** By language: the VIP badge names the level in the player's language. */
    publicState: build.query<PublicState, Language>({
      query: (language) => ({ url: 'wps/member/publicState', params: { language } }),
      providesTags: [{ type: 'Member', id: 'STATE' }],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: 'wps/session/logout', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Whatever the server says, this tab forgets the session (merchant code stays in localStorage).
        await queryFulfilled.catch(() => undefined);
        dispatch(loggedOut());
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useMemberInfoQuery, useBalanceQuery, useConsolidatedFundsQuery, usePublicStateQuery, useLogoutMutation } = sessionApi;
