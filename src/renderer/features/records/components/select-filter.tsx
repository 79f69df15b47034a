import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled drop-down of one filter (date range, type, status). */
export function SelectFilter({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="records-filter">
      <label className="records-filter__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="records-filter__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
