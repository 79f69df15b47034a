import type { FundDirection, TransferResult, VendorWallets } from '@shared/api/wallet';
import { api } from '@/lib/api';

export interface FundRequest {
  vendorCode: string;
  direction: FundDirection;
  /** Minor units, checked by checkAmount; the server checks again. */
  amount: number;
  /** One per submitted form: a repeat of the same submission moves nothing twice. */
  key: string;
}

export type FundResult = TransferResult & { vendorBalanceAfter: number };

/** After money moves: the header balance, the wallets and every record list refetch. */
const moved = [
  { type: 'Balance' as const, id: 'LIST' },
  { type: 'Wallet' as const, id: 'LIST' },
  { type: 'Records' as const, id: 'LIST' },
];

const withKey = (key: string) => ({ 'Idempotency-Key': key });

/** Wallet transfers (`transferFund`, `transferUpline`). Mutations are never retried automatically. */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    vendorWallets: build.query<VendorWallets, void>({
      query: () => 'wps/wallet/vendors',
      providesTags: [{ type: 'Wallet', id: 'LIST' }],
    }),
    transferFund: build.mutation<FundResult, FundRequest>({
      query: ({ key, ...body }) => ({ url: 'wps/wallet/transferFund', method: 'POST', body, headers: withKey(key) }),
      invalidatesTags: moved,
    }),
    recallAll: build.mutation<VendorWallets, { key: string }>({
      query: ({ key }) => ({ url: 'wps/wallet/recallAll', method: 'POST', headers: withKey(key) }),
      invalidatesTags: moved,
    }),
    transferUpline: build.mutation<TransferResult, { amount: number; key: string }>({
      query: ({ key, amount }) => ({ url: 'wps/wallet/transferUpline', method: 'POST', body: { amount }, headers: withKey(key) }),
      invalidatesTags: moved,
    }),
  }),
});

export const { useVendorWalletsQuery, useTransferFundMutation, useRecallAllMutation, useTransferUplineMutation } = walletApi;
