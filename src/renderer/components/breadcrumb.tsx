import { useTranslation } from 'react-i18next';
import './breadcrumb.css';

export interface BreadcrumbItem {
  key: string | number;
  label: string;
}

export interface BreadcrumbProps {
  /** From the top down; the last one is where the viewer is. */
  items: readonly BreadcrumbItem[];
  /** Goes back up to an item (never called for the last). */
  onPick: (item: BreadcrumbItem, index: number) => void;
  /** The trail's name; "You are here" unless given. */
  label?: string;
}

/** A trail of levels (a team's uplines, folders): every level but the current one is a button back up. */
export function Breadcrumb({ items, onPick, label }: BreadcrumbProps) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={label ?? t('breadcrumb.label')}>
      <ol className="breadcrumb__list">
        {items.map((item, index) => (
          <li key={item.key} className="breadcrumb__item">
            {index === items.length - 1 ? (
              <span className="breadcrumb__current" aria-current="location">
                {item.label}
              </span>
            ) : (
              <button type="button" className="breadcrumb__link" onClick={() => onPick(item, index)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
