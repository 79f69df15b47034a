/** The player page's sections, named in its address (?tab=) so a link or a reload keeps the one open. */
export const PLAYER_TABS = ['profile', 'activity', 'statement', 'bets', 'sessions', 'notes'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

export function playerTabOf(value: string | null): PlayerTab {
  return PLAYER_TABS.find((tab) => tab === value) ?? 'profile';
}

/** The player page of `account` (accounts may hold characters an address must escape). */
export function playerPath(account: string, tab?: PlayerTab): string {
  const path = `/console/players/${encodeURIComponent(account)}`;
  return tab && tab !== 'profile' ? `${path}?tab=${tab}` : path;
}
