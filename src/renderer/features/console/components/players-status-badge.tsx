import { useTranslation } from 'react-i18next';
import { PLAYER_STATUSES } from '@shared/api/players';
import { StatusBadge } from '@/components/status-badge';

/** A player's standing: active (green) or blocked (red); an unknown status shows as it came. */
export function PlayersStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('consolePlayers');
  const known = PLAYER_STATUSES.find((s) => s === status);
  return <StatusBadge tone={known === 'ACTIVE' ? 'success' : known === 'BLOCKED' ? 'danger' : 'neutral'} label={known ? t(`status.${known}`) : status} />;
}
