import { useEffect, useRef } from 'react';
import type { Deposit } from '@shared/api/cashier';
import { api } from '@/lib/api';
import { useAppDispatch } from '@/lib/hooks';
import { cashierApi, MONEY_MOVED, useDepositsQuery } from './api';
import { newlyDecided } from './deposit-watch';

export const FIRST_PAGE = { page: 1, size: 10 };
const GATEWAY_POLL_MS = 4000;
const BANK_POLL_MS = 15_000;

/**
 * Keeps the newest orders fresh while the order created on this visit is pending (the gateway's
 * webhook or an operator decides it elsewhere), and whenever the player comes back to the tab.
 * When a pending order is decided, the balance reloads.
 */
export function useDepositWatch(watched: Pick<Deposit, 'id' | 'kind'> | null) {
  const dispatch = useAppDispatch();
  const cached = cashierApi.endpoints.deposits.useQueryState(FIRST_PAGE);
  const current = watched ? cached.data?.list.find((d) => d.id === watched.id) : undefined;
  const pending = watched !== null && (current?.status ?? 'PENDING') === 'PENDING';
  const interval = pending ? (watched.kind === 'DEMO_GATEWAY' ? GATEWAY_POLL_MS : BANK_POLL_MS) : 0;
  const query = useDepositsQuery(FIRST_PAGE, { pollingInterval: interval, refetchOnFocus: true });
  const previous = useRef<Deposit[]>([]);
  const list = query.data?.list;
  useEffect(() => {
    if (!list) return;
    if (newlyDecided(previous.current, list).length > 0) dispatch(api.util.invalidateTags(MONEY_MOVED));
    previous.current = list;
  }, [list, dispatch]);
  return { ...query, current };
}
