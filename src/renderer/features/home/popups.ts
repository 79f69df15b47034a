import { STORAGE_KEYS, type PopupExecution } from '@shared/constants';

/**
 * Announcement popups (spec section 4): who sees which executions, and what keeps them away.
 * A closed flag in session storage (USER_POPUP for members, ANONYMOUS_POPUP for visitors) hides
 * them for the rest of the tab's session; "don't show today" keeps the day's date in local storage
 * under the same key, which hides them until the date changes.
 */

export interface PopupAudience {
  /** Comma-separated executions for the announcements call: B visitors, A members, F on a first login too. */
  execution: string;
  /** The storage key of this audience's closed flag and today-hide date. */
  key: typeof STORAGE_KEYS.userPopup | typeof STORAGE_KEYS.anonymousPopup;
}

export function popupAudience(loggedIn: boolean, firstLogin: boolean): PopupAudience {
  if (!loggedIn) return { execution: 'B', key: STORAGE_KEYS.anonymousPopup };
  const executions: PopupExecution[] = firstLogin ? ['A', 'F'] : ['A'];
  return { execution: executions.join(','), key: STORAGE_KEYS.userPopup };
}

/** The local calendar day, as today-hide stores it (YYYY-MM-DD). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface PopupMarks {
  /** The session-storage flag of the audience's key: a value of its own means closed this session. */
  closed: string | null;
  /** The local-storage date of the audience's key, if "don't show today" was chosen. */
  hiddenOn: string | null;
}

export function isSuppressed(marks: PopupMarks, today: string): boolean {
  return marks.closed !== null || marks.hiddenOn === today;
}
