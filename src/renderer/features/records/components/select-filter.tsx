import { SelectField } from '@/components/select-field';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled drop-down of one filter (date range, type, status). */
export function SelectFilter({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange: (value: string) => void }) {
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
