import { useWhitelabelQuery } from '@/lib/config-api';
import { useBalanceQuery } from '@/lib/session-api';

/** The merchant's currency: its code for every figure and its decimals for typed amounts (2 until the configuration has loaded). */
export function useCurrency(): { code: string; decimals: number } {
  const { data: whitelabel } = useWhitelabelQuery();
  const { data: balance } = useBalanceQuery();
  return { code: whitelabel?.currency.code ?? balance?.currency ?? '', decimals: whitelabel?.currency.decimals ?? 2 };
}
