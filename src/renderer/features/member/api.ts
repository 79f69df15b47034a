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
  }),
});

export const { useLoginHistoryQuery } = memberApi;
