import { useLocation, useNavigate } from 'react-router';
import type { RouteDef } from '@shared/routes';
import { PreparingNotice } from '@/components/preparing-notice';
import { AuthModal } from '@/features/auth/components/auth-modal';
import { CategoryMenu } from '@/features/games/components/category-menu';
import { HelpModal } from '@/features/help/components/help-modal';
import { HomeHero } from './home-hero';

/** Home: the category menu now; banner, notices, jackpot and game sections come later. */
export default function HomeRoute({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const close = () => void navigate('/', { state: { keepScroll: true } });
  return (
    <div className="page page--home">
      <HomeHero />
      <CategoryMenu />
      <PreparingNotice />
      {route.popup === 'help' ? <HelpModal key={hash} anchor={hash} onClose={close} /> : null}
      {route.popup === 'login' || route.popup === 'register' ? <AuthModal kind={route.popup} onClose={close} /> : null}
    </div>
  );
}
