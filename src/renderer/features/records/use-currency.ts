import { useWhitelabelQuery } from '@/lib/config-api';

/** The merchant's currency code and decimals (THB-style 2 until the configuration has loaded). */
export function useCurrency(): { code: string; decimals: number } {
  const { data } = useWhitelabelQuery();
  return { code: data?.currency.code ?? '', decimals: data?.currency.decimals ?? 2 };
}
