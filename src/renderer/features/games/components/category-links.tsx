import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@shared/constants';
import { Icon } from '@/components/icons';
import { CATEGORY_ICON } from '../category-icon';
import { useMenuCategories } from '../use-menu-categories';
import './category-links.css';

/** A plain list of category links (side menu, footer); the caller wraps it in a labelled nav. */
export function CategoryLinks({ className, withIcons = false }: { className: string; withIcons?: boolean }) {
  const { t } = useTranslation('games');
  const { categories, isLoading } = useMenuCategories();
  if (isLoading) {
    // Empty rows hold the menu's height until the categories arrive (nothing below it jumps).
    return (
      <ul className={className} aria-hidden="true">
        {GAME_TYPES.map((type) => (
          <li key={type} className="category-links__placeholder">
            &nbsp;
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className}>
      {categories.map((item) => (
        <li key={item.category}>
          <NavLink to={item.path}>
            {withIcons ? <Icon name={CATEGORY_ICON[item.category]} size={18} /> : null}
            <span>{t(`categories.${item.category}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
