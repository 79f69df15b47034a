import type { EntryStatus, RoundStatus } from '@shared/api/record-kinds';
import type { StatusTone } from './status-badge';

const TONES: Record<EntryStatus | RoundStatus, StatusTone> = {
  COMPLETED: 'success',
  REVERSED: 'danger',
  open: 'info',
  settled: 'success',
  refunded: 'neutral',
};

/** The badge tone of a ledger entry's, bonus's or round's status; an unknown one stays neutral. */
export function statusTone(status: string): StatusTone {
  return (TONES as Record<string, StatusTone>)[status] ?? 'neutral';
}
