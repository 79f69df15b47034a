import { useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { useMenuCategories, vendorPath, type MenuCategory } from '../use-menu-categories';
import './category-nav.css';

function VendorDropDown({ item }: { item: MenuCategory }) {
  const { t } = useTranslation('games');
  const label = t(`categories.${item.category}`);
  const large = item.gameCount > LIMITS.dropDownLargeAbove;
  return (
    <div className={`category-nav__drop${large ? ' category-nav__drop--large' : ''}`}>
      <p className="category-nav__drop-title">{t('vendorsOf', { category: label })}</p>
      <ul className="category-nav__vendors" aria-label={t('vendorsOf', { category: label })}>
        {item.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <NavLink className="category-nav__vendor" to={vendorPath(item.path, vendor.vassalage)}>
              <img src={vendor.lagerIcon} alt="" width={60} height={24} loading="lazy" />
              <span>
                <span className="category-nav__vendor-name">{vendor.displayName}</span>
                <span className="category-nav__vendor-meta">
                  {vendor.maintenance ? t('maintenance') : t('gameCount', { count: vendor.gameCount })}
                </span>
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Header navigation: one link per category with a hover / focus drop-down of its vendors. */
export function CategoryNav() {
  const { t } = useTranslation('games');
  const { categories } = useMenuCategories();
  const nav = useRef<HTMLElement>(null);
  const edges = useScrollEdges(nav);
  // When the header is too narrow for every category the nav scrolls (scrollbar hidden): fades on
  // the cut sides show there is more, instead of a word cut off at the edge.
  return (
    <div className="category-nav-frame">
      <span className={`category-nav__fade category-nav__fade--before${edges.before ? ' is-shown' : ''}`} aria-hidden="true" />
      <nav ref={nav} className="category-nav" aria-label={t('categoryNav')}>
        <ul className="category-nav__list">
          {categories.map((item) => (
            <li key={item.category} className="category-nav__item">
              <NavLink className="category-nav__link" to={item.path}>
                {t(`categories.${item.category}`)}
              </NavLink>
              {item.vendors.length > 0 ? <VendorDropDown item={item} /> : null}
            </li>
          ))}
        </ul>
      </nav>
      <span className={`category-nav__fade category-nav__fade--after${edges.after ? ' is-shown' : ''}`} aria-hidden="true" />
    </div>
  );
}
