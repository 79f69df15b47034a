import { useAppSelector } from '@/lib/hooks';
import { selectIsLoggedIn } from '@/lib/session';
import type { HomeType } from '../home-type';
import { useMenuCategories } from '../use-menu-categories';
import { CategorySection } from './category-section';
import { HotSection } from './hot-section';
import { FavouritesSection, RecentSection } from './member-sections';

/** Home's game lists (below the fold, loaded lazily): HOME sections, or the HOT or FAV view. */
export default function HomeGames({ type }: { type: HomeType }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { categories } = useMenuCategories();
  if (type === 'HOT') return <HotSection full />;
  if (type === 'FAV') return <FavouritesSection />;
  return (
    <>
      <HotSection />
      {loggedIn ? <RecentSection /> : null}
      {categories.map((item) => (
        <CategorySection key={item.category} category={item.category} path={item.path} />
      ))}
    </>
  );
}
