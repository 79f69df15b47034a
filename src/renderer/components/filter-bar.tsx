import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './filter-bar.css';

export interface FilterBarProps {
  /** The fields: FilterSelect, DateRangePicker, FormField… */
  children: ReactNode;
  /** The group's name; "Filters" unless given. */
  label?: string;
  /** Adds a Search button; Enter in a field searches too. Without it, fields apply as they change. */
  onSearch?: () => void;
  /** Adds a Reset button that puts every filter back. */
  onReset?: () => void;
}

/** The filters above a list: fields in a grid that wraps down to one column on phones, then the buttons. */
export function FilterBar({ children, label, onSearch, onReset }: FilterBarProps) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.();
  };
  return (
    <form className="filter-bar" role="group" aria-label={label ?? t('filters.label')} onSubmit={submit}>
      {children}
      {onSearch || onReset ? (
        <div className="filter-bar__actions">
          {onReset ? (
            <button type="button" className="button button--ghost" onClick={onReset}>
              {t('filters.reset')}
            </button>
          ) : null}
          {onSearch ? (
            <button type="submit" className="button button--primary">
              {t('filters.search')}
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
