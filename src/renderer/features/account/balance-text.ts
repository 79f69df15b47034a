/** The balance as shown: currency symbol and two decimals, or stars when hidden (spec section 2). */
export function balanceText(balance: string | undefined, symbol: string, hidden: boolean): string {
  if (hidden) return '******';
  const value = Number(balance ?? '0');
  const fixed = Number.isFinite(value) ? value.toFixed(2) : '0.00';
  const [whole = '0', cents = '00'] = fixed.split('.');
  return `${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ',')}.${cents}`;
}

export const HIDE_BALANCE_KEY = 'hideBalance';
