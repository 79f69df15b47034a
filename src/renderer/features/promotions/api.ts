import type { Application, ClaimResult, PromotionList, RebateView, VipView, WageredBonusList } from '@shared/api/promotions';
import type { Language } from '@shared/constants';
import { api } from '@/lib/api';

/** What a claim pays: one reward, once (the server refuses a second). */
export type ClaimAction = 'sign-in' | 'envelope/open' | 'rebate/claim' | 'raffle/claim';

export interface PromotionsArgs {
  language: Language;
  /** Visitors and members see different statuses: each keeps its own cache entry. */
  member: boolean;
}

/**
 * After a claim: the list and the rebate page (statuses, accrued amounts), the header balance, the
 * public state (availablePromoCount badges) and every record list.
 */
const claimed = [
  { type: 'Promotions' as const, id: 'LIST' },
  { type: 'Promotions' as const, id: 'REBATE' },
  { type: 'Balance' as const, id: 'LIST' },
  { type: 'Member' as const, id: 'STATE' },
  { type: 'Records' as const, id: 'LIST' },
];

/** Promotions (`/promotions`, `manualRebate`). Claims move money: never retried automatically. */
export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query<PromotionList, PromotionsArgs>({
      query: ({ language }) => ({ url: 'wps/promotions', params: { language } }),
      providesTags: [{ type: 'Promotions', id: 'LIST' }],
    }),
    rebate: build.query<RebateView, void>({
      query: () => 'wps/promotions/rebate',
      providesTags: [{ type: 'Promotions', id: 'REBATE' }],
    }),
    claim: build.mutation<ClaimResult, { id: number; action: ClaimAction }>({
      query: ({ id, action }) => ({ url: `wps/promotions/${id}/${action}`, method: 'POST' }),
      invalidatesTags: claimed,
    }),
    /** Opts into a deposit bonus; moves no money, so only the list's statuses change. */
    joinPromotion: build.mutation<{ joined: true }, number>({
      query: (id) => ({ url: `wps/promotions/${id}/join`, method: 'POST' }),
      invalidatesTags: [{ type: 'Promotions', id: 'LIST' }],
    }),
    applyForBonus: build.mutation<Application, { id: number; remark: string }>({
      query: ({ id, remark }) => ({ url: `wps/promotions/${id}/apply`, method: 'POST', body: { remark } }),
      invalidatesTags: [{ type: 'Promotions', id: 'LIST' }],
    }),
    vip: build.query<VipView, Language>({
      query: (language) => ({ url: 'wps/vip', params: { language } }),
      providesTags: [{ type: 'Promotions', id: 'VIP' }],
    }),
    wageredBonuses: build.query<WageredBonusList, void>({
      query: () => 'wps/promotions/bonuses',
      providesTags: [{ type: 'Promotions', id: 'BONUSES' }],
    }),
    /** Takes the bonus back from the balance: the balance, withdraw info and records change. */
    forfeitBonus: build.mutation<{ takenBack: number }, number>({
      query: (id) => ({ url: `wps/promotions/bonuses/${id}/forfeit`, method: 'POST' }),
      invalidatesTags: [{ type: 'Promotions', id: 'BONUSES' }, { type: 'Balance', id: 'LIST' }, { type: 'Cashier', id: 'WITHDRAW_INFO' }, { type: 'Records', id: 'LIST' }],
    }),
  }),
});

export const { usePromotionsQuery, useRebateQuery, useClaimMutation, useJoinPromotionMutation, useApplyForBonusMutation, useWageredBonusesQuery, useForfeitBonusMutation, useVipQuery } = promotionsApi;
