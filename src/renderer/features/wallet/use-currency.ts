import { useWhitelabelQuery } from '@/lib/config-api';

/** The merchant's currency decimals (2 until the configuration has loaded). */
export function useDecimals(): number {
  const { data } = useWhitelabelQuery();
  return data?.currency.decimals ?? 2;
}
