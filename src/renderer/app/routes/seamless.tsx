import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { GameFrame } from '@/features/games/components/game-frame';
import { targetFromSearch } from '@/features/games/launch-target';

/** /seamless: the game named in the query, played inside the app (no side menu, no footer). */
export default function SeamlessRoute() {
  const { t } = useTranslation('games');
  const [search] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const target = useMemo(() => targetFromSearch(search), [key]);
  if (!target) {
    return (
      <div className="page">
        <EmptyState message={t('launch.noGame')} action={<Link to="/">{t('launch.toLobby')}</Link>} />
      </div>
    );
  }
  return (
    <div className="page">
      <GameFrame key={key} target={target} />
    </div>
  );
}
