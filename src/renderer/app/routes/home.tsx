import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteDef } from '@shared/routes';
import { PreparingNotice } from '@/components/preparing-notice';
import { CategoryMenu } from '@/features/games/components/category-menu';
import { HelpModal } from '@/features/help/components/help-modal';
import { useAppDispatch } from '@/lib/hooks';
import { authPopupOpened } from '@/lib/ui';
import { HomeHero } from './home-hero';

/** Home: the category menu now; banner, notices, jackpot and game sections come later. */
export default function HomeRoute({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { hash, search } = useLocation();
  const close = () => void navigate('/', { state: { keepScroll: true } });
  const popup = route.popup;
  // /login and /register open their popup over home, then the address goes back to / (keeping ?referralCode).
  useEffect(() => {
    if (popup !== 'login' && popup !== 'register') return;
    dispatch(authPopupOpened(popup));
    void navigate({ pathname: '/', search }, { replace: true, state: { keepScroll: true } });
  }, [popup, search, dispatch, navigate]);
  return (
    <div className="page page--home">
      <HomeHero />
      <CategoryMenu />
      <PreparingNotice />
      {popup === 'help' ? <HelpModal key={hash} anchor={hash} onClose={close} /> : null}
    </div>
  );
}
