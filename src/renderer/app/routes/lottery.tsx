import type { RouteDef } from '@shared/routes';
import { SimplePage } from './simple-page';

export default function LotteryRoute({ route }: { route: RouteDef }) {
  const page = route.path === '/seaLottery' ? 'seaLottery' : route.path === '/vnLottery' ? 'vnLottery' : 'lottery';
  return <SimplePage page={page} />;
}
