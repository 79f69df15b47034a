import type { z } from 'zod';
import type { loginHistorySchema } from '@shared/api/account';
import { api } from '@/lib/api';

export type LoginHistory = z.infer<typeof loginHistorySchema>;

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginHistory: build.query<LoginHistory, void>({
      query: () => 'wps/member/loginHistory',
      providesTags: [{ type: 'Member', id: 'LIST' }],
    }),
    /** Set once; member info (the security centre's summary) is read again. */
    setBirthday: build.mutation<null, { birthday: string }>({
      query: (body) => ({ url: 'wps/member/birthday', method: 'POST', body }),
      invalidatesTags: [{ type: 'Member', id: 'INFO' }],
    }),
  }),
});

export const { useLoginHistoryQuery, useSetBirthdayMutation } = memberApi;
