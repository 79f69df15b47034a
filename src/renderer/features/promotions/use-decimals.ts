import { useWhitelabelQuery } from '@/lib/config-api';

/**
 * The merchant's currency decimals (2 until the configuration has loaded). Not useCurrency: that
 * also asks for the balance, which a visitor on the promotions page does not have.
 */
export function useDecimals(): number {
  return useWhitelabelQuery().data?.currency.decimals ?? 2;
}
