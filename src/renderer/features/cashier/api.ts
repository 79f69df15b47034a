import type { Confirmation, Deposit, DepositMethod, Payee, Withdrawal, WithdrawInfo } from '@shared/api/cashier';
import { api } from '@/lib/api';

export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface DepositRequest {
  methodCode: string;
  /** Decimal string of major units, exactly as typed (the server parses it again). */
  amount: string;
  currency?: string;
}

export interface WithdrawRequest {
  payeeId: number;
  amount: string;
  currency?: string;
  paymentPassword: string;
  /** Sent as the Idempotency-Key header: a retry of the same submission never holds twice. */
  idempotencyKey: string;
}

export interface ConfirmRequest {
  id: number;
  result: Confirmation;
  remark?: string;
  /** Base64 PNG/JPEG contents. */
  images?: string[];
}

const DEPOSITS = { type: 'Cashier' as const, id: 'DEPOSITS' };
const WITHDRAWALS = { type: 'Cashier' as const, id: 'WITHDRAWALS' };
const INFO = { type: 'Cashier' as const, id: 'WITHDRAW_INFO' };
const PAYEES = { type: 'Cashier' as const, id: 'PAYEES' };
/** Money moved: the header balance and any record list must reload (features never import each other). */
export const MONEY_MOVED = [
  { type: 'Balance' as const, id: 'LIST' },
  { type: 'Records' as const, id: 'LIST' },
];

/**
 * Cashier calls (`depositv2`, `withdraw`). No mutation here is ever retried automatically: a
 * repeated deposit or withdrawal is a second order, so only the player may repeat it.
 */
export const cashierApi = api.injectEndpoints({
  endpoints: (build) => ({
    depositMethods: build.query<{ list: DepositMethod[] }, void>({
      query: () => 'wps/cashier/deposit/methods',
      providesTags: [{ type: 'Cashier', id: 'METHODS' }],
    }),
    deposits: build.query<PageOf<Deposit>, { page: number; size: number }>({
      query: (params) => ({ url: 'wps/cashier/deposits', params }),
      providesTags: [DEPOSITS],
    }),
    createDeposit: build.mutation<Deposit, DepositRequest>({
      query: (body) => ({ url: 'wps/cashier/deposit', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [DEPOSITS]),
    }),
    withdrawInfo: build.query<WithdrawInfo, void>({
      query: () => 'wps/cashier/withdraw/info',
      providesTags: [INFO],
    }),
    payees: build.query<{ list: Payee[] }, void>({
      query: () => 'wps/cashier/payees',
      providesTags: [PAYEES],
    }),
    addPayee: build.mutation<Payee, { bankName: string; accountNumber: string; holderName: string }>({
      query: (body) => ({ url: 'wps/cashier/payees', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [PAYEES]),
    }),
    removePayee: build.mutation<null, number>({
      query: (id) => ({ url: `wps/cashier/payees/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [PAYEES]),
    }),
    setPaymentPassword: build.mutation<null, { oldPassword?: string; newPassword: string }>({
      query: (body) => ({ url: 'wps/cashier/payment-password', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [INFO]),
    }),
    withdraw: build.mutation<Withdrawal, WithdrawRequest>({
      query: ({ idempotencyKey, ...body }) => ({ url: 'wps/cashier/withdraw', method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } }),
      // The request holds the funds, so the balance moves; a turnover refusal may mean the info is stale.
      invalidatesTags: (_result, error) => (error ? [INFO] : [WITHDRAWALS, INFO, ...MONEY_MOVED]),
    }),
    withdrawals: build.query<{ list: Withdrawal[] }, void>({
      query: () => 'wps/cashier/withdrawals',
      providesTags: [WITHDRAWALS],
    }),
    confirmWithdrawal: build.mutation<Withdrawal, ConfirmRequest>({
      query: ({ id, ...body }) => ({ url: `wps/cashier/withdrawals/${id}/confirm`, method: 'POST', body }),
      // Also after a refusal: "already confirmed" means the list on screen is out of date.
      invalidatesTags: [WITHDRAWALS],
    }),
  }),
});

export const {
  useDepositMethodsQuery,
  useDepositsQuery,
  useCreateDepositMutation,
  useWithdrawInfoQuery,
  usePayeesQuery,
  useAddPayeeMutation,
  useRemovePayeeMutation,
  useSetPaymentPasswordMutation,
  useWithdrawMutation,
  useWithdrawalsQuery,
  useConfirmWithdrawalMutation,
} = cashierApi;
