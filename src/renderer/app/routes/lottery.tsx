import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RouteDef } from '@shared/routes';
import { GameFrame } from '@/features/games/components/game-frame';

/**
 * /lottery, /seaLottery, /vnLottery (login required): the lottery game named by `gameCode` (a node
 * id or the lottery's own game code), else /seaLottery's 4D, else the first game of the route's
 * lottery category (the quick games under LOTT, Vietnam North under ELOTT).
 */
export default function LotteryRoute({ route }: { route: RouteDef }) {
  const { t } = useTranslation('frame');
  const [search] = useSearchParams();
  const page = route.path === '/seaLottery' ? 'seaLottery' : route.path === '/vnLottery' ? 'vnLottery' : 'lottery';
  const gameCode = search.get('gameCode') ?? (page === 'seaLottery' ? 'SEA4D' : undefined);
  const name = t(`pages.${page}`);
  const target = useMemo(() => ({ name, gameCode, gameType: route.category === 'ELOTT' ? ('ELOTT' as const) : ('LOTT' as const) }), [name, gameCode, route.category]);
  return (
    <div className="page">
      <GameFrame key={`${route.path}?${gameCode ?? ''}`} target={target} />
    </div>
  );
}
