import { Link } from 'react-router';

export interface CentreNavItem {
  key: string;
  to: string;
  label: string;
}

/** Page navigation of a centre (personal or agent): one link per page, the current one marked. */
export function CentreNav({ label, items, current }: { label: string; items: CentreNavItem[]; current: string }) {
  return (
    <nav className="centre-nav" aria-label={label}>
      <ul className="centre-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={item.key === current ? 'centre-nav__link is-current' : 'centre-nav__link'}
              aria-current={item.key === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
