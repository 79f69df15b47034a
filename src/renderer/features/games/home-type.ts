/** What home shows (spec section 4: the current game type defaults to HOME). */
export type HomeType = 'HOME' | 'HOT' | 'FAV';

const LOGIN_TYPES: readonly HomeType[] = ['HOT', 'FAV'];

/**
 * The type home shows for `?type=`. Favourites and hot are player actions: a visitor stays on HOME
 * and gets the login popup (`login: true`).
 */
export function resolveHomeType(requested: string | null, loggedIn: boolean): { type: HomeType; login: boolean } {
  if (requested !== 'HOT' && requested !== 'FAV') return { type: 'HOME', login: false };
  if (!loggedIn && LOGIN_TYPES.includes(requested)) return { type: 'HOME', login: true };
  return { type: requested, login: false };
}

export const homeTypePath = (type: HomeType): string => (type === 'HOME' ? '/' : `/?type=${type}`);
