import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@shared/constants';
import { Icon } from '@/components/icons';
import { CATEGORY_ICON } from '../category-icon';
import { homeTypePath, type HomeType } from '../home-type';
import { useMenuCategories } from '../use-menu-categories';
import './category-menu.css';

interface Entry {
  category: GameCategory;
  path: string;
}

/**
 * Home's category menu: HOT, FAV, then the merchant's vendor categories (spec section 2). HOT and
 * FAV switch what home shows (the current game type); home asks a visitor to log in for them.
 */
export function CategoryMenu({ current }: { current: HomeType }) {
  const { t } = useTranslation('games');
  const { categories } = useMenuCategories();
  const entries: Entry[] = [
    { category: 'HOT', path: homeTypePath('HOT') },
    { category: 'FAV', path: homeTypePath('FAV') },
    ...categories.map((c) => ({ category: c.category, path: c.path })),
  ];
  return (
    <nav className="category-menu" aria-label={t('categoryMenu')}>
      <ul className="category-menu__list">
        {entries.map((entry) => (
          <li key={entry.category}>
            <Link
              className={`category-menu__chip${entry.category === current ? ' is-current' : ''}`}
              to={entry.path}
              aria-current={entry.category === current ? 'page' : undefined}
              state={entry.category === 'HOT' || entry.category === 'FAV' ? { keepScroll: true } : undefined}
            >
              <span className="category-menu__icon">
                <Icon name={CATEGORY_ICON[entry.category]} size={22} />
              </span>
              <span>{t(`categories.${entry.category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
