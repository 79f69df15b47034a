/** One decision on a queue row (approve, pay, reject): its visible label, and a name that says which row. */
export function DecisionButton({ tone, label, name, busy, onClick }: { tone: 'primary' | 'danger'; label: string; name: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`button button--${tone}`} disabled={busy} aria-label={name} onClick={onClick}>
      {label}
    </button>
  );
}
