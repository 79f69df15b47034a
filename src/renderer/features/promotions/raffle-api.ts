import type { RaffleView } from '@shared/api/raffle';
import { api } from '@/lib/api';

/**
 * A raffle's view (rules, commitment, tickets, the draw). It carries the promotions list's tag, so a
 * claim (which refreshes the list) refreshes it too; the claim itself is useClaim's `raffle/claim`.
 */
export const raffleApi = api.injectEndpoints({
  endpoints: (build) => ({
    raffle: build.query<RaffleView, { id: number; member: boolean }>({
      query: ({ id }) => `wps/promotions/${id}/raffle`,
      providesTags: [{ type: 'Promotions', id: 'LIST' }],
    }),
  }),
});

export const { useRaffleQuery } = raffleApi;
