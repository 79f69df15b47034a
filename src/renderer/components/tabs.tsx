import './form.css';
export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** A row of tabs; the panel below is the caller's. Hidden when there is only one tab. */
export function Tabs<K extends string>({ items, value, onChange, label }: { items: TabItem<K>[]; value: K; onChange: (key: K) => void; label: string }) {
  if (items.length < 2) return null;
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={`tabs__tab${item.key === value ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
