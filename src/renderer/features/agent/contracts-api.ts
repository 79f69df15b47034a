import type { Contract, ContractImpact, ContractKind, ContractOfferBody, ContractView, SettlementPage } from '@shared/api/contracts';
import { api } from '@/lib/api';

export type SettlementRole = 'received' | 'paid';

export interface SettlementArgs {
  kind: ContractKind;
  role?: SettlementRole | undefined;
  page: number;
  size: number;
}

/** An answer to a request; `confirm` says the warning about the downline contracts it ends was shown. */
export interface ContractAnswer {
  id: number;
  confirm?: boolean | undefined;
}

/**
 * Contract views, settlements and the consolidated-funds call (its request badges) share the
 * 'Contracts' tag; downline rows carry contract rates and live under 'Records'. Every answer to a
 * contract can change all of them.
 */
const contracts = [{ type: 'Contracts' as const, id: 'LIST' }];
const changed = [...contracts, { type: 'Records' as const, id: 'LIST' }];
// Answers without arguments still send `{}`: the routes' bodies are objects (a JSON null is refused).

/** The agent's contracts (`/wps/agent/contracts...`, issue 19). Nothing here is retried by itself. */
export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contractView: build.query<ContractView, { kind: ContractKind }>({
      query: (params) => ({ url: 'wps/agent/contracts', params }),
      providesTags: contracts,
    }),
    settlements: build.query<SettlementPage, SettlementArgs>({
      query: (params) => ({ url: 'wps/agent/settlements', params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) }),
      providesTags: contracts,
    }),
    /** What accepting offer `id` (or ending contract `id`) would end below; read-only, so never cached stale. */
    contractImpact: build.query<ContractImpact, number>({
      query: (id) => `wps/agent/contracts/${id}/impact`,
      keepUnusedDataFor: 0,
    }),
    /** What the downline's accepting this offer would end below it; a POST that changes nothing. */
    offerImpact: build.mutation<ContractImpact, ContractOfferBody>({
      query: (body) => ({ url: 'wps/agent/contracts/offers/impact', method: 'POST', body }),
    }),
    offerContract: build.mutation<Contract, ContractOfferBody>({
      query: (body) => ({ url: 'wps/agent/contracts/offers', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    acceptContract: build.mutation<Contract, ContractAnswer>({
      query: ({ id, confirm }) => ({ url: `wps/agent/contracts/${id}/accept`, method: 'POST', body: confirm ? { confirm } : {} }),
      invalidatesTags: changed,
    }),
    rejectContract: build.mutation<Contract, ContractAnswer>({
      query: ({ id }) => ({ url: `wps/agent/contracts/${id}/reject`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    cancelOffer: build.mutation<Contract, ContractAnswer>({
      query: ({ id }) => ({ url: `wps/agent/contracts/${id}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    terminateContract: build.mutation<Contract, ContractAnswer>({
      query: ({ id }) => ({ url: `wps/agent/contracts/${id}/terminate`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
    acceptTermination: build.mutation<Contract, ContractAnswer>({
      query: ({ id, confirm }) => ({ url: `wps/agent/contracts/${id}/termination/accept`, method: 'POST', body: confirm ? { confirm } : {} }),
      invalidatesTags: changed,
    }),
    rejectTermination: build.mutation<Contract, ContractAnswer>({
      query: ({ id }) => ({ url: `wps/agent/contracts/${id}/termination/reject`, method: 'POST', body: {} }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useContractViewQuery,
  useSettlementsQuery,
  useLazyContractImpactQuery,
  useOfferImpactMutation,
  useOfferContractMutation,
  useAcceptContractMutation,
  useRejectContractMutation,
  useCancelOfferMutation,
  useTerminateContractMutation,
  useAcceptTerminationMutation,
  useRejectTerminationMutation,
} = contractsApi;
