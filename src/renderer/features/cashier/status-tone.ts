import type { StatusTone } from '@/components/status-badge';

const TONES: Record<string, StatusTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  PAID: 'success',
  RECEIVED: 'success',
  FULLY_RECEIVED: 'success',
  REJECTED: 'danger',
  NOT_RECEIVED: 'danger',
  CANCELLED: 'neutral',
};

/** The badge tone of a deposit's or withdrawal's status or receipt answer. */
export function statusTone(status: string): StatusTone {
  return TONES[status] ?? 'neutral';
}
