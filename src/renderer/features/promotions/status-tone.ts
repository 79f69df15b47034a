import type { ActivityStatus } from '@shared/api/promotions';
import type { StatusTone } from '@/components/status-badge';

/** Something to do now is green; waiting is blue or amber; done or over is grey. */
const TONES: Record<ActivityStatus, StatusTone> = {
  claim: 'success',
  issued: 'success',
  join: 'info',
  joined: 'info',
  inProcess: 'info',
  applying: 'warning',
  pending: 'warning',
  comingSoon: 'warning',
  rejected: 'danger',
  claimed: 'neutral',
  signed: 'neutral',
  closed: 'neutral',
};

export const activityTone = (status: ActivityStatus): StatusTone => TONES[status];
