import type { BonusPage, DatePreset, EntryStatus, PeriodType, Profit, Statement } from '@shared/api/records';
import { api } from '@/lib/api';

export interface StatementArgs {
  preset: DatePreset;
  type?: string | undefined;
  status?: EntryStatus | undefined;
  page: number;
  size: number;
}

const records = [{ type: 'Records' as const, id: 'LIST' }];

/** Read-only records; any feature that moves money invalidates { type: 'Records', id: 'LIST' }. */
export const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    transactions: build.query<Statement, StatementArgs>({
      query: (params) => ({ url: 'wps/member/transactions', params }),
      providesTags: records,
    }),
    profit: build.query<Profit, PeriodType>({
      query: (periodType) => ({ url: 'wps/member/profit', params: { periodType } }),
      providesTags: records,
    }),
    bonuses: build.query<BonusPage, { page: number; size: number }>({
      query: (params) => ({ url: 'wps/member/bonuses', params }),
      providesTags: records,
    }),
  }),
});

export const { useTransactionsQuery, useProfitQuery, useBonusesQuery } = recordsApi;
