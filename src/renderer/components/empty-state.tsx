import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** The translated line ("No records.", "No games to show here yet."). */
  message: string;
  /** A way on: retry, clear the filters, go and deposit. */
  action?: ReactNode;
  /** A failed load rather than an empty one: announced at once (role alert). */
  failed?: boolean;
}

/** The box in place of a list that has nothing to show, or could not load. */
export function EmptyState({ message, action, failed = false }: EmptyStateProps) {
  return (
    <div className={`empty-state${failed ? ' empty-state--failed' : ''}`} role={failed ? 'alert' : 'status'}>
      <p className="empty-state__message">{message}</p>
      {action}
    </div>
  );
}
