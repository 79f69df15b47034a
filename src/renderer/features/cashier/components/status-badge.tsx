/** A coloured status word; the colour only repeats what the word says. */
export function StatusBadge({ tone, children }: { tone: 'pending' | 'good' | 'bad' | 'muted'; children: string }) {
  return <span className={`cashier-status cashier-status--${tone}`}>{children}</span>;
}

const TONES: Record<string, 'pending' | 'good' | 'bad' | 'muted'> = {
  PENDING: 'pending',
  APPROVED: 'good',
  PAID: 'good',
  RECEIVED: 'good',
  FULLY_RECEIVED: 'good',
  REJECTED: 'bad',
  NOT_RECEIVED: 'bad',
  CANCELLED: 'muted',
};

export function toneOf(status: string): 'pending' | 'good' | 'bad' | 'muted' {
  return TONES[status] ?? 'muted';
}
