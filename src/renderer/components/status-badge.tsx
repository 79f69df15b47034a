import './status-badge.css';

/** What a status means to the reader; the colour only repeats what the label says. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A status word in a coloured pill (orders, rounds, entries, members). */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
