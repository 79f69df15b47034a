import { SelectField } from './select-field';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled drop-down of one filter (type, status, provider) for a FilterBar. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
