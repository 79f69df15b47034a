import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@shared/api/system';
import type { RouteDef } from '@shared/routes';
import { PageLoader } from '@/components/page-loader';
import { CategoryMenu } from '@/features/games/components/category-menu';
import { resolveHomeType } from '@/features/games/home-type';
import { useLaunch } from '@/features/games/use-launch';
import { HelpModal } from '@/features/help/components/help-modal';
import { AnnouncementPopups } from '@/features/home/components/announcement-popups';
import { HomeBanner } from '@/features/home/components/home-banner';
import { HomeBoard } from '@/features/home/components/home-board';
import { NoticeLine } from '@/features/home/components/notice-line';
import { whenIdle } from '@/features/home/when-idle';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { preloadable } from '@/lib/preloadable';
import { selectIsLoggedIn } from '@/lib/session';
import { authPopupOpened } from '@/lib/ui';
import { HomeHero } from './home-hero';

// The game lists sit below the fold: their chunk, their calls and their rendering wait until the
// top of home has painted (its largest paint, the first banner) and the page is idle, or at most
// GAMES_WAIT_MS, so none of it stands between a phone and that first banner.
const HomeGames = preloadable(() => import('@/features/games/components/home-games'));
const GAMES_WAIT_MS = 2_500;
const GAMES_IDLE_TIMEOUT_MS = 500;

/** True once the top of home has painted and the browser had an idle moment, or after GAMES_WAIT_MS. */
function useBelowTheFold(): [boolean, () => void] {
  const [topPainted, setTopPainted] = useState(false);
  const [ready, setReady] = useState(false);
  // A transition: React builds the lists in slices, yielding to the page between them. It starts
  // once their chunk is in, so it never waits suspended, holding back a click's navigation (all
  // pending transitions render together).
  const show = useCallback(() => {
    const reveal = () => startTransition(() => setReady(true));
    void HomeGames.preload().then(reveal, reveal);
  }, []);
  useEffect(() => {
    const timer = setTimeout(show, GAMES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [show]);
  useEffect(() => (topPainted && !ready ? whenIdle(show, GAMES_IDLE_TIMEOUT_MS) : undefined), [topPainted, ready, show]);
  return [ready, useCallback(() => setTopPainted(true), [])];
}

/** The page's heading for screen readers, with the brand: its own component, so the brand's arrival redraws only it. */
function HomeTitle() {
  const { t } = useTranslation('frame');
  const { data: whitelabel } = useWhitelabelQuery();
  return <h1 className="visually-hidden">{t('hero.title', { brand: whitelabel?.name ?? '' })}</h1>;
}

/** Home: banner carousel, notice line, category menu, jackpot and winner board, then the game lists; announcement popups over it. */
export default function HomeRoute({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { hash, search } = useLocation();
  const [params] = useSearchParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const launch = useLaunch();
  const close = () => void navigate('/', { state: { keepScroll: true } });
  const popup = route.popup;
  const { type, login } = resolveHomeType(params.get('type'), loggedIn);
  // /login and /register open their popup over home, then the address goes back to / (keeping ?referralCode).
  useEffect(() => {
    if (popup !== 'login' && popup !== 'register') return;
    dispatch(authPopupOpened(popup));
    void navigate({ pathname: '/', search }, { replace: true, state: { keepScroll: true } });
  }, [popup, search, dispatch, navigate]);
  // Favourites and hot for a visitor: the login popup, and home stays HOME (spec section 4).
  useEffect(() => {
    if (!login) return;
    dispatch(authPopupOpened('login'));
    void navigate('/', { replace: true, state: { keepScroll: true } });
  }, [login, dispatch, navigate]);
  const onBanner = useCallback((banner: Banner) => launch({ name: banner.title, nodeId: banner.linkage }), [launch]);
  const [gamesReady, topPainted] = useBelowTheFold();
  return (
    <div className="page page--home">
      <HomeTitle />
      <HomeBanner fallback={<HomeHero />} onAction={onBanner} onPainted={topPainted} />
      <NoticeLine />
      <CategoryMenu current={type} />
      <HomeBoard />
      <Suspense fallback={<PageLoader />}>{gamesReady ? <HomeGames type={type} /> : <PageLoader />}</Suspense>
      {popup === 'help' ? <HelpModal key={hash} anchor={hash} onClose={close} /> : <AnnouncementPopups />}
    </div>
  );
}
