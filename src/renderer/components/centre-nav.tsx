import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface CentreNavItem {
  key: string;
  label: string;
  /** A page of the app; an item without one is a button (`onSelect`), e.g. opening customer service. */
  to?: string;
  onSelect?: () => void;
  /** A count to draw attention to (unread items); nothing is shown for 0. */
  badge?: number;
  /** Names the badge for screen readers ("3 unread"). */
  badgeLabel?: string;
}

function Badge({ item }: { item: CentreNavItem }) {
  if (!item.badge) return null;
  return (
    <span className="centre-nav__badge" aria-label={item.badgeLabel}>
      {item.badge > 99 ? '99+' : item.badge}
    </span>
  );
}

/** Page navigation of a centre (personal or agent): one link per page, the current one marked. */
export function CentreNav({ label, items, current }: { label: string; items: CentreNavItem[]; current: string }) {
  const ref = useRef<HTMLElement>(null);
  // On phones the nav is one row that scrolls sideways: bring the current page's link into view.
  useEffect(() => {
    const nav = ref.current;
    const link = nav?.querySelector('[aria-current="page"]');
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    nav.scrollLeft += linkBox.left - navBox.left - (navBox.width - linkBox.width) / 2;
  }, [current]);
  return (
    <nav ref={ref} className="centre-nav" aria-label={label}>
      <ul className="centre-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            {item.to === undefined ? (
              <button type="button" className="centre-nav__link centre-nav__button" disabled={!item.onSelect} onClick={item.onSelect}>
                {item.label}
              </button>
            ) : (
              <Link
                to={item.to}
                className={item.key === current ? 'centre-nav__link is-current' : 'centre-nav__link'}
                aria-current={item.key === current ? 'page' : undefined}
              >
                {item.label}
                <Badge item={item} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
