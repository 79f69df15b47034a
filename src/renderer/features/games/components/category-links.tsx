import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { CATEGORY_ICON } from '../category-icon';
import { useMenuCategories } from '../use-menu-categories';

/** A plain list of category links (side menu, footer); the caller wraps it in a labelled nav. */
export function CategoryLinks({ className, withIcons = false }: { className: string; withIcons?: boolean }) {
  const { t } = useTranslation('games');
  const { categories } = useMenuCategories();
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
