import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@shared/constants';
import { CATEGORY_PATH } from '@shared/routes';
import { Icon } from '@/components/icons';
import { CATEGORY_ICON } from '../category-icon';
import { useMenuCategories } from '../use-menu-categories';
import './category-menu.css';

interface Entry {
  category: GameCategory;
  path: string;
}

/** Home's category menu: HOT, FAV, then the merchant's vendor categories (spec section 2). */
export function CategoryMenu() {
  const { t } = useTranslation('games');
  const { categories } = useMenuCategories();
  const entries: Entry[] = [
    { category: 'HOT', path: '/?type=HOT' },
    { category: 'FAV', path: CATEGORY_PATH.FAV ?? '/favorite' },
    ...categories.map((c) => ({ category: c.category, path: c.path })),
  ];
  return (
    <nav className="category-menu" aria-label={t('categoryMenu')}>
      <ul className="category-menu__list">
        {entries.map((entry) => (
          <li key={entry.category}>
            <NavLink className="category-menu__chip" to={entry.path} end>
              <span className="category-menu__icon">
                <Icon name={CATEGORY_ICON[entry.category]} size={22} />
              </span>
              <span>{t(`categories.${entry.category}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
