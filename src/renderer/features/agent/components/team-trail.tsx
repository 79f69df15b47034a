import { useTranslation } from 'react-i18next';
import type { DownlinePage } from '@shared/api/agent';
import { Breadcrumb } from '@/components/breadcrumb';

/**
 * The way down from the signed-in agent to the team listed, each level a step back up. Shown only
 * below the top (at the top the trail would be the agent alone).
 */
export function TeamTrail({ path, onParent }: { path: DownlinePage['path']; onParent: (parent: number | undefined) => void }) {
  const { t } = useTranslation('agent');
  if (path.length < 2) return null;
  return (
    <Breadcrumb
      label={t('team.trail')}
      items={path.map((level) => ({ key: level.id, label: level.account }))}
      onPick={(_, index) => onParent(index === 0 ? undefined : path[index]?.id)}
    />
  );
}
